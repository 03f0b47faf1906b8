// Delivery slots, settings and vouchers from the console (issue 18, second slice) against the
// real binary: the role matrix of every new operation (visitor, customer, picker and rider
// refused with nothing changed; manager and owner allowed); the refusals (overlapping slots, an
// end before the start, a limit of 0, a stale version, a bad date, a % voucher of 150, a taken
// code, a maximum order below the minimum, a missing confirmation); the store front following
// each change (a customer's deliverySlots, a deliverySlotsUpdated subscriber, a blocked date
// refused at checkout, settings_str, suspend_app on and off); the warnings for booked orders; a
// console voucher validating at checkout, its use count after an order, and the order keeping
// its discount when the voucher is edited; and the audit rows of each change.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { addToCart, as, customers, placeOrder, products, slotDates } from './shop.mjs';
import { assertOwnersAndManagersOnly, staffCall, staffMember } from './staff.mjs';
import { subscribe, waitFor } from './subscriber.mjs';

const ERROR = 'error { message code textCode details }';
const WARNING = 'warning { message code textCode }';
const SLOT = `_id day start_time end_time max_order_limit enabled blocked_dates version ${WARNING} ${ERROR}`;
const SETTINGS = `currency min_order_amount max_order_amount delivery_charges max_live_orders_per_customer
  timeslot_pre_gap timeslot_days_to_show default_page_title about_label footer_text support_phone support_email
  confirm_first_orders suspend_app overridden ${ERROR}`;
const VOUCHER = `_id code title details discount_type amount activation_date deactivation_date min_order_amount
  limit_usage limit_one_per_customer enabled used version created_at ${ERROR}`;
const O = {
  slots: `{ staffSlots { ${SLOT} } }`,
  saveSlot: `mutation($input: StaffSlotInput!) { staffSaveSlot(input: $input) { ${SLOT} } }`,
  setEnabled: `mutation($id: ID!, $version: Int!, $enabled: Boolean!) {
    staffSetSlotEnabled(slot_id: $id, version: $version, enabled: $enabled) { ${SLOT} } }`,
  block: `mutation($id: ID, $date: String!) { staffBlockDate(slot_id: $id, date: $date) { slots { ${SLOT} } ${WARNING} ${ERROR} } }`,
  unblock: `mutation($id: ID, $date: String!) { staffUnblockDate(slot_id: $id, date: $date) { slots { ${SLOT} } ${WARNING} ${ERROR} } }`,
  settings: `{ staffSettings { ${SETTINGS} } }`,
  saveSettings: `mutation($input: StaffSettingsInput!) { staffSaveSettings(input: $input) { ${SETTINGS} } }`,
  maintenance: `mutation($on: Boolean!, $confirm: String!) { staffSetMaintenance(on: $on, confirm: $confirm) { ${SETTINGS} } }`,
  vouchers: `query($search: String) { staffVouchers(search: $search) { ${VOUCHER} } }`,
  saveVoucher: `mutation($input: StaffVoucherInput!) { staffSaveVoucher(input: $input) { ${VOUCHER} } }`,
  audit: `query($subject: String) { staffAuditLog(first: 50, subject: $subject) { entries { actor_id action subject before after } } }`,
};
const CUSTOMER_SLOTS = '{ deliverySlots { _id day start_time end_time blocked_dates max_order_limit } }';
const SETTINGS_STR = '{ settings_str }';
const VALIDATE = `mutation($code: String!, $customer_id: ID!) { validateVoucher(code: $code, customer_id: $customer_id) {
  code discount_type discount_value error { message } } }`;
const BY_SERIAL = 'query($s: String!) { orderBySerial(serial: $s) { serial discount_value grandTotal discountVoucher { code discount_value } } }';
const SLOT_EVENTS = 'subscription { deliverySlotsUpdated { mutation node { _id start_time end_time max_order_limit blocked_dates } } }';

// "DD-MM-YYYY" → "YYYY-MM-DD".
const isoDate = (ddmmyyyy) => ddmmyyyy.split('-').reverse().join('-');

describe('slots, settings and vouchers through the staff API', { timeout: 300000 }, () => {
  let server;
  let owner;
  let manager;
  let picker;
  let rider;
  let alia; // books two orders in one slot
  let bilal; // uses the console's voucher
  let occurrence; // a bookable demo slot on a coming date: { slot, date: DD-MM-YYYY }
  let product; // a product with stock for carts

  const call = (who, query, variables, field) => staffCall(server, who, query, variables, field);
  const settingsStr = async () => JSON.parse((await graphql(server, SETTINGS_STR)).body.data.settings_str);
  const customerSlots = async () => (await graphql(server, CUSTOMER_SLOTS)).body.data.deliverySlots;
  const audit = async (subject) => (await call(owner, O.audit, { subject }, 'staffAuditLog')).entries;
  const fillCart = async (user) => addToCart(server, user, product, Math.ceil(700 / product.price));

  before(async () => {
    server = await startServer();
    [alia, bilal] = await customers(server, 'staff-operations', 2, { phoneBase: 3325550300 });
    owner = await staffMember(server, 'owner', 'operations-owner');
    manager = await staffMember(server, 'manager', 'operations-manager');
    picker = await staffMember(server, 'picker', 'operations-picker');
    rider = await staffMember(server, 'rider', 'operations-rider');
    [occurrence] = await slotDates(server, 3);
    product = (await products(server)).find((p) => p.available_qty - p.reserved_for_order >= 20 && p.price <= 700);
    assert.ok(product, 'a demo product with stock');
  });
  after(async () => {
    await server?.stop();
  });

  it('refuses visitors, customers, pickers and riders on every operation and changes nothing', async () => {
    const [slot] = await call(owner, O.slots, {}, 'staffSlots');
    const calls = [
      [O.slots, {}],
      [O.settings, {}],
      [O.vouchers, {}],
      [O.saveSlot, { input: { day: 'Mon', start_time: '05:00', end_time: '06:00', max_order_limit: 3 } }],
      [O.setEnabled, { id: slot._id, version: slot.version, enabled: false }],
      [O.block, { id: slot._id, date: '2030-01-07' }],
      [O.unblock, { id: slot._id, date: '2030-01-07' }],
      [O.saveSettings, { input: { currency: 'XX' } }],
      [O.maintenance, { on: true, confirm: 'SUSPEND' }],
      [O.saveVoucher, { input: { code: 'ROLE-TEST', title: 'Role', discount_type: 'fix', amount: 10 } }],
    ];
    await assertOwnersAndManagersOnly(server, calls, { customer: alia, picker: picker, rider: rider });
    assert.equal((await call(owner, O.slots, {}, 'staffSlots')).find((s) => s._id === slot._id).version, slot.version);
    assert.equal((await settingsStr()).currency, 'RS');
    assert.equal((await settingsStr()).suspend_app, 'false');
    assert.deepEqual(await call(owner, O.vouchers, { search: 'ROLE-TEST' }, 'staffVouchers'), []);
    assert.equal((await customerSlots()).some((s) => s.start_time === '05:00'), false);
    // Manager and owner read everything.
    for (const who of [manager, owner]) {
      assert.ok((await call(who, O.slots, {}, 'staffSlots')).length >= 28);
      assert.equal((await call(who, O.settings, {}, 'staffSettings')).currency, 'RS');
      assert.ok((await call(who, O.vouchers, {}, 'staffVouchers')).some((v) => v.code === 'WELCOME10'));
    }
  });

  it('creates and edits a slot: open grids hear it, the customer sees it; bad forms are refused', async () => {
    const watch = subscribe(server, undefined, { query: SLOT_EVENTS });
    await watch.ready;
    const created = await call(manager, O.saveSlot,
      { input: { day: occurrence.slot.day, start_time: '21:00', end_time: '23:00', max_order_limit: 5 } }, 'staffSaveSlot');
    assert.equal(created.error, null);
    assert.deepEqual(
      { day: created.day, start: created.start_time, end: created.end_time, limit: created.max_order_limit, enabled: created.enabled, version: created.version, blocked: created.blocked_dates },
      { day: occurrence.slot.day, start: '21:00', end: '23:00', limit: 5, enabled: true, version: 1, blocked: [] },
    );
    await waitFor(() => watch.events.some((e) => e.data.deliverySlotsUpdated.node._id === created._id), 'the CREATED event');
    assert.equal(watch.events.find((e) => e.data.deliverySlotsUpdated.node._id === created._id).data.deliverySlotsUpdated.mutation, 'CREATED');
    const seen = (await customerSlots()).find((s) => s._id === created._id);
    assert.deepEqual({ start: seen.start_time, end: seen.end_time, limit: seen.max_order_limit }, { start: '21:00', end: '23:00', limit: 5 });

    const edited = await call(owner, O.saveSlot,
      { input: { _id: created._id, version: 1, day: created.day, start_time: '21:00', end_time: '22:30', max_order_limit: 2 } }, 'staffSaveSlot');
    assert.equal(edited.error, null);
    assert.equal(edited.version, 2);
    assert.equal(edited.warning, null);
    await waitFor(() => watch.events.some((e) => e.data.deliverySlotsUpdated.mutation === 'UPDATED' && e.data.deliverySlotsUpdated.node.end_time === '22:30'), 'the UPDATED event');
    assert.equal((await customerSlots()).find((s) => s._id === created._id).max_order_limit, 2);

    const refusals = [
      [{ day: created.day, start_time: '10:00', end_time: '11:00', max_order_limit: 3 }, 'SLOT_OVERLAPS', 'start_time'],
      [{ day: created.day, start_time: '22:00', end_time: '23:30', max_order_limit: 3 }, 'SLOT_OVERLAPS', 'start_time'],
      [{ day: created.day, start_time: '06:00', end_time: '05:00', max_order_limit: 3 }, 'SLOT_TIMES_INVALID', 'end_time'],
      [{ day: created.day, start_time: '6am', end_time: '08:00', max_order_limit: 3 }, 'SLOT_TIMES_INVALID', 'start_time'],
      [{ day: created.day, start_time: '06:00', end_time: '08:00', max_order_limit: 0 }, 'SLOT_LIMIT_INVALID', 'max_order_limit'],
      [{ day: 'Funday', start_time: '06:00', end_time: '08:00', max_order_limit: 3 }, 'SLOT_DAY_INVALID', 'day'],
      [{ _id: created._id, version: 1, day: created.day, start_time: '21:00', end_time: '22:00', max_order_limit: 3 }, 'SLOT_CHANGED', 'version'],
      [{ _id: 'ffffffffffffffffffffffff', version: 1, day: created.day, start_time: '06:00', end_time: '07:00', max_order_limit: 3 }, 'STAFF_SLOT_NOT_FOUND', '_id'],
    ];
    for (const [input, textCode, details] of refusals) {
      const res = await call(manager, O.saveSlot, { input }, 'staffSaveSlot');
      assert.deepEqual({ textCode: res.error?.textCode, details: res.error?.details }, { textCode, details }, JSON.stringify(input));
    }
    // Touching ends are no overlap.
    const early = await call(manager, O.saveSlot,
      { input: { day: created.day, start_time: '07:00', end_time: '09:00', max_order_limit: 1 } }, 'staffSaveSlot');
    assert.equal(early.error, null);
    assert.equal((await call(owner, O.slots, {}, 'staffSlots')).find((s) => s._id === created._id).end_time, '22:30');

    const closed = await call(manager, O.setEnabled, { id: early._id, version: early.version, enabled: false }, 'staffSetSlotEnabled');
    assert.equal(closed.enabled, false);
    await waitFor(() => watch.events.some((e) => e.data.deliverySlotsUpdated.mutation === 'DELETED' && e.data.deliverySlotsUpdated.node._id === early._id), 'the DELETED event');
    assert.equal((await customerSlots()).some((s) => s._id === early._id), false);
    const stale = await call(manager, O.setEnabled, { id: early._id, version: early.version, enabled: true }, 'staffSetSlotEnabled');
    assert.equal(stale.error.textCode, 'SLOT_CHANGED');
    assert.equal(stale.error.code, 'CONFLICT');
    await watch.client.dispose();

    const entries = await audit(created._id);
    assert.deepEqual(entries.map((e) => e.action), ['slot.save', 'slot.save']);
    assert.equal(JSON.parse(entries[0].before).max_order_limit, 5);
    assert.equal(JSON.parse(entries[0].after).max_order_limit, 2);
    assert.equal(entries[0].actor_id, owner.id);
  });

  it('warns when a limit drops below booked orders or a booked date closes; a blocked date leaves the grid', async () => {
    const { slot, date } = occurrence;
    for (let i = 0; i < 2; i += 1) {
      await fillCart(alia);
      const placed = await placeOrder(server, alia, occurrence);
      assert.equal(placed.body.data.createOrderFromCart.error, null, JSON.stringify(placed.body));
    }
    const staffSlot = (await call(manager, O.slots, {}, 'staffSlots')).find((s) => s._id === slot._id);
    const lowered = await call(manager, O.saveSlot,
      { input: { _id: slot._id, version: staffSlot.version, day: slot.day, start_time: slot.start_time, end_time: slot.end_time, max_order_limit: 1 } },
      'staffSaveSlot');
    assert.equal(lowered.error, null);
    assert.equal(lowered.max_order_limit, 1);
    assert.deepEqual(
      { code: lowered.warning?.code, textCode: lowered.warning?.textCode, message: lowered.warning?.message },
      { code: 'WARNING', textCode: 'SLOT_LIMIT_BELOW_BOOKED', message: "2 orders are already booked in one of this slot's coming dates" },
    );

    const watch = subscribe(server, undefined, { query: SLOT_EVENTS });
    await watch.ready;
    const blocked = await call(manager, O.block, { id: slot._id, date: isoDate(date) }, 'staffBlockDate');
    assert.equal(blocked.error, null);
    assert.deepEqual(blocked.slots.map((s) => s.blocked_dates), [[isoDate(date)]]);
    assert.deepEqual({ textCode: blocked.warning?.textCode, message: blocked.warning?.message },
      { textCode: 'DATE_HAS_ORDERS', message: '2 orders are already booked on this date' });
    await waitFor(() => watch.events.some((e) => e.data.deliverySlotsUpdated.node.blocked_dates === date), 'the blocked date event');
    await watch.client.dispose();
    assert.equal((await customerSlots()).find((s) => s._id === slot._id).blocked_dates, date);
    await fillCart(bilal);
    const refused = await placeOrder(server, bilal, occurrence);
    assert.equal(refused.body.data.createOrderFromCart.error?.message,
      'This delivery time slot is booked on that date, please choose another one');

    const opened = await call(owner, O.unblock, { id: slot._id, date: isoDate(date) }, 'staffUnblockDate');
    assert.deepEqual(opened.slots.map((s) => s.blocked_dates), [[]]);
    assert.equal(opened.warning, null);
    assert.equal((await customerSlots()).find((s) => s._id === slot._id).blocked_dates, '');

    // Without a slot: every slot of that weekday; a date of another weekday or no date refused.
    const all = await call(owner, O.block, { date: isoDate(date) }, 'staffBlockDate');
    const sameDay = (await call(owner, O.slots, {}, 'staffSlots')).filter((s) => s.day === slot.day);
    assert.equal(all.slots.length, sameDay.length);
    assert.ok(all.slots.every((s) => s.blocked_dates.includes(isoDate(date))));
    await call(owner, O.unblock, { date: isoDate(date) }, 'staffUnblockDate');
    assert.ok((await customerSlots()).filter((s) => s.day === slot.day).every((s) => s.blocked_dates === ''));
    const [, d] = isoDate(date).match(/-(\d\d)$/);
    const nextDay = `${isoDate(date).slice(0, 8)}${String(Number(d) + 1).padStart(2, '0')}`;
    const wrongDay = await call(owner, O.block, { id: slot._id, date: nextDay }, 'staffBlockDate');
    if (new Date(`${nextDay}T00:00:00Z`).getUTCDate() === Number(d) + 1)
      assert.equal(wrongDay.error?.textCode, 'WRONG_DAY');
    assert.equal((await call(owner, O.block, { id: slot._id, date: '31-12-2030' }, 'staffBlockDate')).error.textCode, 'DATE_INVALID');

    const actions = (await audit(slot._id)).map((e) => e.action);
    assert.deepEqual(actions, ['slot.unblock', 'slot.block', 'slot.unblock', 'slot.block', 'slot.save']);
  });

  it('saves settings by their rules and the store front follows; maintenance needs its confirmation', async () => {
    const refusals = [
      [{ min_order_amount: 200, max_order_amount: 100 }, 'SETTING_MAX_BELOW_MIN', 'max_order_amount'],
      [{ timeslot_days_to_show: 15 }, 'SETTING_DAYS_INVALID', 'timeslot_days_to_show'],
      [{ timeslot_days_to_show: 0 }, 'SETTING_DAYS_INVALID', 'timeslot_days_to_show'],
      [{ delivery_charges: -1 }, 'SETTING_NOT_NUMBER', 'delivery_charges'],
      [{ timeslot_pre_gap: -5 }, 'SETTING_NOT_WHOLE', 'timeslot_pre_gap'],
      [{ currency: '  ' }, 'REQUIRED', 'currency'],
      [{ support_email: 'not an email' }, 'INVALID_EMAIL', 'support_email'],
      [{ delivery_charges: 10, footer_text: 'x'.repeat(501) }, 'TOO_LONG', 'footer_text'],
    ];
    for (const [input, textCode, details] of refusals) {
      const res = await call(manager, O.saveSettings, { input }, 'staffSaveSettings');
      assert.deepEqual({ textCode: res.error?.textCode, details: res.error?.details }, { textCode, details }, JSON.stringify(input));
    }
    assert.equal((await settingsStr()).delivery_charges, 100, 'a refused save changes nothing');

    const saved = await call(manager, O.saveSettings, {
      input: { delivery_charges: 150.5, currency: 'PKR', timeslot_days_to_show: 10, min_order_amount: 300, max_order_amount: 0,
        footer_text: 'Open daily', confirm_first_orders: false },
    }, 'staffSaveSettings');
    assert.equal(saved.error, null);
    assert.deepEqual(
      [saved.delivery_charges, saved.currency, saved.timeslot_days_to_show, saved.min_order_amount, saved.max_order_amount, saved.confirm_first_orders],
      [150.5, 'PKR', 10, 300, 0, false],
    );
    const store = await settingsStr();
    assert.deepEqual(
      [store.delivery_charges, store.currency, store.timeslot_days_to_show, store.min_order_amount, store.max_order_amount, store.footer_text],
      [150.5, 'PKR', 10, 300, 0, 'Open daily'],
    );
    const [entry] = await audit('settings');
    assert.equal(entry.action, 'settings.save');
    assert.equal(JSON.parse(entry.before).currency, 'RS');
    assert.equal(JSON.parse(entry.after).currency, 'PKR');

    for (const [on, confirm] of [[true, ''], [true, 'RESUME'], [true, 'suspend'], [false, 'SUSPEND']]) {
      const res = await call(owner, O.maintenance, { on, confirm }, 'staffSetMaintenance');
      assert.equal(res.error?.textCode, 'CONFIRMATION_REQUIRED');
      assert.equal(res.error.message, `Please type ${on ? 'SUSPEND' : 'RESUME'} to confirm`);
    }
    assert.equal((await settingsStr()).suspend_app, 'false');
    const suspended = await call(owner, O.maintenance, { on: true, confirm: 'SUSPEND' }, 'staffSetMaintenance');
    assert.equal(suspended.suspend_app, true);
    assert.equal((await settingsStr()).suspend_app, 'true');
    const resumed = await call(manager, O.maintenance, { on: false, confirm: 'RESUME' }, 'staffSetMaintenance');
    assert.equal(resumed.suspend_app, false);
    assert.equal((await settingsStr()).suspend_app, 'false');
    assert.deepEqual((await audit('settings')).slice(0, 2).map((e) => e.action), ['settings.maintenance', 'settings.maintenance']);
    // Back to the demo's so the voucher's order below pays the usual charges.
    await call(owner, O.saveSettings, { input: { delivery_charges: 100, currency: 'RS', min_order_amount: 500, max_order_amount: 50000 } }, 'staffSaveSettings');
  });

  it('a console voucher validates at checkout, counts its use, and an edit leaves the placed order alone', async () => {
    const input = { code: ' console-50 ', title: 'Console fifty', discount_type: 'fix', amount: 50, min_order_amount: 400,
      limit_usage: 10, limit_one_per_customer: true };
    const created = await call(manager, O.saveVoucher, { input }, 'staffSaveVoucher');
    assert.equal(created.error, null);
    assert.deepEqual(
      [created.code, created.amount, created.min_order_amount, created.limit_usage, created.limit_one_per_customer, created.enabled, created.used, created.version],
      ['CONSOLE-50', 50, 400, 10, true, true, 0, 1],
    );
    const refusals = [
      [{ ...input, code: 'Console-50' }, 'VOUCHER_CODE_TAKEN', 'code'],
      [{ ...input, code: 'NEW-1', discount_type: '%', amount: 150 }, 'VOUCHER_PERCENT_TOO_HIGH', 'amount'],
      [{ ...input, code: 'NEW-1', amount: 0 }, 'VOUCHER_AMOUNT_INVALID', 'amount'],
      [{ ...input, code: 'NEW 1' }, 'VOUCHER_CODE_INVALID', 'code'],
      [{ ...input, code: 'NEW-1', discount_type: 'free' }, 'VOUCHER_TYPE_INVALID', 'discount_type'],
      [{ ...input, code: 'NEW-1', title: ' ' }, 'REQUIRED', 'title'],
      [{ ...input, code: 'NEW-1', activation_date: '2030-01-02T00:00:00.000Z', deactivation_date: '2030-01-01T00:00:00.000Z' },
        'VOUCHER_WINDOW_INVALID', 'deactivation_date'],
      [{ ...input, _id: created._id, version: 7 }, 'VOUCHER_CHANGED', 'version'],
    ];
    for (const [bad, textCode, details] of refusals) {
      const res = await call(manager, O.saveVoucher, { input: bad }, 'staffSaveVoucher');
      assert.deepEqual({ textCode: res.error?.textCode, details: res.error?.details }, { textCode, details }, JSON.stringify(bad));
    }
    assert.deepEqual((await call(owner, O.vouchers, { search: 'new-1' }, 'staffVouchers')), []);

    await fillCart(bilal);
    const valid = await graphql(server, VALIDATE, { variables: { code: 'console-50', customer_id: bilal.id }, ...as(bilal) });
    assert.equal(valid.body.data.validateVoucher.error, null, JSON.stringify(valid.body));
    assert.equal(valid.body.data.validateVoucher.discount_value, 50);
    const [, later] = await slotDates(server, 3);
    const placed = await placeOrder(server, bilal, later, { voucher: 'CONSOLE-50' });
    const order = placed.body.data.createOrderFromCart;
    assert.equal(order.error, null, JSON.stringify(placed.body));
    assert.equal(order.discount_value, 50);

    const [listed] = await call(owner, O.vouchers, { search: 'console' }, 'staffVouchers');
    assert.equal(listed.used, 1);
    const edited = await call(owner, O.saveVoucher,
      { input: { ...input, _id: created._id, version: listed.version, amount: 80, enabled: false } }, 'staffSaveVoucher');
    assert.equal(edited.error, null);
    assert.deepEqual([edited.amount, edited.enabled, edited.used, edited.version], [80, false, 1, 2]);
    const kept = (await graphql(server, BY_SERIAL, { variables: { s: order.serial }, ...as(bilal) })).body.data.orderBySerial;
    assert.equal(kept.discount_value, 50);
    assert.equal(kept.discountVoucher.discount_value, 50);
    assert.equal(kept.grandTotal, order.grandTotal);
    const disabled = await graphql(server, VALIDATE, { variables: { code: 'CONSOLE-50', customer_id: alia.id }, ...as(alia) });
    assert.equal(disabled.body.data.validateVoucher.error?.message, 'Invalid voucher code');

    const entries = await audit(created._id);
    assert.deepEqual(entries.map((e) => e.action), ['voucher.save', 'voucher.save']);
    assert.equal(JSON.parse(entries[0].before).discount_amount, 5000);
    assert.equal(JSON.parse(entries[0].after).discount_amount, 8000);
  });
});
