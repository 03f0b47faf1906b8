// A graphql-ws subscriber for the integration tests, and a poll for what it collects.
//
//   const watch = subscribe(server, user.token, { query: 'subscription { … }' });
//   await watch.ready;                         // the server has registered the subscription
//   … change something …
//   await waitFor(() => watch.events.length >= 1, 'the event');
//   await watch.client.dispose();
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Payloads carrying `errors` (a refused subscription) go to `errors`, the rest to `events`.
// `ready` resolves once a query sent after the subscription on the same socket is answered,
// which the server does only after registering the subscription.
export function subscribe(server, token, request) {
  const client = createClient({
    url: server.wsUrl,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { token },
  });
  const events = [];
  const errors = [];
  client.subscribe(request, {
    next: (m) => (m.errors ? errors.push(m.errors) : events.push(m)),
    error: (e) => errors.push(e),
    complete: () => {},
  });
  const ready = new Promise((resolve, reject) => {
    client.subscribe({ query: '{ __typename }' }, { next: () => {}, error: reject, complete: resolve });
  });
  return { client, events, errors, ready };
}

export async function waitFor(predicate, what, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}
