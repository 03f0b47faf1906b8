// The operator console with the keyboard alone (issue 17), for staff who work with a keyboard, a switch
// or a screen reader: only page.keyboard (Tab, Shift+Tab, Enter, Space, arrow keys, typing), no clicks
// and no focus() shortcuts. A picker at a desk signs in, opens tomorrow's order from the board, starts
// picking, takes one off a line, marks another not found, saves and sends it to review; a rider on a
// phone marks a delivery delivered with the cash collected. Every control passed on the way shows a focus
// ring. Staff come from the real `karyana staff add`; the orders are placed over the API and moved on
// with the console's own staff mutations.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { VIEWPORTS, openPage } from '../lib/browser.js';
import { graphql } from '../lib/server.js';
import { blankMapTiles } from '../lib/session.js';
import { serverAndBrowser } from '../lib/suite.js';
import { customerReadyToOrder } from '../lib/shop.js';
import { assertVisibleFocus, describeFocus, focused, focusedWithRing, tabTo } from '../lib/keyboard.js';
import {
  STAFF_PASSWORD,
  addStaff,
  consoleReady,
  moveOrderTo,
  orderOverApi,
  staffOrder,
  staffSession,
  staffSessionPage,
} from '../lib/staff.js';

const STAFF = {
  picker: { email: 'keys-picker@example.com', name: 'Pervaiz Picker', role: 'picker' },
  rider: { email: 'keys-rider@example.com', name: 'Rubina Rider', role: 'rider' },
  owner: { email: 'keys-owner@example.com', name: 'Obaid Owner', role: 'owner' },
};

const { server, browser } = serverAndBrowser();

/** Every focus state passed without a ring, for one assert at the end that names them all. */
function ringless(passed) {
  return passed.filter((f) => !f.indicator).map(describeFocus);
}

/** Tomorrow on the page's day switch (a radio group): Tab to it, then the right arrow. */
async function chooseTomorrow(page, passed) {
  const today = await tabTo(page, (f) => f.tag === 'input' && f.className.includes('ant-segmented-item-input'), 'the day switch', { passed });
  assert.equal(today.checked ?? 'true', 'true');
  await page.keyboard.press('ArrowRight');
  await page.locator('.ant-segmented-item-selected', { hasText: 'Tomorrow' }).waitFor();
  passed.push(await focusedWithRing(page));
}

describe('the console by keyboard alone', () => {
  const session = {};
  let customer;
  let address;

  before(async () => {
    for (const member of Object.values(STAFF)) addStaff(server.dataDir, member);
    for (const role of ['rider', 'owner']) session[role] = await staffSession(server.url, STAFF[role]);
    ({ customer, address } = await customerReadyToOrder(server, {
      emailPrefix: 'keys',
      address: { full_address: 'House 3, Street 9, Farid Town' },
    }));
  });

  test('a picker opens an order from the board, picks it with a line not found and sends it to review', async () => {
    const serial = await orderOverApi(server.url, customer, address._id, { lines: 3 });
    await moveOrderTo(server.url, session.owner.token, serial, 'new');
    const { lines } = await staffOrder(server.url, session.owner.token, serial);
    const passed = [];

    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    await blankMapTiles(context);
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Staff sign in' }).waitFor();

    // Sign in: the e-mail, the password, Enter.
    await tabTo(page, (f) => f.tag === 'input' && f.name === '' && f.id.endsWith('email'), 'the e-mail field', { passed });
    await page.keyboard.type(STAFF.picker.email);
    await tabTo(page, (f) => f.tag === 'input' && f.id.endsWith('password'), 'the password field', { passed });
    await page.keyboard.type(STAFF_PASSWORD);
    await page.keyboard.press('Enter');
    await consoleReady(page, server.url, STAFF.picker);

    // The board: tomorrow's orders, then the order's card.
    await chooseTomorrow(page, passed);
    await page.getByTestId(`card-${serial}`).waitFor();
    await tabTo(page, (f) => f.testId === `card-${serial}`, 'the order’s card', { passed });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Order #${serial}` }).waitFor();

    // Start picking; the picking form takes focus where the lines begin.
    await tabTo(page, (f) => f.tag === 'button' && f.name === 'Start picking', 'Start picking', { passed });
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Picking' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('.admin-picking') !== null, null, { timeout: 5_000 }).catch(async () => {
      assert.fail(`focus did not move to the picking form: ${describeFocus(await focused(page))}`);
    });

    // The first line one fewer than ordered, the second not found, the rest as ordered.
    const [first, second] = await page.getByRole('region', { name: 'Picking' }).locator('.admin-pick-line strong').allTextContents();
    const fewer = await tabTo(page, (f) => f.name === `Fewer ${first}`, `Fewer ${first}`, { passed });
    await assertVisibleFocus(page, fewer, 'the first line’s minus');
    await page.keyboard.press('Enter');
    await page.getByLabel(`Picked ${first}`, { exact: true }).filter({ hasText: /^1$/ }).waitFor();
    const notFound = await tabTo(page, (f) => f.role === 'switch' && f.name === `${second} not found`, `${second} not found`, { passed });
    await assertVisibleFocus(page, notFound, 'the second line’s not-found switch');
    await page.keyboard.press('Space');
    await page.getByRole('switch', { name: `${second} not found` }).and(page.locator('[aria-checked="true"]')).waitFor();

    await tabTo(page, (f) => f.tag === 'button' && f.name === 'Save', 'Save', { passed });
    await page.keyboard.press('Enter');
    await page.getByText('Saved').first().waitFor();
    assert.equal((await focused(page))?.name, 'Save', 'focus stays on Save once the picks are saved');
    await tabTo(page, (f) => f.tag === 'button' && f.name === 'Send to review', 'Send to review', { passed });
    await page.keyboard.press('Enter');
    await page.locator('.admin-status', { hasText: 'In review' }).waitFor();

    const after = await staffOrder(server.url, session.owner.token, serial);
    assert.equal(after.status, 'in-review');
    const picked = await graphql(
      server.url,
      `query ($serial: String!) { staffOrder(serial: $serial) { lines { title qty pickedQty notFound } } }`,
      { serial },
      session.owner.token,
    );
    const byTitle = Object.fromEntries(picked.staffOrder.lines.map((l) => [l.title, l]));
    assert.equal(byTitle[first].pickedQty, byTitle[first].qty - 1);
    assert.equal(byTitle[second].notFound, true);
    assert.equal(lines.length, 3);
    assert.deepEqual(ringless(passed), [], 'every control passed shows a focus ring');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a rider on a phone starts a delivery and marks it delivered with the cash collected', async () => {
    const serial = await orderOverApi(server.url, customer, address._id, { lines: 2, skip: 3 });
    await moveOrderTo(server.url, session.owner.token, serial, 'ready-to-dispatch', { riderId: session.rider.id });
    const passed = [];

    const { page, context, problems } = await staffSessionPage(browser, server.url, session.rider, VIEWPORTS.phone, true);
    await chooseTomorrow(page, passed);
    const card = page.locator('.admin-delivery', { hasText: `Order #${serial}` });
    await card.getByRole('button', { name: 'Start delivery' }).waitFor();
    const start = await tabTo(page, (f) => f.tag === 'button' && f.name === 'Start delivery', 'Start delivery', { passed });
    await assertVisibleFocus(page, start, 'Start delivery');
    await page.keyboard.press('Enter');
    // The button becomes 'Delivered' where it was: focus stays on it, the next press goes on.
    await card.locator('.ant-tag', { hasText: 'Dispatched' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Delivered', null, { timeout: 5_000 }).catch(async () => {
      assert.fail(`focus left the delivery's button: ${describeFocus(await focused(page))}`);
    });
    passed.push(await focusedWithRing(page));
    await page.keyboard.press('Enter');

    // The dialog asks the cash collected (the total to collect filled in); the rider types what they got.
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Cash collected').waitFor();
    const cash = await tabTo(page, (f) => f.inDialog && f.tag === 'input', 'the cash field', { passed });
    await assertVisibleFocus(page, cash, 'the cash field');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('5000');
    const ok = await tabTo(page, (f) => f.inDialog && f.tag === 'button' && f.name === 'Delivered', 'the dialog’s Delivered', { passed });
    await assertVisibleFocus(page, ok, 'the dialog’s Delivered');
    await page.keyboard.press('Enter');
    await card.locator('.ant-tag', { hasText: 'Delivered' }).waitFor();

    const after = await graphql(
      server.url,
      `query ($serial: String!) { staffOrder(serial: $serial) { status cash_collected } }`,
      { serial },
      session.owner.token,
    );
    assert.deepEqual(after.staffOrder, { status: 'delivered', cash_collected: 5000 });
    assert.deepEqual(ringless(passed), [], 'every control passed shows a focus ring');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
