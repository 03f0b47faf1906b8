// The auth master key lives in the database (issue 20), so instances sharing one database sign and
// check with the same key: a customer registered on instance A verifies her phone code and is signed
// in on instance B, and B's sign-in works on A. And the upgrade: a data folder with only the old key
// file (<data dir>/auth/keys) gets that key into its database, which keeps it after the file is gone.
// Both run on either database (KARYANA_TEST_DATABASE); the second instance uses harness.mjs's
// sameDatabaseAs.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import { forgetDatabase, queryRows } from './database.mjs';
import { graphql, startServer } from './harness.mjs';
import { readOutbox } from './outbox.mjs';
import { sleep } from './subscriber.mjs';

const REGISTER = `mutation($input: RegisterClientInput!) {
  registerClient(input: $input) { user { _id } error { message } }
}`;
const VERIFY =
  'mutation($c: String!, $id: ID!) { verifyPhoneCode(code: $c, _id: $id) { phone_confirmed error { message } } }';
const ME = '{ getLoggedInUser { user { _id email } } }';
const bearer = (token) => ({ headers: { authorization: `Bearer ${token}` } });

async function register(server, email, phone) {
  const res = await graphql(server, REGISTER, {
    variables: { input: { fname: 'Hina', gender: 'female', email, password: 'it-secret-pass', phone } },
  });
  assert.equal(res.body.data?.registerClient?.error, null, JSON.stringify(res.body));
  return { id: res.body.data.registerClient.user._id, token: res.headers.get('token') };
}

// The phone code, from whichever instance's dispatcher sent it (the outbox is in the shared database).
async function codeSentTo(phone, ...servers) {
  const deadline = Date.now() + 15000;
  for (;;) {
    for (const server of servers)
      for (const m of await readOutbox(server.dataDir))
        if (m.channel === 'sms' && String(m.to).endsWith(phone)) return /\b(\d{4})\b/.exec(m.body)[1];
    if (Date.now() > deadline) throw new Error(`no code sent to …${phone}`);
    await sleep(100);
  }
}

async function signIn(server, email) {
  const res = await fetch(`${server.url}/api/user/login`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, pwd: 'it-secret-pass', app: 'client' }),
  });
  const body = await res.json();
  assert.equal(body.status, 'LoggedIn', JSON.stringify(body));
  return body.TokenData.token;
}

describe('the auth key in the database', { timeout: 240000 }, () => {
  const servers = []; // stopped last first: a second instance before the first one's database goes
  const folders = [];
  after(async () => {
    for (const server of servers.reverse()) await server.stop();
    for (const folder of folders) {
      forgetDatabase(folder);
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('two instances on one database accept each other’s tokens and phone codes', async () => {
    const a = await startServer();
    servers.push(a);
    const b = await startServer({ sameDatabaseAs: a });
    servers.push(b);

    const email = 'two-instances@example.com';
    const hina = await register(a, email, '3005550101');
    const code = await codeSentTo('3005550101', a, b);
    // Hashed with A's key when A sent it, checked on B; A's token authenticates the call on B.
    const verified = await graphql(b, VERIFY, { variables: { c: code, id: hina.id }, ...bearer(hina.token) });
    assert.deepEqual(verified.body.data.verifyPhoneCode, { phone_confirmed: 1, error: null });
    const onB = await graphql(b, ME, bearer(hina.token));
    assert.deepEqual(onB.body.data.getLoggedInUser.user, { _id: hina.id, email });

    const fromB = await signIn(b, email);
    const onA = await graphql(a, ME, bearer(fromB));
    assert.deepEqual(onA.body.data.getLoggedInUser.user, { _id: hina.id, email });
  });

  it('imports the old key file of an upgraded data folder, and keeps its key once the file is gone', async () => {
    const home = await mkdtemp(path.join(os.tmpdir(), 'karyana-it-key-'));
    folders.push(home);
    const key = 'c0ffee'.padEnd(64, '0');
    const file = path.join(home, 'auth', 'keys');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${key}\n`, { mode: 0o600 });
    const inHome = { dataDir: home }; // database.mjs finds the database by the data folder

    const before = await startServer({ args: ['--data-dir', home] });
    servers.push(before);
    assert.deepEqual(queryRows(inHome, "SELECT value FROM server_secrets WHERE name = 'auth_master_key'"), [
      { value: key },
    ]);
    await stat(file); // left in place
    const email = 'upgraded@example.com';
    const hina = await register(before, email, '3005550102');
    await before.stop();
    servers.pop();

    await rm(file);
    const afterwards = await startServer({ args: ['--data-dir', home] });
    servers.push(afterwards);
    const me = await graphql(afterwards, ME, bearer(hina.token));
    assert.deepEqual(me.body.data.getLoggedInUser.user, { _id: hina.id, email });
    assert.deepEqual(queryRows(inHome, 'SELECT value FROM server_secrets'), [{ value: key }]);
  });
});
