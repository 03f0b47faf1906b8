import { describe, expect, it } from 'vitest';
import { readTokenHeaders } from './tokenRefreshLink';
import { authHeaders, sessionStore } from '../../shared/auth/sessionStore';

describe('session tokens', () => {
  it('reads refreshed tokens from the response headers', () => {
    expect(readTokenHeaders(new Headers({ token: 'a', 'refresh-token': 'b' }))).toEqual({
      token: 'a',
      refreshToken: 'b',
    });
    expect(readTokenHeaders(new Headers({}))).toBeNull();
    expect(readTokenHeaders(undefined)).toBeNull();
  });

  it('sends token, refresh-token and a Bearer authorization once signed in', () => {
    expect(authHeaders({ token: null, refreshToken: null })).toEqual({});
    expect(authHeaders({ token: 't1', refreshToken: 'r1' })).toEqual({
      token: 't1',
      'refresh-token': 'r1',
      Authorization: 'Bearer t1',
    });
  });

  it('reports whether the saved access token changed', () => {
    expect(sessionStore.setTokens('t1', 'r1')).toBe(true);
    expect(sessionStore.setTokens('t1', 'r2')).toBe(false);
    expect(sessionStore.getTokens()).toEqual({ token: 't1', refreshToken: 'r2' });
  });
});
