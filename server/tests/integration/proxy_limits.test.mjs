// Behind a TLS proxy every connection comes from the proxy. With --trust-proxy the server
// believes the proxy's X-Forwarded-For, so the per-address sign-in limit and the connection
// cap count each real client on its own; without it (or from a peer not in the list) the
// header is ignored; the access log names the same client. Also: CORS and the websocket Origin
// check allow the store's own origin and the --allowed-origins only.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
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

// Opens a connection from `from` (any 127.x.y.z is loopback; fetch's own pooled connections
// come from 127.0.0.1) and sends one keep-alive request; resolves with the answer's status and
// headers, and the socket (still open unless the server closed it).
function openConnection(server, headers = {}, from = '127.0.0.2') {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port: server.port, host: '127.0.0.1', localAddress: from });
    let data = '';
    socket.setEncoding('latin1');
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      data += chunk;
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.removeAllListeners('data');
      const [statusLine, ...lines] = data.slice(0, end).split('\r\n');
      const fields = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers: fields, socket });
    });
    const extra = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n${extra}\r\n`);
  });
}

// A websocket handshake on /graphql from `origin`; resolves with the answer's status (101: upgraded).
function upgradeStatus(server, origin) {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port: server.port,
      path: '/graphql',
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'sec-websocket-protocol': 'graphql-transport-ws',
        ...(origin ? { origin } : {}),
      },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', reject);
    req.end();
  });
}

async function corsOrigin(server, origin) {
  const res = await graphql(server, '{ __typename }', { headers: { origin } });
  assert.equal(res.status, 200);
  return res.headers.get('access-control-allow-origin');
}

// The access log's line for GET `pathname` (unique to its test; the query is not logged), once
// the server wrote it.
async function accessLogLine(server, pathname) {
  for (let i = 0; i < 200; i += 1) {
    const line = server.logs().split('\n').find((l) => l.includes(` GET ${pathname} `));
    if (line) return line;
    await new Promise((r) => setTimeout(r, 25));
  }
  assert.fail(`no access log line for ${pathname}:\n${server.logs()}`);
}

// GET `target` with X-Forwarded-For `forwardedFor` (fetch keeps the connection alive between calls).
async function getForwarded(server, target, forwardedFor) {
  const res = await fetch(`${server.url}${target}`, { headers: { 'x-forwarded-for': forwardedFor } });
  await res.arrayBuffer();
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

  it('names the forwarded client in the access log, request by request on one connection', async () => {
    // The proxy appends the address it saw: the right-most entry is the client.
    await getForwarded(server, '/access-log/first?q=1', '192.0.2.1, 198.51.100.31');
    await getForwarded(server, '/access-log/second', '2001:db8:9::31');
    assert.match(await accessLogLine(server, '/access-log/first'), / 198\.51\.100\.31 GET \/access-log\/first \d{3} /);
    assert.match(await accessLogLine(server, '/access-log/second'), / 2001:db8:9::31 GET \/access-log\/second \d{3} /);
  });
});

describe('the connection cap behind a trusted proxy (--max-connections-per-client 2)', () => {
  let server;
  before(async () => {
    server = await startServer({ args: ['--trust-proxy', '127.0.0.0/8', '--max-connections-per-client', '2'] });
  });
  after(async () => {
    if (server) await server.stop();
  });

  it("counts each forwarded client's connections on its own", async () => {
    const open = [];
    try {
      for (let i = 0; i < 2; i += 1) open.push(await openConnection(server, { 'x-forwarded-for': '198.51.100.7' }));
      assert.deepEqual(open.map((c) => c.status), [200, 200]);
      const third = await openConnection(server, { 'x-forwarded-for': '198.51.100.7' });
      open.push(third);
      assert.equal(third.status, 503);
      assert.equal(third.headers['retry-after'], '5');
      const other = await openConnection(server, { 'x-forwarded-for': '203.0.113.20' });
      open.push(other);
      assert.equal(other.status, 200, 'another client behind the same proxy is not refused');
    } finally {
      for (const c of open) c.socket.destroy();
    }
  });
});

describe('allowed origins (--allowed-origins https://admin.example.org)', () => {
  let server;
  before(async () => {
    server = await startServer({ args: ['--allowed-origins', 'https://admin.example.org/'] });
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('sends the CORS allow header to a listed origin and the store\'s own only', async () => {
    assert.equal(await corsOrigin(server, 'https://admin.example.org'), 'https://admin.example.org');
    assert.equal(await corsOrigin(server, server.url), server.url);
    assert.equal(await corsOrigin(server, 'https://evil.example'), null);
    const preflight = await fetch(server.graphqlUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://admin.example.org',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,token,refresh-token',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'https://admin.example.org');
    assert.match(preflight.headers.get('access-control-allow-headers'), /refresh-token/);
    const res = await graphql(server, '{ __typename }', { headers: { origin: 'https://admin.example.org' } });
    assert.match(res.headers.get('access-control-expose-headers'), /refresh-token/);
  });

  it('lets a listed origin open the websocket and refuses an unlisted one (403)', async () => {
    assert.equal(await upgradeStatus(server, 'https://admin.example.org'), 101);
    assert.equal(await upgradeStatus(server, 'https://evil.example'), 403);
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

    it('names the connecting address in the access log, whatever X-Forwarded-For says', async () => {
      await getForwarded(server, '/access-log/direct', '198.51.100.32');
      assert.match(await accessLogLine(server, '/access-log/direct'), / 127\.0\.0\.1 GET \/access-log\/direct \d{3} /);
    });
  });
}

describe('the default configuration', () => {
  let server;
  before(async () => {
    server = await startServer({ trustProxy: false });
  });
  after(async () => {
    if (server) await server.stop();
  });

  it("allows the store's own origin only, for CORS and for the websocket", async () => {
    assert.equal(await corsOrigin(server, server.url), server.url);
    assert.equal(await corsOrigin(server, 'http://localhost:5173'), null);
    assert.equal(await upgradeStatus(server, server.url), 101);
    assert.equal(await upgradeStatus(server, 'http://localhost:5173'), 403);
    assert.equal(await upgradeStatus(server), 101, 'a client that sends no Origin is not a browser');
  });

  it('caps a client at 64 open connections and lets it connect again once one closes', async () => {
    const open = [];
    try {
      for (let i = 0; i < 64; i += 1) open.push(await openConnection(server));
      assert.ok(open.every((c) => c.status === 200));
      const over = await openConnection(server);
      assert.equal(over.status, 503);
      assert.equal(over.headers['retry-after'], '5');
      assert.equal(over.headers.connection, 'close');
      over.socket.destroy();
      open.pop().socket.destroy();
      let again;
      for (let tries = 0; tries < 50; tries += 1) {
        again = await openConnection(server);
        open.push(again);
        if (again.status === 200) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      assert.equal(again.status, 200);
      // Another address was never refused.
      const neighbour = await openConnection(server, {}, '127.0.0.3');
      open.push(neighbour);
      assert.equal(neighbour.status, 200);
    } finally {
      for (const c of open) c.socket.destroy();
    }
  });
});
