// The GraphQL answer cache of public reads (issue 19) never answers stale, against the real
// binary: the same anonymous document (same body bytes, so the second ask would get the kept
// answer if the catalogue version did not move) is asked before and after each change: an order
// taking the last unit, a staff price change, a product put back to draft, a settings change. A
// signed-in customer's already_in_alert is theirs while the anonymous answer of the same document
// is kept, and the same document with other variables gets its own answer.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { orderOne, productEditor } from './product_edits.mjs';
import { as, customers, products } from './shop.mjs';
import { ERROR, staffCall, staffMember } from './staff.mjs';

const SETTINGS = `mutation($input: StaffSettingsInput!) { staffSaveSettings(input: $input) { footer_text ${ERROR} } }`;
const ALERT = `mutation($input: ProductAlertInput!) { addProductAlert(input: $input) { _id ${ERROR} } }`;

// What the store front asks (card fields with the per-user already_in_alert).
const CARD = '_id slug title price available_qty status already_in_alert';
const PAGE = `query($slug: String!) { productBySlug(slug: $slug) { ${CARD} category { slug } response { error { code } } } }`;
const LISTING = `query($filter: String) { client_productsQuery(first: 100, filter: $filter) { totalCount edges { node { ${CARD} } } } }`;
const SETTINGS_STR = '{ settings_str }';

describe('catalogue answers after catalogue changes', { timeout: 240000 }, () => {
  let server;
  let manager;
  let alia;
  let product; // a listed demo product with stock
  let other; // another one, for the same document with other variables
  let listingFilter;
  let edit; // the manager's edits of `product`

  // Anonymous asks: the cache may answer them.
  const ask = async (query, variables, options = {}) => {
    const res = await graphql(server, query, { variables, ...options });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
    return res.body.data;
  };
  const page = async (slug = product.slug, options) => (await ask(PAGE, { slug }, options)).productBySlug;
  const listed = async (options) => {
    const data = await ask(LISTING, { filter: listingFilter }, options);
    const nodes = data.client_productsQuery.edges.map((e) => e.node);
    return { total: data.client_productsQuery.totalCount, card: nodes.find((n) => n._id === product._id) };
  };
  const found = async () => {
    const data = await ask(LISTING, { filter: JSON.stringify({ search: { keywords: product.title } }) });
    return data.client_productsQuery.edges.some((e) => e.node._id === product._id);
  };

  before(async () => {
    server = await startServer();
    [alia] = await customers(server, 'catalogue-fresh', 1, { phoneBase: 3325551900 });
    manager = await staffMember(server, 'manager', 'catalogue-fresh-manager');
    const all = await products(server);
    product = all.find((p) => p.available_qty >= 5);
    other = all.find((p) => p._id !== product._id);
    assert.ok(product && other, 'two demo products with stock');
    edit = productEditor(server, manager, product._id);
    const shown = await page();
    listingFilter = JSON.stringify({ cat_slug: shown.category.slug });
    assert.ok((await listed()).card, 'the product is on its category page');
  });
  after(async () => {
    await server?.stop();
  });

  it('shows the product sold out on the next ask after an order takes the last unit', async () => {
    await edit.countStock(1);
    for (let i = 0; i < 3; i += 1) {
      assert.equal((await page()).available_qty, 1, `ask ${i}: one unit left (page)`);
      assert.equal((await listed()).card.available_qty, 1, `ask ${i}: one unit left (listing)`);
    }

    await orderOne(server, alia, product);
    assert.equal((await page()).available_qty, 0, 'the product page shows it sold out');
    assert.equal((await listed()).card.available_qty, 0, 'the category page shows it sold out');
  });

  it("keeps a signed-in customer's already_in_alert theirs while the anonymous answer is kept", async () => {
    const alert = await graphql(server, ALERT, { variables: { input: { customer_id: alia.id, prod_id: product._id } }, ...as(alia) });
    assert.equal(alert.body.data?.addProductAlert?.error, null, JSON.stringify(alert.body));
    for (let i = 0; i < 2; i += 1) {
      assert.equal((await page()).already_in_alert, 'no', `anonymous ask ${i}`);
      assert.equal((await listed()).card.already_in_alert, 'no', `anonymous listing ask ${i}`);
    }
    assert.equal((await page(product.slug, as(alia))).already_in_alert, 'yes', 'signed in: the page');
    assert.equal((await listed(as(alia))).card.already_in_alert, 'yes', 'signed in: the listing');
    assert.equal((await page()).already_in_alert, 'no', 'anonymous again');
  });

  it('shows a staff price change on the next ask', async () => {
    await edit.countStock(9);
    assert.equal((await page()).available_qty, 9);
    const price = (await page()).price + 13;
    assert.equal((await listed()).card.price, price - 13);
    await edit.save({ price });
    assert.equal((await page()).price, price, 'the product page');
    assert.equal((await listed()).card.price, price, 'the category page');
  });

  it('drops a product put back to draft from the listing and marks its page at once', async () => {
    const shown = await listed();
    assert.ok(shown.card);
    assert.equal((await page()).response.error, null);
    assert.ok(await found(), 'the keyword listing finds it');
    assert.ok(await found());
    await edit.save({ status: 'draft' });
    const now = await listed();
    assert.equal(now.card, undefined, 'a draft is not listed');
    assert.equal(now.total, shown.total - 1);
    assert.equal((await page()).response.error?.code, 'PRODUCT_UNAVAILABLE');
    assert.equal(await found(), false, 'a draft is not found by the keyword listing');

    await edit.save({ status: 'published' });
    assert.ok((await listed()).card, 'published again: listed again');
    assert.ok(await found(), 'published again: found again');
    assert.equal((await page()).response.error, null);
  });

  it('shows a settings change in settings_str on the next ask', async () => {
    const footer = async () => JSON.parse((await ask(SETTINGS_STR)).settings_str).footer_text;
    const before = await footer();
    assert.equal(await footer(), before);
    const text = `Open daily ${Date.now()}`;
    const saved = await staffCall(server, manager, SETTINGS, { input: { footer_text: text } }, 'staffSaveSettings');
    assert.equal(saved.error, null, JSON.stringify(saved.error));
    assert.equal(await footer(), text);
  });

  it('answers the same document with other variables on its own', async () => {
    const a = await page(product.slug);
    const b = await page(other.slug);
    assert.equal(a._id, product._id);
    assert.equal(b._id, other._id);
    assert.equal((await page(product.slug))._id, product._id, 'the first again');
    const otherCategory = JSON.stringify({ cat_slug: b.category.slug });
    const mine = await ask(LISTING, { filter: listingFilter });
    const theirs = await ask(LISTING, { filter: otherCategory });
    assert.ok(theirs.client_productsQuery.edges.some((e) => e.node._id === other._id));
    if (b.category.slug !== a.category.slug) assert.notDeepEqual(mine, theirs);
  });
});
