// Every store-front page under axe-core (WCAG 2.0–2.2 A and AA rules) at a desktop and a phone
// width: no serious or critical violation may remain. A signed-in customer with an address, a
// placed order and a full cart covers the cart drawer, checkout, orders and profile; a visitor
// covers the catalogue, sign-in, registration and the content pages.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { graphql } from '../lib/server.js';
import { openPage, settled } from '../lib/browser.js';
import { signedInPage } from '../lib/session.js';
import { serverAndBrowser } from '../lib/suite.js';
import { enabledCategories } from '../lib/catalogue.js';
import { customerReadyToOrder, fillCartOverApi, placeOrderOverApi, productsInStock } from '../lib/shop.js';
import { describeViolations, seriousViolations } from '../lib/axe.js';

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1366, height: 800 }, isMobile: false },
  { name: 'phone', size: { width: 375, height: 812 }, isMobile: true },
];
const CONTENT_SLUGS = ['about-us', 'privacy-policy', 'terms-and-conditions', 'help', 'faqs', 'returns-refunds', 'feedback', 'contact-us'];
const MINIMUM_CART = 700;

/** What axe finds on the page as it is now: '' when nothing serious, else a readable report. */
async function axeReport(page, what) {
  await settled(page);
  const violations = await seriousViolations(page);
  return violations.length ? `axe on ${what}:\n${describeViolations(violations)}\n` : '';
}

async function assertNoSeriousViolations(page, what) {
  const report = await axeReport(page, what);
  if (report) assert.fail(report);
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  const { server, browser } = serverAndBrowser();
  let customer;
  let serial;
  let category;
  let product;
  let contentSlugs;

  before(async () => {
    let address;
    ({ customer, address } = await customerReadyToOrder(server, {
      emailPrefix: 'a11y',
      fname: 'Zainab',
      gender: 'female',
      address: { full_address: 'House 8, Street 2, Farid Town' },
    }));
    await fillCartOverApi(server.url, customer, MINIMUM_CART);
    serial = await placeOrderOverApi(server.url, customer, address._id);
    // A full cart again, for the drawer and checkout.
    await fillCartOverApi(server.url, customer, MINIMUM_CART);

    category = (await enabledCategories(server.url)).find((c) => !c.parent_cat_id);
    [product] = await productsInStock(server.url);
    contentSlugs = [];
    for (const slug of CONTENT_SLUGS) {
      const data = await graphql(server.url, 'query ($s: String!) { pageBySlug(slug: $s) { slug } }', { s: slug });
      if (data.pageBySlug) contentSlugs.push(slug);
    }
    assert.ok(contentSlugs.length > 0, 'the demo store has content pages');
  });

  test('the harness reports a serious violation (white on the old brand green)', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS[0].size);
    try {
      await page.setContent(
        '<html lang="en"><title>t</title><main><h1>t</h1><button style="background:#23903f;color:#fff">Add</button></main></html>',
      );
      const violations = await seriousViolations(page);
      assert.deepEqual(
        violations.map((v) => v.id),
        ['color-contrast'],
        describeViolations(violations),
      );
      assert.match(describeViolations(violations), /button/);
    } finally {
      await context.close();
    }
  });

  for (const viewport of VIEWPORTS) {
    const at = `${viewport.size.width}px`;

    describe(`a visitor at ${at}`, () => {
      let opened;
      const visit = async (path, ready) => {
        await opened.page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        await ready(opened.page);
      };

      before(async () => {
        opened = await openPage(browser, viewport.size, { isMobile: viewport.isMobile });
      });
      after(async () => {
        await opened?.context.close();
      });

      test(`home (${at})`, async () => {
        await visit('/', (page) => page.locator('.category-tiles .category-tile-title').first().waitFor());
        await assertNoSeriousViolations(opened.page, `home at ${at}`);
      });

      test(`category (${at})`, async () => {
        await visit(`/category/${category.slug}`, (page) => page.locator('article.product-card').first().waitFor());
        await assertNoSeriousViolations(opened.page, `/category/${category.slug} at ${at}`);
      });

      test(`search (${at})`, async () => {
        await visit('/search?query=milk', (page) => page.locator('article.product-card').first().waitFor());
        await assertNoSeriousViolations(opened.page, `/search?query=milk at ${at}`);
      });

      test(`product (${at})`, async () => {
        await visit(`/product/${product.slug}`, (page) => page.getByRole('heading', { level: 1, name: product.title }).waitFor());
        await assertNoSeriousViolations(opened.page, `/product/${product.slug} at ${at}`);
      });

      test(`sign-in (${at})`, async () => {
        await visit('/user/sign-in', (page) => page.getByRole('button', { name: /Sign in/i }).first().waitFor());
        let reports = await axeReport(opened.page, `/user/sign-in at ${at}`);
        // The form's errors after an empty submit.
        await opened.page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
        await opened.page.locator('.ant-form-item-explain-error').first().waitFor();
        reports += await axeReport(opened.page, `/user/sign-in with errors at ${at}`);
        if (reports) assert.fail(reports);
      });

      test(`registration (${at})`, async () => {
        await visit('/user/register', (page) => page.locator('form').first().waitFor());
        await assertNoSeriousViolations(opened.page, `/user/register at ${at}`);
      });

      test(`content pages and help (${at})`, async () => {
        let reports = '';
        for (const slug of contentSlugs) {
          await visit(`/page/${slug}`, (page) => page.locator('.content-body').first().waitFor());
          reports += await axeReport(opened.page, `/page/${slug} at ${at}`);
        }
        await visit('/help', (page) => page.getByRole('heading', { level: 1, name: 'Help' }).waitFor());
        reports += await axeReport(opened.page, `/help at ${at}`);
        if (reports) assert.fail(reports);
      });
    });

    describe(`a signed-in customer at ${at}`, () => {
      let opened;
      const visit = async (path, ready) => {
        await opened.page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        await ready(opened.page);
      };

      before(async () => {
        opened = await signedInPage(browser, customer, { viewport: viewport.size, isMobile: viewport.isMobile });
      });
      after(async () => {
        await opened?.context.close();
      });

      test(`cart drawer (${at})`, async () => {
        await visit('/', (page) => page.locator('.category-tiles .category-tile-title').first().waitFor());
        await opened.page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
        await opened.page.getByRole('button', { name: /Proceed to Checkout/ }).waitFor();
        await assertNoSeriousViolations(opened.page, `the cart drawer at ${at}`);
      });

      test(`checkout, address and slots (${at})`, async () => {
        await visit('/checkout', (page) => page.locator('button.slot-cell.is-available').first().waitFor());
        await assertNoSeriousViolations(opened.page, `/checkout at ${at}`);
      });

      test(`orders (${at})`, async () => {
        await visit('/user/my-orders', (page) => page.getByRole('row', { name: new RegExp(serial) }).waitFor());
        await assertNoSeriousViolations(opened.page, `/user/my-orders at ${at}`);
      });

      test(`order detail (${at})`, async () => {
        await visit(`/user/order/${serial}`, (page) => page.getByRole('heading', { name: new RegExp(`Order #${serial}`) }).waitFor());
        await assertNoSeriousViolations(opened.page, `/user/order/${serial} at ${at}`);
      });

      test(`profile, addresses and password (${at})`, async () => {
        let reports = '';
        await visit('/user/profile', (page) => page.locator('form').first().waitFor());
        reports += await axeReport(opened.page, `/user/profile at ${at}`);
        await visit('/user/profile/addresses', (page) => page.getByText('House 8, Street 2, Farid Town').first().waitFor());
        reports += await axeReport(opened.page, `/user/profile/addresses at ${at}`);
        await visit('/user/profile/password', (page) => page.locator('form').first().waitFor());
        reports += await axeReport(opened.page, `/user/profile/password at ${at}`);
        if (reports) assert.fail(reports);
      });
    });
  }
});
