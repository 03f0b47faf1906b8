// The cart feature's public face: the provider, drawer and add-to-cart control app/ mounts, the
// session follower app/ starts, and the cart state and rules checkout and orders read.
export { CartProvider } from './CartProvider';
export { CartDrawerHost } from './CartDrawerHost';
export { AddToCartControl } from './AddToCartControl';
export { cartFollowsSession } from './followSession';
export { flushCart, useCart, useCartSnapshot, type Cart, type CartTotals } from './useCart';
export { cartSession, cartStore } from './cartStore';
export { removeUnavailableItems } from './cartServer';
export { aboveMaximumOrder, belowMinimumOrder, cartLines } from './cartTotals';
export { unavailableLines } from './lineStates';
export { UnavailableList } from './UnavailableList';
