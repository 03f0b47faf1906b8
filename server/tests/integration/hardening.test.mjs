// Hardening against the real binary (issue 15): the browser headers on the web app, its assets
// and the API (Content-Security-Policy, Referrer-Policy, HSTS only when configured, no-store
// where tokens travel); a sent message's text leaves the outbox table; the data folder's files
// are the server's alone (0600, folders 0700); GraphQL's "Did you mean" hints only on request.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';

import { onPostgres } from './database.mjs';
import { binary, graphql, repoRoot, startServer } from './harness.mjs';
import { codeFromOutbox, smsTo } from './outbox.mjs';
import { picture } from './png.mjs';
import { quote, sql } from './shop.mjs';
import { sleep } from './subscriber.mjs';

const run = promisify(execFile);

const REGISTER = `mutation($input: RegisterClientInput!) {
  registerClient(input: $input) { user { _id } error { message } } }`;
const TYPO = '{ settings_strr }';

const cspOf = (res) => {
  const policy = res.headers.get('content-security-policy');
  assert.ok(policy, `${res.url}: a Content-Security-Policy`);
  return Object.fromEntries(
    policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]),
  );
};

// The headers every answer carries, HTML or JSON.
function assertBrowserHeaders(res, { tileOrigin = 'https://tile.openstreetmap.org' } = {}) {
  const csp = cspOf(res);
  assert.deepEqual(csp['default-src'], ["'self'"]);
  assert.deepEqual(csp['script-src'], ["'self'"]);
  assert.deepEqual(csp['img-src'], ["'self'", 'data:', 'blob:', tileOrigin]);
  assert.deepEqual(csp['connect-src'], ["'self'"]);
  assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
  assert.deepEqual(csp['object-src'], ["'none'"]);
  assert.deepEqual(csp['base-uri'], ["'self'"]);
  assert.deepEqual(csp['form-action'], ["'self'"]);
  assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
}

const login = (server, username, pwd) =>
  fetch(`${server.url}/api/user/login`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, pwd, app: 'client' }),
  });

describe('hardening, default configuration', () => {
  let server;
  let token; // the customer registered by the sign-in test
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('sends the browser headers on the page, a hashed asset and the API, and no HSTS', async () => {
    const page = await fetch(`${server.url}/`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assertBrowserHeaders(page);
    assert.equal(page.headers.get('strict-transport-security'), null);
    // script-src 'self' holds only while the page has no inline script.
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/, 'no inline <script> in index.html');

    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    assert.ok(asset, 'index.html loads a hashed script');
    const script = await fetch(`${server.url}${asset}`);
    assert.equal(script.status, 200);
    assertBrowserHeaders(script);
    assert.equal(script.headers.get('strict-transport-security'), null);

    const api = await graphql(server, '{ settings_str }');
    assert.equal(api.status, 200);
    assertBrowserHeaders({ headers: api.headers, url: '/graphql' });
    assert.equal(api.headers.get('cache-control'), 'no-store');
    assert.equal(api.headers.get('strict-transport-security'), null);

    const missing = await fetch(`${server.url}/api/nothing-here`);
    assert.equal(missing.status, 404);
    assertBrowserHeaders(missing);
    assert.equal(missing.headers.get('cache-control'), 'no-store', 'every API answer is no-store');
  });

  it('answers sign-ins with Cache-Control: no-store, failed or not, and blanks the sent code in the outbox table', async () => {
    const email = 'hardening@example.com';
    const password = 'it-secret-pass';
    const reg = await graphql(server, REGISTER, {
      variables: { input: { fname: 'Hina', gender: 'female', email, password, phone: '3007654321', receive_offers: 0 } },
    });
    assert.equal(reg.body.data?.registerClient?.error, null, JSON.stringify(reg.body));
    assert.equal(reg.headers.get('cache-control'), 'no-store');
    token = reg.headers.get('token');

    const wrong = await login(server, email, 'nope-nope');
    assert.equal((await wrong.json()).status, 'LoginFailed');
    assert.equal(wrong.headers.get('cache-control'), 'no-store');
    assertBrowserHeaders(wrong);

    const ok = await login(server, email, password);
    assert.equal((await ok.json()).status, 'LoggedIn');
    assert.ok(ok.headers.get('token'), 'the sign-in carries the token header');
    assert.equal(ok.headers.get('cache-control'), 'no-store');
    assertBrowserHeaders(ok);

    // The dev sender's log (the development "phone") still has the code; the table does not.
    const code = await codeFromOutbox(server.dataDir, smsTo('3007654321'), 'to …3007654321');
    const deadline = Date.now() + 15000;
    let rows;
    for (;;) {
      rows = await sql(server, `SELECT body, sent_at FROM message_outbox WHERE recipient LIKE ${quote('%3007654321')}`);
      if (rows.length > 0 && rows.every((r) => r.sent_at !== null)) break;
      assert.ok(Date.now() < deadline, `outbox rows not marked sent: ${JSON.stringify(rows)}`);
      await sleep(100);
    }
    for (const row of rows) assert.equal(row.body, '', `a sent message keeps no text (code ${code})`);
  });

  it('creates the data folder files 0600 and folders 0700, and still serves media', async () => {
    assert.ok(token, 'the sign-in test registered a customer');
    const mode = async (name) => (await stat(path.join(server.dataDir, name))).mode & 0o777;
    await graphql(server, '{ settings_str }'); // the database is open and written (WAL)
    const sqliteFiles = onPostgres ? [] : ['karyana.sqlite3', 'karyana.sqlite3-wal', 'karyana.sqlite3-shm'];
    for (const name of [...sqliteFiles, 'outbox.jsonl']) {
      assert.equal((await mode(name)).toString(8), '600', name);
    }
    assert.equal((await mode('media')).toString(8), '700', 'media/');

    // An upload: its folder and files are created now, by the server.
    const form = new FormData();
    form.append('name', 'me.png');
    form.append('file', new Blob([picture(64, 48)], { type: 'image/png' }), 'me.png');
    form.append('data', JSON.stringify({ purpose: 'avatar' }));
    const res = await fetch(`${server.url}/api/upload/assets`, { method: 'POST', headers: { token }, body: form });
    const body = await res.json();
    assert.equal(res.status, 200, JSON.stringify(body));
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const file = body.srcUrl.replace(/^\/media\//, 'media/');
    assert.equal((await mode(file)).toString(8), '600', file);
    assert.equal((await mode(path.dirname(file))).toString(8), '700', path.dirname(file));
    const served = await fetch(`${server.url}${body.srcUrl}`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');

    // The seed's pictures (hard links into the seed cache, so their mode is the cache's) are served.
    const media = path.join(server.dataDir, 'media');
    const seeded = (await readdir(path.join(media, 'products')))[0];
    assert.ok(seeded, 'the seed put pictures into media/products');
    const product = await fetch(`${server.url}/media/products/${seeded}`);
    assert.equal(product.status, 200);
    assert.match(product.headers.get('content-type'), /^image\//);
  });

  it('gives no "Did you mean" hints in GraphQL validation errors', async () => {
    const res = await graphql(server, TYPO);
    const message = res.body.errors?.[0]?.message;
    assert.equal(message, 'Cannot query field "settings_strr" on type "Query".');
    const leaf = await graphql(server, '{ getLoggedInUser }');
    assert.equal(leaf.body.errors?.[0]?.message, 'Field "getLoggedInUser" of type "LoggedInUser" must have a selection of subfields.');
    // Introspection stays on (docs/security.md).
    const types = await graphql(server, '{ __schema { queryType { name } } }');
    assert.equal(types.body.data.__schema.queryType.name, 'Query');
  });
});

describe('hardening, configured', () => {
  let server;
  before(async () => {
    server = await startServer({
      env: { KARYANA_HSTS: 'max-age=31536000; includeSubDomains' },
      args: ['--graphql-suggestions', '--map-tile-origin', 'https://tiles.example.org/'],
    });
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('sends HSTS as configured and allows the configured tile server', async () => {
    const page = await fetch(`${server.url}/`);
    assertBrowserHeaders(page, { tileOrigin: 'https://tiles.example.org' });
    assert.equal(page.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains');
    const api = await graphql(server, '{ settings_str }');
    assert.equal(api.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains');
  });

  it('gives "Did you mean" hints with --graphql-suggestions', async () => {
    const res = await graphql(server, TYPO);
    assert.match(res.body.errors?.[0]?.message, /^Cannot query field "settings_strr" on type "Query"\. Did you mean "settings_str"/);
  });
});

describe('hardening configuration', () => {
  it('refuses an HSTS value or a tile origin that is not one', async () => {
    for (const args of [
      ['--hsts', 'yes'],
      ['--map-tile-origin', 'https://tiles.example.org/{z}/{x}/{y}.png'],
      ['--map-tile-origin', "https://a.example.org; script-src 'unsafe-inline'"],
    ]) {
      const failed = await run(binary, ['serve', ...args], { cwd: repoRoot }).then(
        () => assert.fail(`started with ${args.join(' ')}`),
        (error) => error,
      );
      assert.equal(failed.code, 2, args.join(' '));
      assert.match(failed.stderr, new RegExp(args[0]));
    }
  });
});
