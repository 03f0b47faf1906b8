// After every sign-in a visitor's local cart is merged into the customer's server cart
// (shopping.md §6, §7 mergeCart); when that fails, sign-in stops with 'Unable to merge carts.'.
// The local cart is cleared once the server has taken it. When the server answers that none of
// it can be bought any more it is cleared too, so the next sign-in is not blocked for ever.
import type { StoredUser } from '../../shared/auth/sessionStore';
import { cartSession, cartStore } from './cartStore';
import { clearLocalCart, readLocalCart } from './localCart';
import { mergeCart } from './cartServer';
import { t } from './texts';

export const CART_MERGE_FAILED = t('cart.mergeFailed');

/** Resolves true when the sign-in may go on. The user's tokens are already saved when it runs. */
export async function mergeCartAfterSignIn(user: StoredUser): Promise<boolean> {
  const lines = readLocalCart();
  if (lines.length === 0) return true;
  const client = cartSession.client;
  if (!client) return false;
  try {
    const answer = await mergeCart(
      client,
      user._id,
      lines.map((l) => ({ product_id: l.product._id, qty: l.qty })),
    );
    if (answer.kind !== 'ok') return false;
    clearLocalCart();
    if (answer.message) return false;
    cartStore.applyServerCart(answer.cart);
    return true;
  } catch {
    return false;
  }
}
