// Subscriptions travel over graphql-ws, whose code loads with the first subscription:
// the home page needs none, so the first bundle stays smaller.
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import type { Client as WsClient } from 'graphql-ws';

export interface LazyWsLink {
  link: ApolloLink;
  /** Closes the socket (if open) so it reconnects with fresh tokens. */
  terminate: () => void;
}

export function createLazyWsLink(connect: () => Promise<{ link: ApolloLink; client: WsClient }>): LazyWsLink {
  let ready: Promise<{ link: ApolloLink; client: WsClient }> | null = null;
  let client: WsClient | null = null;

  const link = new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let inner: { unsubscribe: () => void } | null = null;
        let closed = false;
        ready ??= connect().then((made) => {
          client = made.client;
          return made;
        });
        ready.then(
          ({ link: wsLink }) => {
            if (closed) return;
            inner = wsLink.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );

  return { link, terminate: () => client?.terminate() };
}
