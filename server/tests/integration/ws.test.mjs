// The real binary over WebSocket: the graphql-ws client (as Apollo's GraphQLWsLink uses it)
// and the protocol's close codes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

import { startServer } from './harness.mjs';

function client(server, options = {}) {
  return createClient({
    url: server.wsUrl,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    ...options,
  });
}

// Resolves with the first result of a single-result operation.
async function once(c, payload) {
  const results = c.iterate(payload);
  const { value } = await results.next();
  await results.return?.();
  return value;
}

// Opens a raw socket with the given subprotocol; resolves with {code, reason} on close.
function rawSocket(server, protocol = 'graphql-transport-ws') {
  const socket = new WebSocket(server.wsUrl, protocol ? [protocol] : []);
  const closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const opened = new Promise((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  const messages = [];
  const waiters = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  const next = () => (messages.length ? Promise.resolve(messages.shift()) : new Promise((resolve) => waiters.push(resolve)));
  return { socket, opened, closed, next, send: (m) => socket.send(typeof m === 'string' ? m : JSON.stringify(m)) };
}

describe('karyana over graphql-ws', () => {
  let server;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('runs queries through the graphql-ws client', async () => {
    const c = client(server);
    try {
      assert.deepEqual(await once(c, { query: '{ __typename }' }), { data: { __typename: 'Query' } });
      const settings = await once(c, { query: '{ settings_str }' });
      assert.equal(typeof settings.data.settings_str, 'string');
    } finally {
      await c.dispose();
    }
  });

  it('reports validation errors through the sink', async () => {
    const c = client(server);
    try {
      const error = await new Promise((resolve, reject) => {
        c.subscribe({ query: 'subscription { notAField }' }, { next: () => reject(new Error('unexpected next')), error: resolve, complete: () => reject(new Error('unexpected complete')) });
      });
      assert.ok(Array.isArray(error), 'an array of GraphQL errors');
      assert.ok(error[0].message.length > 0);
    } finally {
      await c.dispose();
    }
  });

  it('keeps a subscription open until the client completes it', async () => {
    const c = client(server);
    try {
      let failed = null;
      const unsubscribe = c.subscribe(
        { query: 'subscription { deliverySlotsUpdated { __typename } }' },
        { next: () => {}, error: (e) => (failed = e), complete: () => {} },
      );
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(failed, null, JSON.stringify(failed));
      unsubscribe();
      // The connection still works afterwards.
      assert.deepEqual(await once(c, { query: '{ __typename }' }), { data: { __typename: 'Query' } });
    } finally {
      await c.dispose();
    }
  });

  it('answers ping with pong', async () => {
    const ws = rawSocket(server);
    await ws.opened;
    ws.send({ type: 'connection_init' });
    assert.deepEqual(await ws.next(), { type: 'connection_ack' });
    ws.send({ type: 'ping', payload: { at: 1 } });
    assert.deepEqual(await ws.next(), { type: 'pong', payload: { at: 1 } });
    ws.socket.close(1000);
    assert.equal((await ws.closed).code, 1000);
  });

  it('closes with the protocol codes', async () => {
    const wrong = rawSocket(server, 'graphql-ws');
    assert.equal((await wrong.closed).code, 4406);

    const early = rawSocket(server);
    await early.opened;
    early.send({ id: '1', type: 'subscribe', payload: { query: '{ __typename }' } });
    assert.equal((await early.closed).code, 4401);

    const garbage = rawSocket(server);
    await garbage.opened;
    garbage.send('{ this is not json');
    assert.equal((await garbage.closed).code, 4400);

    const twice = rawSocket(server);
    await twice.opened;
    twice.send({ type: 'connection_init' });
    await twice.next();
    twice.send({ type: 'connection_init' });
    assert.equal((await twice.closed).code, 4429);

    const dup = rawSocket(server);
    await dup.opened;
    dup.send({ type: 'connection_init' });
    await dup.next();
    const sub = { id: 'same', type: 'subscribe', payload: { query: 'subscription { deliverySlotsUpdated { __typename } }' } };
    dup.send(sub);
    dup.send(sub);
    const closed = await dup.closed;
    assert.equal(closed.code, 4409);
    assert.equal(closed.reason, 'Subscriber for same already exists');
  });

  it('closes with 4408 when connection_init does not come', async () => {
    const silent = rawSocket(server);
    await silent.opened;
    const started = Date.now();
    const { code } = await silent.closed;
    assert.equal(code, 4408);
    assert.ok(Date.now() - started >= 2000, 'waited for the init timeout');
  });
});

describe('stopping karyana with open websockets', () => {
  it('says going away (1001) and exits', async () => {
    const server = await startServer();
    const ws = rawSocket(server);
    await ws.opened;
    ws.send({ type: 'connection_init' });
    await ws.next();
    const stopped = server.stop();
    const { code } = await ws.closed;
    assert.equal(code, 1001);
    const result = await stopped;
    assert.equal(result.code, 0);
  });
});
