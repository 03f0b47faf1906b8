// Two real karyana processes on one PostgreSQL database (issue 20 "Several instances"), with the
// clients spread over both (two_instances.mjs):
//   - issue 6's races: 24 customers for 6 units, a slot with room for 5 (each submit of the first
//     ten sent to BOTH instances at once with one Idempotency-Key: one order), a voucher with 4 uses
//     left — exactly the room is taken, and the database keeps every invariant (shop.mjs);
//   - one media folder: a picture uploaded through b is served by a, the demo's seeded by a by b;
//   - events cross instances: a cart changed through b reaches a's cartUpdated subscriber, an order
//     placed and moved through b reaches a staff subscriber on a, and a sign-out through b closes
//     the session's socket on a (4401) and ends its token there;
//   - the outbox with both senders running: every message of registrations made through both at once
//     is written exactly once, by one of the two (their outbox.jsonl files counted together);
//   - SIGKILL of b in the middle of a burst spread over both: every order either acknowledged is
//     stored, and a keeps taking orders.
// PostgreSQL only: skipped on SQLite (one process owns its file).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { integrityCheck } from './database.mjs';
import { graphql } from './harness.mjs';
import { readOutbox } from './outbox.mjs';
import { killSwitch, orderRaces } from './order_races.mjs';
import { addToCart, as, checkInvariants, customers, placeOrder, products, removeFromCart, setStock, slotDates, sql } from './shop.mjs';
import { picture } from './png.mjs';
import { openSocket, ORDER_UPDATED, Q, readOrder, staffChange, staffMember, uploadAsset } from './staff.mjs';
import { subscribe, waitFor } from './subscriber.mjs';
import { dataDirs, startTwoInstances, stopTwoInstances, twoInstancesOnly } from './two_instances.mjs';

const CUSTOMERS = 24;
const CART_UPDATED = 'subscription($id: ID!) { cartUpdated(id: $id) { mutation node { items { product_id qty } } } }';

describe('two instances on one PostgreSQL database', { skip: twoInstancesOnly, timeout: 180000 }, () => {
  let pair;
  let a;
  let b;
  let people;
  let filler; // plenty of stock; lifts every cart above FLAT100's RS 1000 minimum
  let fillerQty;
  let occurrences;
  let races;
  const acknowledged = [];
  const startingStock = {};
  // Customer i talks to one instance: a for even i, b for odd.
  const via = (i) => (i % 2 === 0 ? a : b);

  before(async () => {
    // No cap on a customer's orders awaiting delivery: the SIGKILL burst places several per customer.
    pair = await startTwoInstances({ env: { KARYANA_TEST_HOOKS: '1' }, args: ['--set', 'max_live_orders_per_customer=0'] });
    ({ a, b } = pair);
    people = await customers(a, 'two', CUSTOMERS, { phoneBase: 3302000000, outboxDirs: dataDirs(pair) });
    const list = await products(a);
    const scarce = list[1]; // the product whose last units are raced for
    filler = list[0];
    fillerQty = Math.ceil(1100 / filler.price);
    await setStock(b, filler, 100000);
    await setStock(a, scarce, 6);
    startingStock[filler._id] = 100000;
    startingStock[scarce._id] = 6;
    occurrences = await slotDates(a);
    assert.ok(occurrences.length >= 4);
    races = orderRaces({ main: a, via, people, scarce, filler, fillerQty, occurrences, startingStock, acknowledged, together: true });
  });
  after(async () => {
    if (pair) await stopTwoInstances(pair);
  });

  it('sells the last 6 units to exactly 6 of 24 customers spread over both instances', async () => {
    await races.stock();
  });

  it('fills a slot with room for 5 with 5 orders; one submit sent to both instances at once makes one order', async () => {
    // The first ten send their submit to a and to b at once, as a retry through another instance would.
    await races.slot({ key: 'two-slot-', doubledVia: [a, b], limitsVia: b });
  });

  it('lets a voucher with 4 uses left go to exactly 4 orders placed through both instances', async () => {
    await races.voucher();
    await races.accountedFor('one stored order per acknowledged one, none without');
  });

  it("delivers a cart change made through b to the cart's subscriber on a", async () => {
    const [p] = people;
    const watch = subscribe(a, p.token, { query: CART_UPDATED, variables: { id: p.id } });
    try {
      await watch.ready;
      await removeFromCart(b, p, filler);
      await addToCart(b, p, filler, 3);
      await waitFor(
        () => watch.events.some((e) => e.data.cartUpdated.node?.items.some((l) => l.product_id === filler._id && l.qty === 3)),
        "a's cartUpdated for the change made through b",
      );
      assert.deepEqual(watch.errors, []);
    } finally {
      await watch.client.dispose();
    }
  });

  it('tells a staff subscriber on a about an order placed and moved through b', async () => {
    const manager = await staffMember(a, 'manager', 'two-instances-manager');
    const watch = subscribe(a, manager.token, { query: ORDER_UPDATED });
    try {
      await watch.ready;
      const p = people[1];
      await removeFromCart(b, p, filler);
      await addToCart(b, p, filler, fillerQty);
      const res = await placeOrder(b, p, occurrences[3]);
      const placed = res.body.data.createOrderFromCart;
      assert.equal(placed.error, null, JSON.stringify(res.body));
      acknowledged.push(placed);
      const of = (kind) => watch.events.map((e) => e.data.staffOrderUpdated).filter((e) => e.serial === placed.serial && e.kind === kind);
      await waitFor(() => of('CREATED').length > 0, "a's CREATED event for the order placed through b");

      // The manager's token from a is good on b too (one auth secret).
      const order = await readOrder(b, manager, placed.serial);
      const status = order.status === 'unconfirmed' ? 'new' : 'picking'; // a customer's first order is confirmed first
      const moved = await staffChange(
        b, manager, Q.setStatus, { serial: order.serial, version: order.version, status }, 'staffSetOrderStatus',
      );
      await waitFor(() => of('UPDATED').length > 0, "a's UPDATED event for the change made through b");
      assert.deepEqual(of('UPDATED').map((e) => [e.status, e.version]), [[status, moved.version]]);
      assert.deepEqual(watch.errors, []);
    } finally {
      await watch.client.dispose();
    }
  });

  it("closes the session's socket on a (4401) when it signs out through b, and a refuses its token", async () => {
    const p = people[2];
    const ME = '{ getLoggedInUser { user { _id } } }';
    const ws = await openSocket(a, p.token);
    ws.subscribe('me', ME);
    const [answer] = await ws.answered('me');
    assert.equal(answer.payload.data.getLoggedInUser.user._id, p.id, JSON.stringify(answer));

    const out = await graphql(b, 'mutation { logout { _id success { message } } }', as(p));
    assert.equal(out.body.data.logout.success.message, 'Signed out', JSON.stringify(out.body));
    await waitFor(() => ws.isClosed(), 'the socket on a to close after the sign-out through b');
    assert.deepEqual(await ws.closed, { code: 4401, reason: 'Unauthorized' });
    const again = await graphql(a, ME, as(p));
    assert.equal(again.body.data?.getLoggedInUser ?? null, null, JSON.stringify(again.body));
  });

  it('serves a picture uploaded through b from a, and the pictures a seeded from b (one --media-dir)', async () => {
    const bytes = picture(120, 90);
    const up = await uploadAsset(b, people[3], { kind: null, bytes });
    assert.equal(up.status, 200, JSON.stringify(up.body));
    assert.equal(up.body.error, null, JSON.stringify(up.body));
    // (The server writes its own encoding of the picture: a's answer is compared with b's.)
    const [fromA, fromB] = await Promise.all([a, b].map((s) => fetch(`${s.url}${up.body.srcUrl}`)));
    assert.equal(fromA.status, 200, up.body.srcUrl);
    assert.equal(fromA.headers.get('content-type'), 'image/png');
    assert.deepEqual(Buffer.from(await fromA.arrayBuffer()), Buffer.from(await fromB.arrayBuffer()));

    const [{ picture: seeded }] = await sql(a, "SELECT picture FROM products WHERE picture LIKE '/media/%' ORDER BY id LIMIT 1");
    assert.equal((await fetch(`${b.url}${seeded}`)).status, 200, seeded);
  });

  it("sends each outbox message once while both instances' senders run", async (t) => {
    const REGISTER = `mutation($input: RegisterClientInput!) { registerClient(input: $input) { user { _id } error { message } } }`;
    const phones = Array.from({ length: 16 }, (_, i) => `03303${String(100000 + i).slice(1)}0`.slice(0, 11));
    // All at once, half through each instance: each instance's enqueue wakes its own sender.
    const answers = await Promise.all(
      phones.map((phone, i) =>
        graphql(i % 2 ? b : a, REGISTER, {
          variables: { input: { fname: 'Outbox', gender: 'female', email: `two-outbox-${i}@example.com`, password: 'it-secret-pass', phone } },
        }),
      ),
    );
    for (const res of answers) assert.equal(res.body.data?.registerClient?.error, null, JSON.stringify(res.body));

    const mine = (m) => phones.some((ph) => m.to.endsWith(ph.slice(1))) || /^two-outbox-\d+@example\.com$/i.test(m.to);
    const queued = () =>
      sql(a, 'SELECT channel, recipient AS "to", sent_at FROM message_outbox ORDER BY id').then((rows) => rows.filter(mine));
    let rows = [];
    const deadline = Date.now() + 20000;
    for (;;) {
      rows = await queued();
      if (rows.length >= phones.length && rows.every((r) => r.sent_at !== null)) break;
      assert.ok(Date.now() < deadline, `outbox not drained: ${JSON.stringify(rows.filter((r) => r.sent_at === null))}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    // A sent row keeps no body (the code is not kept): messages are matched by channel and recipient.
    const written = await Promise.all(dataDirs(pair).map(async (dir) => (await readOutbox(dir)).filter(mine)));
    const tally = (list) => {
      const counts = {};
      for (const m of list) counts[`${m.channel} ${m.to}`] = (counts[`${m.channel} ${m.to}`] ?? 0) + 1;
      return counts;
    };
    assert.deepEqual(tally(written.flat()), tally(rows), 'each queued message written once, by one instance');
    assert.equal(new Set(written.flat().map((m) => m.body)).size, written.flat().length, 'no message written twice');
    assert.equal(rows.filter((r) => r.channel === 'sms').length, phones.length, 'one code per registration');
    t.diagnostic(`${rows.length} messages: ${written[0].length} sent by a, ${written[1].length} by b`);
  });

  it('loses no acknowledged order when b is killed (SIGKILL) mid-burst, and a keeps taking orders', async (t) => {
    const KILL_AFTER = 12;
    const AFTER_KILL = 2; // orders each of a's customers places after the kill
    const [occurrence] = occurrences;
    const before = acknowledged.length;
    const killB = killSwitch(b);
    let afterKillOnA = 0;
    const loop = async (p, i) => {
      const server = via(i);
      for (let n = 0, sinceKill = 0; sinceKill < AFTER_KILL; n += 1) {
        const wasKilled = killB.killed;
        try {
          await removeFromCart(server, p, filler);
          await addToCart(server, p, filler, fillerQty);
          const placing = placeOrder(server, p, occurrence, { key: `two-kill-${i}-${n}` });
          const res = await (server === b ? killB.track(placing) : placing);
          const order = res.body.data.createOrderFromCart;
          assert.equal(order.error, null, JSON.stringify(order.error));
          acknowledged.push(order);
          if (acknowledged.length - before >= KILL_AFTER) killB.kill();
          if (wasKilled && server === a) afterKillOnA += 1;
        } catch (e) {
          if (server === b && killB.killed) return; // b is gone: this request was never acknowledged
          throw e;
        }
        if (wasKilled) sinceKill += 1;
        if (server === b && killB.killed) return;
      }
    };
    await Promise.all(people.slice(4).map((p, i) => loop(p, i + 4)));
    assert.ok(killB.killed);
    const exit = await killB.exit();
    assert.equal(exit.signal, 'SIGKILL');
    assert.ok(afterKillOnA > 0, 'a placed orders after b died');

    assert.equal(integrityCheck(a), 'ok');
    const { stored, acknowledged: distinct } = await checkInvariants(a, { startingStock, acknowledged });
    // b's requests in flight at the kill may or may not have committed; nothing else can be stored.
    assert.ok(stored >= distinct && stored <= distinct + killB.inFlightAtKill, `${stored} stored, ${distinct} acknowledged, ${killB.inFlightAtKill} in flight on b`);

    // a still serves: a new order, and the orders b acknowledged are a's to answer.
    const p = people[0];
    await removeFromCart(a, p, filler);
    await addToCart(a, p, filler, fillerQty);
    const res = await placeOrder(a, p, occurrence);
    assert.equal(res.body.data.createOrderFromCart.error, null, JSON.stringify(res.body));
    t.diagnostic(`${acknowledged.length - before} acknowledged in the burst, ${killB.inFlightAtKill} in flight on b at the kill, ${afterKillOnA} on a after it`);
  });
});
