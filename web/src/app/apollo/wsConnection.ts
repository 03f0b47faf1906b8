// The graphql-ws client and its Apollo link (loaded on demand by lazyWsLink).
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { graphqlWsUrl } from '../../shared/config';
import { authHeaders, sessionStore } from '../../shared/auth/sessionStore';
import { ensureFreshAccessToken } from './freshToken';

export function connectWs() {
  const client = createClient({
    url: graphqlWsUrl(),
    lazy: true,
    // A function, so every (re)connection sends the tokens in force at that moment.
    connectionParams: async () => {
      await ensureFreshAccessToken();
      return authHeaders(sessionStore.getTokens());
    },
    retryAttempts: 5,
  });
  return { client, link: new GraphQLWsLink(client) };
}
