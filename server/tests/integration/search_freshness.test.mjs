// The search route's answer cache (issue 19) never shows stale stock, prices or products, against
// the real binary: the same POST /api/search/queries body is asked before and after each change,
// so the second ask would get the kept answer if the catalogue version did not move: an order
// taking the last unit (available_qty 0 on the next search), a staff stock count, a staff price
// change, and a product put back to draft (gone from the hits and the counts).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { startServer } from './harness.mjs';
import { addToCart, customers, placeOrder, products, slotDates } from './shop.mjs';
import { staffCall, staffMember } from './staff.mjs';

const ERROR = 'error { message code textCode details }';
const PRODUCT = `_id version title price available_qty status ${ERROR}`;
const ONE = `query($id: ID!) { staffProduct(id: $id) { ${PRODUCT} } }`;
const SAVE = `mutation($input: StaffProductInput!) { staffSaveProduct(input: $input) { ${PRODUCT} } }`;
const ADJUST = `mutation($id: ID!, $version: Int!, $reason: String!, $setTo: Int) {
  staffAdjustStock(product_id: $id, version: $version, reason: $reason, set_to: $setTo) { ${PRODUCT} } }`;

describe('search answers after catalogue changes', { timeout: 180000 }, () => {
  let server;
  let manager;
  let alia;
  let product; // a listed demo product the search finds by its title
  let body; // the one search body asked again after every change

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
  const read = () => staffCall(server, manager, ONE, { id: product._id }, 'staffProduct');
  const changed = (p, what) => {
    assert.ok(p, `${what} answered null`);
    assert.equal(p.error, null, `${what}: ${JSON.stringify(p.error)}`);
    return p;
  };

  before(async () => {
    server = await startServer();
    [alia] = await customers(server, 'search-fresh', 1, { phoneBase: 3325550900 });
    manager = await staffMember(server, 'manager', 'search-fresh-manager');
    product = (await products(server)).find((p) => p.available_qty >= 5 && p.title.split(' ').length >= 3);
    assert.ok(product, 'a demo product with stock');
    body = JSON.stringify({
      requests: [{ indexName: 'instant_search', params: { query: product.title, hitsPerPage: 20, facets: ['brand', 'price'] } }],
    });
  });
  after(async () => {
    await server?.stop();
  });

  it('shows the last unit gone after an order takes it', async () => {
    let p = await read();
    p = changed(await staffCall(server, manager, ADJUST, { id: p._id, version: p.version, reason: 'count', setTo: 1 },
      'staffAdjustStock'), 'count to 1');
    assert.equal(p.available_qty, 1);
    for (let i = 0; i < 3; i += 1) assert.equal((await ask()).hit?.available_qty, 1, `ask ${i}: one unit left`);

    await addToCart(server, alia, product, 1);
    const [slot] = await slotDates(server);
    const placed = await placeOrder(server, alia, slot);
    const order = placed.body.data?.createOrderFromCart;
    assert.ok(order?.serial && !order.error, JSON.stringify(placed.body));
    assert.equal((await read()).available_qty, 0, 'the order took the last unit');
    assert.equal((await ask()).hit?.available_qty, 0, 'the next identical search shows it sold out');
  });

  it('shows a staff stock count and a price change on the next identical search', async () => {
    let p = await read();
    assert.equal((await ask()).hit?.available_qty, p.available_qty);
    p = changed(await staffCall(server, manager, ADJUST, { id: p._id, version: p.version, reason: 'count', setTo: 7 },
      'staffAdjustStock'), 'count to 7');
    assert.equal((await ask()).hit?.available_qty, 7);

    const before = (await ask()).hit;
    const price = before.price + 11;
    p = changed(await staffCall(server, manager, SAVE, { input: { _id: p._id, version: p.version, price } },
      'staffSaveProduct'), 'price');
    assert.equal(p.price, price);
    const { hit, result } = await ask();
    assert.equal(hit?.price, price, 'the new price');
    assert.ok(result.facets_stats.price.max >= price, 'the price facet follows (the snapshot was rebuilt)');
  });

  it('drops a product put back to draft from the hits and the counts', async () => {
    const before = await ask();
    assert.ok(before.hit, 'found before');
    const p = await read();
    changed(await staffCall(server, manager, SAVE, { input: { _id: p._id, version: p.version, status: 'draft' } },
      'staffSaveProduct'), 'draft');
    const after = await ask();
    assert.equal(after.hit, undefined, 'a draft is not a hit');
    assert.equal(after.result.nbHits, before.result.nbHits - 1);

    const again = await read();
    changed(await staffCall(server, manager, SAVE, { input: { _id: again._id, version: again.version, status: 'published' } },
      'staffSaveProduct'), 'published again');
    assert.ok((await ask()).hit, 'published again: found again');
  });
});
