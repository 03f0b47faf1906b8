// What the order draft does when the session changes (shared/auth/sessionEvents; app/ subscribes it):
// it goes at sign-out with the cart.
import type { SessionFollower } from '../../../shared/auth/sessionEvents';
import { draftStore } from './draftStore';

export const draftFollowsSession: SessionFollower = {
  signingOut() {
    draftStore.dispatch({ type: 'flush' });
  },
};
