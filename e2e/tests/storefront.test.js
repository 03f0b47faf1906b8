// The store front in Chromium against the real server and its demo store.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { graphql } from '../lib/server.js';
import { openPage, PHONE_UA, screenshot, VIEWPORTS } from '../lib/browser.js';
import { serverAndBrowser } from '../lib/suite.js';
import { enabledCategories } from '../lib/catalogue.js';

const CONTENT_SLUGS = [
  'about-us',
  'privacy-policy',
  'terms-and-conditions',
  'help',
  'faqs',
  'returns-refunds',
  'feedback',
  'contact-us',
];

describe('store front', () => {
  const { server, browser } = serverAndBrowser();
  let topCategories;

  before(async () => {
    topCategories = (await enabledCategories(server.url)).filter((c) => !c.parent_cat_id);
    assert.ok(topCategories.length > 0, 'the demo store has top-level categories');
  });

  test('home page renders with the categories from the server (desktop)', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await page.getByRole('banner').waitFor();
      await page.getByPlaceholder('Search 5000+ products...').first().waitFor();
      const tiles = page.locator('.category-tiles .category-tile-title');
      await tiles.first().waitFor();
      const shown = await tiles.allTextContents();
      for (const category of topCategories) assert.ok(shown.includes(category.title), `tile for ${category.title}`);

      // The tiles' pictures come from the server's /media.
      const picture = page.locator('.category-tiles img').first();
      if (await picture.count()) {
        await picture.scrollIntoViewIfNeeded();
        await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await picture.elementHandle());
      }
      await screenshot(page, 'home-1280x800.png');

      // The Shop mega-menu lists the same categories.
      await page.getByRole('button', { name: /Shop/ }).first().click();
      const panel = page.getByRole('region', { name: 'Product categories' });
      await panel.waitFor();
      for (const category of topCategories) {
        await panel.getByRole('link', { name: category.title, exact: true }).waitFor();
      }
      await panel.getByRole('link', { name: topCategories[0].title, exact: true }).hover();
      await screenshot(page, 'mega-menu-1280x800.png');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('home page on a phone: drawer with the server categories (375x812)', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.phone, { isMobile: true, userAgent: PHONE_UA });
    try {
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await page.locator('.category-tiles .category-tile-title').first().waitFor();
      await screenshot(page, 'home-375x812.png');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no sideways scrolling on a phone (overflow ${overflow}px)`);
      assert.equal(await page.getByRole('button', { name: /^Shop/ }).count(), 0, 'no desktop mega-menu');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('button', { name: 'Shop' }).click();
      await menu.getByText(topCategories[0].title, { exact: true }).waitFor();
      await screenshot(page, 'drawer-375x812.png');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('a content page renders its title and body from pageBySlug', async () => {
    let found = null;
    for (const slug of CONTENT_SLUGS) {
      const data = await graphql(server.url, 'query ($s: String!) { pageBySlug(slug: $s) { title slug body } }', {
        s: slug,
      });
      if (data.pageBySlug) {
        found = data.pageBySlug;
        break;
      }
    }
    assert.ok(found, 'the demo store has at least one of the spec content pages');
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await page.goto(`${server.url}/page/${found.slug}`);
      await page.getByRole('heading', { level: 1, name: found.title }).waitFor();
      const body = await page.locator('.content-body').innerText();
      assert.ok(body.trim().length > 0, 'the body is shown');
      await screenshot(page, `page-${found.slug}-1280x800.png`);
    } finally {
      await context.close();
    }
  });

  test('an unknown path shows the 404 page, and Back Home returns to the store', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await page.goto(`${server.url}/this/page/does-not-exist`);
      await page.getByText('Sorry, the page you visited does not exist.').waitFor();
      await page.getByRole('button', { name: 'Back Home' }).click();
      await page.waitForURL(`${server.url}/`);
      await page.locator('.category-tiles').waitFor();
    } finally {
      await context.close();
    }
  });
});
