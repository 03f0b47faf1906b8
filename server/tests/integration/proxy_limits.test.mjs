// Behind a TLS proxy every connection comes from the proxy. With --trust-proxy the server
// believes the proxy's X-Forwarded-For, so the per-address sign-in limit counts each real
// client on its own; without it (or from a peer not in the list) the header is ignored.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';

const REGISTER = `mutation($input: RegisterClientInput!) {
  registerClient(input: $input) { user { _id } error { message } } }`;
// The per-address sign-in limit (auth/rate_limiter.hpp: sign-in:ip, 50 in 15 minutes).
const SIGN_INS_PER_ADDRESS = 50;
const PASSWORD = 'it-secret-pass';

const login = (server, username, pwd, forwardedFor) =>
  fetch(`${server.url}/api/user/login`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ username, pwd, app: 'client' }),
  });

async function register(server, email, phone) {
  const reg = await graphql(server, REGISTER, {
    variables: { input: { fname: 'Proxy', gender: 'female', email, password: PASSWORD, phone, receive_offers: 0 } },
  });
  assert.equal(reg.body.data?.registerClient?.error, null, JSON.stringify(reg.body));
}

// Wrong passwords for made-up accounts, so only the per-address bucket fills; `forwardedFor(i)`
// names the address each attempt claims to come from.
async function failSignIns(server, count, forwardedFor) {
  for (let i = 0; i < count; i += 1) {
    const res = await login(server, `nobody-${i}-${Math.random().toString(36).slice(2)}@example.com`, 'wrong-pass', forwardedFor(i));
    const body = await res.json();
    assert.equal(body.status, 'LoginFailed', `attempt ${i}: ${JSON.stringify(body)}`);
  }
}

async function signInStatus(server, email, pwd, forwardedFor) {
  const res = await login(server, email, pwd, forwardedFor);
  return { http: res.status, status: (await res.json()).status };
}

describe('behind a trusted proxy (--trust-proxy 127.0.0.1)', () => {
  let server;
  before(async () => {
    server = await startServer({ args: ['--trust-proxy', '127.0.0.1'] });
  });
  after(async () => {
    if (server) await server.stop();
  });

  it("failed sign-ins from one forwarded address do not block another address's correct sign-in", async () => {
    const email = 'proxied-customer@example.com';
    await register(server, email, '3007650001');

    await failSignIns(server, SIGN_INS_PER_ADDRESS, () => '198.51.100.7');
    // That client is now limited...
    assert.deepEqual(await signInStatus(server, email, PASSWORD, '198.51.100.7'), { http: 429, status: 'TooManyAttempts' });
    // ...and a customer behind the same proxy, from another address, is not.
    assert.deepEqual(await signInStatus(server, email, PASSWORD, '203.0.113.20'), { http: 200, status: 'LoggedIn' });
    // A client cannot escape its limit by writing its own X-Forwarded-For: the proxy appends
    // the address it saw, and that right-most entry is the client.
    assert.deepEqual(await signInStatus(server, email, PASSWORD, '203.0.113.21, 198.51.100.7'), {
      http: 429,
      status: 'TooManyAttempts',
    });
  });

  it('groups IPv6 clients by their /64', async () => {
    const email = 'proxied-v6@example.com';
    await register(server, email, '3007650002');
    // Every attempt from a different address of one /64.
    await failSignIns(server, SIGN_INS_PER_ADDRESS, (i) => `2001:db8:7:7::${(i + 1).toString(16)}`);
    assert.deepEqual(await signInStatus(server, email, PASSWORD, '2001:db8:7:7:ffff::1'), { http: 429, status: 'TooManyAttempts' });
    assert.deepEqual(await signInStatus(server, email, PASSWORD, '2001:db8:7:8::1'), { http: 200, status: 'LoggedIn' });
  });
});

for (const [title, args] of [
  ['without --trust-proxy', []],
  ['from a peer that is not a trusted proxy (--trust-proxy 10.0.0.0/8)', ['--trust-proxy', '10.0.0.0/8']],
]) {
  describe(title, () => {
    let server;
    before(async () => {
      server = await startServer({ args, trustProxy: false });
    });
    after(async () => {
      if (server) await server.stop();
    });

    it('ignores X-Forwarded-For: every attempt counts against the connecting address', async () => {
      const email = 'direct-customer@example.com';
      await register(server, email, '3007650003');
      await failSignIns(server, SIGN_INS_PER_ADDRESS, (i) => `198.51.100.${i + 1}`);
      assert.deepEqual(await signInStatus(server, email, PASSWORD, '203.0.113.20'), { http: 429, status: 'TooManyAttempts' });
      assert.deepEqual(await signInStatus(server, email, PASSWORD), { http: 429, status: 'TooManyAttempts' });
    });
  });
}
