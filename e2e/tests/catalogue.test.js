// Browsing the catalogue in Chromium against the real server and its demo store: the home page's
// banners and lists, the mega-menu to a category and 'More', a product and its gallery modal,
// notify-me on a sold-out product as a signed-in customer, and the /testing list.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { graphql } from '../lib/server.js';
import { createCustomer } from '../lib/customer.js';
import { openPage, PHONE_UA, screenshot, VIEWPORTS } from '../lib/browser.js';
import { signedInPage } from '../lib/session.js';
import { serverAndBrowser } from '../lib/suite.js';
import { enabledCategories } from '../lib/catalogue.js';

const PAGE_SIZE = 20; // web/src/features/catalogue/listing/useProductList.ts
const ALERT_CREATED = 'Your reminder has been created! You will be notified as soon as the product is back in stock!';

/** Every listed product of the demo store, 100 at a time. */
async function allProducts(baseUrl) {
  const products = [];
  let after = null;
  for (;;) {
    const data = await graphql(
      baseUrl,
      `query ($after: String) {
         client_productsQuery(first: 100, after: $after, filter: "{}") {
           edges { node { _id title slug available_qty cat_id gallery { _id } category { slug } } }
           pageInfo { endCursor hasNextPage }
         }
       }`,
      { after },
    );
    const page = data.client_productsQuery;
    products.push(...page.edges.map((e) => e.node));
    if (!page.pageInfo.hasNextPage) return products;
    after = page.pageInfo.endCursor;
  }
}

async function noSidewaysScroll(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no sideways scrolling (overflow ${overflow}px)`);
}

async function imageLoaded(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await locator.elementHandle());
}

describe('catalogue', () => {
  const { server, browser } = serverAndBrowser();
  let categories;
  let products;

  before(async () => {
    categories = await enabledCategories(server.url);
    products = await allProducts(server.url);
    assert.ok(products.length > 40, 'the demo store lists products');
  });

  test('home page: the slider, banners and product lists from the page settings', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    try {
      const data = await graphql(
        server.url,
        '{ pageSettingByKey(key: "home") { banners { key banner { title items { url } } } products { key title products { title } } } }',
      );
      const settings = data.pageSettingByKey;
      assert.ok(settings, "the demo store has the 'home' page settings");
      await page.goto(server.url, { waitUntil: 'networkidle' });
      const sliderGroup = settings.banners.find((b) => b.key === 'top-slider').banner;
      const slider = page.getByRole('region', { name: sliderGroup.title });
      await imageLoaded(page, slider.locator('img').first());
      // The arrows move the slider; the dot of the shown slide is current.
      await slider.getByRole('button', { name: 'Next slide' }).click();
      await slider.getByRole('button', { name: 'Go to slide 2' }).and(page.locator('[aria-current="true"]')).waitFor();
      await screenshot(page, 'catalogue-home-1280x800.png');

      for (const key of ['top-banner', 'mid-banner', 'bottom-banner']) {
        const group = settings.banners.find((b) => b.key === key)?.banner;
        if (group) await page.getByRole('region', { name: group.title }).waitFor();
      }
      for (const list of settings.products) {
        const region = page.getByRole('region', { name: list.title });
        await region.waitFor();
        await region.getByRole('link', { name: list.products[0].title, exact: true }).waitFor();
        assert.equal(await region.getByRole('article').count(), list.products.length);
      }
      // Below the fold, pictures wait until they are needed.
      assert.equal(await page.locator('.banner-strip.is-bottom img').getAttribute('loading'), 'lazy');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('from the mega-menu to a category, then More loads the next page', async () => {
    const category = categories
      .filter((c) => !c.parent_cat_id && c.product_count > PAGE_SIZE)
      .sort((a, b) => b.product_count - a.product_count)[0];
    assert.ok(category, 'a top-level category with more than one page of products');
    const children = categories.filter((c) => c.parent_cat_id === category._id);
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: /Shop/ }).first().click();
      const panel = page.getByRole('region', { name: 'Product categories' });
      await panel.getByRole('link', { name: category.title, exact: true }).hover();
      await panel.getByRole('link', { name: `View All ${category.title}` }).click();
      await page.waitForURL(`${server.url}/category/${category.slug}`);

      await page.getByRole('heading', { level: 1, name: category.title }).waitFor();
      const crumbs = page.locator('.catalogue-breadcrumbs');
      await crumbs.getByRole('link', { name: 'Home' }).waitFor();
      await page.getByText(`${category.product_count} products`, { exact: true }).waitFor();
      const related = page.getByRole('navigation', { name: 'Related categories' });
      for (const child of children) {
        await related.getByRole('link', { name: new RegExp(child.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
      }

      const grid = page.getByRole('list', { name: `${category.title} products` });
      const cards = grid.getByRole('article');
      await cards.first().waitFor();
      assert.equal(await cards.count(), PAGE_SIZE);
      await imageLoaded(page, cards.first().locator('img'));
      await screenshot(page, 'catalogue-category-1280x800.png');

      await page.getByRole('button', { name: 'More', exact: true }).click();
      const expected = Math.min(category.product_count, 2 * PAGE_SIZE);
      await page.waitForFunction(
        ({ n }) => document.querySelectorAll('.product-grid article').length === n,
        { n: expected },
      );
      const titles = await grid.locator('.product-card-title').allTextContents();
      assert.equal(new Set(titles).size, titles.length, 'no product is listed twice');
      if (category.product_count <= 2 * PAGE_SIZE) {
        await page.getByRole('button', { name: 'More', exact: true }).waitFor({ state: 'detached' });
      }

      // A card leads to its product page.
      const title = titles[PAGE_SIZE];
      await grid.getByRole('link', { name: title, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.locator('.catalogue-breadcrumbs').getByRole('link', { name: 'Home' }).waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('a category on a phone: two cards a row, no sideways scrolling (375x812)', async () => {
    const category = categories.find((c) => !c.parent_cat_id && c.product_count > 4);
    const { page, context, problems } = await openPage(browser, VIEWPORTS.phone, { isMobile: true, userAgent: PHONE_UA });
    try {
      await page.goto(`${server.url}/category/${category.slug}`);
      const cards = page.locator('.product-grid article');
      await cards.nth(1).waitFor();
      const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
      assert.equal(Math.round(a.y), Math.round(b.y), 'the first two cards share a row');
      assert.ok(a.width > 140, `cards are readable (${a.width}px)`);
      await imageLoaded(page, cards.first().locator('img'));
      await noSidewaysScroll(page);
      await screenshot(page, 'catalogue-category-375x812.png');
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await page.locator('.banner-slider img').first().waitFor();
      await noSidewaysScroll(page);
      await screenshot(page, 'catalogue-home-375x812.png');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('a product with a gallery: arrows, thumbnails and the full picture in a modal', async () => {
    const product = products.find((p) => p.gallery.length > 1 && p.available_qty > 0);
    assert.ok(product, 'the demo store has a product with a gallery');
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await page.goto(`${server.url}/product/${product.slug}`);
      await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
      const main = page.getByRole('button', { name: `View the full image of ${product.title}` });
      await imageLoaded(page, main.locator('img'));
      const box = await main.boundingBox();
      assert.ok(box.height <= 400, `the main picture is at most 400px high (${box.height}px)`);
      const thumbs = page.getByRole('list', { name: 'Product images' }).locator('img');
      assert.equal(await thumbs.count(), product.gallery.length);
      const thumbBox = await thumbs.first().boundingBox();
      assert.equal(Math.round(thumbBox.width), 65 - 4, 'thumbnails are 65px (with their 2px border)');

      const first = await main.locator('img').getAttribute('src');
      assert.equal(await page.getByRole('button', { name: 'Previous image' }).isDisabled(), true);
      await page.getByRole('button', { name: 'Next image' }).click();
      await page.waitForFunction((src) => document.querySelector('.gallery-main img')?.getAttribute('src') !== src, first);
      const second = await main.locator('img').getAttribute('src');
      await screenshot(page, 'catalogue-product-1280x800.png');

      await main.click();
      const dialog = page.getByRole('dialog');
      const full = dialog.getByRole('img', { name: product.title });
      await imageLoaded(page, full);
      assert.equal(await full.getAttribute('src'), second);
      await screenshot(page, 'catalogue-gallery-modal-1280x800.png');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // The details block is the product's sanitised HTML.
      const details = page.locator('.product-details-html');
      assert.ok((await details.innerText()).includes(product.title));
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("a missing product reads 'Product Not Found!'", async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await page.goto(`${server.url}/product/no-such-product-here`);
      await page.getByText('Product Not Found!').waitFor();
      await page.getByRole('button', { name: 'Back Home' }).waitFor();
    } finally {
      await context.close();
    }
  });

  test("a signed-in customer asks to be notified of a sold-out product; 'Requested' stays after reload", async () => {
    const soldOut = products.find((p) => p.available_qty < 1);
    assert.ok(soldOut, 'the demo store has a sold-out product');
    const customer = await createCustomer(server.url, { emailPrefix: 'catalogue', fname: 'Bilal', gender: 'male' });

    // A visitor sees 'Sold Out' but no notify-me.
    const visitor = await openPage(browser, VIEWPORTS.desktop);
    try {
      await visitor.page.goto(`${server.url}/product/${soldOut.slug}`);
      await visitor.page.getByRole('heading', { level: 1, name: soldOut.title }).waitFor();
      await visitor.page.locator('.sold-out-badge').waitFor();
      assert.equal(await visitor.page.getByRole('button', { name: 'Notify Me' }).count(), 0);
    } finally {
      await visitor.context.close();
    }

    const { page, context, problems } = await signedInPage(browser, customer);
    try {
      await page.goto(`${server.url}/product/${soldOut.slug}`);
      await page.getByRole('heading', { level: 1, name: soldOut.title }).waitFor();
      await page.getByText('Sold Out', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Notify Me' }).click();
      await page.getByText(ALERT_CREATED).waitFor();
      const requested = page.getByRole('button', { name: 'Requested' });
      await requested.waitFor();
      assert.equal(await requested.isDisabled(), true);
      await screenshot(page, 'catalogue-notify-me-1280x800.png');

      await page.reload();
      await page.getByRole('heading', { level: 1, name: soldOut.title }).waitFor();
      await page.getByRole('button', { name: 'Requested' }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Requested' }).isDisabled(), true);
      assert.equal(await page.getByRole('button', { name: 'Notify Me' }).count(), 0);

      // The server keeps it for this customer only.
      const mine = await graphql(
        server.url,
        'query ($s: String!) { productBySlug(slug: $s) { already_in_alert } }',
        { s: soldOut.slug },
        customer.token,
      );
      assert.equal(mine.productBySlug.already_in_alert, 'yes');
      const anyone = await graphql(server.url, 'query ($s: String!) { productBySlug(slug: $s) { already_in_alert } }', {
        s: soldOut.slug,
      });
      assert.equal(anyone.productBySlug.already_in_alert, 'no');

      // Its card in the category listing reads 'Requested' too.
      await page.goto(`${server.url}/category/${soldOut.category.slug}`);
      const card = page.locator(`article[data-product-id="${soldOut._id}"]`);
      const cardRequested = card.getByRole('button', { name: 'Requested' });
      for (let i = 0; i < 5 && !(await card.count()); i++) {
        const more = page.getByRole('button', { name: 'More' });
        if (!(await more.count())) break;
        await more.click();
        await page.waitForTimeout(300);
      }
      await cardRequested.waitFor();
      await card.locator('.product-card-sold-out').waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('/testing lists 5 products, More adds 5 more', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await page.goto(`${server.url}/testing`);
      const rows = page.locator('.testing-row');
      await rows.nth(4).waitFor();
      assert.equal(await rows.count(), 5);
      await page.getByRole('button', { name: 'More' }).click();
      await rows.nth(9).waitFor();
      assert.equal(await rows.count(), 10);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
