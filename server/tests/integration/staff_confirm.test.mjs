// First-order confirmation (issue 17, docs/decisions.md) against the real binary: a new store has
// confirm_first_orders '1', so a customer's first order starts 'unconfirmed' and holds its stock and
// slot place like a new one; a picker can neither confirm nor pick it; a manager confirms it after the
// call (→ 'new', with the status note the customer's timeline reads and an audit row) or declines it
// (stock and slot place back). Once a customer has taken an order (delivered), their next one starts
// 'new'; a customer whose only order was declined is still unproven; with the setting '0' every
// order starts 'new'.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { execute } from './database.mjs';
import { graphql, startServer } from './harness.mjs';
import { addToCart, as, customers, placeOrder, products, slotDates, sql } from './shop.mjs';
import { Q, moveTo, readOrder, staffCall, staffChange, staffDate, staffMember, topError } from './staff.mjs';

const BY_SERIAL = 'query($s: String!) { orderBySerial(serial: $s) { serial status status_notes { note } error { message } } }';
const PRODUCT = 'query($slug: String!) { productBySlug(slug: $slug) { _id available_qty } }';

describe('first orders wait for the store to call', { timeout: 300000 }, () => {
  let server;
  let ayan; // first order confirmed, then delivered; the next one starts 'new'
  let bina; // first order declined; the next one is unconfirmed again
  let chand; // orders after the shop turns the setting off
  let manager;
  let owner;
  let picker;
  let rider;
  let product;
  let occurrence;
  let date;

  const stock = async () => {
    const res = await graphql(server, PRODUCT, { variables: { slug: product.slug } });
    assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
    return res.body.data.productBySlug.available_qty;
  };
  const slotLoad = async () => {
    const board = await staffCall(server, manager, Q.board, { dates: [date] }, 'staffOrderBoard');
    const slot = board.slots.find((s) => s.slot_id === occurrence.slot._id && s.date === date);
    return { load: slot.load, cards: slot.orders };
  };
  const order = async (customer, qty = 1) => {
    await addToCart(server, customer, product, qty);
    const res = await placeOrder(server, customer, occurrence);
    const placed = res.body.data.createOrderFromCart;
    assert.equal(placed.error, null, JSON.stringify(res.body));
    return placed;
  };
  // What the customer reads of the order.
  const asCustomer = async (customer, serial) => {
    const res = await graphql(server, BY_SERIAL, { variables: { s: serial }, ...as(customer) });
    assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
    return res.body.data.orderBySerial;
  };
  // The shop changes its setting in its settings table (there is no settings screen yet).
  const setSetting = async (key, value) => {
    execute(server, `UPDATE settings SET value = '${value}' WHERE key = '${key}'`);
  };

  before(async () => {
    server = await startServer({ args: ['--set', 'max_live_orders_per_customer=0'] });
    [ayan, bina, chand] = await customers(server, 'confirm-first', 3, { phoneBase: 3237654300 });
    owner = await staffMember(server, 'owner', 'confirm-owner');
    manager = await staffMember(server, 'manager', 'confirm-manager');
    picker = await staffMember(server, 'picker', 'confirm-picker');
    rider = await staffMember(server, 'rider', 'confirm-rider');
    [product] = (await products(server)).filter((p) => p.available_qty - p.reserved_for_order >= 20);
    [occurrence] = await slotDates(server, 1);
    date = staffDate(occurrence.date);
  });
  after(async () => server?.stop());

  it('is on in a new store', async () => {
    assert.deepEqual(await sql(server, "SELECT value FROM settings WHERE key = 'confirm_first_orders'"), [{ value: '1' }]);
  });

  let first; // ayan's first order, as the staff last saw it
  it("starts a customer's first order 'unconfirmed', holding its stock and slot place", async () => {
    const stockBefore = await stock();
    const { load: loadBefore } = await slotLoad();
    const placed = await order(ayan, 2);
    assert.equal(placed.status, 'unconfirmed');
    assert.equal((await asCustomer(ayan, placed.serial)).status, 'unconfirmed');
    assert.equal(await stock(), stockBefore - 2);
    const { load, cards } = await slotLoad();
    assert.equal(load, loadBefore + 1);
    const card = cards.find((c) => c.serial === placed.serial);
    assert.equal(card.status, 'unconfirmed');
    assert.ok(card.customer_phone.endsWith(ayan.phone), card.customer_phone);
    first = await readOrder(server, manager, placed.serial);
    assert.deepEqual(first.next_statuses, ['new', 'canceled', 'declined']);
  });

  it('lets a picker neither confirm nor pick it', async () => {
    const seen = await readOrder(server, picker, first.serial);
    assert.deepEqual(seen.next_statuses, []);
    const confirm = await graphql(server, Q.setStatus, {
      variables: { serial: first.serial, version: first.version, status: 'new' },
      headers: { token: picker.token },
    });
    assert.equal(topError(confirm)?.textCode, 'ROLE_NOT_ALLOWED', JSON.stringify(confirm.body));
    const pick = await graphql(server, Q.setStatus, {
      variables: { serial: first.serial, version: first.version, status: 'picking' },
      headers: { token: picker.token },
    });
    assert.equal(pick.body.data.staffSetOrderStatus.error.message, 'An order cannot move from unconfirmed to picking');
    assert.equal((await readOrder(server, manager, first.serial)).status, 'unconfirmed');
  });

  it('is confirmed by a manager: new, the status note and an audit row', async () => {
    const confirmed = await moveTo(server, manager, first, 'new');
    assert.equal(confirmed.status, 'new');
    assert.ok(confirmed.next_statuses.includes('picking'));
    const customerView = await asCustomer(ayan, first.serial);
    assert.equal(customerView.status, 'new');
    assert.ok(customerView.status_notes.some((n) => n.note === 'Status Updated to new'), JSON.stringify(customerView));
    const audit = await staffCall(server, owner, Q.audit, { subject: first.serial }, 'staffAuditLog');
    const row = audit.entries.find((e) => e.action === 'order.status' && JSON.parse(e.after).status === 'new');
    assert.ok(row, JSON.stringify(audit.entries));
    assert.equal(row.actor_id, manager.id);
    assert.equal(JSON.parse(row.before).status, 'unconfirmed');
    // Now a picker may start on it.
    assert.deepEqual((await readOrder(server, picker, first.serial)).next_statuses, ['picking']);
    first = confirmed;
  });

  it("starts the customer's next order 'new' once one was delivered", async () => {
    let o = await moveTo(server, picker, first, 'picking');
    o = await staffChange(server, picker, Q.recordPicking, {
      serial: o.serial,
      version: o.version,
      lines: o.lines.map((l) => ({ product_id: l.product_id, pickedQty: l.qty, notFound: false })),
    }, 'staffRecordPicking');
    o = await moveTo(server, picker, o, 'in-review');
    o = await moveTo(server, manager, o, 'ready-to-dispatch');
    o = await staffChange(server, manager, Q.assignRider, { serial: o.serial, version: o.version, rider: rider.id }, 'staffAssignRider');
    o = await moveTo(server, rider, o, 'dispatched');
    o = await staffChange(server, rider, Q.markDelivered, { serial: o.serial, version: o.version, cash: o.grandTotal }, 'staffMarkDelivered');
    assert.equal(o.status, 'delivered');
    const next = await order(ayan);
    assert.equal(next.status, 'new');
  });

  it('gives the stock and slot place back when a first order is declined, and the customer stays unproven', async () => {
    const stockBefore = await stock();
    const { load: loadBefore } = await slotLoad();
    const placed = await order(bina, 3);
    assert.equal(placed.status, 'unconfirmed');
    assert.equal(await stock(), stockBefore - 3);
    assert.equal((await slotLoad()).load, loadBefore + 1);
    const seen = await readOrder(server, manager, placed.serial);
    const declined = await staffChange(server, manager, Q.cancel, {
      serial: seen.serial, version: seen.version, reason: 'Number switched off', decline: true,
    }, 'staffCancelOrder');
    assert.equal(declined.status, 'declined');
    assert.equal(declined.cancel_reason, 'Number switched off');
    assert.equal(await stock(), stockBefore);
    assert.equal((await slotLoad()).load, loadBefore);
    assert.equal((await asCustomer(bina, placed.serial)).status, 'declined');
    // A declined order proves nothing: the next one waits for the call too.
    assert.equal((await order(bina)).status, 'unconfirmed');
  });

  it("starts every order 'new' once the shop turns the setting off", async () => {
    await setSetting('confirm_first_orders', '0');
    assert.equal((await order(chand)).status, 'new');
    await setSetting('confirm_first_orders', '1');
  });
});
