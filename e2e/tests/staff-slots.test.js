// Delivery slots from the console (issue 18, slice 2) in Chromium against the real server, across browser
// contexts: a manager at a desk adds a slot on tomorrow's weekday -> a customer's checkout slot grid offers
// it -> the manager closes tomorrow for that slot -> the customer's grid shows it 'Booked' (no longer
// offered) -> 'Open again' offers it again; then the slots page on the same desk and on a phone, and its
// modals on the phone: axe, no sideways scroll on the phone, 44 px targets.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, VIEWPORTS } from '../lib/browser.js';
import { signedInPage } from '../lib/session.js';
import { serverAndBrowser } from '../lib/suite.js';
import { customerReadyToOrder, fillCartOverApi } from '../lib/shop.js';
import { addStaff, staffSession, staffSessionPage } from '../lib/staff.js';
import { consolePageProblems } from '../lib/consoleSweep.js';

const MANAGER = { email: 'slots-manager@example.com', name: 'Samina Manager', role: 'manager' };
// A day's cards stand for all of them (one layout), which keeps the phone's sweep short.
const PAGE_TARGETS = [
  '.admin-add-slot',
  '.admin-close-date',
  '.admin-slot-settings',
  '.admin-add-day-slot',
  '.admin-week-day:first-child .admin-slot-edit',
  '.admin-week-day:first-child .admin-slot-switch',
];
const DAYS = { Mon: 'Monday', Tue: 'Tuesday', Wed: 'Wednesday', Thu: 'Thursday', Fri: 'Friday', Sat: 'Saturday', Sun: 'Sunday' };
// After the demo's last slot (18:00-21:00), so it overlaps none.
const SLOT = { start: '09:00 PM', end: '10:30 PM' };

/** Tomorrow in the shop's zone: its weekday (Fri), the grid's 'Fri 27 Nov' and the API's 2026-11-27. */
function tomorrow() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Karachi',
      weekday: 'short',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
    })
      .formatToParts(new Date(Date.now() + 24 * 3600 * 1000))
      .map((p) => [p.type, p.value]),
  );
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date(Date.now() + 24 * 3600 * 1000));
  return { weekday: parts.weekday, gridDate: `${parts.weekday} ${parts.day} ${parts.month}`, iso };
}

/**
 * The slots page (open) at a width, and with `modals` its slot modal and 'Close a date': the console's page
 * checks. The modals are checked once, on the phone (the narrower width; axe's findings do not change).
 */
async function sweepSlotsPage(page, size, phone, { modals }) {
  const problems = [];
  await page.getByRole('heading', { level: 1, name: 'Delivery slots' }).waitFor();
  await page.locator('.admin-slot-card').first().waitFor();
  problems.push(...(await consolePageProblems(page, `slots (${size})`, { phone, targets: PAGE_TARGETS })));
  await screenshot(page, `console-slots-${size}.png`, { fullPage: true });
  if (!modals) return problems;

  await page.locator('.admin-slot-edit').first().click();
  await page.getByRole('dialog', { name: 'Edit slot' }).getByLabel('Order limit').waitFor();
  problems.push(...(await consolePageProblems(page, `slot modal (${size})`, { phone, targets: ['.admin-slot-modal .ant-btn'] })));
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: 'Close a date' }).click();
  await page.getByRole('dialog', { name: 'Close a date' }).getByLabel('Date').waitFor();
  problems.push(...(await consolePageProblems(page, `close a date (${size})`, { phone, targets: ['.admin-block-modal .ant-btn'] })));
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  return problems;
}

/** The grid's cell of that name; when it does not come, the failure lists the cells of that date. */
async function gridCell(shop, name, gridDate) {
  const cell = shop.getByRole('button', { name });
  try {
    await cell.waitFor();
  } catch (error) {
    const cells = await shop.locator('button.slot-cell').evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')));
    const url = shop.url();
    throw new Error(`${error.message}\nat ${url}, cells of ${gridDate}: ${JSON.stringify(cells.filter((c) => c?.startsWith(gridDate)))}`);
  }
  return cell;
}

const { server, browser } = serverAndBrowser();

describe('delivery slots from the console', () => {
  let customer;

  before(async () => {
    addStaff(server.dataDir, MANAGER);
    ({ customer } = await customerReadyToOrder(server, {
      emailPrefix: 'slots',
      fname: 'Rabia',
      address: { full_address: 'House 9, Street 3, Farid Town' },
    }));
    await fillCartOverApi(server.url, customer, 700);
  });

  test('a manager adds a slot for tomorrow, the customer is offered it, then not once the manager closes tomorrow', async () => {
    const day = tomorrow();
    const dayName = DAYS[day.weekday];
    const times = `${SLOT.start} – ${SLOT.end}`;
    const cellName = (state) => `${day.gridDate} ${SLOT.start} - ${SLOT.end}: ${state}`;

    const manager = await staffSessionPage(browser, server.url, await staffSession(server.url, MANAGER), VIEWPORTS.desktop, false);
    const { page } = manager;
    await page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'Delivery slots' }).click();
    await page.getByRole('heading', { level: 1, name: 'Delivery slots' }).waitFor();
    await page.getByRole('button', { name: `Add slot on ${dayName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'New slot' });
    for (const [label, time] of [
      ['Starts at', SLOT.start],
      ['Ends at', SLOT.end],
    ]) {
      await dialog.getByLabel(label).click();
      await dialog.getByLabel(label).fill(time);
      await dialog.getByLabel(label).press('Enter');
    }
    await dialog.getByLabel('Order limit').fill('3');
    await dialog.getByRole('button', { name: 'Save slot' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByRole('article', { name: `${dayName} ${times}` });
    await card.getByText('Up to 3 orders').waitFor();

    // The customer's checkout grid offers it tomorrow.
    const shopper = await signedInPage(browser, customer);
    const shop = shopper.page;
    await shop.goto(`${server.url}/checkout`);
    await gridCell(shop, cellName('Available'), day.gridDate);

    // The manager closes tomorrow for that slot only.
    await page.getByRole('button', { name: 'Close a date' }).click();
    const block = page.getByRole('dialog', { name: 'Close a date' });
    await block.getByLabel('Date').click();
    await page.locator(`.ant-picker-cell[title="${day.iso}"]`).click();
    await block.getByRole('radio', { name: `${times} only` }).check();
    await block.getByRole('button', { name: 'Close date' }).click();
    await block.waitFor({ state: 'hidden' });
    await card.getByText('Closed on').waitFor();
    const reopen = card.getByRole('button', { name: new RegExp(`^Open .* again for ${times}$`) });
    await reopen.waitFor();

    // The customer's grid (reloaded) no longer offers it: 'Booked', not a button that can be chosen.
    await shop.reload();
    const booked = await gridCell(shop, cellName('Booked'), day.gridDate);
    assert.equal(await booked.isDisabled(), true);
    assert.equal(await shop.getByRole('button', { name: cellName('Available') }).count(), 0);

    // 'Open again' offers it again.
    await reopen.click();
    await card.getByText('Closed on').waitFor({ state: 'hidden' });
    await shop.reload();
    await gridCell(shop, cellName('Available'), day.gridDate);

    await shopper.context.close();
    assert.deepEqual(shopper.problems, []);

    // The same page at a desk: the console's page checks.
    const problems = await sweepSlotsPage(page, 'desktop', false, { modals: false });
    problems.push(...manager.problems);
    await manager.context.close();
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('the slots page on a phone', async () => {
    const session = await staffSession(server.url, MANAGER);
    const opened = await staffSessionPage(browser, server.url, session, VIEWPORTS.phone, true);
    const { page } = opened;
    // The manager's menu is behind 'Menu' on a phone.
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Delivery slots' }).click();
    await drawer.waitFor({ state: 'hidden' });
    const problems = await sweepSlotsPage(page, 'phone', true, { modals: true });
    problems.push(...opened.problems);
    await opened.context.close();
    assert.deepEqual(problems, [], problems.join('\n'));
  });
});
