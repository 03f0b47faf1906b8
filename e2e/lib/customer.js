// Customers made over HTTP for browser journeys: register, sign in, and the session a page needs.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { graphql } from './server.js';

/** PUT /api/user/login; the login result ({status, TokenData, LoggedUser, error}). */
export async function login(baseUrl, username, pwd) {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ username, pwd, app: 'client' }),
  });
  const body = await response.json();
  return body.data ?? body;
}

/** Registers a fresh customer (unique e-mail and phone) and signs them in. */
export async function createCustomer(baseUrl, { emailPrefix = 'e2e', fname = 'Ayesha', gender = 'female' } = {}) {
  const email = `${emailPrefix}-${Date.now()}-${randomInt(1e6)}@example.com`;
  const password = 'first-pass-123';
  const phone = `0300${String(randomInt(1e7)).padStart(7, '0')}`;
  const data = await graphql(
    baseUrl,
    `mutation ($input: RegisterClientInput!) { registerClient(input: $input) { user { _id } error { message } } }`,
    { input: { fname, gender, email, password, phone, receive_offers: 0, hash: 'Te2e' } },
  );
  assert.equal(data.registerClient.error, null, 'registration succeeds');
  const signedIn = await login(baseUrl, email, password);
  assert.equal(signedIn.status, 'LoggedIn');
  return {
    email,
    password,
    id: signedIn.LoggedUser.user._id,
    token: signedIn.TokenData.token,
    refreshToken: signedIn.TokenData.refreshToken,
    user: signedIn.LoggedUser.user,
  };
}

/** addUserAddress for the customer over the API (as another tab or the app would); its { _id, error }. */
export async function addAddress(baseUrl, customer, address) {
  const data = await graphql(
    baseUrl,
    `mutation ($input: AddressInput!) { addUserAddress(input: $input) { _id error { message } } }`,
    { input: { city: 'sahiwal', user_id: customer.id, ...address } },
    customer.token,
  );
  return data.addUserAddress;
}
