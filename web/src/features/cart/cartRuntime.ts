// Everything the first bundle's cart code loads on demand (cartSession.load, see CartProvider): the
// controls' calls and stepper, the signed-in cart's sync, the visitor's local cart.
export { addOne, removeOne } from './cartActions';
export { startServerSync } from './cartSync';
export { showLocalCart } from './localCart';
export { default as QtyStepper } from './QtyStepper';
