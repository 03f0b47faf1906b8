// Registration limits, the daily SMS budget and one costly operation per document, against
// the real binary. The server trusts X-Forwarded-For from 127.0.0.1 (--trust-proxy), so each
// test client is an address of its own; SMS are read from <data dir>/outbox.jsonl. "Nothing
// was sent" is shown by order: the dispatcher sends in queue order, so once a later SMS has
// arrived, an earlier one queued by a refused request would have arrived before it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { readOutbox, smsTo, waitForMessages } from './outbox.mjs';

const REGISTER = `mutation($input: RegisterClientInput!) {
  registerClient(input: $input) { user { _id } error { message code } } }`;
const UPDATE_PHONE = `mutation($id: ID!, $phone: String!) {
  updateUserPhone(id: $id, phone: $phone) { phone error { message code } } }`;
const TOO_MANY_FROM_CLIENT = 'Too many registrations from your network. Please try again later.';
const SMS_SPENT = 'We cannot send more text messages right now. Please try again tomorrow or contact support.';

const input = (tag, phone) => ({ fname: 'Limit', gender: 'female', email: `${tag}@example.com`, password: 'it-secret-pass', phone });

function register(server, address, tag, phone) {
  return graphql(server, REGISTER, { variables: { input: input(tag, phone) }, headers: { 'x-forwarded-for': address } });
}

async function signIn(server, email) {
  const res = await fetch(`${server.url}/api/user/login`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.250' },
    body: JSON.stringify({ username: email, pwd: 'it-secret-pass', app: 'client' }),
  });
  return (await res.json()).status;
}

describe('registration limits with the default limits', () => {
  let server;
  before(async () => {
    server = await startServer({ args: ['--trust-proxy', '127.0.0.1'] });
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('refuses one document with 16 registerClient (15 aliased): no account, no SMS', async () => {
    let fields = '';
    const variables = {};
    const defs = [];
    for (let i = 0; i < 16; i += 1) {
      defs.push(`$i${i}: RegisterClientInput!`);
      variables[`i${i}`] = input(`bulk-${i}`, String(3005000000 + i));
      fields += `${i === 0 ? '' : `r${i}: `}registerClient(input: $i${i}) { user { _id } error { message } }\n`;
    }
    const res = await graphql(server, `mutation(${defs.join(', ')}) {\n${fields}}`, {
      variables,
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    assert.equal(res.body.data, undefined, JSON.stringify(res.body));
    assert.equal(res.body.errors.length, 1, JSON.stringify(res.body));
    assert.equal(
      res.body.errors[0].message,
      'Too many costly operations in one request (16: registerClient; the limit is 1). Send them one at a time.',
    );
    assert.equal(res.body.errors[0].extensions?.code, 'TOO_MANY_COSTLY_OPERATIONS');

    // A costly field beside another costly one is refused as well.
    const mixed = await graphql(
      server,
      'mutation { registerClient(input: {fname: "a", email: "mixed@example.com", password: "it-secret-pass", phone: "3005999999"}) { error { message } } sendPasswordResetCode(email: "mixed@example.com") { error { message } } }',
      { headers: { 'x-forwarded-for': '198.51.100.1' } },
    );
    assert.match(mixed.body.errors?.[0]?.message ?? '', /^Too many costly operations in one request \(2: registerClient, sendPasswordResetCode;/);

    // One registration afterwards: its SMS is the first and only one in the outbox.
    const one = await register(server, '198.51.100.1', 'after-bulk', '3005100000');
    assert.equal(one.body.data.registerClient.error, null, JSON.stringify(one.body));
    await waitForMessages(server.dataDir, smsTo('3005100000'), 'to …3005100000');
    const sms = (await readOutbox(server.dataDir)).filter((m) => m.channel === 'sms');
    assert.deepEqual(sms.map((m) => m.to), ['03005100000']);
    for (const i of [0, 1, 15]) assert.equal(await signIn(server, `bulk-${i}@example.com`), 'LoginFailed');
    assert.equal(await signIn(server, 'mixed@example.com'), 'LoginFailed');
  });

  it('refuses registrations past 5 an hour from one address while another address still registers', async () => {
    const address = '198.51.100.20';
    for (let i = 0; i < 5; i += 1) {
      const res = await register(server, address, `client-${i}`, String(3006000000 + i));
      assert.equal(res.body.data.registerClient.error, null, JSON.stringify(res.body));
    }
    const refused = await register(server, address, 'client-5', '3006000005');
    assert.equal(refused.body.data.registerClient.user, null);
    assert.equal(refused.body.data.registerClient.error.message, TOO_MANY_FROM_CLIENT);
    assert.equal(refused.body.data.registerClient.error.code, 'RATE_LIMITED');
    assert.equal(await signIn(server, 'client-5@example.com'), 'LoginFailed');

    const other = await register(server, '198.51.100.21', 'client-5', '3006000005');
    assert.equal(other.body.data.registerClient.error, null, JSON.stringify(other.body));
    assert.equal(await signIn(server, 'client-5@example.com'), 'LoggedIn');
  });
});

describe('registration and SMS limits set by configuration', () => {
  let server;
  before(async () => {
    server = await startServer({
      args: ['--trust-proxy', '127.0.0.1', '--limit', 'sms_per_phone=1', '--limit', 'sms_per_day=3', '--limit', 'sign_in_free_failures=2'],
      env: { KARYANA_LIMITS: 'registration_total=6' },
    });
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('refuses an SMS past the per-number budget, then past the day\'s budget, with the message', async () => {
    const first = await register(server, '203.0.113.1', 'budget-a', '3007000001');
    assert.equal(first.body.data.registerClient.error, null, JSON.stringify(first.body));
    // The same (unconfirmed) number again, from another address: its one SMS is spent.
    const again = await register(server, '203.0.113.2', 'budget-b', '3007000001');
    assert.equal(again.body.data.registerClient.user, null);
    assert.deepEqual(again.body.data.registerClient.error, { message: SMS_SPENT, code: 'SMS_LIMIT' });
    assert.equal(await signIn(server, 'budget-b@example.com'), 'LoginFailed');

    const second = await register(server, '203.0.113.3', 'budget-c', '3007000002');
    assert.equal(second.body.data.registerClient.error, null, JSON.stringify(second.body));
    const third = await register(server, '203.0.113.4', 'budget-d', '3007000003');
    assert.equal(third.body.data.registerClient.error, null, JSON.stringify(third.body));

    // Three SMS today: the fourth number is refused, by registration and by a phone change.
    const fourth = await register(server, '203.0.113.5', 'budget-e', '3007000004');
    assert.deepEqual(fourth.body.data.registerClient.error, { message: SMS_SPENT, code: 'SMS_LIMIT' });
    const change = await graphql(server, UPDATE_PHONE, {
      variables: { id: third.body.data.registerClient.user._id, phone: '3007000005' },
      headers: { token: third.headers.get('token'), 'x-forwarded-for': '203.0.113.4' },
    });
    assert.equal(change.body.data.updateUserPhone.phone, '03007000003');
    assert.deepEqual(change.body.data.updateUserPhone.error, { message: SMS_SPENT, code: 'SMS_LIMIT' });

    await waitForMessages(server.dataDir, (m) => m.channel === 'sms', 'three SMS', { count: 3 });
    const sms = (await readOutbox(server.dataDir)).filter((m) => m.channel === 'sms');
    assert.deepEqual(sms.map((m) => m.to).sort(), ['03007000001', '03007000002', '03007000003']);
  });

  it('refuses registrations past the configured total with its own message', async () => {
    // Registrations count once past the per-address and total checks, before the SMS budget:
    // the five above count (two were refused for SMS), so one more reaches the total of 6.
    const sixth = await register(server, '203.0.113.10', 'total-0', '3007100000');
    assert.equal(sixth.body.data.registerClient.error?.code, 'SMS_LIMIT', JSON.stringify(sixth.body));
    const refused = await register(server, '203.0.113.20', 'total-3', '3007100003');
    assert.deepEqual(refused.body.data.registerClient.error, {
      message: 'We are receiving too many registrations right now. Please try again later.',
      code: 'RATE_LIMITED',
    });
  });

  it('slows a failing client after the configured free failures, never the owner elsewhere', async () => {
    const attempt = async (pwd, from) => {
      const res = await fetch(`${server.url}/api/user/login`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ username: 'budget-a@example.com', pwd, app: 'client' }),
      });
      return { status: (await res.json()).status, retryAfter: res.headers.get('retry-after') };
    };
    assert.equal((await attempt('wrong-pass-1', '192.0.2.251')).status, 'LoginFailed');
    assert.equal((await attempt('wrong-pass-2', '192.0.2.251')).status, 'LoginFailed');
    // Now every further failure doubles the wait (1 s, 2 s, 4 s...): quick tries meet one.
    const tries = [];
    for (let i = 0; i < 5; i += 1) tries.push(await attempt(`wrong-pass-${i + 3}`, '192.0.2.251'));
    const waited = tries.find((t) => t.status === 'TooManyAttempts');
    assert.ok(waited, JSON.stringify(tries));
    assert.ok(Number(waited.retryAfter) >= 1, JSON.stringify(waited));
    // The owner, from an address that has not been failing, is checked at once.
    assert.equal((await attempt('it-secret-pass', '192.0.2.252')).status, 'LoggedIn');
  });
});
