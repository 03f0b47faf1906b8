// Many customers at once against the real server (shopping.md "Placing an order is one
// transaction"): 40 customers race for the last units of a product, then for the last places of
// a slot (with doubled submits sharing an Idempotency-Key), then for a voucher's last uses. Each
// race must let exactly as many orders through as there was room for, and afterwards the
// database must show no stock below zero, no slot over its limit, no voucher over its limits,
// one stored order per acknowledged answer, and starting stock = current stock + live orders.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { integrityCheck } from './database.mjs';
import { startServer } from './harness.mjs';
import {
  addToCart, checkInvariants, customers, placeOrder, products, removeFromCart, setLimits, setStock, slotDates, sql,
} from './shop.mjs';

const CUSTOMERS = 40;

describe('a burst of concurrent customers', { timeout: 120000 }, () => {
  let server;
  let people;
  let scarce; // the product whose last units are raced for
  let filler; // plenty of stock; lifts every cart above FLAT100's RS 1000 minimum
  let fillerQty;
  let occurrences;
  const acknowledged = [];
  const startingStock = {};

  before(async () => {
    server = await startServer({ env: { KARYANA_TEST_HOOKS: '1' } });
    people = await customers(server, 'race', CUSTOMERS, { phoneBase: 3301000000 });
    const list = await products(server);
    [filler, scarce] = [list[0], list[1]];
    fillerQty = Math.ceil(1100 / filler.price);
    await setStock(server, filler, 100000);
    await setStock(server, scarce, 6);
    startingStock[filler._id] = 100000;
    startingStock[scarce._id] = 6;
    occurrences = await slotDates(server);
    assert.ok(occurrences.length >= 3);
  });
  after(async () => {
    if (server) await server.stop();
  });

  // Every cart back to the filler alone (the winners' carts were emptied by their orders).
  async function fillerOnlyCarts() {
    for (const p of people) {
      await removeFromCart(server, p, scarce);
      await removeFromCart(server, p, filler);
      await addToCart(server, p, filler, fillerQty);
    }
  }

  // Every customer submits at once; answers are split into placed orders and refusals.
  async function burst(submit) {
    const answers = await Promise.all(people.map((p, i) => submit(p, i)));
    const placed = [];
    const refused = [];
    const refusals = [];
    for (const res of answers.flat()) {
      assert.equal(res.status, 200);
      assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
      const order = res.body.data.createOrderFromCart;
      if (order.error === null) placed.push(order);
      else {
        refused.push(order.error.message);
        refusals.push(order);
      }
    }
    acknowledged.push(...placed);
    return { answers, placed, refused, refusals };
  }

  it('sells the last 6 units of a product to exactly 6 customers', async () => {
    await setLimits(server, { slot: { _id: occurrences[0].slot._id, max_order_limit: 0 } });
    for (const p of people) {
      await addToCart(server, p, scarce, 1);
      await addToCart(server, p, filler, fillerQty);
    }
    const { placed, refused, refusals } = await burst((p) => placeOrder(server, p, occurrences[0]));
    assert.equal(placed.length, 6, JSON.stringify(refused));
    assert.equal(refused.length, CUSTOMERS - 6);
    for (const r of refusals) {
      assert.equal(r.error.message, 'Some items in your cart cannot be ordered, please review your cart');
      assert.ok(r.errors.some((e) => ['SOLD_OUT', 'LOW_STOCK'].includes(e.code) && e.details === scarce._id), JSON.stringify(r.errors));
      assert.equal(r._id, null);
    }
    const [{ available_qty: left }] = await sql(server, `SELECT available_qty FROM products WHERE id = '${scarce._id}'`);
    assert.equal(left, 0);
    await checkInvariants(server, { startingStock, acknowledged });
  });

  it('fills a slot with room for 5 with exactly 5 orders, and a doubled submit places one order', async () => {
    const occurrence = occurrences[1];
    await setLimits(server, { slot: { _id: occurrence.slot._id, max_order_limit: 5 } });
    await fillerOnlyCarts();
    const { answers, placed, refused } = await burst((p, i) => {
      const key = `slot-race-${i}`;
      // The first ten send the same request twice at once, as a network retry would.
      return i < 10
        ? Promise.all([placeOrder(server, p, occurrence, { key }), placeOrder(server, p, occurrence, { key })])
        : placeOrder(server, p, occurrence, { key });
    });
    const distinct = new Map(placed.map((o) => [o._id, o]));
    assert.equal(distinct.size, 5, JSON.stringify(refused));
    assert.ok(refused.every((m) => m === 'This delivery time slot is full, please choose another one'), JSON.stringify(refused));
    // A doubled submit answers the same order twice, or refuses twice.
    for (const pair of answers.slice(0, 10)) {
      const [a, b] = pair.map((r) => r.body.data.createOrderFromCart);
      assert.equal(a._id, b._id, JSON.stringify([a, b]));
      assert.equal(a.serial, b.serial);
    }
    const [{ n }] = await sql(
      server,
      `SELECT count(*) AS n FROM orders WHERE delivery_slot_id = '${occurrence.slot._id}' AND slot_date = '${occurrence.date}'`,
    );
    assert.equal(n, 5);
    await checkInvariants(server, { startingStock, acknowledged });
  });

  it('lets a voucher with 4 uses left go to exactly 4 orders', async () => {
    const occurrence = occurrences[2];
    await setLimits(server, {
      slot: { _id: occurrence.slot._id, max_order_limit: 0 },
      voucher: { code: 'FLAT100', limit_usage: 4 },
    });
    await fillerOnlyCarts();
    const { placed, refused } = await burst((p) => placeOrder(server, p, occurrence, { voucher: 'FLAT100' }));
    assert.equal(placed.length, 4, JSON.stringify(refused));
    for (const o of placed) assert.equal(o.discount_value, 100);
    assert.ok(refused.every((m) => m === 'This voucher has already been used'), JSON.stringify(refused));
    const [v] = await sql(server, "SELECT used, limit_usage FROM vouchers WHERE code = 'FLAT100'");
    assert.deepEqual(v, { used: 4, limit_usage: 4 });
  });

  it('leaves one stored order per acknowledged answer and every invariant intact', async () => {
    const { stored, acknowledged: distinct } = await checkInvariants(server, { startingStock, acknowledged });
    assert.equal(stored, distinct, 'no order was stored without an acknowledgement');
    assert.equal(distinct, 6 + 5 + 4);
    const ok = integrityCheck(server);
    assert.equal(ok, 'ok');
  });
});
