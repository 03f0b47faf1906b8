// What the cart does when the session changes (shared/auth/sessionEvents; app/ subscribes it): a sign-in
// waits for the visitor's local cart to be merged (and stops with 'Unable to merge carts.' when it cannot
// be); a sign-out empties the cart shown and any local cart, so the next visitor starts empty.
import type { SessionFollower } from '../../shared/auth/sessionEvents';
import { cartStore } from './cartStore';
import { clearLocalCart } from './localCart';
import { CART_MERGE_FAILED, mergeCartAfterSignIn } from './mergeCartAfterSignIn';

export const cartFollowsSession: SessionFollower = {
  async signedIn(user) {
    return (await mergeCartAfterSignIn(user)) ? null : CART_MERGE_FAILED;
  },
  signingOut() {
    clearLocalCart();
    cartStore.reset();
  },
};
