// Accounts against the real binary: register over GraphQL, read the SMS code from
// <data dir>/outbox.jsonl (written by the dispatcher), verify the phone, sign in with
// PUT /api/user/login and load the signed-in user with the returned token.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { codeFromOutbox, smsTo } from './outbox.mjs';

const REGISTER = `mutation($input: RegisterClientInput!) {
  registerClient(input: $input) { user { _id phone phone_confirmed } autoLoginInfo error { message } }
}`;

describe('accounts over HTTP', () => {
  let server;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('registers, verifies the phone from outbox.jsonl, signs in and loads the user', async () => {
    const email = 'it-user@example.com';
    const password = 'it-secret-pass';
    const reg = await graphql(server, REGISTER, {
      variables: { input: { fname: 'Bilal', gender: 'male', email, password, phone: '3001234567', receive_offers: 0 } },
    });
    assert.equal(reg.status, 200);
    const result = reg.body.data.registerClient;
    assert.equal(result.error, null, JSON.stringify(reg.body));
    assert.equal(result.user.phone, '03001234567');
    assert.deepEqual(JSON.parse(result.autoLoginInfo), { username: email, pwd: password });
    const token = reg.headers.get('token');
    assert.ok(token, 'registration answers with a token header');

    const code = await codeFromOutbox(server.dataDir, smsTo('3001234567'), 'to …3001234567');
    const verified = await graphql(
      server,
      'mutation($c: String!, $id: ID!) { verifyPhoneCode(code: $c, _id: $id) { phone_confirmed error { message } } }',
      { variables: { c: code, id: result.user._id }, headers: { token } },
    );
    assert.deepEqual(verified.body.data.verifyPhoneCode, { phone_confirmed: 1, error: null });

    const wrongLogin = await fetch(`${server.url}/api/user/login`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, pwd: 'nope-nope', app: 'client' }),
    });
    const wrong = await wrongLogin.json();
    assert.equal(wrong.status, 'LoginFailed');
    assert.equal(wrong.error.message, 'Login fail');

    const login = await fetch(`${server.url}/api/user/login`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, pwd: password, app: 'client' }),
    });
    assert.equal(login.status, 200);
    const body = await login.json();
    assert.equal(body.status, 'LoggedIn');
    assert.equal(body.LoggedUser.user.email, email);
    assert.equal(login.headers.get('token'), body.TokenData.token);
    assert.equal(login.headers.get('refresh-token'), body.TokenData.refreshToken);

    const me = await graphql(server, '{ getLoggedInUser { user { _id email phone_confirmed } error { message } } }', {
      headers: { authorization: `Bearer ${body.TokenData.token}` },
    });
    assert.deepEqual(me.body.data.getLoggedInUser, {
      user: { _id: result.user._id, email, phone_confirmed: 1 },
      error: null,
    });

    const anonymous = await graphql(server, '{ getLoggedInUser { user { _id } } }');
    assert.equal(anonymous.body.data.getLoggedInUser, null);
    assert.equal(anonymous.body.errors[0].extensions.code, 'UNAUTHENTICATED');
  });
});
