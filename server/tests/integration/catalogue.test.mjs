// The catalogue against the real binary and its demo store: category pages walked with
// cursors to the end and past it, bad cursors, descendants and disabled categories, keyword
// search (the search page's engine: same hits, same order as POST /api/search/queries), the
// product page's status rules, the home page and the last-minute offer, and
// back-in-stock alerts — refused for another customer, idempotent, and delivered to
// <data dir>/outbox.jsonl exactly once each even when the stock comes back twice (the stock is
// changed through the KARYANA_TEST_HOOKS route POST /api/test/stock).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { readOutbox, waitForMessages } from './outbox.mjs';

const CARD = `_id title slug price price_was available_qty published_at status
  category { _id slug } attributes_v2 { code value show_in_store } already_in_alert`;
const LIST = `query($first: Int, $after: String, $filter: String) {
  client_productsQuery(first: $first, after: $after, filter: $filter) {
    totalCount edges { cursor node { ${CARD} } } pageInfo { endCursor hasNextPage }
  }
}`;
const PRODUCT = `query($slug: String!) { productBySlug(slug: $slug) {
  ${CARD} details type { title tax { value unit } } gallery { _id img thumb }
  response { _id error { message code } }
} }`;
const ALERT = `mutation($input: ProductAlertInput!) { addProductAlert(input: $input) {
  _id title prod_id customer_id error { message code } success { message }
} }`;
const REGISTER = `mutation($input: RegisterClientInput!) {
  registerClient(input: $input) { user { _id phone } error { message } }
}`;

const filter = (f) => JSON.stringify(f);

async function list(server, variables, headers) {
  const res = await graphql(server, LIST, { variables, headers });
  assert.equal(res.status, 200);
  assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
  return res.body.data.client_productsQuery;
}

async function setStock(server, slug, available_qty) {
  const res = await fetch(`${server.url}/api/test/stock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ slug, available_qty }),
  });
  assert.equal(res.status, 200, await res.text());
}

async function register(server, email, phone) {
  const res = await graphql(server, REGISTER, {
    variables: { input: { fname: 'Hina', gender: 'female', email, password: 'it-secret-pass', phone, receive_offers: 0 } },
  });
  assert.equal(res.body.data.registerClient.error, null, JSON.stringify(res.body));
  return { id: res.body.data.registerClient.user._id, token: res.headers.get('token'), email, phone };
}

// Registers and confirms the phone with the code the SMS brought.
async function registerConfirmed(server, email, phone) {
  const user = await register(server, email, phone);
  const [sms] = await waitForMessages(server.dataDir, (m) => m.channel === 'sms' && m.to.endsWith(phone), `to ${phone}`);
  const code = /\b(\d{4})\b/.exec(sms.body)[1];
  const res = await graphql(
    server,
    'mutation($c: String!, $id: ID!) { verifyPhoneCode(code: $c, _id: $id) { phone_confirmed } }',
    { variables: { c: code, id: user.id }, headers: { token: user.token } },
  );
  assert.equal(res.body.data.verifyPhoneCode.phone_confirmed, 1);
  return { ...user, phone: `0${phone}` };
}

const as = (user) => ({ token: user.token });

describe('catalogue over HTTP', () => {
  let server;
  before(async () => {
    server = await startServer({ env: { KARYANA_TEST_HOOKS: '1' } });
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('walks a category with its descendants from the first page to the last and past it', async () => {
    const f = filter({ cat_slug: 'dairy-eggs' });
    const first = await list(server, { first: 10, filter: f });
    assert.ok(first.totalCount > 20);
    assert.equal(first.edges.length, 10);
    assert.equal(first.pageInfo.hasNextPage, true);
    assert.equal(first.pageInfo.endCursor, first.edges.at(-1).cursor);
    const subcategories = new Set(first.edges.map((e) => e.node.category.slug));
    assert.ok(subcategories.size >= 2, 'products of the subcategories');
    assert.ok(!subcategories.has('dairy-eggs'));

    const seen = first.edges.map((e) => e.node._id);
    let page = first;
    while (page.pageInfo.hasNextPage) {
      page = await list(server, { first: 10, after: page.pageInfo.endCursor, filter: f });
      assert.equal(page.totalCount, first.totalCount);
      seen.push(...page.edges.map((e) => e.node._id));
    }
    assert.ok(page.edges.length > 0 && page.edges.length <= 10, 'the last page');
    assert.equal(seen.length, first.totalCount);
    assert.equal(new Set(seen).size, seen.length, 'no product twice');
    const dates = [];
    for (const id of seen.slice(0, 10)) dates.push(first.edges.find((e) => e.node._id === id).node.published_at);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');

    const past = await list(server, { first: 10, after: page.pageInfo.endCursor, filter: f });
    assert.deepEqual(past.edges, []);
    assert.deepEqual(past.pageInfo, { endCursor: null, hasNextPage: false });
    assert.equal(past.totalCount, first.totalCount);
  });

  it('answers a bad cursor with a clear error', async () => {
    for (const after of ['nope', 'AAAA', 'bnwyMDI1fDEyMw']) {
      const res = await graphql(server, LIST, { variables: { first: 5, after } });
      assert.equal(res.status, 200);
      assert.equal(res.body.errors[0].message, 'Invalid cursor');
      assert.equal(res.body.errors[0].extensions.code, 'BAD_USER_INPUT');
      assert.equal(res.body.data.client_productsQuery, null);
    }
  });

  it('lists nothing of a disabled category and searches keywords with the word being typed', async () => {
    assert.equal((await list(server, { filter: filter({ cat_slug: 'seasonal-specials' }) })).totalCount, 0);
    const typed = await list(server, { first: 50, filter: filter({ search: { keywords: 'danedar tap' } }) });
    assert.ok(typed.totalCount >= 4);
    for (const e of typed.edges) assert.match(e.node.title, /Tapal Danedar/);
    const inTea = await list(server, { filter: filter({ cat_slug: 'tea', search: { keywords: 'lipton' } }) });
    assert.ok(inTea.totalCount >= 4);
    for (const e of inTea.edges) assert.equal(e.node.category.slug, 'tea');
    const second = await list(server, {
      first: 2,
      after: inTea.edges[1].cursor,
      filter: filter({ cat_slug: 'tea', search: { keywords: 'lipton' } }),
    });
    assert.deepEqual(
      second.edges.map((e) => e.node._id),
      inTea.edges.slice(2, 4).map((e) => e.node._id),
    );
  });

  it('finds with keywords what the search page finds, typos and Roman-Urdu included, in its order', async () => {
    const searchPage = async (query, hitsPerPage) => {
      const res = await fetch(`${server.url}/api/search/queries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requests: [{ indexName: 'instant_search', params: { query, hitsPerPage } }] }),
      });
      assert.equal(res.status, 200);
      return (await res.json()).results[0];
    };
    const ids = (page) => page.edges.map((e) => e.node._id);
    const doodh = await list(server, { first: 5, filter: filter({ keywords: 'doodh' }) });
    assert.match(doodh.edges[0].node.title, /Milk/, 'Roman-Urdu for milk');
    const basmti = await list(server, { first: 5, filter: filter({ search: { keywords: 'basmti' } }) });
    assert.match(basmti.edges[0].node.title, /Basmati/, 'a typo');
    for (const e of (await list(server, { first: 8, filter: filter({ keywords: 'chaawal' }) })).edges)
      assert.match(e.node.title, /Rice/);

    for (const query of ['chaawal', 'doodh', 'mlik', 'basmti', 'nestle milkp']) {
      const listed = await list(server, { first: 20, filter: filter({ search: { keywords: query } }) });
      const found = await searchPage(query, 20);
      assert.ok(found.hits.length > 0, query);
      assert.deepEqual(ids(listed), found.hits.map((h) => h.objectID), query);
      assert.equal(listed.totalCount, Math.min(found.nbHits, 1000), query);
    }

    // Page by page: every match once, in the search page's order.
    const f = filter({ keywords: 'doodh' });
    let page = await list(server, { first: 6, filter: f });
    const seen = ids(page);
    while (page.pageInfo.hasNextPage) {
      page = await list(server, { first: 6, after: page.pageInfo.endCursor, filter: f });
      seen.push(...ids(page));
    }
    assert.equal(seen.length, page.totalCount);
    assert.equal(new Set(seen).size, seen.length, 'no product twice');
    const everyHit = await searchPage('doodh', 1000);
    assert.deepEqual(seen, everyHit.hits.map((h) => h.objectID));

    // A cursor continues only its own query.
    const cursor = (await list(server, { first: 2, filter: f })).pageInfo.endCursor;
    for (const other of [filter({ keywords: 'chaawal' }), filter({ cat_slug: 'dairy-eggs', keywords: 'doodh' }),
      filter({ cat_slug: 'dairy-eggs' })]) {
      const res = await graphql(server, LIST, { variables: { first: 2, after: cursor, filter: other } });
      assert.equal(res.body.errors?.[0]?.message, 'Invalid cursor', other);
      assert.equal(res.body.data.client_productsQuery, null);
    }
  });

  it('shows a product page, and why a product cannot be bought', async () => {
    const ok = await graphql(server, PRODUCT, { variables: { slug: 'olpers-full-cream-milk-1-litre' } });
    const product = ok.body.data.productBySlug;
    assert.equal(product.response.error, null);
    assert.equal(product.category.slug, 'milk');
    assert.ok(product.type.title);
    assert.ok(product.price > 0);

    const mango = await graphql(server, PRODUCT, { variables: { slug: 'chaunsa-mango-box-5-kg' } });
    assert.deepEqual(mango.body.data.productBySlug.response.error, {
      message: 'Product Category Unavailable',
      code: 'CATEGORY_UNAVAILABLE',
    });
    const missing = await graphql(server, PRODUCT, { variables: { slug: 'no-such-thing' } });
    assert.equal(missing.body.errors, undefined);
    assert.equal(missing.body.data.productBySlug, null);
  });

  it('serves the home page settings and the last-minute offer', async () => {
    const home = await graphql(
      server,
      `{ pageSettingByKey(key: "home") { key banners { key banner { items { id img thumb url } } }
         products { key title products { _id title } } } }`,
    );
    const settings = home.body.data.pageSettingByKey;
    assert.deepEqual(settings.banners.map((b) => b.key).sort(), ['bottom-banner', 'mid-banner', 'top-banner', 'top-slider']);
    assert.deepEqual(settings.products.map((l) => l.key).sort(), ['featured-products', 'top-products']);
    for (const b of settings.banners) {
      const img = await fetch(`${server.url}${b.banner.items[0].img}`);
      assert.equal(img.status, 200, `${b.banner.items[0].img} is served`);
    }
    const offer = await graphql(server, '{ offerByKey(key: "last-min") { key items { _id prod { _id title } } } }');
    assert.ok(offer.body.data.offerByKey.items.length >= 4);
  });

  it('sends each back-in-stock alert exactly once, by SMS or else by e-mail', async () => {
    const slug = 'nestle-milkpak-uht-milk-1-litre';
    const barrierSlug = 'nestle-milkpak-uht-milk-250-ml';
    await setStock(server, slug, 0);
    await setStock(server, barrierSlug, 0);
    const bySms = await registerConfirmed(server, 'it-alert-sms@example.com', '3007654321');
    const byMail = await register(server, 'it-alert-mail@example.com', '3007654322');
    const barrier = await register(server, 'it-alert-barrier@example.com', '3007654323');
    const product = (await graphql(server, PRODUCT, { variables: { slug } })).body.data.productBySlug;
    assert.equal(product.available_qty, 0);
    assert.equal(product.already_in_alert, 'no');

    // Another customer's id is refused, with no data; a visitor is refused too.
    const foreign = await graphql(server, ALERT, {
      variables: { input: { customer_id: bySms.id, prod_id: product._id } },
      headers: as(byMail),
    });
    assert.equal(foreign.body.errors[0].extensions.code, 'FORBIDDEN');
    assert.equal(foreign.body.data.addProductAlert, null);
    const visitor = await graphql(server, ALERT, { variables: { input: { customer_id: bySms.id, prod_id: product._id } } });
    assert.equal(visitor.body.errors[0].message, 'Authentication required');

    const request = (user, prod_id = product._id) =>
      graphql(server, ALERT, { variables: { input: { customer_id: user.id, prod_id } }, headers: as(user) });
    const created = (await request(bySms)).body.data.addProductAlert;
    assert.equal(created.error, null);
    assert.equal(
      created.success.message,
      'Your reminder has been created! You will be notified as soon as the product is back in stock!',
    );
    const repeated = (await request(bySms)).body.data.addProductAlert;
    assert.equal(repeated._id, created._id);
    assert.match(repeated.success.message, /already requested/);
    assert.equal((await request(byMail)).body.data.addProductAlert.error, null);
    const seen = await graphql(server, PRODUCT, { variables: { slug }, headers: as(bySms) });
    assert.equal(seen.body.data.productBySlug.already_in_alert, 'yes');

    // Back in stock, then (through the same hook) sold out and back again.
    await setStock(server, slug, 5);
    const isAlert = (m) => /back in stock/.test(m.body);
    const sms = await waitForMessages(server.dataDir, (m) => isAlert(m) && m.channel === 'sms' && m.to === bySms.phone, 'by SMS');
    assert.match(sms[0].body, new RegExp(product.title));
    await waitForMessages(server.dataDir, (m) => m.channel === 'email' && m.to === byMail.email, 'by e-mail');
    await setStock(server, slug, 0);
    await setStock(server, slug, 7);

    // A later alert for another product: once it is out, anything the second restock made is too.
    const barrierProduct = (await graphql(server, PRODUCT, { variables: { slug: barrierSlug } })).body.data.productBySlug;
    assert.equal((await request(barrier, barrierProduct._id)).body.data.addProductAlert.error, null);
    await setStock(server, barrierSlug, 3);
    await waitForMessages(server.dataDir, (m) => m.to === barrier.email && /back in stock/.test(m.body), 'for the barrier');

    const all = await readOutbox(server.dataDir);
    const alerts = all.filter((m) => /back in stock/.test(m.body) && m.body.includes(product.title));
    assert.equal(alerts.filter((m) => m.to === bySms.phone).length, 1, JSON.stringify(alerts));
    assert.equal(alerts.filter((m) => m.to === byMail.email).length, 1, JSON.stringify(alerts));
    assert.equal(alerts.length, 2);
    const after = await graphql(server, PRODUCT, { variables: { slug }, headers: as(bySms) });
    assert.equal(after.body.data.productBySlug.already_in_alert, 'no');
    assert.equal(after.body.data.productBySlug.available_qty, 7);
  });
});
