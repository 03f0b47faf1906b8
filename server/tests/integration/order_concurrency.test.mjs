// Many customers at once against the real server (shopping.md "Placing an order is one
// transaction"): 40 customers race for the last units of a product, then for the last places of
// a slot (with doubled submits sharing an Idempotency-Key), then for a voucher's last uses. Each
// race must let exactly as many orders through as there was room for, and afterwards the
// database must show no stock below zero, no slot over its limit, no voucher over its limits,
// one stored order per acknowledged answer, and starting stock = current stock + live orders.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { startServer } from './harness.mjs';
import { orderRaces } from './order_races.mjs';
import { customers, products, setStock, slotDates } from './shop.mjs';

const CUSTOMERS = 40;

describe('a burst of concurrent customers', { timeout: 120000 }, () => {
  let server;
  let races;

  before(async () => {
    server = await startServer({ env: { KARYANA_TEST_HOOKS: '1' } });
    const people = await customers(server, 'race', CUSTOMERS, { phoneBase: 3301000000 });
    const list = await products(server);
    const [filler, scarce] = [list[0], list[1]]; // plenty of stock; the product whose last units are raced for
    await setStock(server, filler, 100000);
    await setStock(server, scarce, 6);
    const occurrences = await slotDates(server);
    assert.ok(occurrences.length >= 3);
    races = orderRaces({
      main: server,
      via: () => server,
      people,
      scarce,
      filler,
      fillerQty: Math.ceil(1100 / filler.price), // lifts every cart above FLAT100's RS 1000 minimum
      occurrences,
      startingStock: { [filler._id]: 100000, [scarce._id]: 6 },
      acknowledged: [],
      show: (r) => r.error.message,
    });
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('sells the last 6 units of a product to exactly 6 customers', async () => {
    const { refused } = await races.stock();
    for (const r of refused) assert.equal(r._id, null);
  });

  it('fills a slot with room for 5 with exactly 5 orders, and a doubled submit places one order', async () => {
    // The first ten send the same request twice at once, as a network retry would.
    await races.slot({ key: 'slot-race-', doubledVia: [server, server] });
  });

  it('lets a voucher with 4 uses left go to exactly 4 orders', async () => {
    const { placed } = await races.voucher();
    for (const o of placed) assert.equal(o.discount_value, 100);
  });

  it('leaves one stored order per acknowledged answer and every invariant intact', async () => {
    await races.accountedFor('no order was stored without an acknowledgement');
  });
});
