// scripts/cluster.sh end to end (issue 20): in a fresh run folder it starts a private PostgreSQL
// cluster, two instances and nginx in front; through nginx a GraphQL query is answered, a customer
// registers, a graphql-ws subscription opens (the WebSocket upgrade passes) and hears a cart change,
// and requests from 127.0.0.2 and 127.0.0.3 reach the instances as from those addresses (nginx's
// X-Forwarded-For, trusted from 127.0.0.1: the per-address registration limit tells them apart);
// `cluster.sh stop` then stops everything it started.
// Runs in the PostgreSQL pass of the suite (it brings its own cluster, so once is enough); skipped
// when nginx is not installed.
import assert from 'node:assert/strict';
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';

import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

import { onPostgres } from './database.mjs';
import { binary, nextClientAddress, repoRoot } from './harness.mjs';
import { waitFor } from './subscriber.mjs';

function nginxMissing() {
  if (existsSync('/usr/sbin/nginx')) return false;
  try {
    execFileSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' });
    return false;
  } catch {
    return 'nginx is not installed (apt-get install nginx; scripts/install-deps.sh does): scripts/cluster.sh cannot run';
  }
}
const skip = !onPostgres ? 'runs in the PostgreSQL pass of the suite (KARYANA_TEST_DATABASE=postgres)' : nginxMissing();

const script = path.join(repoRoot, 'scripts', 'cluster.sh');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// One HTTP request from `localAddress`; resolves with { status, body }.
function request(port, { method = 'GET', path: target, headers = {}, body, localAddress = '127.0.0.1' }) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: target, headers, localAddress }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function gql(port, query, variables, headers = {}) {
  const res = await request(port, {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  assert.equal(res.status, 200, res.body);
  return { body: JSON.parse(res.body), headers: res.headers };
}

describe('scripts/cluster.sh', { skip, timeout: 180000 }, () => {
  let dir;
  let port;
  let cluster;
  let output = '';
  let exited = null;

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'karyana-it-cluster-'));
    await chmod(dir, 0o755); // run as root, PostgreSQL runs as `postgres`, which must reach pg/
    port = await freePort();
    const serveArgs = ['--', '--limit', 'registration_per_client=1'];
    cluster = spawn('bash', [script, 'start', '--dir', dir, '--port', String(port), '--instance-ports', '0,0', ...serveArgs], {
      cwd: repoRoot,
      env: {
        ...process.env,
        KARYANA_BIN: binary,
        KARYANA_SEED_CACHE: process.env.KARYANA_SEED_CACHE ?? path.join(os.tmpdir(), 'karyana-it-seed-cache'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cluster.stdout.on('data', (c) => (output += c));
    cluster.stderr.on('data', (c) => (output += c));
    cluster.on('exit', (code, signal) => (exited = { code, signal }));
    await waitFor(() => /cluster: ready at/.test(output) || exited, 'cluster.sh to print "ready"', 150000);
    assert.equal(exited, null, `cluster.sh ended during start:\n${output}`);
  });
  after(async () => {
    if (cluster && !exited) {
      // The test failed before stopping it.
      await promisify(execFile)('bash', [script, 'stop', '--dir', dir], { timeout: 60000 }).catch(() => {});
    }
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('answers GraphQL and a subscription through nginx, passes the client address on, and stops', async (t) => {
    const conf = await readFile(path.join(dir, 'nginx', 'nginx.conf'), 'utf8');
    assert.match(conf, /proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    assert.equal((conf.match(/server 127\.0\.0\.1:\d+ /g) ?? []).length, 2, conf);

    const slots = await gql(port, '{ deliverySlots { _id } }');
    assert.ok(slots.body.data.deliverySlots.length > 0, JSON.stringify(slots.body));
    const page = await gql(port, '{ client_productsQuery(first: 1, filter: "{}") { edges { node { _id } } } }');
    const [{ node: product }] = page.body.data.client_productsQuery.edges;

    // A customer, registered through nginx; its cart watched over a websocket through nginx.
    const reg = await gql(
      port,
      'mutation($input: RegisterClientInput!) { registerClient(input: $input) { user { _id } error { message } } }',
      { input: { fname: 'Cluster', gender: 'female', email: 'cluster@example.com', password: 'it-secret-pass', phone: '03304000000' } },
      { 'x-forwarded-for': nextClientAddress() },
    );
    assert.equal(reg.body.data.registerClient.error, null, JSON.stringify(reg.body));
    const user = { id: reg.body.data.registerClient.user._id, token: reg.headers.token };
    const events = [];
    const client = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { token: user.token } });
    try {
      client.subscribe(
        { query: 'subscription($id: ID!) { cartUpdated(id: $id) { node { items { product_id qty } } } }', variables: { id: user.id } },
        { next: (m) => events.push(m), error: (e) => events.push({ error: String(e?.message ?? JSON.stringify(e)) }), complete: () => {} },
      );
      // Answered on the same socket after the subscription is registered (subscriber.mjs).
      await new Promise((resolve, reject) => client.subscribe({ query: '{ __typename }' }, { next: () => {}, error: reject, complete: resolve }));
      // Two cart changes: nginx spreads requests over both instances, so one of them likely crosses.
      // (Adding adds to the line: 1, then 3.)
      for (const [qty, total] of [[1, 1], [2, 3]]) {
        const add = await gql(
          port,
          'mutation($input: CartItemInput!) { addCartItem(input: $input) { error { message } } }',
          { input: { customer_id: user.id, product_id: product._id, qty } },
          { token: user.token },
        );
        assert.equal(add.body.data.addCartItem.error, null, JSON.stringify(add.body));
        await waitFor(() => events.some((e) => e.data?.cartUpdated?.node?.items?.some((l) => l.qty === total)), `cartUpdated with ${total}`, 10000);
      }
      assert.deepEqual(events.filter((e) => e.error || e.errors), []);
    } finally {
      await client.dispose();
    }

    // The client's address reaches the instances: with one registration per address an hour, a second
    // one from 127.0.0.2 is refused (whichever instance nginx picks: the limit is in the database) while
    // 127.0.0.3 may still register. Were X-Forwarded-For lost or not trusted, all three would come from
    // nginx's 127.0.0.1 (and the first test registration above, forwarded for another address, too).
    const registerFrom = async (localAddress, i) => {
      const res = await request(port, {
        method: 'POST',
        path: '/graphql',
        localAddress,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation($input: RegisterClientInput!) { registerClient(input: $input) { user { _id } error { message } } }',
          variables: { input: { fname: 'Proxy', gender: 'female', email: `proxy-${i}@example.com`, password: 'it-secret-pass', phone: `0330400001${i}` } },
        }),
      });
      assert.equal(res.status, 200, res.body);
      return JSON.parse(res.body).data.registerClient.error?.message ?? null;
    };
    assert.equal(await registerFrom('127.0.0.2', 1), null);
    assert.equal(await registerFrom('127.0.0.2', 2), 'Too many registrations from your network. Please try again later.');
    assert.equal(await registerFrom('127.0.0.3', 3), null);

    // Stop: the script ends, and nothing answers on the port any more.
    const stop = await promisify(execFile)('bash', [script, 'stop', '--dir', dir], { encoding: 'utf8', timeout: 60000 }).catch((e) => {
      throw new Error(`cluster.sh stop failed: ${e.stderr}\n${output}`);
    });
    assert.match(stop.stdout, /stopped/);
    await waitFor(() => exited !== null, 'cluster.sh to exit', 10000);
    assert.equal(exited.signal ?? exited.code, 143, output);
    await assert.rejects(request(port, { path: '/healthz' }));
    assert.equal(existsSync(path.join(dir, 'pg', 'data', 'postmaster.pid')), false, 'PostgreSQL stopped');
    t.diagnostic(output.split('\n').filter((l) => /instance \d:|nginx:/.test(l)).join(' | '));
  });
});
