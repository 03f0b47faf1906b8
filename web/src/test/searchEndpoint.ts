// The search endpoint (/api/search/queries) answered in the test's process, for tests that render the
// real app where a search can start: a query finds one product named after it, except 'nothing'.
// Without it such a search would go to Node's fetch, which cannot reach a relative URL (an unhandled
// rejection that fails the run in whichever file happens to be running).
import { vi } from 'vitest';

export interface SentSearchRequest {
  indexName: string;
  params: { query?: string };
}

export function searchAnswer(requests: SentSearchRequest[]) {
  return {
    results: requests.map((r) => {
      const query = r.params.query ?? '';
      const hits =
        query && query !== 'nothing'
          ? [
              {
                objectID: `p-${query}`,
                _id: `p-${query}`,
                title: `${query} product`,
                slug: `${query}-product`,
                price: 100,
                price_was: 100,
                available_qty: 5,
              },
            ]
          : [];
      return {
        hits,
        nbHits: hits.length,
        page: 0,
        nbPages: hits.length ? 1 : 0,
        hitsPerPage: 20,
        facets: {},
        query,
        params: '',
        index: r.indexName,
        processingTimeMS: 1,
        exhaustiveNbHits: true,
      };
    }),
  };
}

/** Replaces fetch with the search endpoint; each request is pushed to `sent`. Undo: vi.unstubAllGlobals(). */
export function stubSearchEndpoint(sent: SentSearchRequest[] = []): SentSearchRequest[] {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url !== '/api/search/queries') throw new Error(`unexpected fetch ${url}`);
      const { requests } = JSON.parse(String(init.body)) as { requests: SentSearchRequest[] };
      sent.push(...requests);
      return new Response(JSON.stringify(searchAnswer(requests)), { status: 200 });
    }),
  );
  return sent;
}
