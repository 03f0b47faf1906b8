// What the order draft does when the session changes (shared/auth/sessionEvents; app/ subscribes it):
// it goes at sign-out with the cart. What storage holds is read first: another tab (or an earlier test in
// the same module graph) may have written a draft this copy has not seen.
import type { SessionFollower } from '../../../shared/auth/sessionEvents';
import { draftStore } from './draftStore';

export const draftFollowsSession: SessionFollower = {
  signingOut() {
    draftStore.reload();
    draftStore.dispatch({ type: 'flush' });
  },
};
