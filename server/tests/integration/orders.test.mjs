// Orders against the real binary and its demo store: an order placed with createOrderFromCart is
// found by ordersQuery, orderBySerial and getLoggedInUser.ordersCount; get_order_for_reorder and
// makeReorder ('add' and 'reset') bring it back into the cart, published over cartUpdated; and
// another customer's serial, re-order or filter gives nothing.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { addToCart, as, customers, placeOrder, products, slotDates } from './shop.mjs';
import { subscribe, waitFor } from './subscriber.mjs';

const ORDER = `_id serial paymentMethod status note payment_status created_at
  shipping_address { _id full_address city } geo_point { type coordinates }
  delivery_slot { _id day date start_time end_time time_range_utc }
  items { _id product_id title price qty taxable tax_total }
  customer { _id fname email phone } discountVoucher { code discount_type discount_value }
  discount_value totalPrice totalTax deliveryCharges grandTotal total_savings
  status_notes { note created_at } pickup_data { product_id } error { message } errors { message }`;
const BY_SERIAL = `query($s: String!) { orderBySerial(serial: $s) { ${ORDER} } }`;
const LIST = `query($first: Int, $after: Int, $filter: String) { ordersQuery(first: $first, after: $after, filter: $filter) {
  totalCount edges { cursor node { _id serial created_at grandTotal status delivery_slot { date } } }
  pageInfo { endCursor hasNextPage } } }`;
const REORDER_VIEW = `query($s: String!) { get_order_for_reorder(serial: $s) {
  _id totals savings created_at error { message }
  items { _id qty title available_qty limit_max_qty_in_cart price price_was status seo_title picture_thumb } } }`;
const MAKE_REORDER = `mutation($action: String!, $data: [ReorderLineInput]!) { makeReorder(action: $action, orderData: $data) {
  _id totalPrice error { message } items { product_id qty } } }`;
const CART = 'query($id: ID!) { cartByUser(id: $id) { _id items { product_id qty } } }';

describe('orders and re-order over HTTP', () => {
  let server;
  let owner;
  let intruder;
  let placed;
  let lines;
  before(async () => {
    server = await startServer({ env: { KARYANA_TEST_HOOKS: '1' } });
    [owner, intruder] = await customers(server, 'orders-it', 2, { phoneBase: 3201000000 });
    const stocked = (await products(server)).filter((p) => p.available_qty - p.reserved_for_order >= 10);
    lines = [stocked[0], stocked[1]];
    await addToCart(server, owner, lines[0], 2);
    await addToCart(server, owner, lines[1], 1);
    const [occurrence] = await slotDates(server);
    const res = await placeOrder(server, owner, occurrence, { voucher: 'WELCOME10', note: 'Leave at the gate' });
    placed = res.body.data.createOrderFromCart;
    assert.equal(placed.error, null, JSON.stringify(res.body));
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('finds the placed order by serial with every block the detail page shows', async () => {
    const res = await graphql(server, BY_SERIAL, { variables: { s: placed.serial }, ...as(owner) });
    assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
    const o = res.body.data.orderBySerial;
    assert.equal(o._id, placed._id);
    assert.equal(o.status, 'unconfirmed'); // the owner's first order, not yet confirmed by the store
    assert.equal(o.paymentMethod, 'COD');
    assert.equal(o.payment_status, 'pending');
    assert.equal(o.note, 'Leave at the gate');
    assert.equal(o.error, null);
    assert.equal(o.shipping_address._id, owner.addressId);
    assert.match(o.shipping_address.full_address, /Jahaz Ground/);
    assert.deepEqual(o.geo_point, { type: 'Point', coordinates: [30.6718, 73.1075] });
    assert.match(o.delivery_slot.date, /^\d{2}-\d{2}-\d{4}$/);
    const range = JSON.parse(o.delivery_slot.time_range_utc);
    assert.equal(range.length, 2);
    assert.ok(Date.parse(range[0]) < Date.parse(range[1]));
    assert.equal(o.customer._id, owner.id);
    assert.equal(o.customer.email, 'orders-it-0@example.com');
    assert.deepEqual(o.discountVoucher, { code: 'WELCOME10', discount_type: '%', discount_value: 10 });
    assert.deepEqual(
      o.items.map((i) => [i.product_id, i.qty]).sort(),
      [[lines[0]._id, 2], [lines[1]._id, 1]].sort(),
    );
    const sub = lines[0].price * 2 + lines[1].price;
    assert.equal(Math.round(o.totalPrice * 100), Math.round(sub * 100));
    assert.equal(Math.round(o.discount_value * 100), Math.round(sub * 10)); // 10 %, to the paisa
    assert.equal(o.deliveryCharges, 100);
    assert.equal(
      Math.round(o.grandTotal * 100),
      Math.round(o.totalPrice * 100) - Math.round(o.discount_value * 100) + 10000 + Math.round(o.totalTax * 100),
    );
    assert.ok(o.status_notes.length >= 1);
    assert.deepEqual(o.pickup_data, []);
    assert.equal(o.grandTotal, placed.grandTotal);
  });

  it('lists only the caller’s orders, newest first, whatever the filter says', async () => {
    let res = await graphql(server, LIST, { variables: { first: 30, after: 0, filter: '' }, ...as(owner) });
    assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
    let list = res.body.data.ordersQuery;
    assert.equal(list.totalCount, 1);
    assert.equal(list.edges[0].node.serial, placed.serial);
    assert.equal(list.edges[0].cursor, '1');
    assert.deepEqual(list.pageInfo, { endCursor: '1', hasNextPage: false });

    const theirs = JSON.stringify({ customer: { _id: owner.id } });
    res = await graphql(server, LIST, { variables: { first: 10, after: 0, filter: theirs }, ...as(intruder) });
    list = res.body.data.ordersQuery;
    assert.equal(list.totalCount, 0);
    assert.deepEqual(list.edges, []);

    const count = await graphql(server, '{ getLoggedInUser { ordersCount } }', as(owner));
    assert.equal(count.body.data.getLoggedInUser.ordersCount, 1);
    const none = await graphql(server, '{ getLoggedInUser { ordersCount } }', as(intruder));
    assert.equal(none.body.data.getLoggedInUser.ordersCount, 0);
  });

  it('answers another customer’s serial exactly like an unknown one', async () => {
    const foreign = await graphql(server, BY_SERIAL, { variables: { s: placed.serial }, ...as(intruder) });
    const unknown = await graphql(server, BY_SERIAL, { variables: { s: 'NO-SUCH-SERIAL' }, ...as(intruder) });
    assert.equal(foreign.body.data.orderBySerial.error.message, 'No record found');
    assert.equal(foreign.body.data.orderBySerial._id, null);
    assert.equal(foreign.body.data.orderBySerial.items, null);
    assert.deepEqual(foreign.body, unknown.body);

    const view = await graphql(server, REORDER_VIEW, { variables: { s: placed.serial }, ...as(intruder) });
    assert.equal(view.body.data.get_order_for_reorder.error.message, 'No record found');
    assert.equal(view.body.data.get_order_for_reorder.items, null);

    for (const [query, variables, field] of [
      [BY_SERIAL, { s: placed.serial }, 'orderBySerial'],
      [REORDER_VIEW, { s: placed.serial }, 'get_order_for_reorder'],
      [LIST, {}, 'ordersQuery'],
      [MAKE_REORDER, { action: 'add', data: [{ _id: lines[0]._id, qty: 1 }] }, 'makeReorder'],
    ]) {
      const res = await graphql(server, query, { variables });
      assert.equal(res.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED', field);
      assert.equal(res.body.data[field], null, field);
    }
  });

  it('shows the order for re-order with today’s products and the ordered quantities', async () => {
    const res = await graphql(server, REORDER_VIEW, { variables: { s: placed.serial }, ...as(owner) });
    const view = res.body.data.get_order_for_reorder;
    assert.equal(view.error, null, JSON.stringify(res.body));
    assert.equal(view._id, placed._id);
    assert.equal(view.created_at, placed.created_at);
    const byId = new Map(view.items.map((i) => [i._id, i]));
    assert.equal(byId.get(lines[0]._id).qty, 2);
    assert.equal(byId.get(lines[0]._id).title, lines[0].title);
    assert.equal(byId.get(lines[0]._id).status, 'published');
    // Stock went down by what was ordered.
    assert.equal(byId.get(lines[0]._id).available_qty, lines[0].available_qty - lines[0].reserved_for_order - 2);
    assert.equal(Math.round(view.totals * 100), Math.round((lines[0].price * 2 + lines[1].price) * 100));
  });

  it('adds the order to the cart or replaces the cart with it, and tells the owner’s cart subscription', async () => {
    const cartId = (await graphql(server, CART, { variables: { id: owner.id }, ...as(owner) })).body.data.cartByUser._id;
    const watch = subscribe(server, owner.token, {
      query: 'subscription($id: ID!) { cartUpdated(id: $id) { mutation node { _id items { product_id qty } } } }',
      variables: { id: owner.id },
    });
    await watch.ready;
    try {
      // The cart was emptied by the order; put something else in first.
      const extra = (await products(server)).find((p) => p.available_qty - p.reserved_for_order >= 5 && !lines.some((l) => l._id === p._id));
      await addToCart(server, owner, extra, 1);
      let res = await graphql(server, MAKE_REORDER, {
        variables: { action: 'add', data: [{ _id: lines[0]._id, qty: 2 }, { _id: lines[1]._id, qty: 0 }] },
        ...as(owner),
      });
      let cart = res.body.data.makeReorder;
      assert.equal(cart.error, null, JSON.stringify(res.body));
      assert.equal(cart._id, cartId);
      assert.deepEqual(cart.items.map((i) => [i.product_id, i.qty]).sort(), [[extra._id, 1], [lines[0]._id, 2]].sort());

      res = await graphql(server, MAKE_REORDER, {
        variables: { action: 'reset', data: [{ _id: lines[1]._id, qty: 3 }] },
        ...as(owner),
      });
      cart = res.body.data.makeReorder;
      assert.deepEqual(cart.items, [{ product_id: lines[1]._id, qty: 3 }]);

      res = await graphql(server, MAKE_REORDER, { variables: { action: 'reset', data: [{ _id: lines[0]._id, qty: 0 }] }, ...as(owner) });
      assert.equal(res.body.data.makeReorder.error.message, 'No item found to put in cart.');
      assert.deepEqual(res.body.data.makeReorder.items, [{ product_id: lines[1]._id, qty: 3 }]);

      const ofTheCart = () => watch.events.filter((e) => e.data?.cartUpdated?.node?._id === cartId);
      await waitFor(() => ofTheCart().length >= 3, "three cartUpdated events of the owner's cart");
      const mine = ofTheCart();
      assert.equal(mine.length, 3, JSON.stringify(watch.events)); // addCartItem, 'add', 'reset'; the refusal sends nothing
      assert.deepEqual(mine[2].data.cartUpdated.node.items, [{ product_id: lines[1]._id, qty: 3 }]);

      // The intruder's re-order lands in the intruder's own cart only.
      res = await graphql(server, MAKE_REORDER, { variables: { action: 'reset', data: [{ _id: lines[0]._id, qty: 1 }] }, ...as(intruder) });
      assert.notEqual(res.body.data.makeReorder._id, cartId);
      const ownerCart = await graphql(server, CART, { variables: { id: owner.id }, ...as(owner) });
      assert.deepEqual(ownerCart.body.data.cartByUser.items, [{ product_id: lines[1]._id, qty: 3 }]);
    } finally {
      await watch.client.dispose();
    }
  });
});
