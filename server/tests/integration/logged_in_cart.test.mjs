// getLoggedInUser's cart (accounts.md §7: user, cart, orders, ordersCount, error) against the real
// binary and its demo store: after addCartItem it is the caller's cart exactly as cartByUser
// answers it (same lines and server totals), and a visitor gets no cart at all.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';

const CART = '_id customer_id totalPrice totalTax deliveryCharges grandTotal items { product_id qty price }';
const LOGGED_IN = `{ getLoggedInUser { user { _id } cart { ${CART} } error { message } } }`;
const BY_USER = `query($id: ID!) { cartByUser(id: $id) { ${CART} } }`;
const ADD = 'mutation($input: CartItemInput!) { addCartItem(input: $input) { _id error { message } } }';
const REGISTER = 'mutation($input: RegisterClientInput!) { registerClient(input: $input) { user { _id } error { message } } }';
const PRODUCTS = `query($first: Int, $filter: String) {
  client_productsQuery(first: $first, filter: $filter) { edges { node { _id price available_qty reserved_for_order limit_max_qty_in_cart } } }
}`;

const as = (user) => ({ headers: { token: user.token } });

async function signedUp(server, email, phone) {
  const res = await graphql(server, REGISTER, {
    variables: { input: { fname: 'Hina', gender: 'female', email, password: 'it-secret-pass', phone } },
  });
  assert.equal(res.body.data.registerClient.error, null, JSON.stringify(res.body));
  return { id: res.body.data.registerClient.user._id, token: res.headers.get('token') };
}

describe("getLoggedInUser's cart", () => {
  let server;
  let product;
  before(async () => {
    server = await startServer();
    const res = await graphql(server, PRODUCTS, { variables: { first: 40, filter: '{}' } });
    product = res.body.data.client_productsQuery.edges
      .map((e) => e.node)
      .find((p) => p.available_qty - p.reserved_for_order >= 5 && p.limit_max_qty_in_cart === 0);
    assert.ok(product, 'the demo store has a product in stock');
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('is the cart addCartItem filled, as cartByUser answers it', async () => {
    const me = await signedUp(server, 'logged-in-cart@example.com', '03005550071');
    let res = await graphql(server, '{ getLoggedInUser { cart { items { product_id qty } grandTotal } } }', as(me));
    assert.deepEqual(res.body, { data: { getLoggedInUser: { cart: { items: [], grandTotal: 0 } } } });

    res = await graphql(server, ADD, { variables: { input: { customer_id: me.id, product_id: product._id, qty: 2 } }, ...as(me) });
    assert.equal(res.body.data.addCartItem.error, null, JSON.stringify(res.body));

    res = await graphql(server, '{ getLoggedInUser { cart { items { product_id qty } grandTotal } } }', as(me));
    assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
    const cart = res.body.data.getLoggedInUser.cart;
    assert.deepEqual(cart.items, [{ product_id: product._id, qty: 2 }]);
    assert.ok(cart.grandTotal >= product.price * 2, JSON.stringify(cart));

    const full = await graphql(server, LOGGED_IN, as(me));
    const byUser = await graphql(server, BY_USER, { variables: { id: me.id }, ...as(me) });
    assert.equal(full.body.data.getLoggedInUser.user._id, me.id);
    assert.equal(full.body.data.getLoggedInUser.error, null);
    assert.deepEqual(full.body.data.getLoggedInUser.cart, byUser.body.data.cartByUser);
    assert.equal(full.body.data.getLoggedInUser.cart.customer_id, me.id);
  });

  it('is only ever the caller’s own cart', async () => {
    const other = await signedUp(server, 'logged-in-cart-other@example.com', '03005550072');
    const res = await graphql(server, LOGGED_IN, as(other));
    assert.equal(res.body.data.getLoggedInUser.user._id, other.id);
    assert.equal(res.body.data.getLoggedInUser.cart.customer_id, other.id);
    assert.deepEqual(res.body.data.getLoggedInUser.cart.items, []);
  });

  it('gives a visitor no cart', async () => {
    const res = await graphql(server, LOGGED_IN);
    assert.equal(res.body.data.getLoggedInUser, null);
    assert.equal(res.body.errors[0].extensions.code, 'UNAUTHENTICATED');
    assert.doesNotMatch(JSON.stringify(res.body), /"cart"|"items"/);
  });
});
