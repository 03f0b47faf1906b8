// A crash in the middle of a burst of orders (shopping.md: "an acknowledged order survives a
// crash"): 20 customers keep placing orders until 30 have been acknowledged, then the server is
// killed with SIGKILL while requests are still in flight. Restarted on the same data folder, it
// must hold every acknowledged order (in SQL and through orderBySerial), pass
// PRAGMA integrity_check, and keep the stock, slot and voucher invariants.
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { after, describe, it } from 'node:test';

import { integrityCheck } from './database.mjs';
import { graphql, startServer } from './harness.mjs';
import { killSwitch } from './order_races.mjs';
import { addToCart, as, checkInvariants, customers, placeOrder, products, setLimits, setStock, slotDates, sql } from './shop.mjs';

const CUSTOMERS = 20;
const KILL_AFTER = 30;

describe('SIGKILL in the middle of a burst of orders', { timeout: 120000 }, () => {
  let server;
  let restarted;
  let dataDir;
  after(async () => {
    if (restarted) await restarted.stop();
    if (server && !server.exited()) server.child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged order and restarts with an intact database', async (t) => {
    server = await startServer({ env: { KARYANA_TEST_HOOKS: '1' } });
    dataDir = server.dataDir;
    const people = await customers(server, 'crash', CUSTOMERS, { phoneBase: 3401000000 });
    const [filler] = await products(server);
    const qty = Math.ceil(600 / filler.price);
    await setStock(server, filler, 100000);
    const [occurrence] = await slotDates(server);
    await setLimits(server, { slot: { _id: occurrence.slot._id, max_order_limit: 0 } });

    const acknowledged = [];
    const crash = killSwitch(server);
    // Each customer: fill the cart, place the order, again, until the server is gone.
    const loop = async (p, i) => {
      for (let n = 0; !crash.killed; n += 1) {
        try {
          await addToCart(server, p, filler, qty);
          const res = await crash.track(placeOrder(server, p, occurrence, { key: `crash-${i}-${n}` }));
          const order = res.body.data.createOrderFromCart;
          assert.equal(order.error, null, JSON.stringify(order.error));
          acknowledged.push(order);
          if (acknowledged.length >= KILL_AFTER) crash.kill();
        } catch (e) {
          if (!crash.killed) throw e;
          return; // the server is gone: this request was never acknowledged
        }
      }
    };
    await Promise.all(people.map(loop));
    assert.ok(crash.killed);
    assert.ok(acknowledged.length >= KILL_AFTER);
    const exit = await crash.exit();
    assert.equal(exit.signal, 'SIGKILL');

    restarted = await startServer({ args: ['--data-dir', dataDir], env: { KARYANA_TEST_HOOKS: '1' }, timeoutMs: 60000 });
    const dbServer = { dataDir };
    const ok = integrityCheck(dbServer);
    assert.equal(ok, 'ok');
    const { stored } = await checkInvariants(dbServer, { startingStock: { [filler._id]: 100000 }, acknowledged });
    // Requests in flight at the kill may or may not have committed; nothing else can be stored.
    assert.ok(stored >= acknowledged.length && stored <= acknowledged.length + crash.inFlightAtKill + CUSTOMERS,
      `${stored} stored, ${acknowledged.length} acknowledged, ${crash.inFlightAtKill} in flight`);

    t.diagnostic(`${acknowledged.length} acknowledged, ${crash.inFlightAtKill} in flight at the kill, ${stored} stored`);

    // The restarted server answers each acknowledged order to its owner.
    const owners = new Map();
    for (const p of people) owners.set(p.id, p);
    const rows = await sql(dbServer, 'SELECT serial, customer_id FROM orders');
    const ownerOf = new Map(rows.map((r) => [r.serial, owners.get(r.customer_id)]));
    for (const o of acknowledged) {
      const res = await graphql(restarted, 'query($s: String!) { orderBySerial(serial: $s) { _id serial status error { message } } }', {
        variables: { s: o.serial },
        ...as(ownerOf.get(o.serial)),
      });
      assert.deepEqual(res.body.data.orderBySerial, { _id: o._id, serial: o.serial, status: 'unconfirmed', error: null }); // every customer here is new to the store
    }
  });
});
