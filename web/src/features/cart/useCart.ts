// THE CART CONTRACT (used by checkout and orders; keep it stable).
//
// useCart() → {
//   cart:    the server Cart (CartFields: _id, customer_id, items: CartItemFields[], totalPrice,
//            totalTax, deliveryCharges, grandTotal, updated_at, error) for a signed-in customer; for a
//            visitor the local cart in the same shape (_id null); null before anything is known.
//   totals:  { totalItems (lines), totalPrice, totalTax, deliveryCharges, grandTotal, savedTotal,
//            wasTotal } — the server's figures plus the client-derived savings (cartTotals.ts).
//   loading: the signed-in cart is being fetched;
//   synced:  true once the signed-in customer's cart has come from the server;
//   setCart(cart): replace the cart (e.g. with a mutation's answer: makeReorder returns the cart);
//   refetch(): fetch the signed-in cart again (resolves the cart, or null on failure);
//   openDrawer(), closeDrawer()
// }
// flushCart(): empties the cart shown (after an order is placed; the server empties its own).
// Lines: use product_id (CartItemFields has no _id, see cart.graphql). Reuse `...CartItemFields`
// and `...CartFields` in .graphql documents; their typed documents are re-exported below.
import { useSyncExternalStore } from 'react';
import { cartSession, cartStore, type CartSnapshot } from './cartStore';
import type { Cart, CartLine, CartTotals } from './cartTotals';

export type { Cart, CartLine, CartTotals };
export {
  CartFieldsFragmentDoc as cartFields,
  CartItemFieldsFragmentDoc as cartItemFields,
} from '../../shared/cart/cartFields.generated';

export interface UseCart extends Omit<CartSnapshot, 'drawerOpen'> {
  setCart: (cart: Cart | null) => void;
  refetch: () => Promise<Cart | null>;
  openDrawer: () => void;
  closeDrawer: () => void;
}

const actions = {
  setCart: (cart: Cart | null) => cartStore.setCart(cart),
  refetch: () => cartSession.refetch(),
  openDrawer: () => cartStore.openDrawer(),
  closeDrawer: () => cartStore.closeDrawer(),
};

export function useCartSnapshot(): CartSnapshot {
  return useSyncExternalStore(cartStore.subscribe, cartStore.get);
}

export function useCart(): UseCart {
  const { cart, totals, loading, synced } = useCartSnapshot();
  return { cart, totals, loading, synced, ...actions };
}

/** The line of a product in the cart shown, or undefined. */
export function useCartLine(productId: string): CartLine | undefined {
  return useSyncExternalStore(
    cartStore.subscribe,
    () => cartStore.get().cart?.items?.find((l) => l?.product_id === productId) ?? undefined,
  );
}

export function flushCart(): void {
  cartStore.flush();
}
