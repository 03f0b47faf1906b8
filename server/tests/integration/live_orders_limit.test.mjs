// The live orders limit against the real binary (issue 15: one verified account must not book
// every delivery slot): with max_live_orders_per_customer set to 2 at start (--set), a customer
// places two cash-on-delivery orders, the third is refused with LIVE_ORDERS_LIMIT and its message
// and nothing is written; once one order is delivered (the checkout test hook) the customer may
// order again, while pending orders still count. Two placements at once at the edge let exactly
// one through, because the count is taken inside the placement transaction.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { addToCart, customers, placeOrder, products, quote, setLimits, setStock, slotDates, sql } from './shop.mjs';

const LIMIT = 2;
const refusal = (n) =>
  `You already have ${n} orders on the way. Please wait for one to be delivered before placing another.`;

describe('the live orders limit', { timeout: 120000 }, () => {
  let server;
  let people;
  let item; // plenty of stock; enough of it lifts a cart over the RS 500 minimum order
  let qty;
  let occurrences;
  let turn = 0;

  before(async () => {
    server = await startServer({
      env: { KARYANA_TEST_HOOKS: '1' },
      args: ['--set', `max_live_orders_per_customer=${LIMIT}`],
    });
    people = await customers(server, 'live-orders', 2, { phoneBase: 3401000000 });
    const list = (await products(server)).filter((p) => p.price < 5000);
    item = list[0];
    qty = Math.ceil(600 / item.price);
    await setStock(server, item, 100000);
    occurrences = await slotDates(server);
    for (const { slot } of occurrences) {
      if (slot.max_order_limit > 0) await setLimits(server, { slot: { _id: slot._id, max_order_limit: 0 } });
    }
  });
  after(async () => {
    if (server) await server.stop();
  });

  // A filled cart placed on the next slot occurrence; the createOrderFromCart answer.
  async function order(user) {
    await addToCart(server, user, item, qty);
    return placeOrder(server, user, occurrences[turn++ % occurrences.length]);
  }
  const count = async (user) =>
    (await sql(server, `SELECT count(*) AS n FROM orders WHERE customer_id = ${quote(user.id)}`))[0].n;

  it('is a public setting, set at start', async () => {
    const res = await graphql(server, '{ settings_str }');
    assert.equal(JSON.parse(res.body.data.settings_str).max_live_orders_per_customer, LIMIT);
  });

  it('refuses the order past the limit until one is delivered', async () => {
    const [me] = people;
    const placed = [];
    for (let i = 0; i < LIMIT; i += 1) {
      const res = await order(me);
      const o = res.body.data.createOrderFromCart;
      assert.equal(o.error, null, JSON.stringify(res.body));
      placed.push(o);
    }

    const res = await order(me);
    const refused = res.body.data.createOrderFromCart;
    assert.equal(refused.error.message, refusal(LIMIT));
    assert.deepEqual(refused.errors, [{ code: 'LIVE_ORDERS_LIMIT', message: refusal(LIMIT), details: null }]);
    assert.equal(await count(me), LIMIT);

    // Delivered: no longer on the way. The cart kept its line, so the retry goes through.
    await setLimits(server, { order: { _id: placed[0]._id, status: 'delivered' } });
    const again = (await placeOrder(server, me, occurrences[turn++ % occurrences.length])).body.data.createOrderFromCart;
    assert.equal(again.error, null, JSON.stringify(again));
    assert.equal(await count(me), LIMIT + 1);

    // Pending (waiting on the customer or on stock) still counts.
    await setLimits(server, { order: { _id: placed[1]._id, status: 'pending' } });
    const held = (await order(me)).body.data.createOrderFromCart;
    assert.equal(held.errors[0].code, 'LIVE_ORDERS_LIMIT');
    await setLimits(server, { order: { _id: placed[1]._id, status: 'canceled' } });
    const freed = (await placeOrder(server, me, occurrences[turn++ % occurrences.length])).body.data.createOrderFromCart;
    assert.equal(freed.error, null, JSON.stringify(freed));
  });

  it('lets exactly one of two placements at once through at the edge', async () => {
    const [, me] = people;
    for (let i = 0; i < LIMIT - 1; i += 1) assert.equal((await order(me)).body.data.createOrderFromCart.error, null);
    await addToCart(server, me, item, qty);
    const answers = await Promise.all([0, 1].map((i) => placeOrder(server, me, occurrences[(turn + i) % occurrences.length])));
    const outcomes = answers.map((res) => {
      assert.equal(res.status, 200);
      return res.body.data.createOrderFromCart;
    });
    const accepted = outcomes.filter((o) => o.error === null);
    const refused = outcomes.filter((o) => o.error !== null);
    assert.equal(accepted.length, 1, JSON.stringify(outcomes));
    assert.equal(refused[0].errors[0].code, 'LIVE_ORDERS_LIMIT', JSON.stringify(refused));
    assert.equal(await count(me), LIMIT);
  });
});
