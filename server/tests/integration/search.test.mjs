// Faceted search against the real binary: POST /api/search/queries in the instantsearch /
// Algolia multi-query protocol. Relevance (exact name, prefix, typo, Roman-Urdu spelling),
// facet counts checked against a brute-force count over every hit, refinements together,
// sorts, pagination, bad input, and the server still serving afterwards.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { startServer } from './harness.mjs';

const FACETS = ['brand', 'categories.lvl0', 'categories.lvl1', 'rating', 'free_shipping', 'price'];

describe('faceted search over HTTP', () => {
  let server;
  let everything; // every product the search shows, fetched once

  async function post(body, { contentType = 'application/json' } = {}) {
    const res = await fetch(`${server.url}/api/search/queries`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: await res.json() };
  }

  async function search(params, indexName = 'instant_search') {
    const res = await post({ requests: [{ indexName, params }] });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.results[0];
  }

  const titles = (result) => result.hits.map((h) => h.title);
  const countBy = (hits, key) =>
    hits.reduce((acc, h) => ({ ...acc, [String(key(h))]: (acc[String(key(h))] ?? 0) + 1 }), {});
  const sorted = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

  before(async () => {
    server = await startServer();
    everything = await search({ query: '', hitsPerPage: 1000, facets: FACETS, maxValuesPerFacet: 1000 });
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('answers in the shape react-instantsearch reads', async () => {
    const r = await search({ query: 'milk', facets: FACETS });
    for (const key of ['hits', 'nbHits', 'page', 'nbPages', 'hitsPerPage', 'facets', 'facets_stats', 'query', 'params',
      'index', 'processingTimeMS', 'exhaustiveFacetsCount']) {
      assert.ok(key in r, `result has ${key}`);
    }
    assert.equal(r.hitsPerPage, 20);
    assert.equal(r.page, 0);
    assert.equal(r.index, 'instant_search');
    const hit = r.hits[0];
    for (const key of ['objectID', 'title', 'slug', 'brand', 'price', 'price_was', 'picture_thumb', 'available_qty',
      'rating', 'free_shipping', 'categories', '_highlightResult']) {
      assert.ok(key in hit, `hit has ${key}`);
    }
    assert.match(hit._highlightResult.title.value, /<em>Milk<\/em>/);
    assert.equal(typeof r.facets_stats.price.min, 'number');
  });

  it('ranks an exact name first and matches prefixes, typos and Roman-Urdu spellings', async () => {
    assert.equal(titles(await search({ query: 'Golden Apples' }))[0], 'Golden Apples 1 kg');
    assert.equal(titles(await search({ query: 'nestle dahi 400 g' }))[0], 'Nestle Dahi 400 g');
    const basmati = everything.hits.filter((h) => /basmati/i.test(h.title)).length;
    assert.ok(basmati > 0);
    for (const query of ['basm', 'basmti']) {
      const r = await search({ query });
      assert.equal(r.nbHits, basmati, query);
      for (const t of titles(r)) assert.match(t, /Basmati/, `${query}: ${t}`);
    }
    for (const query of ['chawal', 'chaawal']) {
      for (const t of titles(await search({ query, hitsPerPage: 5 }))) assert.match(t, /\bRice\b/, `${query}: ${t}`);
    }
    for (const query of ['doodh', 'dudh']) assert.match(titles(await search({ query }))[0], /\bMilk\b/, query);
    for (const t of titles(await search({ query: 'aata', hitsPerPage: 4 }))) assert.match(t, /\bAtta\b/);
  });

  it('counts facets the way a brute-force count over the hits does', async () => {
    assert.ok(everything.nbHits > 400 && everything.nbHits <= 1000, `demo store size ${everything.nbHits}`);
    assert.equal(everything.hits.length, everything.nbHits);
    assert.deepEqual(sorted(everything.facets.brand), sorted(countBy(everything.hits, (h) => h.brand)));
    assert.deepEqual(sorted(everything.facets['categories.lvl1']),
      sorted(countBy(everything.hits, (h) => h.categories.lvl1)));
    assert.deepEqual(sorted(everything.facets.free_shipping), sorted(countBy(everything.hits, (h) => h.free_shipping)));
    assert.deepEqual(sorted(everything.facets.rating), sorted(countBy(everything.hits, (h) => h.rating)));
    const prices = everything.hits.map((h) => h.price);
    assert.equal(everything.facets_stats.price.min, Math.min(...prices));
    assert.equal(everything.facets_stats.price.max, Math.max(...prices));

    // A text query's facets count its own hits.
    const masala = await search({ query: 'masala', hitsPerPage: 1000, facets: ['brand'], maxValuesPerFacet: 1000 });
    assert.deepEqual(sorted(masala.facets.brand), sorted(countBy(masala.hits, (h) => h.brand)));
  });

  it('applies a price range and brands together, with disjunctive counts from the second request', async () => {
    const inRange = (h) => h.price >= 100 && h.price <= 500;
    const brands = ['Nestle', 'Olpers'];
    // What react-instantsearch sends: hits with every refinement, then the brand facet again
    // without the brand refinement.
    const res = await post({
      requests: [
        { indexName: 'instant_search', params: { query: '', hitsPerPage: 1000, facets: FACETS, maxValuesPerFacet: 1000,
          facetFilters: [brands.map((b) => `brand:${b}`)], numericFilters: ['price>=100', 'price<=500'] } },
        { indexName: 'instant_search', params: { query: '', hitsPerPage: 0, page: 0, facets: 'brand',
          maxValuesPerFacet: 1000, numericFilters: ['price>=100', 'price<=500'] } },
      ],
    });
    assert.equal(res.status, 200);
    const [hits, brandFacet] = res.body.results;
    const expected = everything.hits.filter((h) => inRange(h) && brands.includes(h.brand));
    assert.equal(hits.nbHits, expected.length);
    assert.deepEqual(new Set(hits.hits.map((h) => h.objectID)), new Set(expected.map((h) => h.objectID)));
    assert.deepEqual(sorted(brandFacet.facets.brand), sorted(countBy(everything.hits.filter(inRange), (h) => h.brand)));
    assert.deepEqual(brandFacet.hits, []);
    // The hierarchical menu's filters and the free-shipping toggle narrow the same way.
    const milk = await search({ facetFilters: [['categories.lvl1:Dairy & Eggs > Milk'], ['free_shipping:true']],
      hitsPerPage: 1000 });
    assert.equal(milk.nbHits,
      everything.hits.filter((h) => h.categories.lvl1 === 'Dairy & Eggs > Milk' && h.free_shipping).length);
    const rated = await search({ numericFilters: ['rating>=4', 'rating<=5'], hitsPerPage: 0 });
    assert.equal(rated.nbHits, everything.hits.filter((h) => h.rating >= 4).length);
  });

  it('sorts by price on the replica indexes and pages without gaps', async () => {
    for (const [index, ok] of [['instant_search_price_asc', (a, b) => a <= b], ['instant_search_price_desc', (a, b) => a >= b]]) {
      const page0 = await search({ hitsPerPage: 30, page: 0 }, index);
      const page1 = await search({ hitsPerPage: 30, page: 1 }, index);
      const prices = [...page0.hits, ...page1.hits].map((h) => h.price);
      for (let i = 1; i < prices.length; i++) assert.ok(ok(prices[i - 1], prices[i]), `${index} at ${i}: ${prices}`);
      assert.equal(page0.index, index);
    }
    const whole = await search({ query: 'nestle', hitsPerPage: 1000 });
    const paged = [];
    let nbPages = 0;
    for (let page = 0; ; page++) {
      const r = await search({ query: 'nestle', hitsPerPage: 7, page });
      nbPages = r.nbPages;
      if (!r.hits.length) break;
      paged.push(...r.hits.map((h) => h.objectID));
    }
    assert.deepEqual(paged, whole.hits.map((h) => h.objectID));
    assert.equal(nbPages, Math.ceil(whole.nbHits / 7));
  });

  it('accepts URL-encoded params and form-encoded bodies as Algolia clients send them', async () => {
    const params = `query=nestle&hitsPerPage=3&facets=${encodeURIComponent(JSON.stringify(['brand']))}`;
    const res = await post(JSON.stringify({ requests: [{ indexName: 'instant_search', params }] }),
      { contentType: 'application/x-www-form-urlencoded' });
    assert.equal(res.status, 200);
    const asObject = await search({ query: 'nestle', hitsPerPage: 3, facets: ['brand'] });
    assert.deepEqual(res.body.results[0].hits.map((h) => h.objectID), asObject.hits.map((h) => h.objectID));
    assert.deepEqual(res.body.results[0].facets, asObject.facets);
  });

  it('refuses bad input with a clear message and keeps serving', async () => {
    const malformed = await post('{"requests": [');
    assert.equal(malformed.status, 400);
    assert.match(malformed.body.message, /^Malformed JSON in the request body/);
    assert.equal(malformed.body.error.message, malformed.body.message);

    const unknown = await post({ requests: [{ indexName: 'products', params: {} }] });
    assert.equal(unknown.status, 404);
    assert.match(unknown.body.message, /^Index 'products' does not exist/);

    const badFilter = await post({ requests: [{ indexName: 'instant_search', params: { numericFilters: ['price>=cheap'] } }] });
    assert.equal(badFilter.status, 400);
    assert.equal(badFilter.body.message, "Invalid numericFilters 'price>=cheap': 'cheap' is not a number");

    const tooMany = await post({ requests: [{ indexName: 'instant_search', params: { hitsPerPage: 100000 } }] });
    assert.equal(tooMany.status, 400);
    assert.equal((await post({ requests: 'all' })).status, 400);
    assert.equal((await post('')).status, 400);

    const get = await fetch(`${server.url}/api/search/queries`);
    assert.equal(get.status, 405);

    // Still serving, same answers as before.
    const again = await search({ query: '', hitsPerPage: 0, facets: ['brand'], maxValuesPerFacet: 1000 });
    assert.equal(again.nbHits, everything.nbHits);
    assert.deepEqual(again.facets.brand, everything.facets.brand);
    assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
  });
});
