// Slow work off the I/O threads (issue 15): sign-ins (Argon2id), registrations, password
// resets and uploads run on a bounded work pool. With one work thread and a queue of one, a
// burst of concurrent sign-ins is partly refused with 503 + Retry-After while /healthz keeps
// answering, and a later sign-in succeeds; a pipelined sign-in and /healthz on one connection
// are answered in order; sendPasswordResetCode (its minimum answer time is now a timer) still
// answers with the spec's message, over HTTP and over a websocket.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';

import WebSocket from 'ws';

import { graphql, nextClientAddress, startServer } from './harness.mjs';

const REGISTER = `mutation($input: RegisterClientInput!) {
  registerClient(input: $input) { user { _id } error { message } } }`;
const RESET = `mutation($email: String!) { sendPasswordResetCode(email: $email) { _id error { message code } success { message } } }`;
const RESET_SENT = 'If an account exists for this email, a code has been sent.';
const PASSWORD = 'it-secret-pass';
const EMAIL = 'pool@example.com';

const login = (server, forwardedFor, pwd = PASSWORD) =>
  fetch(`${server.url}/api/user/login`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ username: EMAIL, pwd, app: 'client' }),
  });

// Sends `raw` on one connection and resolves with the responses' status lines and bodies once
// `count` complete responses (Content-Length framed) have arrived.
function pipelined(server, raw, count) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port: server.port, host: '127.0.0.1' });
    let data = Buffer.alloc(0);
    const responses = [];
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      for (;;) {
        const end = data.indexOf('\r\n\r\n');
        if (end < 0) break;
        const head = data.subarray(0, end).toString('latin1');
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (data.length < end + 4 + length) break;
        responses.push({ status: Number(head.split(' ')[1]), body: data.subarray(end + 4, end + 4 + length).toString() });
        data = data.subarray(end + 4 + length);
      }
      if (responses.length >= count) {
        socket.destroy();
        resolve(responses);
      }
    });
    socket.write(raw);
  });
}

describe('work pool', () => {
  let server;

  before(async () => {
    server = await startServer({ args: ['--work-threads', '1', '--work-queue', '1'] });
    const reg = await graphql(server, REGISTER, {
      variables: { input: { fname: 'Pool', gender: 'female', email: EMAIL, password: PASSWORD, phone: '3005123400', receive_offers: 0 } },
    });
    assert.equal(reg.body.data?.registerClient?.error, null, JSON.stringify(reg.body));
  });

  after(async () => {
    const exit = await server?.stop();
    assert.equal(exit?.code, 0, 'the server stops cleanly');
  });

  it('refuses a burst past the queue with 503 + Retry-After, keeps /healthz answering, then signs in', async () => {
    // Each sign-in is an Argon2id run on the one work thread; from distinct clients, so no
    // per-address limit counts them together.
    const burst = Array.from({ length: 12 }, () => login(server, nextClientAddress()));
    const health = [];
    for (let i = 0; i < 5; i += 1) health.push((await fetch(`${server.url}/healthz`)).status);
    const answers = await Promise.all(burst.map(async (p) => {
      const res = await p;
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
    }));
    assert.deepEqual(health, [200, 200, 200, 200, 200]);
    const refused = answers.filter((a) => a.status === 503);
    const signedIn = answers.filter((a) => a.status === 200);
    assert.ok(refused.length >= 1, `some refused: ${JSON.stringify(answers.map((a) => a.status))}`);
    assert.ok(signedIn.length >= 1, 'some served');
    assert.equal(refused.length + signedIn.length, answers.length);
    for (const r of refused) {
      assert.equal(r.retryAfter, '1');
      assert.equal(r.body.error.message, 'The server is busy. Please try again in a moment.');
      assert.equal(r.body.error.textCode, 'SERVER_BUSY');
    }
    for (const s of signedIn) assert.equal(s.body.status, 'LoggedIn');

    const later = await login(server, nextClientAddress());
    assert.equal(later.status, 200);
    assert.equal((await later.json()).status, 'LoggedIn');
  });

  it('answers a pipelined sign-in and /healthz on one connection in order', async () => {
    const body = JSON.stringify({ username: EMAIL, pwd: PASSWORD, app: 'client' });
    const raw =
      `PUT /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-Forwarded-For: ${nextClientAddress()}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}` +
      'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n';
    const [first, second] = await pipelined(server, raw, 2);
    assert.equal(first.status, 200);
    assert.equal(JSON.parse(first.body).status, 'LoggedIn');
    assert.equal(second.status, 200);
    assert.deepEqual(JSON.parse(second.body), { status: 'ok' });
  });

  it('sendPasswordResetCode answers with its message, known account or not, over HTTP', async () => {
    for (const email of [EMAIL, 'nobody-pool@example.com']) {
      const res = await graphql(server, RESET, { variables: { email }, headers: { 'x-forwarded-for': nextClientAddress() } });
      assert.equal(res.status, 200);
      assert.equal(res.body.data.sendPasswordResetCode.error, null);
      assert.equal(res.body.data.sendPasswordResetCode.success.message, RESET_SENT);
    }
  });

  it('sendPasswordResetCode answers with its message over a websocket', async () => {
    const ws = new WebSocket(server.wsUrl, 'graphql-transport-ws');
    const messages = [];
    const waitFor = (predicate) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (found) return resolve(found);
          return undefined;
        };
        if (check()) return;
        ws.on('message', () => check());
        ws.on('close', () => reject(new Error(`closed: ${JSON.stringify(messages)}`)));
      });
    ws.on('message', (data) => messages.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    await waitFor((m) => m.type === 'connection_ack');
    ws.send(JSON.stringify({ id: 'r1', type: 'subscribe', payload: { query: RESET, variables: { email: 'nobody-ws@example.com' } } }));
    // A cheap query sent right after is answered too (the socket resumes reading afterwards).
    ws.send(JSON.stringify({ id: 'q1', type: 'subscribe', payload: { query: '{ __typename }' } }));
    const next = await waitFor((m) => m.id === 'r1' && m.type === 'next');
    assert.equal(next.payload.data.sendPasswordResetCode.success.message, RESET_SENT);
    await waitFor((m) => m.id === 'r1' && m.type === 'complete');
    const cheap = await waitFor((m) => m.id === 'q1' && m.type === 'next');
    assert.equal(cheap.payload.data.__typename, 'Query');
    ws.close();
  });
});
