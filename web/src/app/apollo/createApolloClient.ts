// One Apollo client: queries and mutations over HTTP, subscriptions over graphql-ws,
// the session tokens on every request and refreshed tokens taken from every response.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { OperationTypeNode } from 'graphql';
import { GRAPHQL_PATH } from '../../shared/config';
import { authHeaders, sessionStore } from '../../shared/auth/sessionStore';
import { createTokenRefreshLink } from './tokenRefreshLink';
import { createLazyWsLink } from './lazyWsLink';
import { ensureFreshAccessToken } from './freshToken';
import { createStartupLink } from './startupLink';

export function createApolloClient(): ApolloClient {
  const ws = createLazyWsLink(() => import('./wsConnection').then((m) => m.connectWs()));

  const authLink = new SetContextLink(async (prevContext) => {
    await ensureFreshAccessToken();
    return {
      headers: {
        ...(prevContext.headers as Record<string, string> | undefined),
        ...authHeaders(sessionStore.getTokens()),
      },
    };
  });

  // New tokens mean the open websocket still speaks for the old session: reconnect it.
  const refreshLink = createTokenRefreshLink(ws.terminate);

  // A visitor's first settings and home page reads may be answered by src/boot.ts's early requests.
  const httpLink = ApolloLink.from([createStartupLink(), authLink, refreshLink, new HttpLink({ uri: GRAPHQL_PATH })]);

  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    ws.link,
    httpLink,
  );

  return new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'network-only', errorPolicy: 'all' },
      query: { fetchPolicy: 'network-only', errorPolicy: 'all' },
      mutate: { errorPolicy: 'all' },
    },
  });
}
