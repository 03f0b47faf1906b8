// GET /metrics (Prometheus text format 0.0.4) and GET /readyz on the real binary: the text parses
// line by line, counters move by exactly the requests made (a product page, a failed sign-in, an
// order placed and one refused), 1,000 random paths and operation names add no series, readers
// other than a local scraper or the token's holder get what an unknown page gets, and /readyz
// fails while the database file is unreachable.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { cutOffDatabase, onPostgres } from './database.mjs';
import { graphql, startServer } from './harness.mjs';
import { addToCart, customers, placeOrder, products, slotDates } from './shop.mjs';

const PRODUCT = 'query($slug: String!) { productBySlug(slug: $slug) { _id title } }';
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (-?[0-9.eE+-]+|[+-]Inf|NaN)$/;
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/;

// Parses the exposition text strictly: every line is # HELP, # TYPE or a sample of a family typed
// before it; returns { types, samples: [{ name, labels, value }] }.
function parseExposition(text) {
  assert.ok(text.endsWith('\n'), 'the text ends with a new line');
  const types = new Map();
  const samples = [];
  for (const line of text.slice(0, -1).split('\n')) {
    if (line.startsWith('# HELP ')) {
      assert.match(line, /^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* \S/, line);
      continue;
    }
    if (line.startsWith('# TYPE ')) {
      const m = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
      assert.ok(m, `a TYPE line: ${line}`);
      assert.ok(!types.has(m[1]), `one TYPE line for ${m[1]}`);
      types.set(m[1], m[2]);
      continue;
    }
    const m = SAMPLE.exec(line);
    assert.ok(m, `a sample line: ${JSON.stringify(line)}`);
    const [, name, , labelText = ''] = m;
    const labels = {};
    let rest = labelText;
    while (rest.length > 0) {
      const l = LABEL.exec(rest);
      assert.ok(l, `labels of ${JSON.stringify(line)}`);
      labels[l[1]] = l[2].replace(/\\(.)/g, (_, c) => (c === 'n' ? '\n' : c));
      rest = rest.slice(l[0].length);
    }
    const family = types.has(name) ? name : name.replace(/_(bucket|sum|count)$/, '');
    assert.ok(types.has(family), `${name} has a TYPE line before it`);
    if (types.get(family) !== 'histogram') assert.equal(family, name, `${name} is not a histogram's series`);
    const value = Number(m[4].replace('Inf', 'Infinity'));
    assert.ok(!Number.isNaN(value) || m[4] === 'NaN', line);
    samples.push({ name, labels, value });
  }
  return { types, samples };
}

const key = (labels) => JSON.stringify(Object.entries(labels).sort());

// The sum of the samples of `name` whose labels include `match`.
function total(metrics, name, match = {}) {
  return metrics.samples
    .filter((s) => s.name === name && Object.entries(match).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

async function scrape(server, headers = {}) {
  const res = await fetch(`${server.url}/metrics`, { headers });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'text/plain; version=0.0.4; charset=utf-8');
  return parseExposition(await res.text());
}

// What an unknown page answers, to compare a refused /metrics with.
async function unknownPage(server) {
  const res = await fetch(`${server.url}/no-such-page-here`);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

async function assertRefused(server, headers) {
  const res = await fetch(`${server.url}/metrics`, { headers });
  const body = await res.text();
  const unknown = await unknownPage(server);
  assert.equal(res.status, unknown.status);
  assert.equal(res.headers.get('content-type'), unknown.type);
  assert.equal(body, unknown.body);
  assert.ok(!body.includes('karyana_http_requests_total'));
}

describe('GET /metrics and /readyz', () => {
  let server;
  let buyer;
  let product;
  let qty;
  let occurrence;

  before(async () => {
    server = await startServer();
    [buyer] = await customers(server, 'metrics', 1, { phoneBase: 3409000000 });
    const list = await products(server);
    product = list.find((p) => p.available_qty >= Math.ceil(700 / p.price) + 2);
    qty = Math.ceil(700 / product.price);
    occurrence = (await slotDates(server))[0];
    await addToCart(server, buyer, product, qty);
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('writes valid exposition text whose histograms are cumulative', async () => {
    const metrics = await scrape(server);
    for (const name of [
      'karyana_http_requests_total',
      'karyana_http_request_duration_seconds',
      'karyana_graphql_operations_total',
      'karyana_open_sockets',
      'karyana_outbox_queue_length',
      'karyana_graphql_active_subscriptions',
      'karyana_database_transaction_duration_seconds',
      'process_resident_memory_bytes',
      'process_open_fds',
      'process_start_time_seconds',
    ])
      assert.ok(metrics.types.has(name), `${name} is exposed`);
    assert.ok(total(metrics, 'process_resident_memory_bytes') > 1e6);
    assert.ok(total(metrics, 'karyana_open_sockets', { kind: 'http' }) >= 1, 'this request’s own socket');
    // Each histogram series: buckets never fall, +Inf equals _count.
    const series = new Map();
    for (const s of metrics.samples.filter((x) => x.name.endsWith('_bucket'))) {
      const { le, ...rest } = s.labels;
      const id = s.name + key(rest);
      if (!series.has(id)) series.set(id, []);
      series.get(id).push({ le, value: s.value, count: total(metrics, s.name.replace(/_bucket$/, '_count'), rest) });
    }
    assert.ok(series.size > 0);
    for (const [id, buckets] of series) {
      for (let i = 1; i < buckets.length; i += 1) assert.ok(buckets[i].value >= buckets[i - 1].value, id);
      const last = buckets.at(-1);
      assert.equal(last.le, '+Inf', id);
      assert.equal(last.value, last.count, id);
    }
  });

  it('counts exactly the requests made, by route, operation and outcome', async () => {
    const before = await scrape(server);

    const page = await graphql(server, PRODUCT, { variables: { slug: product.slug } });
    assert.equal(page.body.data.productBySlug._id, product._id);
    const login = await fetch(`${server.url}/api/user/login`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody@example.com', pwd: 'wrong-password', app: 'client' }),
    });
    assert.equal((await login.json()).status, 'LoginFailed');
    const placed = await placeOrder(server, buyer, occurrence);
    assert.equal(placed.body.data.createOrderFromCart.error, null, JSON.stringify(placed.body));
    const again = await placeOrder(server, buyer, occurrence); // the cart is empty now
    assert.notEqual(again.body.data.createOrderFromCart.error, null);

    const now = await scrape(server);
    const moved = (name, match) => total(now, name, match) - total(before, name, match);
    assert.equal(moved('karyana_http_requests_total', { route: 'graphql', status: '2xx' }), 3);
    assert.equal(moved('karyana_http_requests_total', { route: 'graphql' }), 3);
    assert.equal(moved('karyana_http_request_duration_seconds_count', { route: 'graphql' }), 3);
    assert.equal(moved('karyana_http_requests_total', { route: '/api/user/login' }), 1);
    assert.equal(moved('karyana_http_requests_total', { route: 'metrics', status: '2xx' }), 1); // the first scrape
    const op = { type: 'query', operation: 'productBySlug' };
    assert.equal(moved('karyana_graphql_operations_total', { ...op, outcome: 'ok' }), 1);
    assert.equal(moved('karyana_graphql_operation_duration_seconds_count', op), 1);
    const order = { type: 'mutation', operation: 'createOrderFromCart' };
    assert.equal(moved('karyana_graphql_operations_total', { ...order, outcome: 'ok' }), 2);
    assert.equal(moved('karyana_orders_placed_total'), 1);
    assert.equal(moved('karyana_orders_refused_total'), 1);
    const reasons = now.samples.filter((s) => s.name === 'karyana_orders_refused_total' && s.value > 0);
    assert.ok(reasons.every((s) => /^[A-Z_]+$/.test(s.labels.reason)), JSON.stringify(reasons));
    // The placed order takes the store's durable write, a group of its own. The refusal (an empty
    // cart): on SQLite answered from a reader's snapshot without the writer (issue 19), on
    // PostgreSQL found inside its own durable write and rolled back. Nothing else writes durably.
    const durable = onPostgres ? 2 : 1;
    assert.equal(moved('karyana_database_transaction_duration_seconds_count', { kind: 'durable' }), durable);
    assert.equal(moved('karyana_database_durable_group_size_count'), durable);
    assert.ok(moved('karyana_database_transaction_duration_seconds_count', { kind: 'read' }) >= 1);
  });

  it('keeps label sets bounded: 1,000 random paths and operation names add no series', async () => {
    const before = await scrape(server);
    const seriesOf = (m) => new Set(m.samples.map((s) => s.name + key(s.labels)));
    const token = () => Math.random().toString(36).slice(2, 10);
    const made = [];
    const request = async (i) => {
      const t = `zz${token()}`;
      made.push(t);
      const paths = [`/${t}`, `/api/${t}`, `/media/${t}.webp`, `/assets/${t}.js`];
      if (i % 10 === 0) {
        await graphql(server, `query ${t} { ${t}: __typename }`, { operationName: t });
        await graphql(server, `query ${t} { nosuchfield_${t} }`);
      } else {
        await (await fetch(`${server.url}${paths[i % paths.length]}`)).arrayBuffer();
      }
    };
    // Ten at a time: well within the server's 64 connections per client.
    for (let i = 0; i < 1000; i += 10) await Promise.all(Array.from({ length: 10 }, (_, j) => request(i + j)));
    const now = await scrape(server);
    const text = JSON.stringify(now.samples.map((s) => s.labels));
    assert.ok(!made.some((t) => text.includes(t)), 'no label value comes from a path or a name the client made up');
    const grown = [...seriesOf(now)].filter((s) => !seriesOf(before).has(s));
    assert.ok(grown.length <= 60, `${grown.length} new series: ${grown.join('\n')}`);
    assert.ok(total(now, 'karyana_graphql_operations_total', { operation: 'other' }) >= 100);
  });

  it('answers other readers what an unknown page answers', async () => {
    // Through a proxy (X-Forwarded-For: the server trusts 127.0.0.1 here), local or not.
    await assertRefused(server, { 'x-forwarded-for': '203.0.113.9' });
    await assertRefused(server, { 'x-forwarded-for': '127.0.0.1' });
    await assertRefused(server, { forwarded: 'for=127.0.0.1' });
    // No token is configured: a bearer changes nothing for a forwarded client.
    await assertRefused(server, { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer x' });
  });

  it('with a token, only its bearer reads the metrics', async () => {
    const guarded = await startServer({ env: { KARYANA_METRICS_TOKEN: 'scrape-secret-123' } });
    try {
      await assertRefused(guarded, {});
      await assertRefused(guarded, { authorization: 'Bearer scrape-secret-12' });
      await assertRefused(guarded, { authorization: 'Bearer scrape-secret-1234' });
      await assertRefused(guarded, { authorization: 'scrape-secret-123' });
      const metrics = await scrape(guarded, {
        authorization: 'Bearer scrape-secret-123',
        'x-forwarded-for': '203.0.113.9',
      });
      assert.ok(metrics.types.has('karyana_http_requests_total'));
    } finally {
      await guarded.stop();
    }
  });

  it('/readyz is ready while the database answers and 503 while it is unreachable', async () => {
    const ready = await fetch(`${server.url}/readyz`);
    assert.equal(ready.status, 200);
    assert.deepEqual(await ready.json(), { status: 'ready' });
    assert.equal(ready.headers.get('cache-control'), 'no-store');

    const restore = await cutOffDatabase(server); // SQLite: the file away; PostgreSQL: connections refused
    try {
      const down = await fetch(`${server.url}/readyz`);
      assert.equal(down.status, 503);
      const body = await down.json();
      assert.equal(body.status, 'unready');
      assert.match(body.reason, /^database: /);
      // Liveness is another question: the process is up.
      assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
    } finally {
      await restore();
    }
    const back = await fetch(`${server.url}/readyz`);
    assert.equal(back.status, 200);
    assert.deepEqual(await back.json(), { status: 'ready' });
  });
});
