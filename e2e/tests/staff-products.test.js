// Products and stock from the console (issue 18, slice 1) in Chromium against the real server, across
// browser contexts: a customer has a demo product's page open -> a manager at a desk finds the product by
// its title, lowers its price and counts its stock to 0 -> the customer's page, reloaded, shows the new
// price and 'Sold Out' -> the manager receives 5 -> the customer adds it to the cart. Then the product
// list and form on a phone and a desktop: axe, no sideways scroll on the phone, 44 px targets, the
// owner's and manager's menu behind 'Menu' on a phone.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, VIEWPORTS } from '../lib/browser.js';
import { signedInPage } from '../lib/session.js';
import { serverAndBrowser } from '../lib/suite.js';
import { createCustomer } from '../lib/customer.js';
import { cartWithLines, money, productsInStock } from '../lib/shop.js';
import { addStaff, staffPage, staffSession, staffSessionPage } from '../lib/staff.js';
import { consolePageProblems } from '../lib/consoleSweep.js';

const MANAGER = { email: 'products-manager@example.com', name: 'Mehreen Manager', role: 'manager' };
const LIST_TARGETS = ['.admin-new-product', '.admin-stock-button', '.admin-product-filters .ant-select'];
const FORM_TARGETS = ['.admin-save-product', '.admin-product-form .ant-input'];

const { server, browser } = serverAndBrowser();

describe('products and stock from the console', () => {
  let customer;
  let product;

  before(async () => {
    addStaff(server.dataDir, MANAGER);
    customer = await createCustomer(server.url, { emailPrefix: 'products', fname: 'Sadia' });
    // A listed product with a title of its own (the search finds it and nothing else of that name).
    const stocked = await productsInStock(server.url);
    product = stocked.find((p) => stocked.filter((q) => q.title === p.title).length === 1 && p.price > 2);
    assert.ok(product, 'the demo store has a product in stock');
  });

  test('a manager re-prices a product and counts it out; the customer sees it, then buys it once received', async () => {
    const shopper = await signedInPage(browser, customer);
    const shop = shopper.page;
    await shop.goto(`${server.url}/product/${product.slug}`);
    await shop.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await shop.locator('.product-detail .price-now', { hasText: money(product.price) }).waitFor();

    const manager = await staffPage(browser, server.url, MANAGER, VIEWPORTS.desktop, false);
    const { page } = manager;
    await page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.getByRole('searchbox', { name: 'Title, slug or barcode' }).fill(product.title);
    await page.getByRole('searchbox', { name: 'Title, slug or barcode' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === product.title);
    const row = page.getByRole('link', { name: product.title, exact: true });
    await row.waitFor();
    // The filters are in the link: a reload shows the same list.
    await page.reload();
    await row.waitFor();
    await row.click();

    // The form: a lower price, saved; then the stock counted to 0.
    const newPrice = product.price - 1;
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await page.getByLabel('Price', { exact: true }).fill(String(newPrice));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved', { exact: true }).waitFor();

    const adjust = async (reason, label, amount, after) => {
      await page.locator('.admin-product-stock').getByRole('button', { name: 'Adjust stock' }).click();
      const dialog = page.getByRole('dialog', { name: `Adjust stock of ${product.title}` });
      await dialog.getByRole('radio', { name: reason }).check();
      await dialog.getByLabel(label).fill(String(amount));
      await dialog.getByText(new RegExp(`On sale: \\d+ → ${after}$`)).waitFor();
      await dialog.getByRole('button', { name: 'Save stock' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.locator('.admin-product-stock').getByText(`${after} on sale`).waitFor();
    };
    await adjust('Count', 'Units counted on the shelf', 0, 0);

    // The customer's open page, reloaded: the new price and sold out (no 'Add').
    await shop.reload();
    await shop.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await shop.locator('.product-detail .price-now', { hasText: money(newPrice) }).waitFor();
    await shop.getByText('Sold Out', { exact: true }).waitFor();
    const addButton = shop.locator('.product-detail').getByRole('button', { name: `Add ${product.title} to cart` });
    assert.equal(await addButton.count(), 0);

    // Received 5: back on sale, and the customer can buy it.
    await adjust('Received', 'Units', 5, 5);
    await shop.reload();
    await shop.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await addButton.click();
    const cart = await cartWithLines(server.url, customer, 1);
    const line = cart.items.find((l) => l.product_id === product._id);
    assert.ok(line, `the cart holds the product: ${JSON.stringify(cart.items)}`);
    assert.equal(line.price, newPrice);

    // The list shows the new quantity and price.
    await page.getByRole('link', { name: 'Back to products' }).click();
    await page.getByRole('searchbox', { name: 'Title, slug or barcode' }).fill(product.title);
    await page.getByRole('searchbox', { name: 'Title, slug or barcode' }).press('Enter');
    const listed = page.getByRole('row').filter({ has: page.getByRole('link', { name: product.title, exact: true }) });
    await listed.getByText('5 on sale').waitFor();
    await listed.getByText('Low', { exact: true }).waitFor();
    await listed.getByText(money(newPrice)).waitFor();

    for (const opened of [shopper, manager]) {
      assert.deepEqual(opened.problems, []);
      await opened.context.close();
    }
  });

  for (const [size, viewport, phone] of [
    ['phone', VIEWPORTS.phone, true],
    ['desktop', VIEWPORTS.desktop, false],
  ]) {
    test(`the product list and form on a ${size}`, async () => {
      const session = await staffSession(server.url, MANAGER);
      const opened = await staffSessionPage(browser, server.url, session, viewport, phone);
      const { page } = opened;
      const problems = [];
      if (phone) {
        // The manager's menu is behind 'Menu' on a phone.
        await page.getByRole('button', { name: 'Menu' }).click();
        const drawer = page.getByRole('dialog');
        await drawer.getByRole('link', { name: 'Products' }).click();
        await drawer.waitFor({ state: 'hidden' });
      } else {
        await page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'Products' }).click();
      }
      await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
      await page.locator(phone ? '.admin-product-card' : '.ant-table-row').first().waitFor();
      problems.push(...(await consolePageProblems(page, `products (${size})`, { phone, targets: LIST_TARGETS })));
      await screenshot(page, `console-products-${size}.png`, { fullPage: true });

      await page.locator('.admin-stock-button').first().click();
      await page.getByRole('dialog').getByRole('radio', { name: 'Count' }).waitFor();
      problems.push(...(await consolePageProblems(page, `stock modal (${size})`, { phone })));
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

      await page.getByRole('link', { name: 'New product' }).click();
      await page.getByRole('heading', { level: 1, name: 'New product' }).waitFor();
      problems.push(...(await consolePageProblems(page, `new product (${size})`, { phone, targets: FORM_TARGETS })));
      await page.goto(`${server.url}/admin/products/${product._id}`);
      await page.getByRole('button', { name: 'Adjust stock' }).waitFor();
      problems.push(...(await consolePageProblems(page, `product form (${size})`, { phone, targets: FORM_TARGETS })));
      await screenshot(page, `console-product-form-${size}.png`, { fullPage: true });

      problems.push(...opened.problems);
      await opened.context.close();
      assert.deepEqual(problems, [], problems.join('\n'));
    });
  }
});
