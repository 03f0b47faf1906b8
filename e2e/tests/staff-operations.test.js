// Settings, maintenance and vouchers from the console (issue 18, slice 2) in Chromium against the real
// server, across browser contexts: an owner sets the delivery charges -> a customer's cart, reloaded, shows
// them; the owner suspends the store (the dialog's button waits for SUSPEND) -> the customer's store front
// is the maintenance page while the console, reloaded, still works -> the owner resumes -> the store is
// back. A manager creates a voucher in the drawer with an end in Karachi time -> it is listed with its use
// count, the server keeps the end as the UTC instant, and it validates for the customer's cart. Then both
// pages (and the voucher form) on a phone and a desktop: axe, no sideways scroll on the phone, 44 px targets.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, VIEWPORTS } from '../lib/browser.js';
import { graphql } from '../lib/server.js';
import { signedInPage } from '../lib/session.js';
import { serverAndBrowser } from '../lib/suite.js';
import { createCustomer } from '../lib/customer.js';
import { cartWithLines, money, productsInStock, serverCart } from '../lib/shop.js';
import { addStaff, staffSession, staffSessionPage } from '../lib/staff.js';
import { consolePageProblems } from '../lib/consoleSweep.js';

const OWNER = { email: 'operations-owner@example.com', name: 'Omar Owner', role: 'owner' };
const MANAGER = { email: 'operations-manager@example.com', name: 'Maryam Manager', role: 'manager' };
const CHARGES = 135;
const CODE = 'E2E-25';

const { server, browser } = serverAndBrowser();

describe('settings, maintenance and vouchers from the console', () => {
  let customer;

  before(async () => {
    addStaff(server.dataDir, OWNER);
    addStaff(server.dataDir, MANAGER);
    customer = await createCustomer(server.url, { emailPrefix: 'operations', fname: 'Hina' });
    const [product] = await productsInStock(server.url);
    const data = await graphql(
      server.url,
      `mutation ($input: CartItemInput!) { addCartItem(input: $input) { _id error { message } } }`,
      { input: { customer_id: customer.id, product_id: product._id, qty: 1 } },
      customer.token,
    );
    assert.equal(data.addCartItem.error, null, JSON.stringify(data.addCartItem));
  });

  test("an owner sets the delivery charges and suspends and resumes the store; the customer's store follows", async () => {
    assert.notEqual((await serverCart(server.url, customer)).deliveryCharges, CHARGES, 'the demo charges differ');
    const shopper = await signedInPage(browser, customer);
    const shop = shopper.page;
    await shop.goto(server.url);
    const cartButton = shop.getByRole('banner').getByRole('button', { name: /^Cart, 1 items/ });
    await cartButton.waitFor();

    const owner = await staffSessionPage(browser, server.url, await staffSession(server.url, OWNER), VIEWPORTS.desktop, false);
    const { page } = owner;
    await page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const charges = page.getByLabel('Delivery charges');
    await charges.fill(String(CHARGES));
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved', { exact: true }).waitFor();

    // The customer's cart, reloaded, charges the new amount.
    await shop.reload();
    await cartButton.click();
    const drawer = shop.getByRole('dialog', { name: /^My Cart/ });
    const delivery = drawer.locator('.cart-summary-row').filter({ hasText: 'Delivery Charges' }).locator('dd');
    await delivery.filter({ hasText: money(CHARGES) }).waitFor();
    assert.equal((await serverCart(server.url, customer)).deliveryCharges, CHARGES);

    // Suspend: the dialog's button stays disabled until the word is typed exactly.
    const maintenance = page.locator('.admin-maintenance');
    await maintenance.getByText('Open', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Suspend the store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend the store?' });
    const confirm = dialog.getByRole('button', { name: 'Suspend the store' });
    assert.equal(await confirm.isDisabled(), true);
    await dialog.getByLabel('Type SUSPEND to confirm').fill('suspend');
    assert.equal(await confirm.isDisabled(), true, 'the word is exact');
    await dialog.getByLabel('Type SUSPEND to confirm').fill('SUSPEND');
    await confirm.click();
    await dialog.waitFor({ state: 'hidden' });
    await maintenance.getByText('Suspended', { exact: true }).waitFor();

    await shop.reload();
    await shop.getByRole('heading', { name: 'Good News!' }).waitFor();
    await screenshot(shop, 'console-suspended-store-1280x800.png');

    // The console itself is not suspended: reloaded, it still works, and the owner resumes from there.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await maintenance.getByText('Suspended', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Resume the store' }).click();
    const resume = page.getByRole('dialog', { name: 'Resume the store?' });
    await resume.getByLabel('Type RESUME to confirm').fill('RESUME');
    await resume.getByRole('button', { name: 'Resume the store' }).click();
    await resume.waitFor({ state: 'hidden' });
    await maintenance.getByText('Open', { exact: true }).waitFor();
    await shop.reload();
    await cartButton.waitFor();
    assert.equal(await shop.getByRole('heading', { name: 'Good News!' }).count(), 0);

    for (const opened of [shopper, owner]) {
      assert.deepEqual(opened.problems, []);
      await opened.context.close();
    }
  });

  test('a manager creates a voucher ending at 18:00 Karachi time; it is listed and validates for the customer', async () => {
    const session = await staffSession(server.url, MANAGER);
    const manager = await staffSessionPage(browser, server.url, session, VIEWPORTS.desktop, false);
    const { page } = manager;
    await page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'Vouchers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vouchers' }).waitFor();
    await page.getByRole('button', { name: 'New voucher' }).click();
    const form = page.getByRole('dialog', { name: 'New voucher' });
    await form.getByLabel('Code').fill('e2e-25');
    await form.getByLabel('Title').fill('Twenty-five off');
    await form.getByLabel('Amount off (rupees)').fill('25');
    await form.getByLabel('Uses in all').fill('50');
    await form.getByRole('switch', { name: 'One use per customer' }).click();
    // The end typed as the shop's clock reads it, confirmed with the picker's OK.
    const ends = form.getByLabel('Ends (Karachi time)');
    await ends.click();
    await ends.fill('2030-01-01 18:00');
    await page.locator('.ant-picker-dropdown:visible').getByRole('button', { name: 'OK' }).click();
    assert.equal(await ends.inputValue(), '2030-01-01 18:00');
    await form.getByRole('button', { name: 'Save voucher' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByText('Voucher saved', { exact: true }).waitFor();

    await page.getByRole('searchbox', { name: 'Code or title' }).fill('e2e');
    await page.getByRole('searchbox', { name: 'Code or title' }).press('Enter');
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Edit voucher ${CODE}` }) });
    await row.getByText('0 / 50').waitFor();
    await row.getByText('RS 25.00 off').waitFor();
    await row.getByText('Until 2030-01-01 18:00').waitFor();

    const { staffVouchers } = await graphql(
      server.url,
      'query ($search: String) { staffVouchers(search: $search) { code amount deactivation_date limit_usage limit_one_per_customer enabled } }',
      { search: CODE },
      session.token,
    );
    assert.deepEqual(staffVouchers, [
      {
        code: CODE,
        amount: 25,
        deactivation_date: '2030-01-01T13:00:00.000Z',
        limit_usage: 50,
        limit_one_per_customer: true,
        enabled: true,
      },
    ]);
    await cartWithLines(server.url, customer, 1);
    const { validateVoucher } = await graphql(
      server.url,
      'mutation ($code: String!, $customer_id: ID!) { validateVoucher(code: $code, customer_id: $customer_id) { code discount_value error { message } } }',
      { code: CODE.toLowerCase(), customer_id: customer.id },
      customer.token,
    );
    assert.equal(validateVoucher.error, null, JSON.stringify(validateVoucher));
    assert.equal(validateVoucher.discount_value, 25);

    assert.deepEqual(manager.problems, []);
    await manager.context.close();
  });

  for (const [size, viewport, phone] of [
    ['phone', VIEWPORTS.phone, true],
    ['desktop', VIEWPORTS.desktop, false],
  ]) {
    test(`the settings and vouchers pages on a ${size}`, async () => {
      const session = await staffSession(server.url, OWNER);
      const opened = await staffSessionPage(browser, server.url, session, viewport, phone);
      const { page } = opened;
      const problems = [];
      await page.goto(`${server.url}/admin/settings`);
      await page.getByRole('button', { name: 'Save settings' }).waitFor();
      problems.push(
        ...(await consolePageProblems(page, `settings (${size})`, {
          phone,
          targets: ['.admin-save-settings', '.admin-maintenance-button', '.admin-settings .ant-input'],
        })),
      );
      await screenshot(page, `console-settings-${size}.png`);

      if (phone) {
        // The dialog at the narrower width (the journey above uses it at a desk).
        await page.getByRole('button', { name: 'Suspend the store' }).click();
        await page.getByRole('dialog', { name: 'Suspend the store?' }).getByLabel('Type SUSPEND to confirm').waitFor();
        problems.push(...(await consolePageProblems(page, 'maintenance dialog (phone)', { phone })));
        await page.getByRole('dialog', { name: 'Suspend the store?' }).getByRole('button', { name: 'Close' }).first().click();
      }

      await page.goto(`${server.url}/admin/vouchers`);
      await page.getByRole('button', { name: /^Edit voucher / }).first().waitFor();
      problems.push(...(await consolePageProblems(page, `vouchers (${size})`, { phone, targets: ['.admin-new-voucher'] })));
      await screenshot(page, `console-vouchers-${size}.png`);

      await page.getByRole('button', { name: /^Edit voucher / }).first().click();
      await page.getByRole('button', { name: 'Save voucher' }).waitFor();
      problems.push(
        ...(await consolePageProblems(page, `voucher form (${size})`, {
          phone,
          targets: ['.admin-save-voucher', '.admin-voucher-form .ant-input'],
        })),
      );
      await screenshot(page, `console-voucher-form-${size}.png`);

      problems.push(...opened.problems);
      await opened.context.close();
      assert.deepEqual(problems, [], problems.join('\n'));
    });
  }
});
