// The customer's order detail updates live (issue 17): orderUpdated(serial) against the real
// binary. The owner of the order hears every staff change with the new status and version (one
// publish point for the board and the customer); another customer naming the same serial, a
// customer naming an unknown serial and a visitor are refused alike and hear nothing.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { startServer } from './harness.mjs';
import { addToCart, customers, placeOrder, products, slotDates } from './shop.mjs';
import { Q, moveTo, readOrder, staffChange, staffMember } from './staff.mjs';
import { subscribe, waitFor } from './subscriber.mjs';

const ORDER_UPDATED = 'subscription($serial: String!) { orderUpdated(serial: $serial) { kind serial status version } }';

describe("the customer's order, live", { timeout: 300000 }, () => {
  let server;
  let owner;
  let other;
  let manager;
  let placed;

  before(async () => {
    // About live updates, not first-order confirmation (staff_confirm.test.mjs): orders start 'new'.
    server = await startServer({ args: ['--set', 'confirm_first_orders=0'] });
    [owner, other] = await customers(server, 'order-live', 2, { phoneBase: 3241234500 });
    manager = await staffMember(server, 'manager', 'live-manager');
    const [product] = (await products(server)).filter((p) => p.available_qty - p.reserved_for_order >= 10);
    const [occurrence] = await slotDates(server, 1);
    await addToCart(server, owner, product, 2);
    const res = await placeOrder(server, owner, occurrence);
    placed = res.body.data.createOrderFromCart;
    assert.equal(placed.error, null, JSON.stringify(res.body));
  });
  after(async () => server?.stop());

  it("tells the order's customer about each staff change; refuses another customer, an unknown serial and a visitor alike", async () => {
    const watch = subscribe(server, owner.token, { query: ORDER_UPDATED, variables: { serial: placed.serial } });
    const refused = {
      'another customer': subscribe(server, other.token, { query: ORDER_UPDATED, variables: { serial: placed.serial } }),
      'an unknown serial': subscribe(server, owner.token, { query: ORDER_UPDATED, variables: { serial: 'NO-SUCH-SERIAL' } }),
      visitor: subscribe(server, undefined, { query: ORDER_UPDATED, variables: { serial: placed.serial } }),
    };
    try {
      await watch.ready;
      for (const w of Object.values(refused)) await w.ready.catch(() => {});
      assert.deepEqual(watch.errors, []);

      const picking = await moveTo(server, manager, await readOrder(server, manager, placed.serial), 'picking');
      const events = () => watch.events.map((e) => e.data.orderUpdated);
      await waitFor(() => events().length >= 1, 'the picking event');
      const canceled = await staffChange(server, manager, Q.cancel, { serial: placed.serial, version: picking.version, reason: 'Shop closed' }, 'staffCancelOrder');
      await waitFor(() => events().length >= 2, 'the canceled event');
      assert.deepEqual(events(), [
        { kind: 'UPDATED', serial: placed.serial, status: 'picking', version: picking.version },
        { kind: 'UPDATED', serial: placed.serial, status: 'canceled', version: canceled.version },
      ]);

      const errorOf = (w) => w.errors[0]?.[0] ?? w.errors[0];
      for (const [who, w] of Object.entries(refused)) {
        await waitFor(() => w.errors.length > 0, `the refusal of ${who}`);
        assert.deepEqual(w.events, [], `${who} heard the order`);
      }
      const notYours = errorOf(refused['another customer']);
      const unknown = errorOf(refused['an unknown serial']);
      assert.equal(notYours.extensions?.code, 'NOT_FOUND', JSON.stringify(notYours));
      assert.equal(notYours.extensions?.textCode, 'NO_RECORD', JSON.stringify(notYours));
      // The same refusal whether the order is someone else's or does not exist: nothing leaks.
      assert.deepEqual({ ...notYours, path: undefined, locations: undefined }, { ...unknown, path: undefined, locations: undefined });
      assert.ok(!JSON.stringify(notYours).includes(placed.serial), 'the refusal names the order');
      assert.equal(errorOf(refused.visitor).extensions?.code, 'UNAUTHENTICATED', JSON.stringify(refused.visitor.errors));
    } finally {
      await watch.client.dispose();
      for (const w of Object.values(refused)) await w.client.dispose();
    }
  });
});
