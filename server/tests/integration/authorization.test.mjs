// The authorization matrix: a second signed-in customer calls every operation that takes a
// customer, user, address or cart id with the first customer's ids and gets an error and none of
// their data; the first customer's record, addresses and cart are unchanged afterwards. (Order
// serials answer 'No record found' inside the payload instead: orders.test.mjs.)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';

const INSIDE = [30.6718, 73.1075]; // [lat, lng] inside the demo Sahiwal service area

const address = (full_address) => ({
  full_address,
  city: 'sahiwal',
  label: 'home',
  geo_point: { type: 'Point', coordinates: INSIDE },
});

async function signUp(server, email, phone) {
  const res = await graphql(
    server,
    `mutation($input: RegisterClientInput!) {
      registerClient(input: $input) { user { _id } address { _id } error { message } }
    }`,
    {
      variables: {
        input: { fname: 'Owner', gender: 'male', email, password: 'it-secret-pass', phone, address: address('House 7, Farid Town, Sahiwal') },
      },
    },
  );
  const result = res.body.data.registerClient;
  assert.equal(result.error, null, JSON.stringify(res.body));
  return { id: result.user._id, addressId: result.address._id, token: res.headers.get('token') };
}

describe('authorization matrix: another customer gets nothing of the first one', () => {
  let server;
  let owner;
  let intruder;
  let productId;
  before(async () => {
    server = await startServer();
    owner = await signUp(server, 'owner@example.com', '03005550001');
    intruder = await signUp(server, 'intruder@example.com', '03005550002');
    const products = await graphql(server, 'query { client_productsQuery(first: 1, filter: "{}") { edges { node { _id } } } }');
    productId = products.body.data.client_productsQuery.edges[0].node._id;
    const added = await graphql(
      server,
      'mutation($input: CartItemInput!) { addCartItem(input: $input) { items { product_id qty } error { message } } }',
      { variables: { input: { customer_id: owner.id, product_id: productId } }, headers: { token: owner.token } },
    );
    assert.deepEqual(added.body.data.addCartItem.items, [{ product_id: productId, qty: 1 }], JSON.stringify(added.body));
  });
  after(async () => server?.stop());

  // Each row: the operation, its document and the owner's ids in its variables.
  const matrix = () => [
    ['user', 'query($id: ID!) { user(id: $id) { _id email phone } }', { id: owner.id }],
    ['userAddresses', 'query($id: ID!) { userAddresses(id: $id) { _id full_address } }', { id: owner.id }],
    ['userAddress', 'query($id: ID!) { userAddress(id: $id) { _id full_address } }', { id: owner.addressId }],
    [
      'editUser',
      'mutation($input: EditUserInput!) { editUser(input: $input) { _id fname email } }',
      { input: { _id: owner.id, fname: 'Hijacked', lname: 'Name' } },
    ],
    ['updateUserPhone', 'mutation($id: ID!) { updateUserPhone(id: $id, phone: "03009990000") { _id phone } }', { id: owner.id }],
    [
      'addUserAddress',
      'mutation($input: AddressInput!) { addUserAddress(input: $input) { _id user_id full_address } }',
      { input: { ...address('Planted address for the owner'), user_id: owner.id } },
    ],
    [
      'editUserAddress',
      'mutation($input: AddressInput!) { editUserAddress(input: $input) { _id full_address } }',
      { input: { ...address('Rewritten by someone else'), _id: owner.addressId } },
    ],
    ['deleteUserAddress', 'mutation($id: ID!) { deleteUserAddress(id: $id) { _id } }', { id: owner.addressId }],
    [
      'setDefaultAddress',
      'mutation($id: ID!, $user: ID!) { setDefaultAddress(id: $id, user_id: $user) { _id is_default } }',
      { id: owner.addressId, user: owner.id },
    ],
    [
      'updateUserPassword',
      'mutation($id: ID!) { updateUserPassword(_id: $id, new_password: "taken-over", old_password: "it-secret-pass") { _id } }',
      { id: owner.id },
    ],
    ['verifyPhoneCode', 'mutation($id: ID!) { verifyPhoneCode(code: "1234", _id: $id) { _id phone_confirmed } }', { id: owner.id }],
    ['resendPhoneCode', 'mutation($id: ID!) { resendPhoneCode(_id: $id, hash: "Tx") { _id phone } }', { id: owner.id }],
    ['cartByUser', 'query($id: ID!) { cartByUser(id: $id) { _id items { product_id qty } } }', { id: owner.id }],
    [
      'addCartItem',
      'mutation($input: CartItemInput!) { addCartItem(input: $input) { _id items { product_id qty } } }',
      { input: { customer_id: owner.id, product_id: productId, qty: 3 } },
    ],
    [
      'deleteCartItem',
      'mutation($input: DeleteCartItemInput!) { deleteCartItem(input: $input) { _id items { product_id qty } } }',
      { input: { customer_id: owner.id, product_id: productId, delete_all: 'yes' } },
    ],
    ['removeUnavailableItemsFromCart', 'mutation($id: ID!) { removeUnavailableItemsFromCart(id: $id) { _id items { qty } } }', { id: owner.id }],
    [
      'mergeCart',
      'mutation($items: [CartItemInput]!, $id: ID!) { mergeCart(items: $items, customer_id: $id) { _id items { qty } } }',
      { items: [{ customer_id: owner.id, product_id: productId, qty: 5 }], id: owner.id },
    ],
    ['validateVoucher', 'mutation($id: ID!) { validateVoucher(code: "WELCOME10", customer_id: $id) { _id code } }', { id: owner.id }],
  ];

  it('refuses every operation with an error and no data', async () => {
    for (const [name, query, variables] of matrix()) {
      const res = await graphql(server, query, { variables, headers: { token: intruder.token } });
      // Executed and refused, not a document the schema rejects (that would prove nothing).
      assert.ok(res.body.data && name in res.body.data, `${name} did not run: ${JSON.stringify(res.body)}`);
      const field = res.body.data?.[name];
      assert.ok(field === null || field === undefined, `${name} returned data: ${JSON.stringify(res.body)}`);
      assert.ok(res.body.errors?.length, `${name} gave no error`);
      assert.doesNotMatch(JSON.stringify(res.body), /owner@example\.com|Farid Town/, `${name} leaked the owner's data`);
    }
  });

  it("leaves the owner's record and addresses as they were", async () => {
    const headers = { token: owner.token };
    const me = await graphql(server, 'query($id: ID!) { user(id: $id) { fname phone } }', { variables: { id: owner.id }, headers });
    assert.deepEqual(me.body.data.user, { fname: 'Owner', phone: '03005550001' });
    const list = await graphql(server, 'query($id: ID!) { userAddresses(id: $id) { _id full_address is_default } }', {
      variables: { id: owner.id },
      headers,
    });
    assert.equal(list.body.data.userAddresses.length, 1);
    assert.equal(list.body.data.userAddresses[0].full_address, 'House 7, Farid Town, Sahiwal');
    const cart = await graphql(server, 'query($id: ID!) { cartByUser(id: $id) { items { product_id qty } } }', {
      variables: { id: owner.id },
      headers,
    });
    assert.deepEqual(cart.body.data.cartByUser.items, [{ product_id: productId, qty: 1 }]);
  });

  it('the same calls without a token are refused as well', async () => {
    for (const [name, query, variables] of matrix()) {
      const res = await graphql(server, query, { variables });
      assert.ok(res.body.data && name in res.body.data, `${name} did not run: ${JSON.stringify(res.body)}`);
      assert.ok(res.body.data?.[name] == null, `${name} answered a visitor: ${JSON.stringify(res.body)}`);
      assert.ok(res.body.errors?.length, `${name} gave a visitor no error`);
    }
  });
});
