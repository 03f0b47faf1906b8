// The search client react-instantsearch talks to: our own server answers the Algolia
// multi-query protocol at SEARCH_PATH ({requests:[{indexName, params}]} → {results:[…]}).
// Identical batches within a short time share one answer (typing back and forth, the widgets'
// repeated initial searches, StrictMode's double mount).
import type { SearchClient } from 'instantsearch.js';
import { CLIENT_CACHE_MS, SEARCH_PATH } from './searchConfig';
import { t } from './texts';
import { serverText } from '../../../shared/graphql/requestOutcome';

export interface SearchClientOptions {
  path?: string;
  cacheMs?: number;
  maxEntries?: number;
  fetchFn?: typeof fetch;
  now?: () => number;
}

interface Entry {
  at: number;
  answer: Promise<unknown>;
}

export class SearchRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'SearchRequestError';
  }
}

async function post(fetchFn: typeof fetch, path: string, body: string): Promise<unknown> {
  const response = await fetchFn(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body,
  });
  if (!response.ok) {
    let message = t('catalogue.search.failed', { status: response.status });
    try {
      const payload = (await response.json()) as { message?: unknown; error?: { code?: unknown } | null };
      const code = typeof payload.error?.code === 'string' ? payload.error.code : null;
      if (typeof payload.message === 'string' && payload.message) message = serverText(code, payload.message);
    } catch {
      // not JSON: keep the status message
    }
    throw new SearchRequestError(message, response.status);
  }
  return response.json();
}

export function createSearchClient(options: SearchClientOptions = {}): SearchClient {
  const path = options.path ?? SEARCH_PATH;
  const cacheMs = options.cacheMs ?? CLIENT_CACHE_MS;
  const maxEntries = options.maxEntries ?? 100;
  const fetchFn = options.fetchFn ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const cache = new Map<string, Entry>();

  const send = (body: string): Promise<unknown> => {
    const t = now();
    const hit = cache.get(body);
    if (hit && t - hit.at < cacheMs) return hit.answer;
    cache.delete(body);
    const answer = post(fetchFn, path, body);
    cache.set(body, { at: t, answer });
    // A failed answer is not remembered: the next identical search asks again.
    answer.catch(() => {
      if (cache.get(body)?.answer === answer) cache.delete(body);
    });
    // Map keeps insertion order: the oldest entries go first.
    while (cache.size > maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
    return answer;
  };

  const client = {
    search: (requests: ReadonlyArray<unknown>) => send(JSON.stringify({ requests })),
  };
  // The protocol's types are generic over the hit type; the server's JSON is that shape.
  return client as unknown as SearchClient;
}
