// Shopping helpers for the order tests and the orders benchmark, against a real karyana started
// by harness.mjs on the demo store: phone-confirmed customers with an address, bookable slot
// dates, products with stock, cart lines, placing orders, the checkout test hooks, and SQL
// reads of the server's database (database.mjs: the sqlite3 tool read-only, WAL letting it read
// while the server writes, or psql on PostgreSQL).
import assert from 'node:assert/strict';

import { queryRows } from './database.mjs';
import { graphql } from './harness.mjs';
import { readOutbox } from './outbox.mjs';
import { sleep } from './subscriber.mjs';

export const ORDER_FIELDS = `_id serial status grandTotal totalPrice discount_value created_at
  delivery_slot { _id date start_time end_time time_range_utc } items { product_id qty price }
  error { message } errors { message code details }`;
export const CREATE_ORDER = `mutation($input: CreateOrderInput!) { createOrderFromCart(input: $input) { ${ORDER_FIELDS} } }`;
const REGISTER = `mutation($input: RegisterClientInput!) {
  registerClient(input: $input) { user { _id } address { _id } error { message } } }`;
const VERIFY = 'mutation($c: String!, $id: ID!) { verifyPhoneCode(code: $c, _id: $id) { phone_confirmed error { message } } }';
const ADD = `mutation($input: CartItemInput!) { addCartItem(input: $input) { _id grandTotal error { message } items { product_id qty } } }`;
const SLOTS = '{ deliverySlots { _id day start_time end_time time_range_utc max_order_limit } }';
const PRODUCTS = `query($first: Int, $after: String) { client_productsQuery(first: $first, after: $after, filter: "{}") {
  edges { node { _id slug title price available_qty reserved_for_order limit_max_qty_in_cart } } pageInfo { endCursor hasNextPage } } }`;

// Inside the demo service area (Jahaz Ground), [lat, lng].
const HOME = [30.6718, 73.1075];

export const as = (user, extra = {}) => ({ headers: { token: user.token, ...extra } });

// Registers `count` customers named `${tag}-${i}`, each with a delivery address, and confirms
// their phones with the codes the SMS outbox brought (checkout needs a confirmed phone). With
// several instances on one database any of them may send a code: `outboxDirs` names their data folders.
export async function customers(server, tag, count, { phoneBase = 3100000000, parallel = 4, outboxDirs = [server.dataDir] } = {}) {
  const register = async (i) => {
    const phone = String(phoneBase + i);
    const res = await graphql(server, REGISTER, {
      variables: {
        input: {
          fname: `Customer ${i}`, gender: 'female', email: `${tag}-${i}@example.com`, password: 'it-secret-pass', phone,
          address: { full_address: `House ${i}, Jahaz Ground`, city: 'sahiwal', label: 'home',
            geo_point: { type: 'Point', coordinates: HOME } },
        },
      },
    });
    const r = res.body.data?.registerClient;
    assert.ok(r && r.error === null && r.address, JSON.stringify(res.body));
    return { id: r.user._id, token: res.headers.get('token'), addressId: r.address._id, phone };
  };
  const made = [];
  for (let i = 0; i < count; i += parallel) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + parallel); j += 1) batch.push(register(j));
    made.push(...(await Promise.all(batch)));
  }
  const deadline = Date.now() + 30000;
  const codes = new Map();
  while (codes.size < made.length) {
    for (const m of (await Promise.all(outboxDirs.map(readOutbox))).flat()) {
      if (m.channel !== 'sms') continue;
      const who = made.find((u) => m.to.endsWith(u.phone));
      const code = /\b(\d{4})\b/.exec(m.body)?.[1];
      if (who && code) codes.set(who.id, code);
    }
    if (codes.size < made.length) {
      if (Date.now() > deadline) throw new Error(`only ${codes.size} of ${made.length} phone codes arrived`);
      await sleep(100);
    }
  }
  for (const u of made) {
    const res = await graphql(server, VERIFY, { variables: { c: codes.get(u.id), id: u.id }, ...as(u) });
    assert.equal(res.body.data?.verifyPhoneCode?.phone_confirmed, 1, JSON.stringify(res.body));
  }
  return made;
}

// Asia/Karachi is UTC+05:00 all year. DD-MM-YYYY of the local date `daysAhead` days from today.
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
function localDate(daysAhead) {
  const d = new Date(Date.now() + 5 * 3600e3 + daysAhead * 86400e3);
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return { date: `${dd}-${mm}-${d.getUTCFullYear()}`, day: DAY[d.getUTCDay()] };
}

// Bookable slot occurrences from tomorrow (so the pre-gap never bites) for the next `days`
// days: [{ slot, date }], one per slot and date.
export async function slotDates(server, days = 5) {
  const res = await graphql(server, SLOTS);
  assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
  const slots = res.body.data.deliverySlots;
  const out = [];
  for (let ahead = 1; ahead <= days; ahead += 1) {
    const { date, day } = localDate(ahead);
    for (const slot of slots.filter((s) => s.day === day)) out.push({ slot, date });
  }
  assert.ok(out.length > 0, 'the demo store has slots');
  return out;
}

export const slotInput = ({ slot, date }) => ({ _id: slot._id, day: slot.day, date, time_range_utc: slot.time_range_utc });

// Published, listed products with no cart limit, cheapest last.
export async function products(server, count = 200) {
  const found = [];
  let after = null;
  while (found.length < count) {
    const res = await graphql(server, PRODUCTS, { variables: { first: 100, after } });
    assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
    const page = res.body.data.client_productsQuery;
    found.push(...page.edges.map((e) => e.node).filter((p) => p.limit_max_qty_in_cart === 0 && p.price > 0));
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  return found.sort((a, b) => b.price - a.price);
}

export async function setStock(server, product, available_qty) {
  const res = await fetch(`${server.url}/api/test/stock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _id: product._id, available_qty }),
  });
  assert.equal(res.status, 200, await res.text());
}

// The checkout test hook: a slot's max_order_limit and/or a voucher's limits.
export async function setLimits(server, body) {
  const res = await fetch(`${server.url}/api/test/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  assert.equal(res.status, 200, text);
  return JSON.parse(text);
}

export async function addToCart(server, user, product, qty) {
  const res = await graphql(server, ADD, { variables: { input: { customer_id: user.id, product_id: product._id, qty } }, ...as(user) });
  const cart = res.body.data?.addCartItem;
  assert.ok(cart && cart.error === null, `${product.slug}: ${JSON.stringify(res.body)}`);
  return cart;
}

export async function removeFromCart(server, user, product) {
  const res = await graphql(
    server,
    'mutation($input: DeleteCartItemInput!) { deleteCartItem(input: $input) { error { message } } }',
    { variables: { input: { customer_id: user.id, product_id: product._id, delete_all: 'yes' } }, ...as(user) },
  );
  assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
}

export async function placeOrder(server, user, occurrence, { voucher = null, key, note = '' } = {}) {
  const input = {
    paymentMethod: 'COD',
    shipping_address_id: user.addressId,
    note,
    delivery_slot: slotInput(occurrence),
    discount_voucher_code: voucher,
  };
  const headers = key ? { 'Idempotency-Key': key } : {};
  return graphql(server, CREATE_ORDER, { variables: { input }, ...as(user, headers) });
}

// Rows of a read-only SQL query on the server's database (SQLite or PostgreSQL: database.mjs), as objects.
export async function sql(server, query) {
  return queryRows(server, query);
}

export const quote = (s) => `'${String(s).replaceAll("'", "''")}'`;

// The invariants every burst of orders must leave (shopping.md: no oversold stock, no overfull
// slot, no overused voucher, one stored order per acknowledged answer):
//   stock     no product below 0; for each product in `startingStock` ({id: qty}), starting
//             stock = current stock + quantities in live orders
//   slots     live orders per slot occurrence ≤ the slot's max_order_limit (0: unlimited)
//   vouchers  used ≤ limit_usage (0: unlimited); used = rows of voucher_uses; at most one use per
//             customer of a once-per-customer voucher
//   orders    every acknowledged {_id, serial} is exactly one stored order
export async function checkInvariants(server, { startingStock = {}, acknowledged = [] } = {}) {
  const negative = await sql(server, 'SELECT id, available_qty FROM products WHERE available_qty < 0');
  assert.deepEqual(negative, [], 'no product below zero stock');

  const live = "o.status NOT IN ('canceled','declined','refunded')";
  const ids = Object.keys(startingStock);
  if (ids.length) {
    const rows = await sql(
      server,
      `SELECT p.id, p.available_qty AS now, coalesce((SELECT sum(i.qty) FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE i.product_id = p.id AND ${live}), 0) AS ordered
       FROM products p WHERE p.id IN (${ids.map(quote).join(',')})`,
    );
    assert.equal(rows.length, ids.length);
    for (const r of rows) assert.equal(r.now + r.ordered, startingStock[r.id], `stock of ${r.id}: now ${r.now} + ordered ${r.ordered}`);
  }

  const overfull = await sql(
    server,
    `SELECT o.delivery_slot_id, o.slot_start_utc, count(*) AS n, s.max_order_limit FROM orders o
       JOIN delivery_slots s ON s.id = o.delivery_slot_id WHERE ${live}
       GROUP BY o.delivery_slot_id, o.slot_start_utc, s.max_order_limit
       HAVING s.max_order_limit > 0 AND count(*) > s.max_order_limit`,
  );
  assert.deepEqual(overfull, [], 'no slot holds more live orders than its limit');

  const overused = await sql(
    server,
    `SELECT v.code, v.used, v.limit_usage, (SELECT count(*) FROM voucher_uses u WHERE u.voucher_id = v.id) AS uses
       FROM vouchers v WHERE (v.limit_usage > 0 AND v.used > v.limit_usage)
          OR v.used <> (SELECT count(*) FROM voucher_uses u WHERE u.voucher_id = v.id)`,
  );
  assert.deepEqual(overused, [], 'no voucher used past its limit, and its count matches its uses');
  const twice = await sql(
    server,
    `SELECT u.voucher_id, u.customer_id, count(*) AS n FROM voucher_uses u JOIN vouchers v ON v.id = u.voucher_id
       WHERE v.limit_one_per_customer > 0 GROUP BY u.voucher_id, u.customer_id HAVING count(*) > 1`,
  );
  assert.deepEqual(twice, [], 'a once-per-customer voucher is used once per customer');

  if (acknowledged.length) {
    const stored = await sql(server, 'SELECT id, serial FROM orders');
    const byId = new Map(stored.map((o) => [o.id, o.serial]));
    const serials = new Set(stored.map((o) => o.serial));
    assert.equal(serials.size, stored.length, 'serials are unique');
    const seen = new Set();
    for (const o of acknowledged) {
      assert.equal(byId.get(o._id), o.serial, `acknowledged order ${o.serial} is stored`);
      seen.add(o._id);
    }
    return { stored: stored.length, acknowledged: seen.size };
  }
  return {};
}
