// Products and stock from the console (issue 18, first slice) against the real binary: the role
// matrix of every new operation (visitor, customer, picker and rider refused with nothing changed;
// manager and owner allowed); creating products (slugs made from the title, numbered when taken,
// stable on edit); the refusals (a price of 0 or below, a duplicate slug, an unknown category, a
// stale version, stock below zero); the store front following a save (search and the product page
// show the new price; a draft product is gone from search, listings and its page, and a cart
// holding it cannot check out); stock from 0 to 5 sending the back-in-stock alert; a placed
// order's line price unchanged by a price change; and the audit rows of each change.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { smsTo, waitForMessages } from './outbox.mjs';
import { addToCart, as, customers, placeOrder, products, slotDates } from './shop.mjs';
import { assertOwnersAndManagersOnly, staffCall, staffMember } from './staff.mjs';
import { sleep } from './subscriber.mjs';

const ERROR = 'error { message code textCode details }';
const PRODUCT = `_id version title slug short_description details brand tags barcode price price_was taxable type_id
  tax { value unit } limit_max_qty_in_cart available_qty reserved_for_order cat_id cat_title status published_at
  created_at updated_at picture picture_thumb gallery { _id img thumb } attributes { attribute_id title code value } ${ERROR}`;
const ROW = `_id title slug picture_thumb price price_was available_qty reserved_for_order status cat_id cat_title
  barcode updated_at version`;
const P = {
  list: `query($search: String, $cat: ID, $status: String, $stock: String, $page: Int, $limit: Int) {
    staffProducts(search: $search, cat_id: $cat, status: $status, stock: $stock, page: $page, limit: $limit) {
      rows { ${ROW} } total page limit ${ERROR} } }`,
  one: `query($id: ID!) { staffProduct(id: $id) { ${PRODUCT} } }`,
  options: `{ staffCatalogueOptions { categories { _id title parent_cat_id status } types { _id title tax { value unit } }
    attributes { _id title code } } }`,
  save: `mutation($input: StaffProductInput!) { staffSaveProduct(input: $input) { ${PRODUCT} } }`,
  adjust: `mutation($id: ID!, $version: Int!, $reason: String!, $change: Int, $setTo: Int, $note: String) {
    staffAdjustStock(product_id: $id, version: $version, reason: $reason, change: $change, set_to: $setTo, note: $note) {
      ${PRODUCT} } }`,
  audit: `query($subject: String) { staffAuditLog(first: 50, subject: $subject) {
    entries { actor_id action subject before after } } }`,
};
const STORE_PRODUCT = `query($slug: String!) { productBySlug(slug: $slug) {
  _id title price available_qty status response { error { message code } } } }`;
const LISTING = `query($after: String) { client_productsQuery(first: 100, after: $after, filter: "{}") {
  edges { node { _id } } pageInfo { endCursor hasNextPage } } }`;
const ALERT = `mutation($input: ProductAlertInput!) { addProductAlert(input: $input) { _id error { message } } }`;
const BY_SERIAL = 'query($s: String!) { orderBySerial(serial: $s) { serial items { product_id price qty } } }';

describe('products and stock through the staff API', { timeout: 300000 }, () => {
  let server;
  let owner;
  let manager;
  let picker;
  let rider;
  let alia; // a customer: carts, alerts, an order
  let bilal; // a customer whose cart holds a product that goes to draft
  let category; // an enabled category of a listed product
  let demo; // a listed demo product with stock

  const save = (who, input) => staffCall(server, who, P.save, { input }, 'staffSaveProduct');
  const read = (who, id) => staffCall(server, who, P.one, { id }, 'staffProduct');
  const adjust = (who, p, reason, { change, setTo, note, version = p.version } = {}) =>
    staffCall(server, who, P.adjust, { id: p._id, version, reason, change, setTo, note }, 'staffAdjustStock');
  const saved = async (who, input) => {
    const p = await save(who, input);
    assert.ok(p, 'staffSaveProduct answered null');
    assert.equal(p.error, null, JSON.stringify(p.error));
    return p;
  };
  const refusal = (p) => p && p.error && { textCode: p.error.textCode, details: p.error.details };
  const storeProduct = async (slug) => (await graphql(server, STORE_PRODUCT, { variables: { slug } })).body.data.productBySlug;
  async function search(query) {
    const res = await fetch(`${server.url}/api/search/queries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requests: [{ indexName: 'instant_search', params: { query, hitsPerPage: 50 } }] }),
    });
    assert.equal(res.status, 200);
    return (await res.json()).results[0].hits;
  }
  // Polls `check` (up to a second) until it holds; answers its last value.
  async function within1s(check) {
    const deadline = Date.now() + 1000;
    for (;;) {
      const value = await check();
      if (value || Date.now() > deadline) return value;
      await sleep(50);
    }
  }
  async function listedIds() {
    const ids = new Set();
    let afterCursor = null;
    for (;;) {
      const res = await graphql(server, LISTING, { variables: { after: afterCursor } });
      const page = res.body.data.client_productsQuery;
      for (const e of page.edges) ids.add(e.node._id);
      if (!page.pageInfo.hasNextPage) return ids;
      afterCursor = page.pageInfo.endCursor;
    }
  }

  before(async () => {
    server = await startServer();
    [alia, bilal] = await customers(server, 'staff-products', 2, { phoneBase: 3325550100 });
    owner = await staffMember(server, 'owner', 'products-owner');
    manager = await staffMember(server, 'manager', 'products-manager');
    picker = await staffMember(server, 'picker', 'products-picker');
    rider = await staffMember(server, 'rider', 'products-rider');
    const listed = (await products(server)).filter((p) => p.available_qty - p.reserved_for_order >= 10);
    demo = await read(manager, listed[0]._id);
    category = demo.cat_id;
  });
  after(async () => {
    await server?.stop();
  });

  it('lets owners and managers in and keeps everyone else out, changing nothing', async () => {
    const before = await read(owner, demo._id);
    const calls = [
      [P.list, {}, 'staffProducts'],
      [P.one, { id: demo._id }, 'staffProduct'],
      [P.options, {}, 'staffCatalogueOptions'],
      [P.save, { input: { _id: demo._id, version: before.version, price: 1 } }, 'staffSaveProduct'],
      [P.adjust, { id: demo._id, version: before.version, reason: 'received', change: 1 }, 'staffAdjustStock'],
    ];
    await assertOwnersAndManagersOnly(server, calls, { customer: alia, picker: picker, rider: rider });
    const after = await read(owner, demo._id);
    assert.equal(after.version, before.version, 'nothing changed');
    assert.equal(after.price, before.price);
    assert.equal(after.available_qty, before.available_qty);

    for (const who of [owner, manager]) {
      const list = await staffCall(server, who, P.list, { limit: 5 }, 'staffProducts');
      assert.equal(list.error, null);
      assert.equal(list.rows.length, 5);
      assert.ok(list.total > 5);
      const options = await staffCall(server, who, P.options, {}, 'staffCatalogueOptions');
      assert.ok(options.categories.some((c) => c._id === category));
      assert.ok(options.types.length > 0 && options.attributes.length > 0);
      assert.equal((await read(who, demo._id)).title, demo.title);
    }
  });

  it('creates products with slugs made from the title and refuses bad input', async () => {
    const input = { title: 'Karyana Test Basmati Rice 5 kg', price: 1234.5, cat_id: category, barcode: 'KT-0001',
      short_description: 'Long grain', status: 'published' };
    const first = await saved(manager, input);
    assert.equal(first.slug, 'karyana-test-basmati-rice-5-kg');
    assert.equal(first.price, 1234.5);
    assert.equal(first.available_qty, 0);
    assert.equal(first.version, 1);
    assert.equal(first.status, 'published');
    assert.ok(first.published_at);
    const second = await saved(owner, { ...input, barcode: 'KT-0002', status: undefined });
    assert.equal(second.slug, 'karyana-test-basmati-rice-5-kg-2', 'a made slug is numbered when taken');
    assert.equal(second.status, 'draft', 'draft unless a status is given');

    assert.deepEqual(refusal(await save(manager, { ...input, slug: first.slug, barcode: 'KT-9' })), { textCode: 'SLUG_TAKEN', details: 'slug' });
    assert.deepEqual(refusal(await save(manager, { ...input, barcode: 'KT-0001' })), { textCode: 'BARCODE_TAKEN', details: 'barcode' });
    for (const price of [0, -5]) {
      const p = await save(manager, { ...input, price, barcode: 'KT-9' });
      assert.deepEqual(refusal(p), { textCode: 'PRICE_INVALID', details: 'price' }, `price ${price}`);
      assert.equal(p.error.message, 'Price must be more than 0');
    }
    assert.deepEqual(refusal(await save(manager, { ...input, barcode: 'KT-9', cat_id: 'ffffffffffffffffffffffff' })),
      { textCode: 'CATEGORY_NOT_FOUND', details: 'cat_id' });
    assert.deepEqual(refusal(await save(manager, { ...input, barcode: 'KT-9', slug: 'Not A Slug' })),
      { textCode: 'SLUG_INVALID', details: 'slug' });
    assert.deepEqual(refusal(await save(manager, { ...input, barcode: 'KT-9', title: '  ' })), { textCode: 'REQUIRED', details: 'title' });
    assert.deepEqual(refusal(await save(manager, { ...input, barcode: 'KT-9', price_was: 1000 })),
      { textCode: 'PRICE_WAS_INVALID', details: 'price_was' });
    assert.deepEqual(refusal(await save(manager, { ...input, barcode: 'KT-9', status: 'enabled' })),
      { textCode: 'PRODUCT_STATUS_INVALID', details: 'status' });
    const list = await staffCall(server, manager, P.list, { search: 'karyana test basmati' }, 'staffProducts');
    assert.equal(list.total, 2, 'no refused save wrote a product');
    assert.deepEqual(list.rows.map((r) => r._id), [second._id, first._id], 'newest edit first');

    // An edit changes only what is sent; the slug stays when the title changes.
    const edited = await saved(manager, { _id: first._id, version: first.version, title: 'Karyana Test Basmati Rice 5 kg (new)', price_was: 1500 });
    assert.equal(edited.slug, first.slug);
    assert.equal(edited.price, 1234.5);
    assert.equal(edited.price_was, 1500);
    assert.equal(edited.barcode, 'KT-0001');
    assert.equal(edited.version, 2);
    // Stale versions: an edit and a stock change on version 1.
    const stale = await save(owner, { _id: first._id, version: first.version, price: 999 });
    assert.deepEqual(stale.error && { code: stale.error.code, textCode: stale.error.textCode }, { code: 'CONFLICT', textCode: 'PRODUCT_CHANGED' });
    const staleStock = await adjust(owner, first, 'received', { change: 3 });
    assert.equal(staleStock.error.textCode, 'PRODUCT_CHANGED');
    assert.equal((await read(owner, first._id)).price, 1234.5, 'the stale edit wrote nothing');
    assert.equal((await save(owner, { _id: 'ffffffffffffffffffffffff', version: 1, price: 5 })).error.textCode, 'PRODUCT_NOT_FOUND');

    // Stock: received, damaged, a count; never below 0.
    let p = await adjust(manager, edited, 'received', { change: 4, note: 'delivery 17' });
    assert.equal(p.error, null, JSON.stringify(p.error));
    assert.equal(p.available_qty, 4);
    assert.deepEqual(refusal(await adjust(manager, p, 'damaged', { change: 5 })), { textCode: 'STOCK_NEGATIVE', details: 'change' });
    assert.deepEqual(refusal(await adjust(manager, p, 'count', { setTo: -1 })), { textCode: 'STOCK_NEGATIVE', details: 'set_to' });
    assert.deepEqual(refusal(await adjust(manager, p, 'received', { change: 0 })), { textCode: 'BAD_QUANTITY', details: 'change' });
    assert.deepEqual(refusal(await adjust(manager, p, 'stolen', { change: 1 })), { textCode: 'STOCK_REASON_INVALID', details: 'reason' });
    p = await adjust(manager, p, 'damaged', { change: 1 });
    assert.equal(p.available_qty, 3);
    p = await adjust(owner, p, 'count', { setTo: 7 });
    assert.equal(p.available_qty, 7);
    const low = await staffCall(server, manager, P.list, { search: 'KT-000', stock: 'out' }, 'staffProducts');
    assert.deepEqual(low.rows.map((r) => r._id), [second._id], 'the out-of-stock filter');

    // The audit rows: who, what, before and after.
    const audit = await staffCall(server, owner, P.audit, { subject: first._id }, 'staffAuditLog');
    const actions = audit.entries.map((e) => e.action).reverse();
    assert.deepEqual(actions, ['product.create', 'product.edit', 'product.stock', 'product.stock', 'product.stock']);
    const [created, editRow, received, damaged, counted] = audit.entries.slice().reverse();
    assert.equal(created.actor_id, manager.id);
    assert.equal(JSON.parse(created.after).price, 1234.5);
    assert.deepEqual(JSON.parse(editRow.before), { title: 'Karyana Test Basmati Rice 5 kg', price_was: 0 });
    assert.deepEqual(JSON.parse(editRow.after), { title: 'Karyana Test Basmati Rice 5 kg (new)', price_was: 1500 });
    assert.deepEqual(JSON.parse(received.before), { available_qty: 0 });
    assert.deepEqual(JSON.parse(received.after), { available_qty: 4, reason: 'received', change: 4, note: 'delivery 17' });
    assert.deepEqual(JSON.parse(damaged.after), { available_qty: 3, reason: 'damaged', change: 1 });
    assert.equal(counted.actor_id, owner.id);
    assert.deepEqual(JSON.parse(counted.after), { available_qty: 7, reason: 'count', set_to: 7 });
  });

  it('shows a saved price in the store front and hides a draft product everywhere', async () => {
    let p = await saved(manager, { title: 'Karyana Saffron Tin 2 g', price: 450, cat_id: category, status: 'published' });
    p = await adjust(manager, p, 'received', { change: 10 });
    const newPrice = 475.25;
    p = await saved(manager, { _id: p._id, version: p.version, price: newPrice });
    const page = await within1s(async () => {
      const found = await storeProduct(p.slug);
      return found?.price === newPrice ? found : null;
    });
    assert.ok(page, 'the product page shows the new price');
    const hit = await within1s(async () => (await search('saffron tin')).find((h) => h.objectID === p._id && h.price === newPrice));
    assert.ok(hit, 'search shows the new price');
    assert.ok((await listedIds()).has(p._id), 'listed while published');

    // Bilal's cart holds it; then it goes to draft.
    await addToCart(server, bilal, { _id: p._id, slug: p.slug }, 1);
    p = await saved(owner, { _id: p._id, version: p.version, status: 'draft' });
    assert.equal(p.status, 'draft');
    const gone = await within1s(async () => !(await search('saffron tin')).some((h) => h.objectID === p._id));
    assert.ok(gone, 'gone from search');
    assert.ok(!(await listedIds()).has(p._id), 'gone from listings');
    const hidden = await storeProduct(p.slug);
    assert.equal(hidden.response.error.code, 'PRODUCT_UNAVAILABLE');
    const [occurrence] = await slotDates(server, 1);
    const order = await placeOrder(server, bilal, occurrence);
    const placed = order.body.data.createOrderFromCart;
    assert.equal(placed.serial ?? null, null, JSON.stringify(placed));
    assert.equal(placed.error.message, 'Some items in your cart cannot be ordered, please review your cart');
  });

  it('sends the back-in-stock alert when stock goes from 0 to 5', async () => {
    let p = await saved(manager, { title: 'Karyana Pink Salt 800 g', price: 120, cat_id: category, status: 'published' });
    assert.equal(p.available_qty, 0);
    const asked = await graphql(server, ALERT, { variables: { input: { customer_id: alia.id, prod_id: p._id } }, ...as(alia) });
    assert.equal(asked.body.data.addProductAlert.error, null, JSON.stringify(asked.body));
    p = await adjust(manager, p, 'received', { change: 5 });
    assert.equal(p.available_qty, 5);
    const sms = await waitForMessages(server.dataDir, (m) => smsTo(alia.phone.slice(-7))(m) && /Pink Salt 800 g is back in stock/.test(m.body), 'the alert');
    assert.equal(sms.length, 1);
  });

  it('keeps a placed order line at its price after a price change', async () => {
    await addToCart(server, alia, demo, 2);
    const [occurrence] = await slotDates(server, 1);
    const res = await placeOrder(server, alia, occurrence);
    const placed = res.body.data.createOrderFromCart;
    assert.ok(placed.serial, JSON.stringify(res.body));
    const current = await read(manager, demo._id);
    const raised = await saved(manager, { _id: demo._id, version: current.version, price: current.price + 10 });
    assert.equal(raised.price, current.price + 10);
    const order = (await graphql(server, BY_SERIAL, { variables: { s: placed.serial }, ...as(alia) })).body.data.orderBySerial;
    const line = order.items.find((i) => i.product_id === demo._id);
    assert.equal(line.price, current.price, 'the line keeps the price it was placed at');
    assert.equal((await storeProduct(demo.slug)).price, current.price + 10);
  });
});
