// Kept catalogue answers across two instances on one PostgreSQL database (issue 20: "the search
// snapshot and any catalogue cache, refreshed when another instance writes"). Instance a keeps
// answers per catalogue version; a write through b reaches a as a `karyana_changes` notice, which
// moves a's version. The notice travels asynchronously (LISTEN/NOTIFY), so a's next answers are
// awaited with a bound instead of asked once: within it, the product page, its category page, a
// keyword listing and an instantsearch hit on a show b's price change, the last unit sold through b,
// and the product put back to draft through b — never the kept answer from before.
// PostgreSQL only: skipped on SQLite (one process owns its file).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql } from './harness.mjs';
import { orderOne, productEditor } from './product_edits.mjs';
import { customers, products } from './shop.mjs';
import { staffMember } from './staff.mjs';
import { startTwoInstances, stopTwoInstances, twoInstancesOnly } from './two_instances.mjs';

const CARD = '_id slug title price available_qty status';
const PAGE = `query($slug: String!) { productBySlug(slug: $slug) { ${CARD} category { slug } response { error { code } } } }`;
const LISTING = `query($filter: String) { client_productsQuery(first: 100, filter: $filter) { edges { node { ${CARD} } } } }`;
// Far above a notice's trip on a loaded CI machine; a kept stale answer never changes, so it fails.
const NOTICE_BOUND_MS = 10000;

describe('catalogue answers across two instances', { skip: twoInstancesOnly, timeout: 180000 }, () => {
  let pair;
  let a;
  let b;
  let product; // a listed demo product with stock
  let edit; // a manager's edits of it, through b
  let alia; // orders through b
  let categoryFilter;
  let searchBody;

  const ask = async (server, query, variables) => {
    const res = await graphql(server, query, { variables });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
    return res.body.data;
  };
  // What a's store front shows of the product: its page, its card on the category page and in a
  // keyword listing, and its instantsearch hit (undefined where it is not shown).
  const seenOnA = async () => {
    const page = (await ask(a, PAGE, { slug: product.slug })).productBySlug;
    const inCategory = (await ask(a, LISTING, { filter: categoryFilter })).client_productsQuery.edges.map((e) => e.node);
    const keywords = JSON.stringify({ search: { keywords: product.title } });
    const inListing = (await ask(a, LISTING, { filter: keywords })).client_productsQuery.edges.map((e) => e.node);
    const res = await fetch(`${a.url}/api/search/queries`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: searchBody });
    assert.equal(res.status, 200);
    const hit = (await res.json()).results[0].hits.find((h) => h._id === product._id);
    return {
      page,
      category: inCategory.find((n) => n._id === product._id),
      listing: inListing.find((n) => n._id === product._id),
      hit,
    };
  };
  // Asks a again until `shows` holds for what it answers, or fails with the last answer.
  const untilOnA = async (what, shows) => {
    const deadline = Date.now() + NOTICE_BOUND_MS;
    for (;;) {
      const seen = await seenOnA();
      if (shows(seen)) return seen;
      if (Date.now() > deadline) assert.fail(`${what}: a still answers ${JSON.stringify(seen)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  before(async () => {
    pair = await startTwoInstances();
    ({ a, b } = pair);
    product = (await products(a)).find((p) => p.available_qty >= 5 && p.title.split(' ').length >= 2);
    assert.ok(product, 'a demo product with stock');
    const manager = await staffMember(b, 'manager', 'two-catalogue-manager');
    edit = productEditor(b, manager, product._id);
    [alia] = await customers(b, 'two-catalogue', 1, { phoneBase: 3326660100, outboxDirs: [b.dataDir] });
    categoryFilter = JSON.stringify({ cat_slug: (await ask(a, PAGE, { slug: product.slug })).productBySlug.category.slug });
    searchBody = JSON.stringify({ requests: [{ indexName: 'instant_search', params: { query: product.title, hitsPerPage: 20 } }] });
  });
  after(async () => {
    if (pair) await stopTwoInstances(pair);
  });

  it("shows a price changed through b on a's kept product, category, listing and search answers", async () => {
    // a keeps its answers: asked twice, the second from the cache.
    const before = await seenOnA();
    assert.equal((await seenOnA()).page.price, before.page.price);
    for (const where of ['category', 'listing', 'hit']) assert.ok(before[where], `a shows the product in its ${where}`);

    const price = before.page.price + 7;
    assert.equal((await edit.save({ price })).price, price);
    await untilOnA('the new price', (s) => s.page.price === price && s.category?.price === price && s.listing?.price === price && s.hit?.price === price);
  });

  it('shows the last unit sold through b as sold out on a', async () => {
    assert.equal((await edit.countStock(1)).available_qty, 1);
    await untilOnA('one unit left', (s) => s.page.available_qty === 1 && s.hit?.available_qty === 1);

    await orderOne(b, alia, product);
    await untilOnA('sold out', (s) => s.page.available_qty === 0 && s.category?.available_qty === 0 && s.hit?.available_qty === 0);
  });

  it('takes a product put back to draft through b off a, and back when published again', async () => {
    await edit.countStock(9);
    await edit.save({ status: 'draft' });
    const unavailable = (s) => s.page.response.error?.code === 'PRODUCT_UNAVAILABLE';
    await untilOnA('hidden', (s) => unavailable(s) && !s.category && !s.listing && !s.hit);
    await edit.save({ status: 'published' });
    await untilOnA('shown again', (s) => s.page.response.error === null && s.category && s.listing && s.hit);
  });
});
