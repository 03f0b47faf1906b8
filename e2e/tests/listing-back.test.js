// Back from a product to its category listing or to the search results (team issue 14), in Chromium
// against the real server and its demo store: the list comes back with the pages 'More' had loaded
// and at the same scroll position, the product card the shopper opened in the same place; a new page
// still opens at the top.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, screenshot, VIEWPORTS } from '../lib/browser.js';
import { serverAndBrowser } from '../lib/suite.js';
import { enabledCategories } from '../lib/catalogue.js';

const PAGE_SIZE = 20; // web/src/features/catalogue/listing/useProductList.ts
const TOLERANCE_PX = 3;

describe('back to a listing', () => {
  const { server, browser } = serverAndBrowser();
  let category;

  before(async () => {
    category = (await enabledCategories(server.url))
      .filter((c) => !c.parent_cat_id && c.product_count > PAGE_SIZE)
      .sort((a, b) => b.product_count - a.product_count)[0];
    assert.ok(category, 'a top-level category with more than one page of products');
  });

  test('category → More → scroll → product → Back: same cards, same place', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await page.goto(`${server.url}/category/${category.slug}`);
      const grid = page.getByRole('list', { name: `${category.title} products` });
      const cards = grid.getByRole('article');
      await cards.first().waitFor();
      assert.equal(await cards.count(), PAGE_SIZE);

      await page.getByRole('button', { name: 'More', exact: true }).click();
      const shown = Math.min(category.product_count, 2 * PAGE_SIZE);
      await page.waitForFunction((n) => document.querySelectorAll('.product-grid article').length === n, shown);

      // A card of the second page, scrolled to a place no element lines up with.
      const card = cards.nth(PAGE_SIZE + 1);
      const title = (await card.locator('.product-card-title').textContent()).trim();
      await page.evaluate((top) => window.scrollTo(0, top), await card.evaluate((el) => el.getBoundingClientRect().top + window.scrollY - 237));
      await page.waitForFunction(() => window.scrollY > 0);
      const before = { y: await page.evaluate(() => window.scrollY), top: (await card.boundingBox()).y };

      await card.getByRole('link', { name: title, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.waitForFunction(() => window.scrollY === 0);

      await page.goBack();
      await page.getByRole('heading', { level: 1, name: category.title }).waitFor();
      await page.waitForFunction((n) => document.querySelectorAll('.product-grid article').length === n, shown);
      await page.waitForFunction(
        ({ y, tolerance }) => Math.abs(window.scrollY - y) <= tolerance,
        { y: before.y, tolerance: TOLERANCE_PX },
      );
      assert.equal(await cards.count(), shown, 'the same number of cards');
      const again = grid.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
      const top = (await again.boundingBox()).y;
      assert.ok(Math.abs(top - before.top) <= TOLERANCE_PX, `the card is where it was (${top} vs ${before.top})`);
      assert.ok(await again.isVisible(), 'the card opened is in view');
      await screenshot(page, 'listing-back-1280x800.png');

      // A new navigation (the breadcrumb's Home) still opens at the top.
      await page.locator('.catalogue-breadcrumbs').getByRole('link', { name: 'Home' }).click();
      await page.waitForURL(`${server.url}/`);
      await page.waitForFunction(() => window.scrollY === 0);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("search → More → scroll → product → Back: the same hits, same place", async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await page.goto(`${server.url}/search`);
      const cards = page.locator('.search-main .product-card');
      await cards.first().waitFor();
      assert.equal(await cards.count(), PAGE_SIZE);
      await page.getByRole('button', { name: 'More', exact: true }).click();
      await page.waitForFunction((n) => document.querySelectorAll('.search-main .product-card').length > n, PAGE_SIZE);
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      const shown = await cards.count();

      const card = cards.nth(PAGE_SIZE + 2);
      const link = card.locator('a[href^="/product/"]').first();
      const href = await link.getAttribute('href');
      await page.evaluate((top) => window.scrollTo(0, top), await card.evaluate((el) => el.getBoundingClientRect().top + window.scrollY - 211));
      await page.waitForFunction(() => window.scrollY > 0);
      const before = { y: await page.evaluate(() => window.scrollY), top: (await card.boundingBox()).y };

      await link.click();
      await page.waitForURL((u) => u.pathname === href);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForFunction(() => window.scrollY === 0);

      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('page') === '2');
      await page.waitForFunction((n) => document.querySelectorAll('.search-main .product-card').length === n, shown);
      await page.waitForFunction(
        ({ y, tolerance }) => Math.abs(window.scrollY - y) <= tolerance,
        { y: before.y, tolerance: TOLERANCE_PX },
      );
      const again = page.locator('.search-main .product-card').filter({ has: page.locator(`a[href="${href}"]`) });
      const top = (await again.boundingBox()).y;
      assert.ok(Math.abs(top - before.top) <= TOLERANCE_PX, `the card is where it was (${top} vs ${before.top})`);
      assert.equal(await page.getByRole('button', { name: 'Show previous' }).count(), 0, 'the first page is there too');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
