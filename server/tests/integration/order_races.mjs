// Issue 6's races for the last room in a burst of orders (shopping.md "Placing an order is one
// transaction"), shared by order_concurrency.test.mjs (one server) and two_instances.test.mjs (two
// instances on one PostgreSQL database): every customer submits at once, through the server `via(i)`
// answers for customer i, and exactly as many orders go through as there was room for, with the
// database keeping every invariant (shop.mjs checkInvariants) after each race. Also the kill switch
// of the SIGKILL-mid-burst tests (order_crash.test.mjs, two_instances.test.mjs).
import assert from 'node:assert/strict';

import { integrityCheck } from './database.mjs';
import { addToCart, checkInvariants, placeOrder, quote, removeFromCart, setLimits, sql } from './shop.mjs';

const STOCK_REFUSAL = 'Some items in your cart cannot be ordered, please review your cart';
const SLOT_REFUSAL = 'This delivery time slot is full, please choose another one';
const VOUCHER_REFUSAL = 'This voucher has already been used';

// The races over `people` (customers() of shop.mjs), once `scarce` has 6 units and `filler` plenty
// (`fillerQty` of it lifts a cart above FLAT100's RS 1000 minimum), on occurrences[0], [1] and [2]
// (slotDates()). `main` is the server the database is read through; `together` fills the carts of
// all customers at once rather than one after another; `show` is how a refusal is shown in a failure
// message. Every placed order is added to `acknowledged`; `startingStock` is the stock set before.
export function orderRaces({
  main, via, people, scarce, filler, fillerQty, occurrences, startingStock, acknowledged, together = false, show = (r) => r.error,
}) {
  const shown = (refused) => JSON.stringify(refused.map(show));

  async function eachCustomer(fn) {
    if (together) await Promise.all(people.map(fn));
    else for (const [i, p] of people.entries()) await fn(p, i);
  }

  // Every customer submits at once; answers are split into placed orders and refusals (the orders
  // answered with an error).
  async function burst(submit) {
    const answers = await Promise.all(people.map((p, i) => submit(p, i)));
    const placed = [];
    const refused = [];
    for (const res of answers.flat()) {
      assert.equal(res.status, 200);
      assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
      const order = res.body.data.createOrderFromCart;
      if (order.error === null) placed.push(order);
      else refused.push(order);
    }
    acknowledged.push(...placed);
    return { answers, placed, refused };
  }

  // Every cart back to the filler alone (the winners' carts were emptied by their orders).
  const fillerOnlyCarts = () =>
    eachCustomer(async (p, i) => {
      await removeFromCart(via(i), p, scarce);
      await removeFromCart(via(i), p, filler);
      await addToCart(via(i), p, filler, fillerQty);
    });

  return {
    // The last 6 units of `scarce` go to exactly 6 customers; the others are refused for it.
    async stock({ limitsVia = main } = {}) {
      await setLimits(limitsVia, { slot: { _id: occurrences[0].slot._id, max_order_limit: 0 } });
      await eachCustomer(async (p, i) => {
        await addToCart(via(i), p, scarce, 1);
        await addToCart(via(i), p, filler, fillerQty);
      });
      const { placed, refused } = await burst((p, i) => placeOrder(via(i), p, occurrences[0]));
      assert.equal(placed.length, 6, shown(refused));
      assert.equal(refused.length, people.length - 6);
      for (const r of refused) {
        assert.equal(r.error.message, STOCK_REFUSAL);
        assert.ok(r.errors.some((e) => ['SOLD_OUT', 'LOW_STOCK'].includes(e.code) && e.details === scarce._id), JSON.stringify(r.errors));
      }
      const [{ available_qty: left }] = await sql(main, `SELECT available_qty FROM products WHERE id = ${quote(scarce._id)}`);
      assert.equal(left, 0);
      await checkInvariants(main, { startingStock, acknowledged });
      return { placed, refused };
    },

    // A slot with room for 5 takes exactly 5 orders. The first ten customers send their submit
    // twice at once with one Idempotency-Key (`key` + i), once through each of `doubledVia`: both
    // answers are the same order, or both refusals.
    async slot({ key, doubledVia, limitsVia = main }) {
      const occurrence = occurrences[1];
      await setLimits(limitsVia, { slot: { _id: occurrence.slot._id, max_order_limit: 5 } });
      await fillerOnlyCarts();
      const { answers, placed, refused } = await burst((p, i) => {
        const options = { key: `${key}${i}` };
        return i < 10
          ? Promise.all(doubledVia.map((server) => placeOrder(server, p, occurrence, options)))
          : placeOrder(via(i), p, occurrence, options);
      });
      const distinct = new Map(placed.map((o) => [o._id, o]));
      assert.equal(distinct.size, 5, shown(refused));
      assert.ok(refused.every((r) => r.error.message === SLOT_REFUSAL), shown(refused));
      for (const pair of answers.slice(0, 10)) {
        const [first, second] = pair.map((r) => r.body.data.createOrderFromCart);
        assert.equal(first._id, second._id, JSON.stringify([first, second]));
        assert.equal(first.serial, second.serial);
      }
      const [{ n }] = await sql(
        main,
        `SELECT count(*) AS n FROM orders WHERE delivery_slot_id = ${quote(occurrence.slot._id)} AND slot_date = ${quote(occurrence.date)}`,
      );
      assert.equal(n, 5);
      await checkInvariants(main, { startingStock, acknowledged });
      return { placed, refused };
    },

    // A voucher (FLAT100) with 4 uses left goes to exactly 4 orders.
    async voucher({ limitsVia = main } = {}) {
      const occurrence = occurrences[2];
      await setLimits(limitsVia, {
        slot: { _id: occurrence.slot._id, max_order_limit: 0 },
        voucher: { code: 'FLAT100', limit_usage: 4 },
      });
      await fillerOnlyCarts();
      const { placed, refused } = await burst((p, i) => placeOrder(via(i), p, occurrence, { voucher: 'FLAT100' }));
      assert.equal(placed.length, 4, shown(refused));
      assert.ok(refused.every((r) => r.error.message === VOUCHER_REFUSAL), shown(refused));
      const [v] = await sql(main, "SELECT used, limit_usage FROM vouchers WHERE code = 'FLAT100'");
      assert.deepEqual(v, { used: 4, limit_usage: 4 });
      return { placed, refused };
    },

    // After the three races: one stored order per acknowledged one (6 + 5 + 4), and an intact database.
    async accountedFor(message) {
      const { stored, acknowledged: distinct } = await checkInvariants(main, { startingStock, acknowledged });
      assert.equal(stored, distinct, message);
      assert.equal(distinct, 6 + 5 + 4);
      assert.equal(integrityCheck(main), 'ok');
    },
  };
}

// SIGKILL for `server` in the middle of a burst: kill() once (it notes how many placements
// track() counted in flight then, in inFlightAtKill), and exit() waits for the process to be gone.
export function killSwitch(server) {
  const s = {
    killed: false,
    inFlight: 0,
    inFlightAtKill: 0,
    kill() {
      if (s.killed) return;
      s.killed = true;
      s.inFlightAtKill = s.inFlight;
      server.child.kill('SIGKILL');
    },
    track(placing) {
      s.inFlight += 1;
      return placing.finally(() => {
        s.inFlight -= 1;
      });
    },
    exit: () =>
      new Promise((resolve) => {
        if (server.exited()) resolve(server.exited());
        else server.child.on('exit', (code, signal) => resolve({ code, signal }));
      }),
  };
  return s;
}
