// HOOK POINT for the cart issue (spec §4 and shopping.md): after every sign-in, a visitor's local
// cart is merged into the customer's server cart; when that fails, sign-in stops with
// 'Unable to merge carts.'. Until the cart feature exists there is nothing to merge.
import type { StoredUser } from '../../../shared/auth/sessionStore';

export const CART_MERGE_FAILED = 'Unable to merge carts.';

/** Resolves true when the sign-in may go on. The user's tokens are already saved when it runs. */
export async function mergeCartAfterSignIn(user: StoredUser): Promise<boolean> {
  void user;
  return true;
}
