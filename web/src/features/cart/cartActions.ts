// What the cart controls do: a visitor's changes go to the local cart, a customer's to the server,
// whose answer replaces the cart. Each resolves to the message to toast, or null.
// Loaded on the first click, so a product card carries none of this.
import type { ProductCardData } from '../../shared/catalogue/product';
import { cartSession, cartStore, INVALID_RESPONSE, REQUEST_FAILED } from './cartStore';
import { changeLocalQty, readLocalCart, showLocalCart } from './localCart';
import { addCartItem, deleteCartItem, type CartAnswer } from './cartServer';

/** The toast for an answer; an accepted cart replaces the one shown. */
export function settleAnswer(answer: CartAnswer): string | null {
  switch (answer.kind) {
    case 'ok':
      cartStore.applyServerCart(answer.cart);
      return answer.message;
    case 'server-error':
      return answer.message;
    case 'empty':
      return INVALID_RESPONSE;
    default:
      return REQUEST_FAILED;
  }
}

function serverCall(run: () => Promise<CartAnswer>): Promise<string | null> {
  return run().then(settleAnswer, () => REQUEST_FAILED);
}

function client() {
  if (!cartSession.client) throw new Error('the CartProvider is not mounted');
  return cartSession.client;
}

/** One more of a product (the 'Add' and plus buttons). */
export function addOne(product: ProductCardData, userId: string | null): Promise<string | null> {
  if (!userId) {
    changeLocalQty(product, 1);
    showLocalCart();
    return Promise.resolve(null);
  }
  return serverCall(() => addCartItem(client(), userId, product._id));
}

/** One less (minus; at 1 the line goes), or the whole line with `all`. */
export function removeOne(product: ProductCardData, userId: string | null, all = false): Promise<string | null> {
  if (!userId) {
    const have = readLocalCart().find((l) => l.product._id === product._id)?.qty ?? 0;
    changeLocalQty(product, all ? -have : -1);
    showLocalCart();
    return Promise.resolve(null);
  }
  return serverCall(() => deleteCartItem(client(), userId, product._id, all));
}
