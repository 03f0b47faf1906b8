// The features that follow sign-in and sign-out (shared/auth/sessionEvents), in a chunk of their own that
// loads at the first sign-in or sign-out: the cart, then the order draft.
import { cartFollowsSession } from '../../features/cart';
import { draftFollowsSession } from '../../features/checkout';

export const sessionFollowers = [cartFollowsSession, draftFollowsSession] as const;
