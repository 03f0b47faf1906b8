// Checkout against the real binary and its demo store: deliverySlots, getTotalOrdersForSlots,
// validateVoucher (a mutation; not a query) and createOrderFromCart over HTTP, the events over graphql-ws, every refusal
// message of placement, the idempotent retry (Idempotency-Key header and input key), WELCOME10
// once per customer, FLAT100's minimum order, and another customer's ids giving nothing.
// Test data is changed with SQL on the server's own database (database.mjs: sqlite3 or psql).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { execute } from './database.mjs';
import { graphql, startServer } from './harness.mjs';
import { codeFromOutbox, smsTo, waitForMessages } from './outbox.mjs';
import { subscribe, waitFor } from './subscriber.mjs';

const ORDER = `_id serial status paymentMethod payment_status note totalPrice totalTax deliveryCharges discount_value
  grandTotal total_savings delivery_slot { _id day date start_time end_time time_range_utc }
  discountVoucher { code discount_type discount_value } items { _id qty price } status_notes { note }
  error { message } errors { code message details }`;
const PLACE = `mutation($input: CreateOrderInput!) { createOrderFromCart(input: $input) { ${ORDER} } }`;
// A mutation, as shopping.md §7 lists it (it changes nothing).
const VALIDATE = `mutation($code: String!, $customer_id: ID!) { validateVoucher(code: $code, customer_id: $customer_id) {
  _id code discount_type discount_value requirements { type value } error { message } success { message } } }`;
const SLOTS = 'query { deliverySlots { _id day start_time end_time time_range_utc blocked_dates max_order_limit totalOrders } }';
const COUNTS = 'query($times: [String]!) { getTotalOrdersForSlots(times: $times) { results { cnt start_time } error { message } } }';
const ADD = 'mutation($input: CartItemInput!) { addCartItem(input: $input) { _id grandTotal totalPrice error { message } } }';
const CART = 'query($id: ID!) { cartByUser(id: $id) { _id items { product_id qty } } }';
const BY_SERIAL = 'query($serial: String!) { orderBySerial(serial: $serial) { _id serial } }';
const REGISTER = 'mutation($input: RegisterClientInput!) { registerClient(input: $input) { user { _id } error { message } } }';
const ADD_ADDRESS = 'mutation($input: AddressInput!) { addUserAddress(input: $input) { _id error { message } } }';
const PRODUCTS = `query($first: Int, $filter: String) {
  client_productsQuery(first: $first, filter: $filter) { edges { node { _id slug price available_qty reserved_for_order limit_max_qty_in_cart } } }
}`;

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const KARACHI_MS = 5 * 3600 * 1000;
const as = (user) => ({ headers: { token: user.token } });
const pad = (n) => String(n).padStart(2, '0');

// The occurrence `daysAhead` days from today (Karachi) of the first slot on that weekday.
function occurrence(slots, daysAhead, which = 0) {
  const local = new Date(Date.now() + KARACHI_MS + daysAhead * 86400e3);
  const day = DAYS[(local.getUTCDay() + 6) % 7];
  const slot = slots.filter((s) => s.day === day)[which];
  const [h, m] = slot.start_time.split(':').map(Number);
  const start = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), h, m) - KARACHI_MS);
  const date = `${pad(local.getUTCDate())}-${pad(local.getUTCMonth() + 1)}-${local.getUTCFullYear()}`;
  return { slot, date, start: start.toISOString() };
}

describe('checkout over HTTP', () => {
  let server;
  let slots;
  let products; // in stock, no cart limit, priced so two of the dearest pass FLAT100's RS 1000
  let seq = 0;

  const sql = (statement) => execute(server, statement);

  // A fresh customer whose phone is confirmed with the code the SMS brought, with one address.
  async function customer({ confirmed = true } = {}) {
    seq += 1;
    const phone = `0301${String(process.pid % 1000).padStart(3, '0')}${String(seq).padStart(4, '0')}`;
    const email = `it-checkout-${process.pid}-${seq}@example.com`;
    const res = await graphql(server, REGISTER, {
      variables: { input: { fname: 'Sana', gender: 'female', email, password: 'it-secret-pass', phone } },
    });
    assert.equal(res.body.data.registerClient.error, null, JSON.stringify(res.body));
    const user = { id: res.body.data.registerClient.user._id, token: res.headers.get('token'), phone };
    if (confirmed) {
      const code = await codeFromOutbox(server.dataDir, smsTo(phone.slice(1)), `to ${phone}`);
      const v = await graphql(server, 'mutation($c: String!, $id: ID!) { verifyPhoneCode(code: $c, _id: $id) { phone_confirmed } }', {
        variables: { c: code, id: user.id },
        ...as(user),
      });
      assert.equal(v.body.data.verifyPhoneCode.phone_confirmed, 1, JSON.stringify(v.body));
    }
    const address = await graphql(server, ADD_ADDRESS, {
      variables: {
        input: {
          full_address: 'House 12, Jahaz Ground',
          city: 'sahiwal',
          label: 'home',
          geo_point: { type: 'Point', coordinates: [30.6718, 73.1075] },
        },
      },
      ...as(user),
    });
    assert.equal(address.body.data.addUserAddress.error, null, JSON.stringify(address.body));
    user.address = address.body.data.addUserAddress._id;
    return user;
  }

  async function add(user, product, qty = 1) {
    const res = await graphql(server, ADD, {
      variables: { input: { customer_id: user.id, product_id: product._id, qty } },
      ...as(user),
    });
    assert.equal(res.body.data.addCartItem.error, null, JSON.stringify(res.body));
    return res.body.data.addCartItem;
  }

  const input = (user, occ, extra = {}) => ({
    paymentMethod: 'COD',
    shipping_address_id: user.address,
    note: 'Please call at the gate',
    delivery_slot: { _id: occ.slot._id, day: occ.slot.day, date: occ.date, time_range_utc: occ.slot.time_range_utc },
    discount_voucher_code: null,
    ...extra,
  });

  async function place(user, variables, headers = {}) {
    const res = await graphql(server, PLACE, { variables: { input: variables }, headers: { token: user.token, ...headers } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
    return res.body.data.createOrderFromCart;
  }

  before(async () => {
    server = await startServer();
    slots = (await graphql(server, SLOTS)).body.data.deliverySlots;
    const res = await graphql(server, PRODUCTS, { variables: { first: 60, filter: '{}' } });
    products = res.body.data.client_productsQuery.edges
      .map((e) => e.node)
      .filter((p) => p.available_qty - p.reserved_for_order >= 20 && p.limit_max_qty_in_cart === 0)
      .sort((a, b) => b.price - a.price);
    assert.ok(products.length >= 4, 'the demo store has products in stock');
    assert.ok(products[0].price * 4 >= 1000, 'four of the dearest product pass RS 1000');
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('lists the 28 weekly slots and counts orders per slot start', async () => {
    assert.equal(slots.length, 28);
    assert.ok(slots.every((s) => s.max_order_limit === 20 && s.totalOrders === null));
    const first = slots.find((s) => s.day === 'Mon' && s.start_time === '09:00');
    assert.equal(first.time_range_utc, '["04:00","07:00"]');

    const occ = occurrence(slots, 2);
    let counts = await graphql(server, COUNTS, { variables: { times: [occ.start] } });
    assert.deepEqual(counts.body.data.getTotalOrdersForSlots, { results: [{ cnt: 0, start_time: occ.start }], error: null });
    counts = await graphql(server, COUNTS, { variables: { times: Array(101).fill(occ.start) } });
    assert.equal(counts.body.data.getTotalOrdersForSlots.error.message, 'Too many slot times: at most 100 per request');
    counts = await graphql(server, COUNTS, { variables: { times: ['next tuesday'] } });
    assert.equal(counts.body.data.getTotalOrdersForSlots.error.message, 'Invalid slot start time: next tuesday');
  });

  it('places a COD order with WELCOME10, once per customer, and a retry never makes a second order', async () => {
    const me = await customer();
    const [a, b] = products;
    await add(me, a, 2);
    const cart = await add(me, b, 1);
    const occ = occurrence(slots, 1);

    // Live events: the owner's emptied cart and the slot's new count.
    const slotWatch = subscribe(server, me.token, { query: 'subscription { deliverySlotsUpdated { mutation node { _id totalOrders } } }' });
    const cartWatch = subscribe(server, me.token, {
      query: 'subscription($id: ID!) { cartUpdated(id: $id) { node { items { qty } } } }',
      variables: { id: me.id },
    });
    await Promise.all([slotWatch.ready, cartWatch.ready]);

    const voucher = await graphql(server, VALIDATE, { variables: { code: 'WELCOME10', customer_id: me.id }, ...as(me) });
    assert.equal(voucher.body.data.validateVoucher.error, null);
    assert.equal(voucher.body.data.validateVoucher.success.message, 'Voucher applied successfully');
    assert.equal(voucher.body.data.validateVoucher.discount_type, '%');
    assert.equal(voucher.body.data.validateVoucher.discount_value, 10);

    const key = `it-${process.pid}-welcome`;
    const variables = input(me, occ, { cart_id: cart._id, discount_voucher_code: 'WELCOME10' });
    const order = await place(me, variables, { 'Idempotency-Key': key });
    assert.equal(order.error, null, JSON.stringify(order));
    assert.match(order.serial, /^\d{6,}$/);
    assert.equal(order.status, 'unconfirmed'); // a customer's first order waits for the store's call
    assert.equal(order.paymentMethod, 'COD');
    assert.equal(order.payment_status, 'pending');
    assert.equal(order.status_notes[0].note, 'Order placed');
    assert.equal(order.delivery_slot.date, occ.date);
    assert.equal(order.delivery_slot._id, occ.slot._id);
    assert.equal(JSON.parse(order.delivery_slot.time_range_utc)[0], occ.start);
    const subTotal = Math.round(a.price * 100) * 2 + Math.round(b.price * 100);
    assert.equal(Math.round(order.totalPrice * 100), subTotal);
    const discount = Math.round(subTotal / 10); // 10 %, half away from zero
    assert.equal(Math.round(order.discount_value * 100), discount);
    assert.equal(
      Math.round(order.grandTotal * 100),
      subTotal - discount + Math.round(order.deliveryCharges * 100) + Math.round(order.totalTax * 100),
    );
    assert.equal(order.deliveryCharges, 100);
    assert.equal(order.discountVoucher.code, 'WELCOME10');

    // The same submit again (a network retry): the first order, nothing new.
    await add(me, a, 4);
    const retry = await place(me, variables, { 'Idempotency-Key': key });
    assert.equal(retry._id, order._id);
    assert.equal(retry.serial, order.serial);
    assert.equal(sql(`SELECT count(*) FROM orders WHERE customer_id = '${me.id}'`), '1');
    assert.equal(sql(`SELECT used FROM vouchers WHERE code = 'WELCOME10'`), '1');

    // One SMS confirms the order (written with it, so the retry sent no second one).
    const isConfirmation = (m) => m.body.startsWith('Karyana: your order #') && m.to.endsWith(me.phone.slice(1));
    const confirmations = await waitForMessages(server.dataDir, isConfirmation, 'confirming the order');
    assert.equal(confirmations.length, 1);
    assert.equal(
      confirmations[0].body,
      `Karyana: your order #${order.serial} is placed. Delivery on ${occ.date}, ${occ.slot.start_time}-${occ.slot.end_time}.` +
        ` Please keep RS ${(Math.round(order.grandTotal * 100) / 100).toString()} ready (cash on delivery).`,
    );

    // The order is the owner's to read; the stock went off available_qty.
    const read = await graphql(server, BY_SERIAL, { variables: { serial: order.serial }, ...as(me) });
    assert.equal(read.body.data.orderBySerial._id, order._id);
    assert.equal(sql(`SELECT available_qty FROM products WHERE id = '${a._id}'`), String(a.available_qty - 2));

    const counts = await graphql(server, COUNTS, { variables: { times: [occ.start] } });
    assert.equal(counts.body.data.getTotalOrdersForSlots.results[0].cnt, 1);
    await waitFor(() => slotWatch.events.length && cartWatch.events.length, 'the slot and cart events');
    assert.deepEqual(slotWatch.events[0].data.deliverySlotsUpdated, { mutation: 'UPDATED', node: { _id: occ.slot._id, totalOrders: 1 } });
    assert.deepEqual(cartWatch.events[0].data.cartUpdated.node.items, []);
    await Promise.all([slotWatch.client.dispose(), cartWatch.client.dispose()]);

    // WELCOME10 is once per customer, at validation and at placement.
    const again = await graphql(server, VALIDATE, { variables: { code: 'WELCOME10', customer_id: me.id }, ...as(me) });
    assert.equal(again.body.data.validateVoucher.error.message, 'You have already used this voucher');
    assert.equal(again.body.data.validateVoucher._id, null);
    const second = await place(me, input(me, occ, { discount_voucher_code: 'WELCOME10', idempotency_key: `${key}-2` }));
    assert.equal(second.error.message, 'You have already used this voucher');
    assert.deepEqual(second.errors, [{ code: 'VOUCHER', message: 'You have already used this voucher', details: null }]);
    assert.equal(second._id, null);
  });

  it('checks a voucher as a mutation; asked as a query it fails validation', async () => {
    const me = await customer({ confirmed: false });
    await add(me, products[0], 1);
    const variables = { code: 'WELCOME10', customer_id: me.id };
    const asked = await graphql(server, VALIDATE, { variables, ...as(me) });
    assert.equal(asked.status, 200);
    assert.equal(asked.body.errors, undefined, JSON.stringify(asked.body.errors));
    assert.equal(asked.body.data.validateVoucher.code, 'WELCOME10');
    assert.equal(asked.body.data.validateVoucher.success.message, 'Voucher applied successfully');

    const asQuery = await graphql(server, VALIDATE.replace(/^mutation/, 'query'), { variables, ...as(me) });
    assert.equal(asQuery.status, 400);
    assert.equal(asQuery.body.data, undefined);
    assert.equal(asQuery.body.errors.length, 1);
    assert.equal(asQuery.body.errors[0].message, 'Cannot query field "validateVoucher" on type "Query".');
  });

  it('FLAT100 needs RS 1000 of goods and takes RS 100 off', async () => {
    const me = await customer();
    // Between the RS 500 store minimum and FLAT100's RS 1000: n × price in [450, 1000).
    const cheap = products.find((p) => p.price >= 30 && p.price < 500);
    assert.ok(cheap, 'a product under RS 500');
    await add(me, cheap, Math.ceil(450 / cheap.price));
    const occ = occurrence(slots, 2);
    const small = await graphql(server, VALIDATE, { variables: { code: 'flat100', customer_id: me.id }, ...as(me) });
    assert.equal(small.body.data.validateVoucher.error.message, 'Minimum order amount for this voucher is RS 1000');
    const refused = await place(me, input(me, occ, { discount_voucher_code: 'FLAT100' }));
    assert.equal(refused.error.message, 'Minimum order amount for this voucher is RS 1000');
    await graphql(server, 'mutation($input: DeleteCartItemInput!) { deleteCartItem(input: $input) { _id } }', {
      variables: { input: { customer_id: me.id, product_id: cheap._id, delete_all: 'yes' } },
      ...as(me),
    });
    await add(me, products[0], 4);
    const ok = await graphql(server, VALIDATE, { variables: { code: 'FLAT100', customer_id: me.id }, ...as(me) });
    assert.equal(ok.body.data.validateVoucher.error, null);
    assert.equal(ok.body.data.validateVoucher.discount_type, 'fix');
    assert.equal(ok.body.data.validateVoucher.discount_value, 100);
    assert.deepEqual(ok.body.data.validateVoucher.requirements, [{ type: 'min_order_amount', value: '1000' }]);
    const order = await place(me, input(me, occ, { discount_voucher_code: 'FLAT100' }));
    assert.equal(order.error, null, JSON.stringify(order));
    assert.equal(order.discount_value, 100);
    assert.equal(
      Math.round(order.grandTotal * 100),
      Math.round(order.totalPrice * 100) - 10000 + 10000 + Math.round(order.totalTax * 100),
    );
    assert.equal(sql(`SELECT used FROM vouchers WHERE code = 'FLAT100'`), '1');
  });

  it('refuses with a clear message and writes nothing', async () => {
    const me = await customer();
    const occ = occurrence(slots, 3);
    const expect = async (variables, message, code) => {
      const order = await place(me, variables);
      assert.equal(order.error?.message, message, JSON.stringify(order));
      assert.equal(order.errors[0].code, code);
      assert.equal(order._id, null);
    };
    await expect(input(me, occ), 'Oops! there is noting to order!', 'EMPTY_CART');
    await add(me, products[0], 4); // above the RS 500 minimum
    await expect(input(me, occ, { paymentMethod: 'card' }), 'Only cash on delivery (COD) is accepted', 'PAYMENT_METHOD');
    await expect(input(me, occ, { shipping_address_id: '0123456789abcdef01234567' }), 'Address not found!', 'ADDRESS_NOT_FOUND');
    await expect(input(me, { ...occ, slot: { ...occ.slot, _id: 'no-such-slot' } }), 'Please choose a delivery time slot', 'SLOT');
    await expect(input(me, { ...occ, date: '2026/11/30' }), 'Invalid delivery date', 'SLOT');
    const nextDay = occurrence(slots, 4);
    await expect(input(me, { ...occ, date: nextDay.date }), "The delivery date does not match the time slot's day", 'SLOT');
    await expect(input(me, occurrence(slots, -7)), 'This delivery time slot is closed, please choose another one', 'SLOT');
    await expect(input(me, occurrence(slots, 7)), 'This delivery date is not available yet, please choose an earlier one', 'SLOT');
    await expect(input(me, occ, { discount_voucher_code: 'NOT-A-CODE' }), 'Invalid voucher code', 'VOUCHER');

    // A blocked date, and a full slot.
    sql(`UPDATE delivery_slots SET blocked_dates = '01-01-2020,${occ.date}' WHERE id = '${occ.slot._id}'`);
    await expect(input(me, occ), 'This delivery time slot is booked on that date, please choose another one', 'SLOT');
    sql(`UPDATE delivery_slots SET blocked_dates = '' WHERE id = '${occ.slot._id}'`);
    const other = occurrence(slots, 3, 1);
    sql(`UPDATE delivery_slots SET max_order_limit = 1 WHERE id = '${other.slot._id}'`);
    const first = await customer();
    await add(first, products[0], 4);
    assert.equal((await place(first, input(first, other))).error, null);
    await expect(input(me, other), 'This delivery time slot is full, please choose another one', 'SLOT');

    // Stock that went while the line sat in the cart.
    const before = sql(`SELECT available_qty FROM products WHERE id = '${products[0]._id}'`);
    sql(`UPDATE products SET reserved_for_order = available_qty - 1 WHERE id = '${products[0]._id}'`);
    const order = await place(me, input(me, occ));
    assert.equal(order.error.message, 'Some items in your cart cannot be ordered, please review your cart');
    assert.deepEqual(order.errors, [{ code: 'LOW_STOCK', message: 'Low Stock', details: products[0]._id }]);
    sql(`UPDATE products SET reserved_for_order = 0 WHERE id = '${products[0]._id}'`);
    assert.equal(sql(`SELECT available_qty FROM products WHERE id = '${products[0]._id}'`), before);
    assert.equal(sql(`SELECT count(*) FROM orders WHERE customer_id = '${me.id}'`), '0');

    // Under the minimum order.
    const small = await customer();
    const cheapest = products[products.length - 1];
    if (cheapest.price < 300) { // with at most 17 % tax and RS 100 delivery still under RS 500
      await add(small, cheapest, 1);
      const refused = await place(small, input(small, occ));
      assert.equal(refused.error.message, 'Minimum order limit is RS 500');
    }
    // A phone that is not confirmed.
    const unconfirmed = await customer({ confirmed: false });
    await add(unconfirmed, products[0], 4);
    const refused = await place(unconfirmed, input(unconfirmed, occ));
    assert.equal(refused.error.message, 'Please confirm your phone number before placing an order');

    // Over the maximum order: the cash a rider carries is capped (docs/decisions.md).
    const large = await customer();
    await add(large, products[0], 4);
    const maximum = sql(`SELECT value FROM settings WHERE key = 'max_order_amount'`);
    sql(`UPDATE settings SET value = '600' WHERE key = 'max_order_amount'`);
    try {
      const over = await place(large, input(large, occ));
      assert.equal(over.error.message, 'Maximum order limit is RS 600');
      assert.equal(over.errors[0].code, 'MAX_ORDER');
      assert.equal(sql(`SELECT count(*) FROM orders WHERE customer_id = '${large.id}'`), '0');
    } finally {
      sql(`UPDATE settings SET value = '${maximum}' WHERE key = 'max_order_amount'`);
    }
  });

  it("gives nothing for another customer's cart, address, voucher check or order", async () => {
    const owner = await customer();
    const intruder = await customer();
    await add(owner, products[1], 4);
    await add(intruder, products[1], 4);
    const ownerCart = (await graphql(server, CART, { variables: { id: owner.id }, ...as(owner) })).body.data.cartByUser;
    const occ = occurrence(slots, 2);

    let res = await graphql(server, PLACE, { variables: { input: input(intruder, occ, { cart_id: ownerCart._id }) }, ...as(intruder) });
    assert.equal(res.body.data.createOrderFromCart, null);
    assert.equal(res.body.errors[0].extensions.code, 'FORBIDDEN');
    const stolen = await place(intruder, input(intruder, occ, { shipping_address_id: owner.address }));
    assert.equal(stolen.error.message, 'Address not found!');
    res = await graphql(server, VALIDATE, { variables: { code: 'WELCOME10', customer_id: owner.id }, ...as(intruder) });
    assert.equal(res.body.data.validateVoucher, null);
    assert.equal(res.body.errors[0].extensions.code, 'FORBIDDEN');
    res = await graphql(server, PLACE, { variables: { input: input(owner, occ) } });
    assert.equal(res.body.data.createOrderFromCart, null);
    assert.equal(res.body.errors[0].extensions.code, 'UNAUTHENTICATED');

    const mine = await place(owner, input(owner, occ));
    assert.equal(mine.error, null);
    res = await graphql(server, BY_SERIAL, { variables: { serial: mine.serial }, ...as(intruder) });
    assert.equal(res.body.data.orderBySerial?._id ?? null, null);
    // The intruder's own cart is untouched, the owner's is empty.
    const theirs = (await graphql(server, CART, { variables: { id: intruder.id }, ...as(intruder) })).body.data.cartByUser;
    assert.equal(theirs.items.length, 1);
    const emptied = (await graphql(server, CART, { variables: { id: owner.id }, ...as(owner) })).body.data.cartByUser;
    assert.equal(emptied.items.length, 0);
  });
});
