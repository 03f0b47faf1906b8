// Customers, content pages and the product CSV import from the console (issue 18, slice 3) in Chromium
// against the real server, across browser contexts: a customer has their profile open -> a manager at a
// desk finds them by part of their phone number, opens them (their order links to the console's order
// page), disables them with a reason -> the customer's next action (a reload) finds them signed out and
// sign-in refused -> Back returns to the same search, the manager enables them and they sign in again. The
// manager then edits a published page's body with a <script> and an allowed link: the notice says some
// formatting was removed, the form shows the stored body, and the store front's page has the link and no
// script. The products page's import drawer: a 3-row CSV with one bad row previews the change and the
// error, passes axe, is worked by keyboard (Tab reaches its controls, Escape closes it); a clean file
// applies and the store's price follows. Then the four screens on a phone: axe, no sideways scroll, 44 px.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, VIEWPORTS } from '../lib/browser.js';
import { signedInPage } from '../lib/session.js';
import { serverAndBrowser } from '../lib/suite.js';
import { graphql } from '../lib/server.js';
import { login } from '../lib/customer.js';
import { customerReadyToOrder, fillCartOverApi, placeOrderOverApi, productsInStock } from '../lib/shop.js';
import { addStaff, staffSession, staffSessionPage } from '../lib/staff.js';
import { consolePageProblems } from '../lib/consoleSweep.js';

const MANAGER = { email: 'content-manager@example.com', name: 'Nadia Manager', role: 'manager' };
const REASON = 'Orders never collected';
const LINK = 'https://karyana.pk/help';
const BODY = `<h2>Need help?</h2><p>Ask us <a href="${LINK}">on the help page</a>.</p><script>window.injected = 1</script>`;
const STORED = `<h2>Need help?</h2><p>Ask us <a href="${LINK}">on the help page</a>.</p>`;

const { server, browser } = serverAndBrowser();

describe('customers, pages and the CSV import from the console', () => {
  let customer;
  let serial;
  let session; // the manager's
  let page; // a published content page ({ _id, title, slug })
  let customerPath;

  before(async () => {
    addStaff(server.dataDir, MANAGER);
    const ready = await customerReadyToOrder(server, {
      emailPrefix: 'content',
      fname: 'Zainab',
      address: { full_address: 'House 7, Street 2, Farid Town' },
    });
    customer = ready.customer;
    await fillCartOverApi(server.url, customer, 1000);
    serial = await placeOrderOverApi(server.url, customer, ready.address._id);
    session = await staffSession(server.url, MANAGER);
    const { staffPages } = await graphql(server.url, '{ staffPages { _id title slug status } }', {}, session.token);
    page = staffPages.find((p) => p.status === 'published');
    assert.ok(page, `a published demo page: ${JSON.stringify(staffPages)}`);
  });

  test('a manager disables a customer (signed out at once) and enables them; edits a page body; imports a CSV', async () => {
    const shopper = await signedInPage(browser, customer);
    const shop = shopper.page;
    await shop.goto(`${server.url}/user/profile`);
    await shop.getByRole('banner').getByRole('button', { name: /Your Account/ }).waitFor();

    const manager = await staffSessionPage(browser, server.url, session, VIEWPORTS.desktop, false);
    const console_ = manager.page;
    const problems = [];
    await console_.getByRole('navigation', { name: 'Console menu' }).getByRole('group', { name: 'Orders' }).getByRole('link', { name: 'Customers' }).click();
    await console_.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    const phonePart = customer.user.phone.slice(-7);
    await console_.getByRole('searchbox', { name: 'Name, phone or e-mail' }).fill(phonePart);
    await console_.waitForURL((url) => url.searchParams.get('q') === phonePart);
    const table = console_.locator('.admin-customer-table');
    await table.locator('tbody tr').filter({ hasText: customer.user.phone }).waitFor();
    assert.equal(await table.locator('tbody tr.ant-table-row').count(), 1, 'the phone part finds one customer');
    problems.push(...(await consolePageProblems(console_, 'customers (desktop)', { phone: false })));
    await table.getByRole('link', { name: 'Zainab' }).click();

    // The customer: the order links to the console's order page; Disable asks for a reason.
    await console_.getByRole('heading', { level: 1, name: 'Zainab' }).waitFor();
    customerPath = new URL(console_.url()).pathname;
    assert.equal(await console_.getByRole('link', { name: serial }).getAttribute('href'), `/admin/orders/${serial}`);
    problems.push(...(await consolePageProblems(console_, 'customer (desktop)', { phone: false })));
    await console_.getByRole('button', { name: 'Disable', exact: true }).click();
    const dialog = console_.getByRole('dialog', { name: 'Disable Zainab' });
    await dialog.getByText(/signed out at once/).waitFor();
    await dialog.getByLabel('Reason').fill(REASON);
    await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
    await console_.getByText(`Disabled: ${REASON}`).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The customer's next action finds them signed out; sign-in is refused.
    await shop.reload();
    await shop.waitForURL(/\/user\/sign-in/);
    assert.equal(await shop.evaluate(() => localStorage.getItem('token')), null, 'the store front forgot the session');
    assert.notEqual((await login(server.url, customer.email, customer.password)).status, 'LoggedIn');

    // Back returns to the same search, the customer tagged; then Enable and they sign in again.
    await console_.goBack();
    await console_.waitForURL((url) => url.searchParams.get('q') === phonePart);
    assert.equal(await console_.getByRole('searchbox', { name: 'Name, phone or e-mail' }).inputValue(), phonePart);
    await table.locator('tbody tr').filter({ hasText: customer.user.phone }).getByText('Disabled', { exact: true }).waitFor();
    await console_.goForward();
    await console_.getByRole('button', { name: 'Enable', exact: true }).click();
    await console_.getByText(`Disabled: ${REASON}`).waitFor({ state: 'hidden' });
    assert.equal((await login(server.url, customer.email, customer.password)).status, 'LoggedIn');
    await shopper.context.close();

    // A page body with a script and an allowed link: stored without the script, with a notice.
    await console_.getByRole('navigation', { name: 'Console menu' }).getByRole('group', { name: 'Store' }).getByRole('link', { name: 'Pages' }).click();
    await console_.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();
    problems.push(...(await consolePageProblems(console_, 'pages (desktop)', { phone: false })));
    await console_.getByRole('link', { name: page.title, exact: true }).click();
    const body = console_.getByLabel('Body (HTML)');
    await body.waitFor();
    await body.fill(BODY);
    await console_.getByRole('region', { name: 'Preview' }).getByRole('link', { name: 'on the help page' }).waitFor();
    await console_.getByRole('button', { name: 'Save page' }).click();
    await console_.getByText(/Some formatting was removed/).waitFor();
    await console_.waitForFunction((stored) => document.querySelector('.admin-page-html')?.value === stored, STORED);
    problems.push(...(await consolePageProblems(console_, 'page form (desktop)', { phone: false })));
    await screenshot(console_, 'console-page-form-desktop.png', { fullPage: true });

    // 'View on the store' opens the store front's page: the link, no script.
    await console_.getByRole('link', { name: 'View on the store' }).click();
    await console_.waitForURL(`${server.url}/page/${page.slug}`);
    const article = console_.locator('.content-body');
    assert.equal(await article.getByRole('link', { name: 'on the help page' }).getAttribute('href'), LINK);
    assert.equal(await article.locator('script').count(), 0, 'no script on the store front');
    assert.equal(await console_.evaluate(() => window.injected), undefined);
    const served = await graphql(server.url, 'query ($slug: String!) { pageBySlug(slug: $slug) { body } }', { slug: page.slug });
    assert.equal(served.pageBySlug.body, STORED);

    // The CSV import drawer: a 3-row file with one bad row.
    const [cheaper, same] = (await productsInStock(server.url)).filter((p) => p.price > 2);
    const newPrice = cheaper.price - 1;
    await console_.goto(`${server.url}/admin/products`);
    await console_.getByRole('button', { name: 'Import CSV' }).click();
    const drawer = console_.getByRole('dialog', { name: 'Import products from a CSV file' });
    const csv = `slug,price\n${cheaper.slug},${newPrice}\n${same.slug},${same.price}\nno-such-product-e2e,10\n`;
    await drawer.locator('input[type=file]').setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await drawer.getByText('1 to change, 1 unchanged, 1 with errors').waitFor();
    await drawer.locator('.ant-typography-danger').first().waitFor();
    assert.equal(await drawer.getByRole('button', { name: 'Apply 1 change' }).isDisabled(), true, 'nothing applies while an error remains');
    problems.push(...(await consolePageProblems(console_, 'import drawer (desktop)', { phone: false })));
    // By keyboard: Tab reaches the drawer's controls; Space on the switch shows the change too.
    const reached = new Set();
    await drawer.getByRole('button', { name: 'Close' }).focus();
    for (let i = 0; i < 12; i++) {
      reached.add(await console_.evaluate(() => (document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent || '').trim()));
      if (await drawer.getByRole('switch').evaluate((el) => el === document.activeElement)) break;
      await console_.keyboard.press('Tab');
    }
    for (const name of ['Close', 'Choose a CSV file']) assert.ok(reached.has(name), `Tab reaches ${name}: ${JSON.stringify([...reached])}`);
    await console_.keyboard.press('Space');
    await drawer.getByText(/→/).first().waitFor();
    await console_.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // A clean file applies, and the store's price follows.
    await console_.getByRole('button', { name: 'Import CSV' }).click();
    const clean = `slug,price\n${cheaper.slug},${newPrice}\n${same.slug},${same.price}\n`;
    await drawer.locator('input[type=file]').setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(clean) });
    await drawer.getByRole('button', { name: 'Apply 1 change' }).click();
    await drawer.getByText('1 product changed').waitFor();
    const after = await graphql(server.url, 'query ($slug: String!) { productBySlug(slug: $slug) { price } }', { slug: cheaper.slug });
    assert.equal(after.productBySlug.price, newPrice);

    problems.push(...manager.problems);
    await manager.context.close();
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('the customers and pages screens on a phone', async () => {
    const opened = await staffSessionPage(browser, server.url, await staffSession(server.url, MANAGER), VIEWPORTS.phone, true);
    const { page: phone } = opened;
    const problems = [];
    await phone.getByRole('button', { name: 'Menu' }).click();
    const menu = phone.getByRole('dialog');
    await menu.getByRole('group', { name: 'Orders' }).getByRole('link', { name: 'Customers' }).click();
    await menu.waitFor({ state: 'hidden' });
    await phone.locator('.admin-customer-table tbody tr.ant-table-row').first().waitFor();
    problems.push(...(await consolePageProblems(phone, 'customers (phone)', { phone: true, targets: ['.admin-customer-search .ant-input', '.admin-customer-name a'] })));
    await screenshot(phone, 'console-customers-phone.png');

    await phone.goto(`${server.url}${customerPath}`);
    await phone.getByRole('heading', { level: 1, name: 'Zainab' }).waitFor();
    problems.push(...(await consolePageProblems(phone, 'customer (phone)', { phone: true, targets: ['.admin-customer-access', '.admin-customer-order a'] })));
    await screenshot(phone, 'console-customer-phone.png', { fullPage: true });

    await phone.goto(`${server.url}/admin/pages`);
    await phone.getByRole('link', { name: page.title, exact: true }).waitFor();
    problems.push(...(await consolePageProblems(phone, 'pages (phone)', { phone: true, targets: ['.admin-new-page', '.admin-page-link'] })));
    await phone.getByRole('link', { name: page.title, exact: true }).click();
    await phone.getByLabel('Body (HTML)').waitFor();
    problems.push(...(await consolePageProblems(phone, 'page form (phone)', { phone: true, targets: ['.admin-save-page', '.admin-view-page', '.admin-page-form .ant-input'] })));
    await screenshot(phone, 'console-page-form-phone.png', { fullPage: true });

    problems.push(...opened.problems);
    await opened.context.close();
    assert.deepEqual(problems, [], problems.join('\n'));
  });
});
