// The real binary over WebSocket: the graphql-ws client (as Apollo's GraphQLWsLink uses it)
// and the protocol's close codes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

import { publish, startServer } from './harness.mjs';

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

  it('closes with 4400 on a garbage binary frame and keeps serving', async () => {
    const ws = rawSocket(server);
    await ws.opened;
    ws.send({ type: 'connection_init' });
    await ws.next();
    ws.socket.send(Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x02]));
    assert.equal((await ws.closed).code, 4400);
    const c = client(server);
    try {
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

describe('events published on the bus', () => {
  let server;
  before(async () => {
    server = await startServer({ env: { KARYANA_TEST_HOOKS: '1' } });
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('reach a graphql-ws subscriber', async () => {
    const c = client(server);
    const received = [];
    let failure = null;
    let wake = () => {};
    const unsubscribe = c.subscribe(
      { query: 'subscription { deliverySlotsUpdated { mutation node { _id start_time max_order_limit } } }' },
      {
        next: (value) => {
          received.push(value);
          wake();
        },
        error: (e) => {
          failure = e;
          wake();
        },
        complete: () => {},
      },
    );
    try {
      const event = { mutation: 'UPDATED', node: { _id: 'slot-1', start_time: '09:00', max_order_limit: 25 } };
      // The subscribe message travels on its own: publish until the server has a listener.
      const deadline = Date.now() + 10000;
      while ((await publish(server, 'delivery-slots', event)) === 0) {
        assert.equal(failure, null, JSON.stringify(failure));
        assert.ok(Date.now() < deadline, 'the subscription never reached the bus');
        await new Promise((r) => setTimeout(r, 50));
      }
      while (received.length === 0 && !failure) await new Promise((r) => (wake = r));
      assert.equal(failure, null, JSON.stringify(failure));
      assert.deepEqual(received[0], { data: { deliverySlotsUpdated: event } });

      await publish(server, 'delivery-slots', { mutation: 'DELETED', node: { _id: 'slot-2' } });
      while (received.length < 2 && !failure) await new Promise((r) => (wake = r));
      assert.deepEqual(received[1].data.deliverySlotsUpdated, {
        mutation: 'DELETED',
        node: { _id: 'slot-2', start_time: null, max_order_limit: null },
      });
    } finally {
      unsubscribe();
      await c.dispose();
    }
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
