// Refreshes an expired access token once, before requests go out. Refresh tokens rotate on
// every use and a reused one ends the whole session (docs/decisions.md), so concurrent requests
// must not each present the old refresh token: they all wait for one shared refresh instead.
import { GRAPHQL_PATH } from '../../shared/config';
import { authHeaders, sessionStore } from '../../shared/auth/sessionStore';
import { readTokenHeaders } from './tokenRefreshLink';

/** Refresh this long before the expiry, so a request in flight does not arrive expired. */
const EARLY_MS = 20_000;

/** The expiry (ms since the epoch) of an access token `v1.<user>.<session>.<expiry s>.<mac>`. */
export function accessTokenExpiry(token: string | null): number | null {
  const parts = token?.split('.') ?? [];
  if (parts.length !== 5 || parts[0] !== 'v1') return null;
  const seconds = Number(parts[3]);
  return Number.isFinite(seconds) ? seconds * 1000 : null;
}

export function needsRefresh(token: string | null, refreshToken: string | null, now = Date.now()): boolean {
  if (!token || !refreshToken) return false;
  const expiry = accessTokenExpiry(token);
  return expiry !== null && expiry - EARLY_MS <= now;
}

let inFlight: Promise<void> | null = null;
/** A token the server kept (a client clock running fast): not refreshed again. */
let keptToken: string | null = null;

/** Resolves once the stored access token is fresh, or once a refresh has been tried. */
export function ensureFreshAccessToken(fetchImpl: typeof fetch = fetch): Promise<void> {
  const tokens = sessionStore.getTokens();
  if (!needsRefresh(tokens.token, tokens.refreshToken) || tokens.token === keptToken) return Promise.resolve();
  inFlight ??= (async () => {
    try {
      // Any request refreshes on the server; the cheapest one asks for nothing.
      const response = await fetchImpl(GRAPHQL_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authHeaders(tokens) },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      const fresh = readTokenHeaders(response.headers);
      if (fresh) sessionStore.setTokens(fresh.token, fresh.refreshToken);
      else keptToken = tokens.token;
    } catch {
      // Offline: the request itself will report the network error.
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}
