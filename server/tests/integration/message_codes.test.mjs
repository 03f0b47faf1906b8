// Every message the server sends a user carries a textCode naming its one text (issue 16), and
// docs/api.md — the translators' table — lists it. A representative refusal from each domain, against
// the real binary: sign-in, validation, a rate limit, a voucher, the cart, an address out of the
// service area, an upload, a missing sign-in and the costly-operations limit; and two success messages.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { graphql, repoRoot, startServer } from './harness.mjs';
import { as, customers } from './shop.mjs';

const REGISTER = `mutation($input: RegisterClientInput!) {
  registerClient(input: $input) { user { _id } error { message code textCode details } } }`;
const RESEND = `mutation($id: ID!) { resendPhoneCode(_id: $id) { _id error { message code textCode } } }`;
const VALIDATE = `mutation($code: String!, $customer_id: ID!) {
  validateVoucher(code: $code, customer_id: $customer_id) { _id error { message code textCode } } }`;
const ADD_TO_CART = `mutation($input: CartItemInput!) { addCartItem(input: $input) { _id error { message code textCode } } }`;
const ADD_ADDRESS = `mutation($input: AddressInput!) { addUserAddress(input: $input) { _id error { message code textCode } } }`;
const ADDRESSES = 'query($id: ID!) { userAddresses(id: $id) { _id } }';
const RESET_CODE = `mutation($email: String!) {
  sendPasswordResetCode(email: $email) { _id error { message } success { message textCode } } }`;
const LOGOUT = 'mutation { logout { _id error { message } success { message textCode } } }';

const HARAPPA = [30.59, 72.87]; // outside the demo service area, [lat, lng]

// The textCodes docs/api.md lists: the first column of its tables.
async function documentedCodes() {
  const doc = await readFile(path.join(repoRoot, 'docs/api.md'), 'utf8');
  return new Set([...doc.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]));
}

describe('every message carries a documented textCode', () => {
  let server;
  let documented;
  let owner;
  let other;
  const seen = [];

  // Checks one error or success object (payload, REST) or GraphQL extensions and remembers it for the summary.
  function coded(where, error, textCode) {
    assert.ok(error?.message, `${where}: no message in ${JSON.stringify(error)}`);
    assert.equal(typeof error.textCode, 'string', `${where}: no textCode in ${JSON.stringify(error)}`);
    assert.ok(documented.has(error.textCode), `${where}: docs/api.md does not list ${error.textCode}`);
    if (textCode) assert.equal(error.textCode, textCode, where);
    seen.push(error.textCode);
  }
  const graphqlError = (res) => ({ message: res.body.errors?.[0]?.message, ...res.body.errors?.[0]?.extensions });

  before(async () => {
    documented = await documentedCodes();
    server = await startServer();
    [owner, other] = await customers(server, 'it-codes', 2, { phoneBase: 3007770000 });
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('sign-in failure (REST)', async () => {
    const res = await fetch(`${server.url}/api/user/login`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'it-codes-0@example.com', pwd: 'not-the-password', app: 'client' }),
    });
    const body = await res.json();
    coded('login', body.error, 'LOGIN_FAILED');
    assert.equal(body.error.code, 'LOGIN_FAILED');
  });

  it('validation, keeping the category code', async () => {
    const res = await graphql(server, REGISTER, {
      variables: { input: { fname: 'Codes', gender: 'female', email: 'not-an-email', password: 'it-secret-pass', phone: '3007779999' } },
    });
    const error = res.body.data.registerClient.error;
    coded('registerClient', error, 'INVALID_EMAIL');
    assert.equal(error.code, 'VALIDATION');
  });

  it('a rate limit: a new phone code asked for too soon', async () => {
    const res = await graphql(server, RESEND, { variables: { id: owner.id }, ...as(owner) });
    const error = res.body.data.resendPhoneCode.error;
    coded('resendPhoneCode', error, 'CODE_TOO_SOON');
    assert.equal(error.code, 'RATE_LIMITED');
  });

  it('a voucher refusal', async () => {
    const res = await graphql(server, VALIDATE, { variables: { code: 'NO-SUCH-VOUCHER', customer_id: owner.id }, ...as(owner) });
    coded('validateVoucher', res.body.data.validateVoucher.error, 'INVALID_VOUCHER');
  });

  it("a cart refusal, and another customer's account (GraphQL error)", async () => {
    const missing = await graphql(server, ADD_TO_CART, {
      variables: { input: { customer_id: owner.id, product_id: '000000000000000000000000', qty: 1 } },
      ...as(owner),
    });
    coded('addCartItem', missing.body.data.addCartItem.error, 'PRODUCT_NOT_FOUND');

    const theirs = await graphql(server, ADD_TO_CART, {
      variables: { input: { customer_id: other.id, product_id: '000000000000000000000000', qty: 1 } },
      ...as(owner),
    });
    const error = graphqlError(theirs);
    coded('addCartItem for another customer', error, 'NOT_YOUR_ACCOUNT');
    assert.equal(error.code, 'FORBIDDEN');
  });

  it('an address out of the service area', async () => {
    const input = {
      user_id: owner.id,
      full_address: 'House 9, Harappa road',
      city: 'sahiwal',
      label: 'home',
      geo_point: { type: 'Point', coordinates: HARAPPA },
    };
    const res = await graphql(server, ADD_ADDRESS, { variables: { input }, ...as(owner) });
    coded('addUserAddress', res.body.data.addUserAddress.error, 'OUT_OF_SERVICE_AREA');
  });

  it('an upload refusal (REST)', async () => {
    const form = new FormData();
    form.append('file', new Blob(['plain words'], { type: 'text/plain' }), 'notes.txt');
    const res = await fetch(`${server.url}/api/upload/assets`, { method: 'POST', headers: { token: owner.token }, body: form });
    const body = await res.json();
    coded('upload', body.error, 'UNSUPPORTED_TYPE');
  });

  it('no sign-in, and the costly-operations limit (GraphQL errors)', async () => {
    const anonymous = await graphql(server, ADDRESSES, { variables: { id: owner.id } });
    coded('userAddresses', graphqlError(anonymous), 'UNAUTHENTICATED');

    const costly = await graphql(server, `mutation { a: resendPhoneCode(_id: "${owner.id}") { _id } b: resendPhoneCode(_id: "${owner.id}") { _id } }`, as(owner));
    coded('two costly fields', graphqlError(costly), 'TOO_MANY_COSTLY_OPERATIONS');
  });

  it('success messages: a reset code asked for, and signing out', async () => {
    const reset = await graphql(server, RESET_CODE, { variables: { email: 'it-codes-0@example.com' } });
    const sent = reset.body.data.sendPasswordResetCode;
    assert.equal(sent.error, null);
    coded('sendPasswordResetCode', sent.success, 'RESET_CODE_SENT');
    assert.equal(sent.success.message, 'If an account exists for this email, a code has been sent.');

    const out = await graphql(server, LOGOUT, as(other));
    coded('logout', out.body.data.logout.success, 'SIGNED_OUT');
    assert.equal(out.body.data.logout.success.message, 'Signed out');
  });

  it('gave each message above its own textCode', () => {
    assert.equal(new Set(seen).size, seen.length, JSON.stringify(seen));
  });
});
