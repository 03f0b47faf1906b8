// The real binary over HTTP: health, GraphQL over HTTP status codes and media types, CORS,
// limits, static files and a clean stop on SIGTERM.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { graphql, repoRoot, startServer } from './harness.mjs';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

describe('karyana over HTTP', () => {
  let server;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('answers /healthz', async () => {
    const res = await fetch(`${server.url}/healthz`);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { status: 'ok' });
  });

  it('runs a query over POST with the graphql-response media type', async () => {
    const res = await graphql(server, '{ __typename }');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /^application\/graphql-response\+json/);
    assert.deepEqual(res.body, { data: { __typename: 'Query' } });
  });

  it('answers settings_str', async () => {
    const res = await graphql(server, '{ settings_str }');
    assert.equal(res.status, 200);
    assert.equal(res.body.errors, undefined);
    assert.equal(typeof res.body.data.settings_str, 'string');
  });

  it('runs a query over GET and refuses a mutation over GET', async () => {
    const ok = await fetch(`${server.graphqlUrl}?query=${encodeURIComponent('{ __typename }')}`);
    assert.equal(ok.status, 200);
    assert.deepEqual(await ok.json(), { data: { __typename: 'Query' } });

    const mutation = await fetch(`${server.graphqlUrl}?query=${encodeURIComponent('mutation { __typename }')}`, {
      headers: { accept: GRAPHQL_RESPONSE },
    });
    assert.equal(mutation.status, 405);
    assert.equal(mutation.headers.get('allow'), 'POST');
  });

  it('uses the spec status codes for bad requests', async () => {
    const post = (body, headers = {}) =>
      fetch(server.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: GRAPHQL_RESPONSE, ...headers },
        body,
      });
    assert.equal((await post('{"query":')).status, 400);
    assert.equal((await post('{"qeury":"{ __typename }"}')).status, 400);
    assert.equal((await post('{"query":"{ __typename }"}', { 'content-type': 'text/plain' })).status, 415);
    assert.equal((await post('{"query":"{ __typename }"}', { accept: 'text/html' })).status, 406);

    const invalid = await post('{"query":"{ notAField }"}');
    assert.equal(invalid.status, 400);
    const body = await invalid.json();
    assert.equal(body.data, undefined);
    assert.ok(body.errors.length > 0);

    // With plain application/json a well-formed request is always 200.
    const legacy = await post('{"query":"{ notAField }"}', { accept: 'application/json' });
    assert.equal(legacy.status, 200);
    assert.match(legacy.headers.get('content-type'), /^application\/json/);
  });

  it('refuses very deep queries with a clear error and keeps serving', async () => {
    const post = (query) =>
      fetch(server.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: GRAPHQL_RESPONSE },
        body: JSON.stringify({ query }),
      });
    // Deeper than the depth limit, through a type that nests into itself.
    const nested = '{ __type(name: "Query") ' + '{ fields { type '.repeat(8) + '{ name }' + ' }'.repeat(16) + ' }';
    const deep = await post(nested);
    assert.equal(deep.status, 400);
    const body = await deep.json();
    assert.equal(body.data, undefined);
    assert.ok(body.errors.length > 0 && body.errors[0].message.length > 0);

    // Thousands of nested braces: refused by the parser.
    const braces = await post('{ __typename ' + '{'.repeat(5000) + '}'.repeat(5000) + ' }');
    assert.equal(braces.status, 400);
    assert.ok((await braces.json()).errors.length > 0);

    assert.equal((await graphql(server, '{ __typename }')).status, 200);
  });

  it('lets the web app read the token headers', async () => {
    // Other origins are allowed only when listed (--allowed-origins, proxy_limits.test.mjs).
    const res = await graphql(server, '{ __typename }', { headers: { origin: server.url } });
    assert.equal(res.headers.get('access-control-allow-origin'), server.url);
    assert.match(res.headers.get('access-control-expose-headers'), /\btoken\b/);
    assert.match(res.headers.get('access-control-expose-headers'), /refresh-token/);
  });

  it('refuses bodies over the limit and keeps serving', async () => {
    const res = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename }`, variables: { pad: 'x'.repeat(2 * 1024 * 1024) } }),
    }).catch((error) => ({ status: 'reset', error }));
    // The server answers 413 and closes; a client still sending may see the reset instead.
    assert.ok(res.status === 413 || res.status === 'reset', `status ${res.status}`);
    assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
  });

  it('answers unknown API paths with JSON 404 and refuses traversal', async () => {
    const api = await fetch(`${server.url}/api/does-not-exist`);
    assert.equal(api.status, 404);
    assert.match(api.headers.get('content-type'), /^application\/json/);

    // The bus publishing hook exists only with KARYANA_TEST_HOOKS=1.
    const hook = await fetch(`${server.url}/api/test/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"topic":"delivery-slots","payload":{}}',
    });
    assert.equal(hook.status, 404);

    // fetch normalises "..", so send the raw target with node:http.
    for (const target of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fetc%2fpasswd']) {
      const status = await new Promise((resolve, reject) => {
        http.get({ host: '127.0.0.1', port: server.port, path: target }, (res) => {
          res.resume();
          resolve(res.statusCode);
        }).on('error', reject);
      });
      assert.equal(status, 400, target);
    }
  });

  it('serves the web app with its index.html fallback', async (t) => {
    const webDir = path.resolve(repoRoot, process.env.KARYANA_WEB_DIR ?? 'web/dist');
    if (!existsSync(path.join(webDir, 'index.html'))) return t.skip(`no built web app in ${webDir}`);
    const res = await fetch(`${server.url}/some/client/route`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /^text\/html/);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    const etag = res.headers.get('etag');
    assert.ok(etag);
    const again = await fetch(`${server.url}/`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);

    // Hashed build assets are cached for a year with their own content type.
    const script = readdirSync(path.join(webDir, 'assets')).find((f) => f.endsWith('.js'));
    if (script) {
      const asset = await fetch(`${server.url}/assets/${script}`);
      assert.equal(asset.status, 200);
      assert.match(asset.headers.get('content-type'), /^text\/javascript/);
      assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      await asset.arrayBuffer();
    }
    // A missing hashed asset is a 404, not the app's HTML.
    assert.equal((await fetch(`${server.url}/assets/missing-0000.js`)).status, 404);
  });
});

describe('stopping karyana', () => {
  it('exits cleanly on SIGTERM', async () => {
    const server = await startServer();
    const result = await server.stop();
    assert.equal(result.signal, null, 'stopped by its own shutdown, not killed');
    assert.equal(result.code, 0);
  });
});
