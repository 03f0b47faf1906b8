// The graphql-ws client and its Apollo link (loaded on demand by lazyWsLink).
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { graphqlWsUrl } from '../../shared/config';
import { authHeaders, sessionStore } from '../../shared/auth/sessionStore';
import { WS_RECONNECTED } from '../../shared/catalogue/liveProducts';
import { accessTokenExpiry, ensureFreshAccessToken } from './freshToken';

/** How long before the access token expires the socket reconnects (inside freshToken's refresh window). */
const RENEW_BEFORE_MS = 10_000;

export function connectWs() {
  // The server closes a socket with 4401 once the access token it signed in with expires, and
  // graphql-ws gives up on 4401; so shortly before that the socket is terminated (4499, which
  // graphql-ws retries), and the reconnection's connectionParams bring a refreshed token.
  let sentToken: string | null = null;
  let renewal: ReturnType<typeof setTimeout> | undefined;
  // After the first connection, each new one may have missed events: live pages read again.
  let connections = 0;
  const client = createClient({
    url: graphqlWsUrl(),
    lazy: true,
    // A function, so every (re)connection sends the tokens in force at that moment.
    connectionParams: async () => {
      await ensureFreshAccessToken();
      const tokens = sessionStore.getTokens();
      sentToken = tokens.token;
      return authHeaders(tokens);
    },
    retryAttempts: 5,
    on: {
      connected: () => {
        clearTimeout(renewal);
        connections += 1;
        if (connections > 1) window.dispatchEvent(new Event(WS_RECONNECTED));
        const expiry = accessTokenExpiry(sentToken);
        if (expiry !== null)
          renewal = setTimeout(() => client.terminate(), Math.max(0, expiry - RENEW_BEFORE_MS - Date.now()));
      },
      closed: () => clearTimeout(renewal),
    },
  });
  return { client, link: new GraphQLWsLink(client) };
}
