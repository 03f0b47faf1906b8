// A day of deliveries through the staff API (issue 17) against the real binary: two customers
// order for tomorrow's first slot → the board shows both in their slot with the load and status
// counts, search finds them, the pick list sums a product across both → a picker picks one
// order with a line not found (in-review totals use the picked quantities, on the board's card too) → a manager makes it
// ready to dispatch (deliverable quantities fixed, the not-found line canceled, its stock back)
// and assigns a rider → the rider dispatches it and marks it delivered with the cash → the
// customer sees 'delivered', the reduced total and the status notes; the outbox holds the SMS;
// the audit log holds who changed what, before and after; the cash sheet compares the cash.
// Then the refusals: a stale version (ORDER_CHANGED, also for two staff at once), a transition
// the statuses do not allow, a cancel without a reason; a cancel that gives the stock and the
// slot place back and tells the customer; a decline that gives a once-per-customer voucher back;
// a cancel after ready-to-dispatch that does not give the not-found stock back twice, and at the
// end every unit on sale or held by a live order.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { smsTo, waitForMessages } from './outbox.mjs';
import { addToCart, as, customers, placeOrder, products, slotDates } from './shop.mjs';
import {
  Q, moveTo, readOrder, staffCall, staffChange, staffDate, staffMember,
} from './staff.mjs';

const BY_SERIAL = `query($s: String!) { orderBySerial(serial: $s) {
  serial status grandTotal totalPrice payment_status refund_amount status_notes { note created_at } error { message } } }`;
const PRODUCT = 'query($slug: String!) { productBySlug(slug: $slug) { _id available_qty } }';
const VALIDATE = 'mutation($id: ID!) { validateVoucher(code: "WELCOME10", customer_id: $id) { code error { message } } }';
const COUNTS = 'query($times: [String]!) { getTotalOrdersForSlots(times: $times) { results { cnt start_time } error { message } } }';

const paisa = (rupees) => Math.round(rupees * 100);

describe("a day's orders through the staff API", { timeout: 300000 }, () => {
  let server;
  let alia; // orders p1 ×2, p2 ×1, p3 ×3
  let bilal; // orders p1 ×1
  let carol; // orders with the once-per-customer voucher WELCOME10, declined at the end
  let owner;
  let manager;
  let picker;
  let rider;
  let occurrence;
  let date;
  let p1;
  let p2;
  let p3;
  let placedA;
  let placedB;
  const stockBefore = {};
  let order; // alia's order as the staff last saw it
  let cash;
  let reorderSerial; // carol's second order (p3 ×1), canceled after ready-to-dispatch at the end

  const stock = async (p) => {
    const res = await graphql(server, PRODUCT, { variables: { slug: p.slug } });
    assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
    return res.body.data.productBySlug.available_qty;
  };
  const slotOf = (board) => board.slots.find((s) => s.slot_id === occurrence.slot._id && s.date === date);
  const lineOf = (o, p) => o.lines.find((l) => l.product_id === p._id);
  // The order's card on the board, as `who` sees it.
  const cardOf = async (who, serial) => {
    const board = await staffCall(server, who, Q.board, { dates: [date] }, 'staffOrderBoard');
    return slotOf(board).orders.find((o) => o.serial === serial);
  };

  before(async () => {
    // First-order confirmation has its own file (staff_confirm.test.mjs): here orders start 'new'.
    server = await startServer({ args: ['--set', 'confirm_first_orders=0'] });
    [alia, bilal, carol] = await customers(server, 'staff-day', 3, { phoneBase: 3214567800 });
    owner = await staffMember(server, 'owner', 'day-owner');
    manager = await staffMember(server, 'manager', 'day-manager');
    picker = await staffMember(server, 'picker', 'day-picker');
    rider = await staffMember(server, 'rider', 'day-rider');
    const stocked = (await products(server)).filter((p) => p.available_qty - p.reserved_for_order >= 20);
    [p1, p2, p3] = stocked;
    [occurrence] = await slotDates(server, 1); // tomorrow's first slot
    date = staffDate(occurrence.date);
    for (const p of [p1, p2, p3]) stockBefore[p._id] = await stock(p);

    await addToCart(server, alia, p1, 2);
    await addToCart(server, alia, p2, 1);
    await addToCart(server, alia, p3, 3);
    let res = await placeOrder(server, alia, occurrence);
    placedA = res.body.data.createOrderFromCart;
    assert.equal(placedA.error, null, JSON.stringify(res.body));
    await addToCart(server, bilal, p1, 1);
    res = await placeOrder(server, bilal, occurrence);
    placedB = res.body.data.createOrderFromCart;
    assert.equal(placedB.error, null, JSON.stringify(res.body));
  });
  after(async () => server?.stop());

  it('shows both orders on the board in their slot, with the load and the status counts', async () => {
    const board = await staffCall(server, picker, Q.board, { dates: [date] }, 'staffOrderBoard');
    assert.equal(board.error, null);
    assert.deepEqual(board.dates, [date]);
    const starts = board.slots.map((s) => `${s.date} ${s.start_time}`);
    assert.deepEqual(starts, [...starts].sort(), 'slots in time order');
    const slot = slotOf(board);
    assert.ok(slot, JSON.stringify(board.slots.map((s) => [s.slot_id, s.date])));
    assert.equal(slot.start_time, occurrence.slot.start_time);
    assert.equal(slot.end_time, occurrence.slot.end_time);
    assert.equal(slot.max_order_limit, occurrence.slot.max_order_limit);
    assert.equal(slot.load, 2);
    assert.deepEqual(slot.orders.map((o) => o.serial).sort(), [placedA.serial, placedB.serial].sort());
    const a = slot.orders.find((o) => o.serial === placedA.serial);
    assert.equal(a.status, 'new');
    assert.equal(a.customer_name.includes('Customer 0'), true, a.customer_name);
    assert.ok(a.customer_phone.endsWith(alia.phone), a.customer_phone);
    assert.equal(paisa(a.grandTotal), paisa(placedA.grandTotal));
    assert.equal(Number.isInteger(a.version), true);
    // Only tomorrow's two orders exist in this store.
    const counted = board.status_counts.filter((c) => c.count > 0);
    assert.deepEqual(counted, [{ status: 'new', count: 2 }]);
    assert.deepEqual(board.slots.filter((s) => s !== slot).flatMap((s) => s.orders), []);
  });

  it('finds an order by serial, by part of the phone and by the name in any case', async () => {
    const found = async (search) => {
      const board = await staffCall(server, manager, Q.board, { dates: [date], search }, 'staffOrderBoard');
      return board.slots.flatMap((s) => s.orders.map((o) => o.serial));
    };
    assert.deepEqual(await found(placedA.serial), [placedA.serial]);
    assert.deepEqual(await found(alia.phone.slice(-7)), [placedA.serial]);
    assert.deepEqual(await found(bilal.phone.slice(-7)), [placedB.serial]);
    assert.deepEqual(await found('CUSTOMER 1'), [placedB.serial]);
    assert.deepEqual(await found('ustomer 0'), [placedA.serial]);
    assert.deepEqual(await found('nobody-by-this-name'), []);
  });

  it('sums a product across both orders on the slot’s pick list', async () => {
    const list = await staffCall(server, picker, Q.pickList, { date, slot: occurrence.slot._id }, 'staffPickList');
    assert.equal(list.error, null);
    assert.equal(list.date, date);
    assert.equal(list.start_time, occurrence.slot.start_time);
    assert.deepEqual([...list.serials].sort(), [placedA.serial, placedB.serial].sort());
    const lines = list.categories.flatMap((c) => c.lines);
    const pick = (p) => lines.find((l) => l.product_id === p._id);
    assert.deepEqual([pick(p1).qty, pick(p1).orders], [3, 2]);
    assert.deepEqual([pick(p2).qty, pick(p2).orders], [1, 1]);
    assert.deepEqual([pick(p3).qty, pick(p3).orders], [3, 1]);
    assert.equal(lines.length, 3);
    assert.equal(pick(p1).title, p1.title);
  });

  it('lets the picker start picking and record a line not found; in-review totals use the picked quantities', async () => {
    order = await readOrder(server, picker, placedA.serial);
    assert.equal(order.status, 'new');
    assert.deepEqual(order.next_statuses, ['picking']); // a picker may not cancel or decline
    const byOwner = await readOrder(server, owner, placedA.serial);
    assert.deepEqual([...byOwner.next_statuses].sort(), ['canceled', 'declined', 'picking']);
    assert.equal(order.lines.length, 3);
    const sortKeys = order.lines.map((l) => [l.cat_title, l.title]);
    const sorted = [...sortKeys].sort((x, y) => x[0].localeCompare(y[0]) || x[1].localeCompare(y[1]));
    assert.deepEqual(sortKeys, sorted, 'lines by category, then title');
    assert.ok(order.lines.every((l) => l.pickedQty === null));
    assert.equal(lineOf(order, p3).qty, 3);
    assert.equal(paisa(order.grandTotal), paisa(placedA.grandTotal));

    const before = order.version;
    order = await moveTo(server, picker, order, 'picking');
    assert.equal(order.status, 'picking');
    assert.ok(order.version > before, 'the version moves on every change');

    order = await staffChange(server, picker, Q.recordPicking, {
      serial: order.serial, version: order.version, lines: [{ product_id: p1._id, pickedQty: 2 }],
    }, 'staffRecordPicking');
    assert.equal(lineOf(order, p1).pickedQty, 2);
    assert.equal(lineOf(order, p2).pickedQty, null);

    // Not every line is recorded yet.
    const early = await staffCall(server, picker, Q.setStatus, { serial: order.serial, version: order.version, status: 'in-review' }, 'staffSetOrderStatus');
    assert.equal(early.error?.textCode, 'PICKING_INCOMPLETE', JSON.stringify(early.error));
    assert.equal(early.error.message, 'Record every line as picked or not found first');
    assert.equal((await readOrder(server, owner, order.serial)).status, 'picking');

    order = await staffChange(server, picker, Q.recordPicking, {
      serial: order.serial,
      version: order.version,
      lines: [{ product_id: p2._id, pickedQty: 0, notFound: true }, { product_id: p3._id, pickedQty: 2, notFound: false }],
    }, 'staffRecordPicking');
    assert.equal(lineOf(order, p1).pickedQty, 2, 'a line not sent keeps its record');
    assert.equal(lineOf(order, p2).notFound, true);
    assert.equal(lineOf(order, p3).pickedQty, 2);
    assert.equal(paisa(order.totalPrice), paisa(placedA.totalPrice), 'while picking, the ordered quantities count');

    order = await moveTo(server, picker, order, 'in-review');
    assert.equal(order.status, 'in-review');
    assert.equal(paisa(order.totalPrice), paisa(p1.price) * 2 + paisa(p3.price) * 2);
    assert.equal(
      paisa(order.grandTotal),
      paisa(order.totalPrice) - paisa(order.discount_value) + paisa(order.deliveryCharges) + paisa(order.totalTax),
    );
    assert.ok(order.grandTotal < placedA.grandTotal);
    // The board's card totals the picked quantities too, as the order view does.
    const card = await cardOf(picker, order.serial);
    assert.equal(card.status, 'in-review');
    assert.equal(paisa(card.grandTotal), paisa(order.grandTotal));
  });

  it('lets a manager make it ready to dispatch: deliverable quantities fixed, the not-found line canceled, its stock back', async () => {
    const reviewed = order;
    order = await moveTo(server, manager, order, 'ready-to-dispatch');
    assert.equal(order.status, 'ready-to-dispatch');
    assert.equal(lineOf(order, p1).deliverable_qty, 2);
    assert.equal(lineOf(order, p3).deliverable_qty, 2);
    assert.equal(lineOf(order, p2).deliverable_qty, 0);
    assert.equal(lineOf(order, p2).delivery_status, 'canceled');
    assert.notEqual(lineOf(order, p1).delivery_status, 'canceled');
    assert.equal(paisa(order.grandTotal), paisa(reviewed.grandTotal));
    // p2 was not found: all of it back; p3: the one unit not picked back; p1: both orders hold it.
    assert.equal(await stock(p2), stockBefore[p2._id]);
    assert.equal(await stock(p3), stockBefore[p3._id] - 2);
    assert.equal(await stock(p1), stockBefore[p1._id] - 3);
  });

  it('lets the manager assign a rider, who dispatches it and marks it delivered with the cash', async () => {
    const riders = await staffCall(server, manager, Q.members, { role: 'rider' }, 'staffMembers');
    assert.ok(riders.some((r) => r._id === rider.id), JSON.stringify(riders));
    assert.ok(riders.every((r) => r.role === 'rider'), JSON.stringify(riders));
    order = await staffChange(server, manager, Q.assignRider, { serial: order.serial, version: order.version, rider: rider.id }, 'staffAssignRider');
    assert.equal(order.rider._id, rider.id);
    assert.equal(order.rider.name, rider.name);

    const mine = await staffCall(server, rider, Q.deliveries, { date }, 'staffDeliveries');
    assert.deepEqual(mine.map((o) => o.serial), [order.serial]);
    assert.match(mine[0].shipping_address.full_address, /Jahaz Ground/);
    assert.equal(mine[0].geo_point.coordinates.length, 2);
    assert.deepEqual(mine[0].next_statuses, ['dispatched']);

    order = await moveTo(server, rider, mine[0], 'dispatched');
    assert.equal(order.status, 'dispatched');
    cash = Math.round(order.grandTotal) - 10; // the customer was short by about RS 10
    order = await staffChange(server, rider, Q.markDelivered, { serial: order.serial, version: order.version, cash }, 'staffMarkDelivered');
    assert.equal(order.status, 'delivered');
    assert.equal(paisa(order.cash_collected), paisa(cash));
    assert.ok(order.delivered_at && !Number.isNaN(Date.parse(order.delivered_at)), order.delivered_at);
    // The board's card, the order view and the cash sheet agree on the delivered total.
    const card = await cardOf(manager, order.serial);
    assert.equal(card.status, 'delivered');
    assert.equal(paisa(card.grandTotal), paisa(order.grandTotal));
    assert.ok(card.grandTotal < placedA.grandTotal);
  });

  it("shows the customer 'delivered', the reduced total and the status notes; the outbox holds the SMS", async () => {
    const res = await graphql(server, BY_SERIAL, { variables: { s: placedA.serial }, ...as(alia) });
    const mine = res.body.data.orderBySerial;
    assert.equal(mine.error, null, JSON.stringify(res.body));
    assert.equal(mine.status, 'delivered');
    assert.equal(paisa(mine.grandTotal), paisa(order.grandTotal));
    assert.ok(mine.grandTotal < placedA.grandTotal);
    const notes = mine.status_notes.map((n) => n.note);
    for (const s of ['picking', 'in-review', 'ready-to-dispatch', 'dispatched', 'delivered'])
      assert.ok(notes.includes(`Status Updated to ${s}`), `${s} in ${JSON.stringify(notes)}`);

    const toAlia = smsTo(alia.phone);
    await waitForMessages(server.dataDir, (m) => toAlia(m) && m.body === `Your Karyana order ${placedA.serial} is on its way.`, 'on its way');
    await waitForMessages(
      server.dataDir,
      (m) => toAlia(m) && m.body === `Your Karyana order ${placedA.serial} was delivered. Thank you!`,
      'delivered',
    );
  });

  it('keeps every change in the audit log: who, what, before and after, newest first', async () => {
    const page = await staffCall(server, owner, Q.audit, { first: 50, subject: placedA.serial }, 'staffAuditLog');
    assert.equal(page.error, null);
    const entries = page.entries;
    assert.ok(entries.every((e) => e.subject === placedA.serial), JSON.stringify(entries));
    const times = entries.map((e) => Date.parse(e.created_at));
    assert.deepEqual(times, [...times].sort((x, y) => y - x), 'newest first');
    const actions = new Set(entries.map((e) => e.action));
    for (const a of ['order.status', 'order.picking', 'order.rider', 'order.delivered']) assert.ok(actions.has(a), `${a} in ${[...actions]}`);

    const statusChange = (from, to) =>
      entries.find((e) => e.action === 'order.status' && JSON.parse(e.before).status === from && JSON.parse(e.after).status === to);
    const started = statusChange('new', 'picking');
    assert.ok(started, JSON.stringify(entries));
    assert.equal(started.actor_id, picker.id);
    assert.equal(started.actor_name, picker.name);
    assert.equal(statusChange('in-review', 'ready-to-dispatch').actor_id, manager.id);
    assert.equal(statusChange('ready-to-dispatch', 'dispatched').actor_id, rider.id);
    const assigned = entries.find((e) => e.action === 'order.rider');
    assert.equal(assigned.actor_id, manager.id);
    assert.ok(JSON.stringify(JSON.parse(assigned.after)).includes(rider.id), assigned.after);
    const delivered = entries.find((e) => e.action === 'order.delivered');
    assert.equal(delivered.actor_id, rider.id);
    assert.equal(JSON.parse(delivered.before).status, 'dispatched');
    assert.equal(JSON.parse(delivered.after).status, 'delivered');

    // Paging: two at a time, no entry twice, all of them in the end.
    const seen = [];
    let after = null;
    do {
      const p = await staffCall(server, owner, Q.audit, { first: 2, after, subject: placedA.serial }, 'staffAuditLog');
      assert.ok(p.entries.length <= 2);
      seen.push(...p.entries.map((e) => e._id));
      after = p.nextCursor;
    } while (after);
    assert.deepEqual(seen, entries.map((e) => e._id));
  });

  it("compares the rider's expected and collected cash on the day's cash sheet", async () => {
    const sheet = await staffCall(server, manager, Q.cashSheet, { date }, 'staffCashSheet');
    const row = sheet.find((r) => r.rider._id === rider.id);
    assert.ok(row, JSON.stringify(sheet));
    assert.equal(row.assigned, 1);
    assert.equal(row.delivered, 1);
    assert.equal(paisa(row.expected), paisa(order.grandTotal));
    assert.equal(paisa(row.collected), paisa(cash));
    assert.equal(paisa(row.difference), paisa(cash) - paisa(order.grandTotal));
    // Nothing was assigned today.
    assert.deepEqual(await staffCall(server, manager, Q.cashSheet, {}, 'staffCashSheet').then((s) => s.filter((r) => r.assigned > 0)), []);
  });

  it('tells the second of two changes that the order changed, and keeps the first', async () => {
    let b = await readOrder(server, owner, placedB.serial);
    const seen = b.version;
    b = await moveTo(server, picker, b, 'picking');
    const late = await staffCall(server, owner, Q.setStatus, { serial: b.serial, version: seen, status: 'canceled' }, 'staffSetOrderStatus');
    assert.equal(late.error?.textCode, 'ORDER_CHANGED', JSON.stringify(late.error));
    assert.equal(late.error.code, 'CONFLICT');
    assert.equal(late.error.message, 'This order was changed by someone else. Reload it to see the change.');
    let now = await readOrder(server, owner, b.serial);
    assert.deepEqual([now.status, now.version], ['picking', b.version]);

    // Two staff at once with the same version: one wins, the other is told.
    const [x, y] = await Promise.all([
      staffCall(server, picker, Q.setStatus, { serial: b.serial, version: b.version, status: 'pending' }, 'staffSetOrderStatus'),
      staffCall(server, manager, Q.setStatus, { serial: b.serial, version: b.version, status: 'pending', note: 'Waiting for stock' }, 'staffSetOrderStatus'),
    ]);
    const codes = [x.error?.textCode ?? null, y.error?.textCode ?? null].sort();
    assert.deepEqual(codes, ['ORDER_CHANGED', null].sort(), JSON.stringify([x.error, y.error]));
    now = await readOrder(server, owner, b.serial);
    assert.equal(now.status, 'pending');
    assert.equal(now.version, (x.error ? y : x).version);
    const notes = now.status_notes.filter((n) => n.note === 'Status Updated to pending');
    assert.equal(notes.length, 1, 'one change, one note');
  });

  it('refuses a move the statuses do not allow, and changes nothing', async () => {
    const b = await readOrder(server, owner, placedB.serial);
    const res = await staffCall(server, owner, Q.setStatus, { serial: b.serial, version: b.version, status: 'delivered' }, 'staffSetOrderStatus');
    assert.equal(res.error?.textCode, 'STATUS_NOT_ALLOWED', JSON.stringify(res.error));
    assert.equal(res.error.message, 'An order cannot move from pending to delivered');
    const a = await readOrder(server, owner, placedA.serial);
    const back = await staffCall(server, owner, Q.setStatus, { serial: a.serial, version: a.version, status: 'picking' }, 'staffSetOrderStatus');
    assert.equal(back.error?.textCode, 'STATUS_NOT_ALLOWED', JSON.stringify(back.error));
    // A status that does not exist: refused (in the payload or as bad input).
    const unknown = await graphql(server, Q.setStatus, { variables: { serial: b.serial, version: b.version, status: 'cancelled' }, headers: { token: owner.token } });
    assert.ok(unknown.body.errors?.length || unknown.body.data.staffSetOrderStatus.error, JSON.stringify(unknown.body));
    assert.deepEqual(
      [(await readOrder(server, owner, b.serial)).status, (await readOrder(server, owner, b.serial)).version],
      ['pending', b.version],
    );
    assert.equal((await readOrder(server, owner, a.serial)).status, 'delivered');
  });

  it('cancels only with a reason, and gives the stock and the slot place back and tells the customer', async () => {
    let b = await readOrder(server, owner, placedB.serial);
    const blank = await staffCall(server, manager, Q.cancel, { serial: b.serial, version: b.version, reason: '   ' }, 'staffCancelOrder');
    assert.equal(blank.error?.textCode, 'REASON_REQUIRED', JSON.stringify(blank.error));
    assert.equal(blank.error.message, 'Please give a reason');
    assert.deepEqual([(await readOrder(server, owner, b.serial)).status, (await readOrder(server, owner, b.serial)).version], ['pending', b.version]);

    const start = JSON.parse(placedB.delivery_slot.time_range_utc)[0];
    const placesTaken = async () => (await graphql(server, COUNTS, { variables: { times: [start] } })).body.data.getTotalOrdersForSlots.results[0].cnt;
    const load = async () => slotOf(await staffCall(server, owner, Q.board, { dates: [date] }, 'staffOrderBoard')).load;
    assert.equal(await placesTaken(), 2);
    assert.equal(await load(), 2);
    const p1Before = await stock(p1);

    const reason = 'The customer asked to cancel by phone';
    b = await staffChange(server, manager, Q.cancel, { serial: b.serial, version: b.version, reason }, 'staffCancelOrder');
    assert.equal(b.status, 'canceled');
    assert.equal(b.cancel_reason, reason);
    assert.equal(await stock(p1), p1Before + 1);
    assert.equal(await placesTaken(), 1);
    assert.equal(await load(), 1);

    const res = await graphql(server, BY_SERIAL, { variables: { s: placedB.serial }, ...as(bilal) });
    assert.equal(res.body.data.orderBySerial.status, 'canceled');
    assert.ok(res.body.data.orderBySerial.status_notes.some((n) => n.note === 'Status Updated to canceled'));
    await waitForMessages(
      server.dataDir,
      (m) => smsTo(bilal.phone)(m) && m.body === `Your Karyana order ${placedB.serial} was canceled: ${reason}`,
      'canceled',
    );
  });

  it('declines a new order with a reason: stock back, the voucher use back, the customer told', async () => {
    await addToCart(server, carol, p2, 2);
    let res = await placeOrder(server, carol, occurrence, { voucher: 'WELCOME10' });
    const placed = res.body.data.createOrderFromCart;
    assert.equal(placed.error, null, JSON.stringify(res.body));
    assert.ok(placed.discount_value > 0);
    await addToCart(server, carol, p3, 1); // a voucher is checked against a cart
    const used = await graphql(server, VALIDATE, { variables: { id: carol.id }, ...as(carol) });
    assert.equal(used.body.data.validateVoucher.error?.message, 'You have already used this voucher', 'WELCOME10 is once per customer');
    const p2Before = await stock(p2);

    const o = await readOrder(server, owner, placed.serial);
    const reason = 'We cannot deliver to this address today';
    const declined = await staffChange(server, manager, Q.cancel, { serial: o.serial, version: o.version, reason, decline: true }, 'staffCancelOrder');
    assert.equal(declined.status, 'declined');
    assert.equal(declined.cancel_reason, reason);
    assert.equal(await stock(p2), p2Before + 2);

    const again = await graphql(server, VALIDATE, { variables: { id: carol.id }, ...as(carol) });
    assert.equal(again.body.data.validateVoucher.error, null, JSON.stringify(again.body));
    const reordered = (await placeOrder(server, carol, occurrence, { voucher: 'WELCOME10' })).body.data.createOrderFromCart;
    assert.equal(reordered.error, null, JSON.stringify(reordered));
    assert.ok(reordered.discount_value > 0);
    reorderSerial = reordered.serial;
    res = await graphql(server, BY_SERIAL, { variables: { s: placed.serial }, ...as(carol) });
    assert.equal(res.body.data.orderBySerial.status, 'declined');
    await waitForMessages(
      server.dataDir,
      (m) => smsTo(carol.phone)(m) && m.body === `Your Karyana order ${placed.serial} was canceled: ${reason}`,
      'declined',
    );
    // A declined order cannot be declined again.
    const twice = await staffCall(server, manager, Q.cancel, { serial: o.serial, version: declined.version, reason, decline: true }, 'staffCancelOrder');
    assert.equal(twice.error?.textCode, 'STATUS_NOT_ALLOWED', JSON.stringify(twice.error));
  });

  it('cancelling after ready-to-dispatch gives back only what the order still holds; the stock adds up', async () => {
    let o = await moveTo(server, owner, await readOrder(server, owner, reorderSerial), 'picking');
    o = await staffChange(server, owner, Q.recordPicking, {
      serial: o.serial, version: o.version, lines: [{ product_id: p3._id, pickedQty: 0, notFound: true }],
    }, 'staffRecordPicking');
    o = await moveTo(server, owner, o, 'in-review');
    assert.equal(paisa(o.totalPrice), 0);
    const p3Before = await stock(p3);
    o = await moveTo(server, owner, o, 'ready-to-dispatch');
    assert.equal(await stock(p3), p3Before + 1, 'the unit not found is back on sale');
    o = await staffChange(server, owner, Q.cancel, { serial: o.serial, version: o.version, reason: 'Nothing left to deliver' }, 'staffCancelOrder');
    assert.equal(o.status, 'canceled');
    assert.equal(await stock(p3), p3Before + 1, 'and not a second time by the cancel');

    // Every unit is on sale or held by a live order (its deliverable quantity once fixed).
    const live = [];
    for (const serial of [placedA.serial, placedB.serial, reorderSerial]) {
      const order = await readOrder(server, owner, serial);
      if (!['canceled', 'declined', 'refunded'].includes(order.status)) live.push(order);
    }
    for (const p of [p1, p2, p3]) {
      const held = live.reduce((n, order) => {
        const line = lineOf(order, p);
        return n + (line ? (line.deliverable_qty ?? line.qty) : 0);
      }, 0);
      assert.equal((await stock(p)) + held, stockBefore[p._id], `${p.slug}: on sale + held by live orders`);
    }
  });

  // Last: a refunded order no longer counts as live, and its delivered goods do not come back on sale.
  it('refunds a delivered order whole: the cash collected, payment refunded, no stock back', async () => {
    const delivered = await readOrder(server, owner, placedA.serial);
    assert.equal(delivered.status, 'delivered');
    const before = await Promise.all([p1, p2, p3].map((p) => stock(p)));
    const refunded = await moveTo(server, manager, delivered, 'refunded', 'Milk was sour');
    assert.equal(refunded.status, 'refunded');
    assert.deepEqual(await Promise.all([p1, p2, p3].map((p) => stock(p))), before);
    const res = await graphql(server, BY_SERIAL, { variables: { s: placedA.serial }, ...as(alia) });
    const mine = res.body.data.orderBySerial;
    assert.equal(mine.status, 'refunded');
    assert.equal(mine.payment_status, 'refunded');
    assert.equal(paisa(mine.refund_amount), paisa(cash));
    assert.ok(mine.status_notes.some((n) => n.note === 'Status Updated to refunded'));
  });
});
