// Sign-in and sign-out announce themselves here, and what keeps state per customer follows them: the
// cart merges a visitor's local cart at sign-in and flushes at sign-out, checkout forgets the order
// draft. So accounts calls into no other feature; app/ subscribes the followers (docs/decisions.md).
// Not a window event (shared/events.ts) because a sign-in waits for its followers and one may stop it.
import type { StoredUser } from './sessionStore';

export interface SessionFollower {
  /** Runs once the user's tokens are saved; resolves null to let the sign-in go on, or the message that stops it. */
  signedIn?(user: StoredUser): Promise<string | null>;
  /** Runs before the session is revoked and forgotten. */
  signingOut?(): void | Promise<void>;
}

/** Loads followers on first use, so their code is not in the first bundle. */
export type FollowersLoader = () => Promise<readonly SessionFollower[]>;

const loaders = new Set<FollowersLoader>();

async function followers(): Promise<SessionFollower[]> {
  return (await Promise.all([...loaders].map((load) => load()))).flat();
}

export const sessionEvents = {
  /** Subscribes the followers a loader gives; returns the function that unsubscribes them. */
  follow(load: FollowersLoader): () => void {
    loaders.add(load);
    return () => loaders.delete(load);
  },

  /** Asks every follower in turn; the first refusal's message stops the sign-in (null: go on). */
  async signingIn(user: StoredUser): Promise<string | null> {
    for (const follower of await followers()) {
      const refusal = (await follower.signedIn?.(user)) ?? null;
      if (refusal !== null) return refusal;
    }
    return null;
  },

  async signingOut(): Promise<void> {
    for (const follower of await followers()) await follower.signingOut?.();
  },
};
