import { createSearchClient, SearchRequestError } from './searchClient';

type Requests = Parameters<ReturnType<typeof createSearchClient>['search']>[0];

const requests = (query: string) => [{ indexName: 'instant_search', params: { query, hitsPerPage: 20 } }] as Requests;

function fakeFetch(answer: (body: unknown) => Response) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fn = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer(JSON.parse(String(init?.body)));
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

const ok = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('search client', () => {
  test('posts the multi-query batch as JSON to our endpoint and returns the results', async () => {
    const { fn, calls } = fakeFetch((body) => ok({ results: [{ hits: [], nbHits: 0, echo: body }] }));
    const client = createSearchClient({ fetchFn: fn });
    const answer = (await client.search(requests('milk'))) as unknown as { results: Array<{ echo: unknown }> };
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/search/queries');
    expect(calls[0]?.init.method).toBe('POST');
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('application/json');
    expect(answer.results[0]?.echo).toEqual({ requests: requests('milk') });
  });

  test('identical requests are answered from memory for a short time', async () => {
    let t = 1000;
    const { fn, calls } = fakeFetch(() => ok({ results: [] }));
    const client = createSearchClient({ fetchFn: fn, cacheMs: 5000, now: () => t });
    await Promise.all([client.search(requests('tea')), client.search(requests('tea'))]);
    expect(calls).toHaveLength(1); // in flight: shared
    t += 4000;
    await client.search(requests('tea'));
    expect(calls).toHaveLength(1);
    await client.search(requests('coffee'));
    expect(calls).toHaveLength(2);
    t += 2000; // 6 s after the first: stale
    await client.search(requests('tea'));
    expect(calls).toHaveLength(3);
  });

  test('the cache keeps only the newest entries', async () => {
    const { fn, calls } = fakeFetch(() => ok({ results: [] }));
    const client = createSearchClient({ fetchFn: fn, maxEntries: 2 });
    await client.search(requests('a'));
    await client.search(requests('b'));
    await client.search(requests('c'));
    await client.search(requests('c'));
    await client.search(requests('b'));
    expect(calls).toHaveLength(3);
    await client.search(requests('a')); // evicted
    expect(calls).toHaveLength(4);
  });

  test('an error answer rejects with the server message and is not cached', async () => {
    let status = 400;
    const { fn, calls } = fakeFetch(() =>
      status === 200
        ? ok({ results: [] })
        : new Response(JSON.stringify({ message: 'Unknown index', status }), { status }),
    );
    const client = createSearchClient({ fetchFn: fn });
    await expect(client.search(requests('x'))).rejects.toEqual(new SearchRequestError('Unknown index', 400));
    status = 200;
    await expect(client.search(requests('x'))).resolves.toEqual({ results: [] });
    expect(calls).toHaveLength(2);
  });

  test('a network failure rejects, and a non-JSON error keeps the status', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(createSearchClient({ fetchFn: failing }).search(requests('x'))).rejects.toThrow('Failed to fetch');
    const { fn } = fakeFetch(() => new Response('Bad Gateway', { status: 502 }));
    await expect(createSearchClient({ fetchFn: fn }).search(requests('x'))).rejects.toThrow('Search failed (HTTP 502)');
  });
});
