// Live prices and stock (issue 18): one productsUpdated subscription for the whole page, running
// while anything follows it (an open product page, the signed-in cart). Apollo writes each
// event's products into their cache entries by Product:_id, so whatever shows them re-renders with
// no extra query; followers hear which ids changed (the cart, priced by the server, reads itself
// again when it holds one). `null` means any product may have changed: an event too large to
// carry its products (reload), or the socket reconnected (events may have been missed).
import type { ApolloClient } from '@apollo/client';
import { ProductsUpdatedDocument } from './liveProducts.generated';

/** Dispatched on window by the graphql-ws client when it connects again after a drop. */
export const WS_RECONNECTED = 'karyana:ws-reconnected';

export type ProductsListener = (ids: readonly string[] | null) => void;

const RESUBSCRIBE_MS = 5000;
const listeners = new Set<ProductsListener>();
let stop: (() => void) | null = null;

function tell(ids: readonly string[] | null): void {
  listeners.forEach((l) => l(ids));
}

const onReconnected = () => tell(null);

function start(client: ApolloClient): () => void {
  let active = true;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let subscription: { unsubscribe: () => void } | null = null;
  const subscribe = () => {
    subscription = client.subscribe({ query: ProductsUpdatedDocument }).subscribe({
      next: (result) => {
        const event = result.data?.productsUpdated;
        if (!event) return;
        if (event.reload) tell(null);
        else tell((event.products ?? []).flatMap((p) => (p?._id ? [p._id] : [])));
      },
      error: () => {
        if (!active) return;
        retry = setTimeout(() => {
          if (!active) return;
          subscribe();
          tell(null);
        }, RESUBSCRIBE_MS);
      },
    });
  };
  subscribe();
  window.addEventListener(WS_RECONNECTED, onReconnected);
  return () => {
    active = false;
    clearTimeout(retry);
    subscription?.unsubscribe();
    window.removeEventListener(WS_RECONNECTED, onReconnected);
  };
}

/** Follows console changes to products until the returned stop is called. */
export function followProducts(client: ApolloClient, listener: ProductsListener): () => void {
  listeners.add(listener);
  stop ??= start(client);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stop) {
      stop();
      stop = null;
    }
  };
}
