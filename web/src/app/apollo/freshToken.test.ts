import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokenExpiry, ensureFreshAccessToken, needsRefresh } from './freshToken';
import { sessionStore } from '../../shared/auth/sessionStore';

const token = (expirySeconds: number) => `v1.u1.s1.${expirySeconds}.mac`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('fresh access token', () => {
  afterEach(() => sessionStore.clear());

  it('reads the expiry from the token', () => {
    expect(accessTokenExpiry(token(1700000000))).toBe(1700000000 * 1000);
    expect(accessTokenExpiry('junk')).toBeNull();
    expect(accessTokenExpiry(null)).toBeNull();
  });

  it('refreshes only an expired or nearly expired token, and only with a refresh token', () => {
    const now = 1_000_000_000_000;
    expect(needsRefresh(token(now / 1000 + 600), 'r', now)).toBe(false);
    expect(needsRefresh(token(now / 1000 + 5), 'r', now)).toBe(true);
    expect(needsRefresh(token(now / 1000 - 5), null, now)).toBe(false);
  });

  it('shares one refresh between concurrent requests and saves the new tokens', async () => {
    sessionStore.setTokens(token(nowSeconds() - 60), 'old-refresh');
    const fetchImpl = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 10));
      return new Response('{}', { headers: { token: token(nowSeconds() + 900), 'refresh-token': 'new-refresh' } });
    });
    await Promise.all([1, 2, 3].map(() => ensureFreshAccessToken(fetchImpl as unknown as typeof fetch)));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(sessionStore.getTokens().refreshToken).toBe('new-refresh');
    await ensureFreshAccessToken(fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledTimes(1); // fresh now: no second refresh
  });
});
