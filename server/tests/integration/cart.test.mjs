// The server cart against the real binary and its demo store: every cart operation over HTTP,
// totals computed by the server, another customer's ids refused with no data, and
// cartUpdated over graphql-ws reaching only the cart's owner.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { sleep, subscribe, waitFor } from './subscriber.mjs';

const CART = `_id customer_id totalPrice totalTax deliveryCharges grandTotal error { message }
  items { _id product_id cart_id title price price_was tax_total taxable qty available_qty limit_max_qty_in_cart }`;
const BY_USER = `query($id: ID!) { cartByUser(id: $id) { ${CART} } }`;
const ADD = `mutation($input: CartItemInput!) { addCartItem(input: $input) { ${CART} } }`;
const DELETE = `mutation($input: DeleteCartItemInput!) { deleteCartItem(input: $input) { ${CART} } }`;
const REMOVE_UNAVAILABLE = `mutation($id: ID!) { removeUnavailableItemsFromCart(id: $id) { ${CART} } }`;
const MERGE = `mutation($items: [CartItemInput]!, $customer_id: ID!) {
  mergeCart(items: $items, customer_id: $customer_id) { ${CART} } }`;
const REGISTER = `mutation($input: RegisterClientInput!) { registerClient(input: $input) { user { _id } error { message } } }`;
const PRODUCTS = `query($first: Int, $filter: String) {
  client_productsQuery(first: $first, filter: $filter) { edges { node { _id price available_qty reserved_for_order limit_max_qty_in_cart } } }
}`;

const as = (user) => ({ headers: { token: user.token } });
const paisa = (rupees) => Math.round(rupees * 100);

async function signedUp(server, email, phone) {
  const res = await graphql(server, REGISTER, {
    variables: { input: { fname: 'Bilal', gender: 'male', email, password: 'it-secret-pass', phone } },
  });
  assert.equal(res.status, 200);
  assert.equal(res.body.data.registerClient.error, null);
  return { id: res.body.data.registerClient.user._id, token: res.headers.get('token') };
}

const watchCart = (server, user, id) =>
  subscribe(server, user.token, {
    query: 'subscription($id: ID!) { cartUpdated(id: $id) { mutation node { _id items { product_id qty } } } }',
    variables: { id },
  });

describe('the server cart over HTTP and graphql-ws', () => {
  let server;
  let products;
  before(async () => {
    server = await startServer();
    const res = await graphql(server, PRODUCTS, { variables: { first: 40, filter: '{}' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    // Products with room for a few units and no cart limit, so the test does not depend on stock.
    products = res.body.data.client_productsQuery.edges
      .map((e) => e.node)
      .filter((p) => p.available_qty - p.reserved_for_order >= 5 && p.limit_max_qty_in_cart === 0);
    assert.ok(products.length >= 2, 'the demo store has products in stock');
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('adds, removes, merges and totals on the server', async () => {
    const me = await signedUp(server, 'cart-it@example.com', '03005550001');
    const [a, b] = products;
    let res = await graphql(server, BY_USER, { variables: { id: me.id }, ...as(me) });
    assert.equal(res.status, 200);
    const empty = res.body.data.cartByUser;
    assert.equal(empty.customer_id, me.id);
    assert.deepEqual(empty.items, []);
    assert.equal(empty.grandTotal, 0);

    await graphql(server, ADD, { variables: { input: { customer_id: me.id, product_id: a._id } }, ...as(me) });
    res = await graphql(server, ADD, { variables: { input: { customer_id: me.id, product_id: a._id, qty: 2 } }, ...as(me) });
    let cart = res.body.data.addCartItem;
    assert.equal(cart.error, null);
    assert.equal(cart.items.length, 1);
    assert.equal(cart.items[0].qty, 3);
    assert.equal(cart.items[0].cart_id, cart._id);
    assert.equal(paisa(cart.totalPrice), paisa(a.price) * 3);
    assert.equal(paisa(cart.grandTotal), paisa(cart.totalPrice) + paisa(cart.totalTax) + paisa(cart.deliveryCharges));

    res = await graphql(server, DELETE, { variables: { input: { customer_id: me.id, product_id: a._id } }, ...as(me) });
    assert.equal(res.body.data.deleteCartItem.items[0].qty, 2);

    res = await graphql(server, MERGE, {
      variables: { customer_id: me.id, items: [{ customer_id: me.id, product_id: b._id, qty: 2 }, { customer_id: me.id, product_id: a._id, qty: 1 }] },
      ...as(me),
    });
    cart = res.body.data.mergeCart;
    assert.equal(cart.error, null);
    const qty = Object.fromEntries(cart.items.map((i) => [i.product_id, i.qty]));
    assert.deepEqual(qty, { [a._id]: 3, [b._id]: 2 });
    assert.equal(paisa(cart.totalPrice), paisa(a.price) * 3 + paisa(b.price) * 2);

    res = await graphql(server, REMOVE_UNAVAILABLE, { variables: { id: cart._id }, ...as(me) });
    assert.equal(res.body.data.removeUnavailableItemsFromCart.items.length, 2);

    res = await graphql(server, DELETE, {
      variables: { input: { customer_id: me.id, product_id: b._id, delete_all: 'yes' } },
      ...as(me),
    });
    assert.deepEqual(res.body.data.deleteCartItem.items.map((i) => i.product_id), [a._id]);

    res = await graphql(server, ADD, { variables: { input: { customer_id: me.id, product_id: 'no-such-product' } }, ...as(me) });
    assert.equal(res.body.data.addCartItem.error.message, 'Product Not Found!');
  });

  it("refuses another customer's cart and sends its events only to the owner", async () => {
    const owner = await signedUp(server, 'cart-owner@example.com', '03005550002');
    const intruder = await signedUp(server, 'cart-intruder@example.com', '03005550003');
    const [a] = products;
    let res = await graphql(server, BY_USER, { variables: { id: owner.id }, ...as(owner) });
    const cartId = res.body.data.cartByUser._id;

    const mine = watchCart(server, owner, owner.id);
    const theirs = watchCart(server, intruder, intruder.id);
    const spy = watchCart(server, intruder, owner.id);  // the owner's id: refused
    await Promise.all([mine.ready, theirs.ready]);
    await waitFor(() => spy.errors.length > 0, 'the refused subscription');
    assert.equal(spy.errors[0][0].extensions.code, 'FORBIDDEN');

    for (const [query, variables, field] of [
      [BY_USER, { id: owner.id }, 'cartByUser'],
      [ADD, { input: { customer_id: owner.id, product_id: a._id } }, 'addCartItem'],
      [DELETE, { input: { customer_id: owner.id, product_id: a._id, delete_all: 'yes' } }, 'deleteCartItem'],
      [REMOVE_UNAVAILABLE, { id: cartId }, 'removeUnavailableItemsFromCart'],
      [MERGE, { customer_id: owner.id, items: [{ customer_id: owner.id, product_id: a._id, qty: 1 }] }, 'mergeCart'],
    ]) {
      res = await graphql(server, query, { variables, ...as(intruder) });
      assert.equal(res.status, 200);
      assert.equal(res.body.data?.[field] ?? null, null, field);
      assert.equal(res.body.errors?.[0]?.extensions?.code, 'FORBIDDEN', field);
    }

    res = await graphql(server, ADD, { variables: { input: { customer_id: owner.id, product_id: a._id } }, ...as(owner) });
    assert.equal(res.body.data.addCartItem.error, null);
    await waitFor(() => mine.events.length >= 1, 'the owner\'s cartUpdated');
    const event = mine.events[0].data.cartUpdated;
    assert.equal(event.mutation, 'UPDATED');
    assert.equal(event.node._id, cartId);
    assert.deepEqual(event.node.items, [{ product_id: a._id, qty: 1 }]);
    await sleep(200);
    assert.equal(mine.events.length, 1, 'only the owner\'s own change');
    assert.equal(theirs.events.length, 0);
    assert.equal(spy.events.length, 0);
    await Promise.all([mine.client.dispose(), theirs.client.dispose(), spy.client.dispose()]);
  });
});
