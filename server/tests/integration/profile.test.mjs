// Profile, password change and password recovery against the real binary: another user's id
// is refused with no data, the reset code is read from <data dir>/outbox.jsonl, five wrong
// tries (one by one, in parallel, or as aliases of one document) lock the code, and a reset
// ends every session.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { codeFromOutbox, readOutbox } from './outbox.mjs';

const mailTo = (to) => (m) => m.channel === 'email' && m.to.toLowerCase() === to.toLowerCase();

const REGISTER = `mutation($input: RegisterClientInput!) {
  registerClient(input: $input) { user { _id } error { message } }
}`;
const EDIT_USER = `mutation($input: EditUserInput!) {
  editUser(input: $input) { _id fname lname gender dob phone phone_confirmed error { message code details } }
}`;
const UPDATE_PHONE = `mutation($id: ID!, $phone: String!) {
  updateUserPhone(id: $id, phone: $phone) { _id phone phone_confirmed error { message code } }
}`;
const UPDATE_PASSWORD = `mutation($id: ID!, $new: String!, $old: String!) {
  updateUserPassword(_id: $id, new_password: $new, old_password: $old) { _id error { message code } success { message } }
}`;
const SEND_CODE = `mutation($email: String!) {
  sendPasswordResetCode(email: $email) { _id error { message code } success { message } }
}`;
const VERIFY_CODE = `mutation($code: String!, $email: String) {
  verifyPasswordResetCode(code: $code, email: $email) { _id error { message code details } success { message } }
}`;
const RESET = `mutation($pwd: String!, $code: String!, $email: String) {
  resetPassword(pwd: $pwd, code: $code, email: $email) { _id error { message code details } success { message } }
}`;
const ME = '{ getLoggedInUser { user { _id email fname phone } error { message } } }';

describe('profile and passwords over HTTP', () => {
  let server;
  let phoneSeq = 0;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    if (server) await server.stop();
  });

  async function register(email, password = 'it-secret-pass') {
    phoneSeq += 1;
    const phone = `0345${String(1000000 + phoneSeq).slice(1)}0`.slice(0, 11);
    const reg = await graphql(server, REGISTER, {
      variables: { input: { fname: 'Bilal', gender: 'male', email, password, phone, receive_offers: 0 } },
    });
    assert.equal(reg.body.data.registerClient.error, null, JSON.stringify(reg.body));
    return { id: reg.body.data.registerClient.user._id, token: reg.headers.get('token'), email, password, phone };
  }

  async function login(email, pwd) {
    const res = await fetch(`${server.url}/api/user/login`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, pwd, app: 'client' }),
    });
    return res.json();
  }

  const as = (token) => ({ headers: { token } });
  const wrongCode = (code) => (code === '000000' ? '111111' : '000000');

  it('refuses editUser, updateUserPhone and updateUserPassword on another user with no data', async () => {
    const owner = await register('it-owner@example.com');
    const intruder = await register('it-intruder@example.com');
    const attempts = [
      [EDIT_USER, { input: { _id: owner.id, fname: 'Hacked', lname: 'Hacked' } }, 'editUser'],
      [UPDATE_PHONE, { id: owner.id, phone: '03119999999' }, 'updateUserPhone'],
      [UPDATE_PASSWORD, { id: owner.id, new: 'taken-over', old: owner.password }, 'updateUserPassword'],
    ];
    for (const [query, variables, field] of attempts) {
      const res = await graphql(server, query, { variables, ...as(intruder.token) });
      assert.equal(res.body.data[field], null, field);
      assert.equal(res.body.errors[0].extensions.code, 'FORBIDDEN', field);
      assert.doesNotMatch(JSON.stringify(res.body), /it-owner/);
    }
    const me = await graphql(server, ME, as(owner.token));
    assert.equal(me.body.data.getLoggedInUser.user.fname, 'Bilal');
    assert.equal(me.body.data.getLoggedInUser.user.phone, owner.phone);
    assert.equal((await login(owner.email, owner.password)).status, 'LoggedIn');
  });

  it('edits the own profile; a new phone needs a new SMS code', async () => {
    const user = await register('it-profile@example.com');
    const res = await graphql(server, EDIT_USER, {
      variables: {
        input: { _id: user.id, fname: 'Bilal', lname: 'Ahmed', gender: 'male', dob: '1992-03-04T00:00:00.000Z', phone: '3121234567', hash: 'Tx1' },
      },
      ...as(user.token),
    });
    const edited = res.body.data.editUser;
    assert.equal(edited.error, null, JSON.stringify(res.body));
    assert.deepEqual(
      { lname: edited.lname, dob: edited.dob, phone: edited.phone, phone_confirmed: edited.phone_confirmed },
      { lname: 'Ahmed', dob: '1992-03-04T00:00:00.000Z', phone: '03121234567', phone_confirmed: 0 },
    );
    const code = await codeFromOutbox(server.dataDir, (m) => m.channel === 'sms' && m.to === '03121234567', 'to 03121234567');
    const verified = await graphql(server, 'mutation($c: String!, $id: ID!) { verifyPhoneCode(code: $c, _id: $id) { phone_confirmed } }', {
      variables: { c: code, id: user.id },
      ...as(user.token),
    });
    assert.equal(verified.body.data.verifyPhoneCode.phone_confirmed, 1);

    const short = await graphql(server, EDIT_USER, { variables: { input: { _id: user.id, fname: 'Bo' } }, ...as(user.token) });
    assert.equal(short.body.data.editUser.error.message, 'Should be atleast 3 charactors');
  });

  it('changes the password, keeping this session and ending the others', async () => {
    const user = await register('it-change@example.com');
    const other = await login(user.email, user.password);
    const wrong = await graphql(server, UPDATE_PASSWORD, { variables: { id: user.id, new: 'changed-pass', old: 'nope-nope' }, ...as(user.token) });
    assert.equal(wrong.body.data.updateUserPassword.error.message, 'Old password is incorrect');
    const ok = await graphql(server, UPDATE_PASSWORD, { variables: { id: user.id, new: 'changed-pass', old: user.password }, ...as(user.token) });
    assert.deepEqual(ok.body.data.updateUserPassword, { _id: user.id, error: null, success: { message: 'Password updated' } });
    assert.equal((await graphql(server, ME, as(user.token))).body.data.getLoggedInUser.user._id, user.id);
    const stale = await graphql(server, ME, as(other.TokenData.token));
    assert.equal(stale.body.errors[0].extensions.code, 'UNAUTHENTICATED');
    assert.equal((await login(user.email, 'changed-pass')).status, 'LoggedIn');
  });

  it('resets a password with the e-mailed code and ends every session', async () => {
    const user = await register('it-reset@example.com');
    const known = await graphql(server, SEND_CODE, { variables: { email: user.email } });
    const unknown = await graphql(server, SEND_CODE, { variables: { email: 'it-nobody@example.com' } });
    assert.deepEqual(known.body, unknown.body);
    assert.equal(known.body.data.sendPasswordResetCode.success.message, 'If an account exists for this email, a code has been sent.');

    const code = await codeFromOutbox(server.dataDir, mailTo(user.email), `to ${user.email}`, { digits: 6 });
    assert.match(code, /^\d{6}$/);
    const noEmail = await graphql(server, 'mutation($c: String!) { verifyPasswordResetCode(code: $c) { error { message details } } }', {
      variables: { c: code },
    });
    assert.deepEqual(noEmail.body.data.verifyPasswordResetCode.error, { message: 'Required', details: 'email' });

    const verified = await graphql(server, VERIFY_CODE, { variables: { code, email: user.email } });
    assert.equal(verified.body.data.verifyPasswordResetCode.error, null, JSON.stringify(verified.body));
    const reset = await graphql(server, RESET, { variables: { pwd: 'recovered-pass', code, email: user.email } });
    assert.equal(reset.body.data.resetPassword.success.message, 'Password Reset Successfull');
    assert.equal(reset.headers.get('token'), null, 'a reset does not sign in');

    const old = await graphql(server, ME, as(user.token));
    assert.equal(old.body.errors[0].extensions.code, 'UNAUTHENTICATED', 'the old token stops working');
    const again = await graphql(server, RESET, { variables: { pwd: 'another-pass', code, email: user.email } });
    assert.equal(again.body.data.resetPassword.error.message, 'Invalid or expired code');
    assert.equal((await login(user.email, user.password)).status, 'LoginFailed');
    assert.equal((await login(user.email, 'recovered-pass')).status, 'LoggedIn');
    assert.equal((await readOutbox(server.dataDir)).filter(mailTo('it-nobody@example.com')).length, 0);
  });

  it('locks the code after five wrong tries: one by one, in parallel, and as aliases', async () => {
    for (const mode of ['sequential', 'parallel', 'aliases']) {
      const user = await register(`it-lock-${mode}@example.com`);
      await graphql(server, SEND_CODE, { variables: { email: user.email } });
      const code = await codeFromOutbox(server.dataDir, mailTo(user.email), `to ${user.email}`, { digits: 6 });
      const wrong = wrongCode(code);
      if (mode === 'sequential') {
        for (let i = 0; i < 5; i += 1) await graphql(server, VERIFY_CODE, { variables: { code: wrong, email: user.email } });
      } else if (mode === 'parallel') {
        const tries = Array.from({ length: 10 }, () => graphql(server, VERIFY_CODE, { variables: { code: wrong, email: user.email } }));
        for (const res of await Promise.all(tries)) assert.equal(res.body.data.verifyPasswordResetCode.error.code, 'INVALID_CODE');
      } else {
        const fields = Array.from({ length: 8 }, (_, i) => `w${i}: verifyPasswordResetCode(code: "${wrong}", email: "${user.email}") { error { code } }`);
        const doc = `mutation { ${fields.join(' ')} right: resetPassword(code: "${code}", email: "${user.email}", pwd: "alias-pass-1") { error { code } success { message } } }`;
        // One costly operation per document (docs/security.md "Limits"): refused, nothing runs.
        const res = await graphql(server, doc);
        assert.equal(res.body.data, undefined, JSON.stringify(res.body));
        assert.equal(res.body.errors?.[0]?.extensions?.code, 'TOO_MANY_COSTLY_OPERATIONS', JSON.stringify(res.body));
        for (let i = 0; i < 5; i += 1) await graphql(server, VERIFY_CODE, { variables: { code: wrong, email: user.email } });
      }
      const right = await graphql(server, RESET, { variables: { pwd: 'locked-out-pass', code, email: user.email } });
      assert.equal(right.body.data.resetPassword.error.message, 'Invalid or expired code', mode);
      assert.equal((await login(user.email, user.password)).status, 'LoggedIn', mode);
    }
  });
});
