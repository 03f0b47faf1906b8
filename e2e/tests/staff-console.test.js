// The operator console (issue 17) in Chromium against the real server, across browser contexts: a
// customer checks out in their browser -> the order appears on the picker's board without a reload, as a first order
// to confirm by phone (the picker cannot pick it yet) -> a manager calls and confirms it -> the picker picks
// it with one line not found and sends it to review -> a manager makes it ready and assigns a rider ->
// the rider starts the delivery and marks it delivered with the cash -> the customer's order detail,
// left open, shows 'delivered', the reduced total and the timeline without a reload; the outbox holds the customer's SMS.
// Staff accounts come from the real command line (`karyana staff add`, password on standard input).
// At the end, every console page at a phone's and a desktop's width: axe, no sideways scroll, touch targets.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { graphql } from '../lib/server.js';
import { screenshot, settled, VIEWPORTS } from '../lib/browser.js';
import { signedInPage } from '../lib/session.js';
import { serverAndBrowser } from '../lib/suite.js';
import { customerReadyToOrder, money, productsInStock } from '../lib/shop.js';
import { continueWithFirstSlot } from '../lib/checkoutPage.js';
import { readOutbox } from '../lib/outbox.js';
import { describeViolations, seriousViolations } from '../lib/axe.js';
import { consolePageProblems } from '../lib/consoleSweep.js';
import {
  addStaff as addMember,
  moveOrderTo,
  orderOverApi,
  staffPage as memberPage,
  staffSession,
  staffSessionPage,
} from '../lib/staff.js';

const STAFF = {
  owner: { email: 'journey-owner@example.com', name: 'Omar Owner' },
  picker: { email: 'journey-picker@example.com', name: 'Parveen Picker' },
  manager: { email: 'journey-manager@example.com', name: 'Majid Manager' },
  rider: { email: 'journey-rider@example.com', name: 'Rashid Rider' },
};

const addStaff = (dataDir, role) => addMember(dataDir, { ...STAFF[role], role });

/** A console page signed in as a staff member through the /admin sign-in form, on the role's landing page. */
const staffPage = (browser, role, viewport, isMobile) => memberPage(browser, server.url, { ...STAFF[role], role }, viewport, isMobile);

/** The console is read by screen readers too: no serious or critical axe finding on the page. */
async function assertAccessible(page, where) {
  await settled(page);
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `${where}:\n${describeViolations(violations)}`);
}

/** Waits for an SMS to `to` whose body `matches` (the outbox is written after the server answers). */
async function smsTo(to, matches, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let seen = [];
  while (Date.now() < deadline) {
    seen = (await readOutbox(server.dataDir)).filter((m) => m.channel === 'sms' && m.to === to);
    const found = seen.find((m) => matches(m.body));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no such SMS to ${to}; the outbox holds ${JSON.stringify(seen)}`);
}

/** 'DD Mon' of today (0) or tomorrow (1) in the shop's time zone, as the slot grid labels its days. */
function shopDay(ahead) {
  const format = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Karachi', day: '2-digit', month: 'short' });
  return format.format(new Date(Date.now() + ahead * 86400e3));
}

async function orderForCustomer(customer, serial) {
  const data = await graphql(
    server.url,
    `query ($serial: String!) { orderBySerial(serial: $serial) { status grandTotal items { product_id qty deliverable_qty delivery_status } } }`,
    { serial },
    customer.token,
  );
  return data.orderBySerial;
}

const { server, browser } = serverAndBrowser();

describe('the operator console journey', () => {
  let customer;

  before(async () => {
    for (const role of Object.keys(STAFF)) addStaff(server.dataDir, role);
    ({ customer } = await customerReadyToOrder(server, {
      emailPrefix: 'console',
      address: { full_address: 'House 7, Street 2, Farid Town', delivery_instructions: 'Blue gate' },
    }));
    // Two lines, so one can be not found.
    for (const product of (await productsInStock(server.url)).slice(0, 2)) {
      const data = await graphql(
        server.url,
        `mutation ($input: CartItemInput!) { addCartItem(input: $input) { _id error { message } } }`,
        { input: { customer_id: customer.id, product_id: product._id, qty: 2 } },
        customer.token,
      );
      assert.equal(data.addCartItem.error, null, JSON.stringify(data.addCartItem));
    }
  });

  test('an order goes from the board to the customer’s door', async () => {
    // The customer checks out in their browser up to the invoice, with the first free slot.
    const shopper = await signedInPage(browser, customer);
    await shopper.page.goto(`${server.url}/checkout`);
    await shopper.page.getByRole('radio', { name: /House 7, Street 2, Farid Town/ }).waitFor();
    const slotLabel = await shopper.page.locator('button.slot-cell.is-available').first().getAttribute('aria-label');
    await continueWithFirstSlot(shopper.page);
    const day = [0, 1].find((ahead) => slotLabel.includes(shopDay(ahead)));
    assert.notEqual(day, undefined, `the first free slot is today or tomorrow: ${slotLabel}`);

    // The picker's board (a phone) is open on that day before the order exists.
    const picker = await staffPage(browser, 'picker', VIEWPORTS.phone, true);
    const board = picker.page;
    await board.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'Board' }).click();
    await board.getByText(day === 0 ? 'Today' : 'Tomorrow', { exact: true }).click();
    await board.getByRole('region', { name: /^Slot / }).first().waitFor();

    await shopper.page.getByRole('button', { name: /Place Order/ }).click();
    await shopper.page.waitForURL(`${server.url}/checkout/success`);
    const { ordersQuery } = await graphql(
      server.url,
      `query { ordersQuery(first: 5, after: 0, filter: "{}") { edges { node { serial } } } }`,
      {},
      customer.token,
    );
    const serial = ordersQuery.edges[0].node.serial;
    const placed = await orderForCustomer(customer, serial);

    // It appears without a reload, over the staff subscription: the customer's first order, to be confirmed by a call.
    const card = board.getByTestId(`card-${serial}`);
    await card.waitFor();
    await card.getByText('Unconfirmed', { exact: true }).waitFor();
    await card.getByText(/^Call to confirm: /).waitFor();
    await assertAccessible(board, 'the board');
    await card.click();
    await board.getByRole('heading', { name: `Order #${serial}` }).waitFor();
    await board.getByText('Waiting for confirmation').waitFor();
    assert.equal(await board.getByRole('button', { name: 'Start picking' }).count(), 0);
    await board.evaluate(() => {
      window.notReloaded = true;
    });

    // The manager (desktop) calls the customer from the order and confirms it.
    const manager = await staffPage(browser, 'manager', VIEWPORTS.desktop, false);
    await manager.page.goto(`${server.url}/admin/orders/${serial}`);
    await manager.page.getByText('Call to confirm').waitFor();
    const phone = customer.user.phone;
    const call = manager.page.getByRole('link', { name: `Call ${phone}` });
    assert.equal(await call.getAttribute('href'), `tel:${phone}`);
    await manager.page.getByRole('button', { name: 'Confirm' }).click();
    await manager.page.locator('.admin-status', { hasText: 'New' }).waitFor();
    assert.equal((await orderForCustomer(customer, serial)).status, 'new');

    // The picker's open order follows without a reload (staffOrderUpdated), and they pick it.
    await board.getByRole('button', { name: 'Start picking' }).click();
    assert.equal(await board.evaluate(() => window.notReloaded), true, 'the order page was reloaded');

    const picking = board.getByRole('region', { name: 'Picking' });
    await picking.waitFor();
    await assertAccessible(board, 'the picking view');
    await screenshot(board, 'staff-console-picking.png');
    await picking.getByRole('switch').nth(1).click();
    await board.getByRole('button', { name: 'Save' }).click();
    await board.getByText('Saved').first().waitFor();
    await board.getByRole('button', { name: 'Send to review' }).click();
    await board.locator('.admin-status', { hasText: 'In review' }).waitFor();
    await screenshot(board, 'staff-console-picked.png');

    // The manager makes it ready and assigns the rider.
    await manager.page.goto(`${server.url}/admin/orders/${serial}`);
    await manager.page.getByRole('button', { name: 'Ready to dispatch' }).click();
    await manager.page.locator('.admin-status', { hasText: 'Ready to dispatch' }).waitFor();
    await manager.page.getByRole('combobox', { name: 'Rider' }).click();
    await manager.page.locator('.ant-select-item-option', { hasText: STAFF.rider.name }).click();
    await manager.page.getByRole('button', { name: 'Assign rider' }).click();
    await manager.page.getByText(STAFF.rider.name, { exact: true }).first().waitFor();

    // The customer's order detail is open before the rider goes: it must follow the changes live.
    const { page } = shopper;
    await page.goto(`${server.url}/user/order/${serial}`);
    await page.getByText('Status Updated to ready-to-dispatch').waitFor();
    assert.equal(await page.getByText('Status Updated to delivered').count(), 0);
    await page.evaluate(() => {
      window.notReloaded = true;
    });

    // The rider (a phone) starts the delivery and marks it delivered with the cash.
    const rider = await staffPage(browser, 'rider', VIEWPORTS.phone, true);
    await rider.page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'My deliveries' }).click();
    await rider.page.getByText(day === 0 ? 'Today' : 'Tomorrow', { exact: true }).click();
    const delivery = rider.page.locator('.admin-delivery', { hasText: `Order #${serial}` });
    await delivery.waitFor();
    await assertAccessible(rider.page, "the rider's deliveries");
    await delivery.getByRole('button', { name: 'Start delivery' }).click();
    await delivery.getByRole('button', { name: 'Delivered' }).click();
    const dialog = rider.page.getByRole('dialog');
    await dialog.getByLabel('Cash collected').waitFor();
    await dialog.getByRole('button', { name: 'Delivered' }).click();
    await delivery.locator('.ant-tag', { hasText: 'Delivered' }).waitFor();
    await screenshot(rider.page, 'staff-console-delivered.png');

    // The customer's order detail: delivered, the reduced total, the timeline.
    const after = await orderForCustomer(customer, serial);
    assert.equal(after.status, 'delivered');
    assert.ok(after.grandTotal < placed.grandTotal, `${after.grandTotal} < ${placed.grandTotal}`);
    assert.equal(after.items.filter((i) => i.delivery_status === 'canceled').length, 1);
    // It shows 'delivered' without a reload, over the customer's orderUpdated subscription.
    await page.getByText('delivered', { exact: true }).first().waitFor();
    await page.getByText(money(after.grandTotal)).first().waitFor();
    await page.getByText('Status Updated to delivered').waitFor();
    await page.getByText('Status Updated to dispatched').waitFor();
    assert.equal(await page.evaluate(() => window.notReloaded), true, 'the order page was reloaded');

    // The outbox holds the SMS for 'on its way' and 'delivered' (written after the answer: waited for).
    await smsTo(customer.user.phone, (body) => body.includes(serial) && /on its way/.test(body));
    await smsTo(customer.user.phone, (body) => body.includes(serial) && /delivered/i.test(body));

    for (const opened of [shopper, picker, manager, rider]) assert.deepEqual(opened.problems, []);
  });

  test('an owner adds a member, reads the audit trail and the cash sheet', async () => {
    const owner = await staffPage(browser, 'owner', VIEWPORTS.desktop, false);
    const { page } = owner;
    const menu = page.getByRole('navigation', { name: 'Console menu' });
    await menu.getByRole('link', { name: 'Staff' }).click();
    const form = page.locator('.admin-add-member');
    await form.getByLabel('Email').fill('new-rider@example.com');
    await form.getByLabel('Name').fill('Nadeem Rider');
    await form.getByLabel('Role').click();
    await page.locator('.ant-select-item-option', { hasText: 'Rider' }).click();
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Add member' }).click();
    await form.getByText('Should be atleast 12 charactors').waitFor();
    await form.getByLabel('Password').fill('a long enough password');
    await form.getByRole('button', { name: 'Add member' }).click();
    await page.getByRole('cell', { name: 'Nadeem Rider' }).waitFor();
    await assertAccessible(page, 'the staff page');

    await menu.getByRole('link', { name: 'Audit' }).click();
    await page.getByText('staff.add').first().waitFor();
    await page.getByText('order.status').first().waitFor();
    await assertAccessible(page, 'the audit page');
    await screenshot(page, 'staff-console-audit.png');

    await menu.getByRole('link', { name: 'Cash sheet' }).click();
    await page.getByRole('columnheader', { name: 'Difference' }).waitFor();
    await assertAccessible(page, 'the cash sheet');

    // Signing out (the store's sign-out) lands on the console's sign-in form.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Staff sign in' }).waitFor();
    assert.deepEqual(owner.problems, []);
  });

  test('a signed-in customer at /admin is told the console is for staff only', async () => {
    const { page } = await signedInPage(browser, customer, { viewport: VIEWPORTS.phone, isMobile: true });
    await page.goto(`${server.url}/admin/board`);
    await page.getByRole('heading', { name: 'This page is for Karyana staff only' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Go to the store' }).getAttribute('href'), '/');
    assert.equal(await page.getByRole('navigation', { name: 'Console menu' }).count(), 0);
    await assertAccessible(page, 'the staff-only page');
  });
});

// Accessibility of every console page at both widths: a manager checks the board on a phone, a picker's
// shop may have a tablet or a PC at the desk. On each page: no serious or critical axe finding; on the
// phone no sideways scroll and the picker's and rider's main controls at least 44 px high (WCAG 2.5.5's
// size, for a thumb in a busy shop). Screenshots of each page at each width go to artifacts/.
const SWEEP_STAFF = {
  picker: { email: 'sweep-picker@example.com', name: 'Sana Picker', role: 'picker' },
  rider: { email: 'sweep-rider@example.com', name: 'Raza Rider', role: 'rider' },
  owner: { email: 'sweep-owner@example.com', name: 'Uzma Owner', role: 'owner' },
};
// The controls a picker or rider works with all day (those only an owner uses at a desk are not
// measured): the toolbars' wherever they are (besides the frame's, e2e/lib/consoleSweep.js), and each
// page's own, which must be there.
const TOOLBAR_TARGETS = ['.admin-toolbar .ant-segmented-item', '.admin-toolbar .ant-input-affix-wrapper', '.admin-toolbar .ant-btn'];
const BOARD_TARGETS = ['.admin-toolbar .ant-segmented-item', '.admin-chips .ant-tag', '.admin-card', '.admin-slot-head a'];
const PICKING_TARGETS = ['.admin-stepper .ant-btn', '.admin-not-found', '.admin-picking > .ant-btn', '.admin-actions .ant-btn', '.admin-actions a'];
const DELIVERY_TARGETS = ['.admin-toolbar .ant-segmented-item', '.admin-delivery-actions .ant-btn', '.admin-delivery-actions a'];
const PRINT_TARGETS = ['.admin-print-toolbar a', '.admin-print-toolbar .ant-segmented-item', '.admin-print-toolbar .ant-btn'];

describe('every console page on a phone and a desktop', () => {
  const session = {};
  let picking; // an order being picked
  let delivery; // an order on its way with the rider

  before(async () => {
    for (const member of Object.values(SWEEP_STAFF)) addMember(server.dataDir, member);
    for (const [role, member] of Object.entries(SWEEP_STAFF)) session[role] = await staffSession(server.url, member);
    const { customer, address } = await customerReadyToOrder(server, {
      emailPrefix: 'sweep',
      address: { full_address: 'House 12, Street 4, Farid Town', delivery_instructions: 'Ring twice' },
    });
    picking = await orderOverApi(server.url, customer, address._id, { lines: 3 });
    await moveOrderTo(server.url, session.owner.token, picking, 'picking');
    delivery = await orderOverApi(server.url, customer, address._id, { lines: 2, skip: 3 });
    await moveOrderTo(server.url, session.owner.token, delivery, 'dispatched', { riderId: session.rider.id });
  });

  for (const [size, viewport, phone] of [
    ['phone', VIEWPORTS.phone, true],
    ['desktop', VIEWPORTS.desktop, false],
  ]) {
    test(`on a ${size}: board, picking, pick list, packing slip, deliveries, cash sheet, staff, audit`, async () => {
      const problems = [];
      const check = async (page, name, targets) => {
        problems.push(
          ...(await consolePageProblems(page, `${name} (${size})`, { phone, targets, alsoMeasure: TOOLBAR_TARGETS })),
        );
        await screenshot(page, `console-${name}-${size}.png`, { fullPage: true });
      };

      // The picker: the board (the orders are tomorrow's), the order being picked, the printables.
      const picker = await staffSessionPage(browser, server.url, session.picker, viewport, phone);
      let { page } = picker;
      await page.locator('.admin-toolbar .ant-segmented-item', { hasText: 'Tomorrow' }).click();
      const card = page.getByTestId(`card-${picking}`);
      await card.waitFor();
      await check(page, 'board', BOARD_TARGETS);
      const pickList = await page.getByRole('region', { name: /^Slot / }).filter({ has: card }).getByRole('link', { name: 'Pick list' }).getAttribute('href');
      await card.click();
      await page.getByRole('region', { name: 'Picking' }).waitFor();
      await check(page, 'picking', PICKING_TARGETS);
      await page.goto(`${server.url}${pickList}`);
      await page.getByRole('heading', { name: /^Pick list/ }).waitFor();
      await check(page, 'pick-list', PRINT_TARGETS);
      await page.goto(`${server.url}/admin/print/slip/${picking}`);
      await page.getByText(`Order #${picking}`).waitFor();
      await check(page, 'packing-slip', PRINT_TARGETS);

      // The rider: tomorrow's deliveries, with the map, Navigate, Call and Delivered.
      const rider = await staffSessionPage(browser, server.url, session.rider, viewport, phone);
      ({ page } = rider);
      await page.locator('.admin-toolbar .ant-segmented-item', { hasText: 'Tomorrow' }).click();
      await page.locator('.admin-delivery', { hasText: `Order #${delivery}` }).getByRole('button', { name: 'Delivered' }).waitFor();
      await page.locator('.admin-map .leaflet-tile-loaded').first().waitFor();
      await check(page, 'deliveries', DELIVERY_TARGETS);

      // The owner's pages (a manager or owner at a desk, sometimes on a phone).
      const owner = await staffSessionPage(browser, server.url, session.owner, viewport, phone);
      ({ page } = owner);
      await page.goto(`${server.url}/admin/cash`);
      await page.getByRole('columnheader', { name: 'Difference' }).waitFor();
      await check(page, 'cash-sheet');
      await page.goto(`${server.url}/admin/staff`);
      await page.getByRole('cell', { name: SWEEP_STAFF.rider.name }).waitFor();
      await check(page, 'staff');
      await page.goto(`${server.url}/admin/audit`);
      await page.getByText('order.status').first().waitFor();
      await check(page, 'audit');

      for (const opened of [picker, rider, owner]) {
        problems.push(...opened.problems);
        await opened.context.close();
      }
      assert.deepEqual(problems, [], problems.join('\n'));
    });
  }
});
