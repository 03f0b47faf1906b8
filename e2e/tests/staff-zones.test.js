// The service area from the console (issue 18) in Chromium against the real server: a manager opens
// 'Service area', edits the demo zone's outline as text (one "lat, lng" a line, no drawing), saves, is
// told how many saved addresses would end up outside and saves anyway; the customer's address map then
// judges by the new outline at once (the city centre and their own Farid Town address are outside it),
// and the server refuses such a point too. The zones page on a desk and a phone: axe, no sideways scroll
// on the phone, 44 px targets.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, VIEWPORTS } from '../lib/browser.js';
import { signedInPage } from '../lib/session.js';
import { serverAndBrowser } from '../lib/suite.js';
import { customerReadyToOrder } from '../lib/shop.js';
import { addAddress } from '../lib/customer.js';
import { openAddDialog } from '../lib/addressMap.js';
import { addStaff, staffSession, staffSessionPage } from '../lib/staff.js';
import { consolePageProblems } from '../lib/consoleSweep.js';

const MANAGER = { email: 'zones-manager@example.com', name: 'Zara Manager', role: 'manager' };
const PAGE_TARGETS = ['.admin-new-zone', '.admin-zone-item', '.admin-save-zone', '.admin-draw-zone'];
// East of the city centre (30.668, 73.111) and of Farid Town (30.6625, 73.0975): both end up outside.
const EAST_SQUARE = ['30.655, 73.118', '30.655, 73.14', '30.685, 73.14', '30.685, 73.118'];
const FARID_TOWN = [30.6625, 73.0975];

const { server, browser } = serverAndBrowser();

describe('the service area from the console', () => {
  let customer;

  before(async () => {
    addStaff(server.dataDir, MANAGER);
    ({ customer } = await customerReadyToOrder(server, {
      emailPrefix: 'zones',
      fname: 'Nadia',
      address: { full_address: 'House 4, Street 2, Farid Town' },
    }));
  });

  test('a manager edits the zone as text points, sees the warning, saves; the address map follows', async () => {
    const manager = await staffSessionPage(browser, server.url, await staffSession(server.url, MANAGER), VIEWPORTS.desktop, false);
    const { page } = manager;
    await page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'Service area' }).click();
    await page.getByRole('heading', { level: 1, name: 'Service area' }).waitFor();
    await page.getByRole('button', { name: /^Sahiwal City/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Edit Sahiwal City' }).waitFor();
    await page.locator('.admin-zone-map .leaflet-overlay-pane path').first().waitFor({ state: 'attached' });
    const problems = await consolePageProblems(page, 'zones (desktop)', { phone: false, targets: PAGE_TARGETS });

    // A line that is not a point is refused before anything is sent.
    const points = page.getByLabel('Points');
    await points.fill('30.655, 73.118\n30.655');
    await page.getByRole('button', { name: 'Save zone' }).click();
    await page.locator('.ant-form-item-explain-error', { hasText: 'Line 2 is not "lat, lng"' }).waitFor();

    await points.fill(EAST_SQUARE.join('\n'));
    await page.getByRole('button', { name: 'Save zone' }).click();
    const confirm = page.getByRole('dialog', { name: 'Save this zone?' });
    await confirm.getByText(/^\d+ saved address(es)? would be outside the service area/).waitFor();
    await confirm.getByText('Home address in Sahiwal City').first().waitFor();
    problems.push(...(await consolePageProblems(page, 'zone warning (desktop)', { phone: false })));
    await screenshot(page, 'console-zones-warning-desktop.png');
    await confirm.getByRole('button', { name: 'Save anyway' }).click();
    await page.getByText('Zone saved').waitFor();
    await page.getByText(/^\d+ saved addresses would be outside the service area$/).waitFor(); // the warning toast
    assert.equal((await points.inputValue()).split('\n').length, 4);

    // The customer's address map judges by the new outline at once; so does the server.
    const shopper = await signedInPage(browser, customer);
    await shopper.page.goto(`${server.url}/user/profile/addresses`);
    await shopper.page.locator('.address-card').first().waitFor();
    const dialog = await openAddDialog(shopper.page);
    await dialog.getByText('Sorry! You are out of service area').waitFor();
    const refused = await addAddress(server.url, customer, {
      full_address: 'House 5, Street 2, Farid Town',
      label: 'home',
      geo_point: { type: 'Point', coordinates: FARID_TOWN },
    });
    assert.equal(refused?.error?.message, 'Sorry you are out of service area!');
    await shopper.context.close();
    assert.deepEqual(shopper.problems, []);

    problems.push(...manager.problems);
    await manager.context.close();
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('the zones page on a phone', async () => {
    const opened = await staffSessionPage(browser, server.url, await staffSession(server.url, MANAGER), VIEWPORTS.phone, true);
    const { page } = opened;
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Service area' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Service area' }).waitFor();
    await page.getByRole('button', { name: /^Sahiwal City/ }).waitFor();
    await page.locator('.admin-zone-map .leaflet-overlay-pane path').first().waitFor({ state: 'attached' });
    const problems = await consolePageProblems(page, 'zones (phone)', { phone: true, targets: PAGE_TARGETS });
    await screenshot(page, 'console-zones-phone.png', { fullPage: true });
    problems.push(...opened.problems);
    await opened.context.close();
    assert.deepEqual(problems, [], problems.join('\n'));
  });
});
