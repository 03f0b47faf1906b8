// The search route's answer cache (issue 19) never shows stale stock, prices or products, against
// the real binary: the same POST /api/search/queries body is asked before and after each change,
// so the second ask would get the kept answer if the catalogue version did not move: an order
// taking the last unit (available_qty 0 on the next search), a staff stock count, a staff price
// change, and a product put back to draft (gone from the hits and the counts); and a renamed
// product is found by each word of its new name, split as the index splits it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { startServer } from './harness.mjs';
import { orderOne, productEditor } from './product_edits.mjs';
import { customers, products } from './shop.mjs';
import { staffMember } from './staff.mjs';

describe('search answers after catalogue changes', { timeout: 180000 }, () => {
  let server;
  let manager;
  let alia;
  let product; // a listed demo product the search finds by its title
  let body; // the one search body asked again after every change
  let edit; // the manager's edits of `product`

  async function ask() {
    const res = await fetch(`${server.url}/api/search/queries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    assert.equal(res.status, 200);
    const result = (await res.json()).results[0];
    return { result, hit: result.hits.find((h) => h._id === product._id) };
  }

  before(async () => {
    server = await startServer();
    [alia] = await customers(server, 'search-fresh', 1, { phoneBase: 3325550900 });
    manager = await staffMember(server, 'manager', 'search-fresh-manager');
    product = (await products(server)).find((p) => p.available_qty >= 5 && p.title.split(' ').length >= 3);
    assert.ok(product, 'a demo product with stock');
    edit = productEditor(server, manager, product._id);
    body = JSON.stringify({
      requests: [{ indexName: 'instant_search', params: { query: product.title, hitsPerPage: 20, facets: ['brand', 'price'] } }],
    });
  });
  after(async () => {
    await server?.stop();
  });

  it('shows the last unit gone after an order takes it', async () => {
    assert.equal((await edit.countStock(1)).available_qty, 1);
    for (let i = 0; i < 3; i += 1) assert.equal((await ask()).hit?.available_qty, 1, `ask ${i}: one unit left`);

    await orderOne(server, alia, product);
    assert.equal((await edit.read()).available_qty, 0, 'the order took the last unit');
    assert.equal((await ask()).hit?.available_qty, 0, 'the next identical search shows it sold out');
  });

  it('shows a staff stock count and a price change on the next identical search', async () => {
    assert.equal((await ask()).hit?.available_qty, (await edit.read()).available_qty);
    await edit.countStock(7);
    assert.equal((await ask()).hit?.available_qty, 7);

    const before = (await ask()).hit;
    const price = before.price + 11;
    assert.equal((await edit.save({ price })).price, price);
    const { hit, result } = await ask();
    assert.equal(hit?.price, price, 'the new price');
    assert.ok(result.facets_stats.price.max >= price, 'the price facet follows (the snapshot was rebuilt)');
  });

  it('drops a product put back to draft from the hits and the counts', async () => {
    const before = await ask();
    assert.ok(before.hit, 'found before');
    await edit.save({ status: 'draft' });
    const after = await ask();
    assert.equal(after.hit, undefined, 'a draft is not a hit');
    assert.equal(after.result.nbHits, before.result.nbHits - 1);

    await edit.save({ status: 'published' });
    assert.ok((await ask()).hit, 'published again: found again');
  });

  // search/ splits words as the index does (issue 20): an Urdu full stop (U+06D4) separates two
  // words, a Greek capital lower-cases; each word is found and highlighted on either database.
  it('finds a product named with an Urdu full stop and Greek capitals by each word', async () => {
    const other = (await products(server)).find((p) => p._id !== product._id);
    const title = 'ΣΟΦΙΑ کلفی۔فالودہ Mix';
    assert.equal((await productEditor(server, manager, other._id).save({ title })).title, title);
    for (const [query, word] of [
      ['کلفی', 'کلفی'],
      ['فالودہ', 'فالودہ'],
      ['σοφια', 'ΣΟΦΙΑ'],
      ['ΣΟΦΙΑ', 'ΣΟΦΙΑ'],
    ]) {
      const res = await fetch(`${server.url}/api/search/queries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requests: [{ indexName: 'instant_search', params: { query, hitsPerPage: 20 } }] }),
      });
      assert.equal(res.status, 200);
      const hit = (await res.json()).results[0].hits.find((h) => h._id === other._id);
      assert.ok(hit, `"${query}" finds "${title}"`);
      const highlighted = hit._highlightResult.title;
      assert.equal(highlighted.matchLevel, 'full', `"${query}": ${JSON.stringify(highlighted)}`);
      assert.ok(highlighted.value.includes(`<em>${word}</em>`), `"${query}" highlights ${word}: ${highlighted.value}`);
    }
  });
});
