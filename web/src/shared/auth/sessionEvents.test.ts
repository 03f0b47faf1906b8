import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionEvents, type SessionFollower } from './sessionEvents';

const USER = { _id: 'u1', fname: 'Ali' };

describe('session events', () => {
  const stops: Array<() => void> = [];
  const follow = (...followers: SessionFollower[]) => {
    const load = vi.fn(async () => followers);
    stops.push(sessionEvents.follow(load));
    return load;
  };
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('lets a sign-in go on when no follower refuses, asking each in turn with the user', async () => {
    const order: string[] = [];
    follow(
      { signedIn: async (user) => (order.push(`cart:${user._id}`), null) },
      { signingOut: () => undefined },
      { signedIn: async () => (order.push('second'), null) },
    );
    expect(await sessionEvents.signingIn(USER)).toBeNull();
    expect(order).toEqual(['cart:u1', 'second']);
  });

  it("stops a sign-in at the first refusal, with that follower's message", async () => {
    const later = vi.fn(async () => null);
    follow({ signedIn: async () => 'Unable to merge carts.' }, { signedIn: later });
    expect(await sessionEvents.signingIn(USER)).toBe('Unable to merge carts.');
    expect(later).not.toHaveBeenCalled();
  });

  it('waits for every sign-out follower, one after the other', async () => {
    const done: string[] = [];
    follow(
      { signingOut: async () => void (await Promise.resolve(), done.push('cart')) },
      { signingOut: () => void done.push('draft') },
    );
    await sessionEvents.signingOut();
    expect(done).toEqual(['cart', 'draft']);
  });

  it('loads the followers only when an event comes, and forgets them once unsubscribed', async () => {
    const signingOut = vi.fn();
    const load = follow({ signingOut });
    expect(load).not.toHaveBeenCalled();
    await sessionEvents.signingOut();
    expect(signingOut).toHaveBeenCalledTimes(1);
    stops.splice(0).forEach((stop) => stop());
    await sessionEvents.signingOut();
    expect(signingOut).toHaveBeenCalledTimes(1);
  });

  it('fails the event when the followers cannot be loaded', async () => {
    stops.push(sessionEvents.follow(() => Promise.reject(new Error('chunk failed'))));
    await expect(sessionEvents.signingIn(USER)).rejects.toThrow('chunk failed');
  });
});
