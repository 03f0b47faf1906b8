// Faceted search in Chromium against the real server: filters written to the URL after a pause and
// restored on reload, /search/{category path}, the phone's filter drawer, and the header's search
// replacing a page's content. Expected numbers come from the search endpoint itself.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, PHONE_UA, screenshot, VIEWPORTS } from '../lib/browser.js';
import { serverAndBrowser } from '../lib/suite.js';

const SEARCH_PATH = '/api/search/queries';

/** One search against the server, as the page's client sends it. */
async function search(baseUrl, params, indexName = 'instant_search') {
  const response = await fetch(`${baseUrl}${SEARCH_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests: [{ indexName, params: { hitsPerPage: 20, ...params } }] }),
  });
  assert.equal(response.status, 200, `search answered ${response.status}`);
  return (await response.json()).results[0];
}

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The list item of a facet value, by its exact label, in a page or a part of it. */
function facetItem(scope, label) {
  const page = typeof scope.page === 'function' ? scope.page() : scope; // `has` takes a page-rooted locator
  return scope.locator('.facet-list li, .facet-tree li').filter({
    has: page.locator('.facet-label', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }),
  });
}

async function resultCount(page) {
  const text = await page.locator('.search-count').innerText();
  const match = /(\d+) products? found/.exec(text);
  return match ? Number(match[1]) : null;
}

async function waitForCount(page, expected) {
  await page.waitForFunction(
    (n) => new RegExp(`^${n} products? found$`).test(document.querySelector('.search-count')?.textContent?.trim() ?? ''),
    expected,
  );
}

const cardTitles = (page) => page.locator('.search-main .product-grid .product-card-title').allInnerTexts();

/** The card titles once they equal `wanted`, or whatever shows after 10 s (for the assertion to report). */
async function eventualTitles(page, wanted) {
  const until = Date.now() + 10_000;
  let titles = await cardTitles(page);
  while (JSON.stringify(titles) !== JSON.stringify(wanted) && Date.now() < until) {
    await page.waitForTimeout(100);
    titles = await cardTitles(page);
  }
  return titles;
}

describe('faceted search', () => {
  const { server, browser } = serverAndBrowser();
  let brand; // the demo store's brand with the most products
  let price; // a price range inside that brand's prices
  let expected; // the server's answer for brand + price

  before(async () => {
    const all = await search(server.url, { facets: ['brand'], maxValuesPerFacet: 100 });
    assert.ok(all.nbHits > 20, 'the demo store has products to search');
    [brand] = Object.entries(all.facets.brand).sort((a, b) => b[1] - a[1])[0];
    const ofBrand = await search(server.url, { facetFilters: [[`brand:${brand}`]], facets: ['price'] });
    const { min, max } = ofBrand.facets_stats.price;
    // Inside the brand's prices: a bound equal to the cheapest price would be no bound at all.
    price = { min: Math.floor(min) + 1, max: Math.floor((min + max) / 2) };
    expected = await search(server.url, {
      facetFilters: [[`brand:${brand}`]],
      numericFilters: [`price>=${price.min}`, `price<=${price.max}`],
    });
    assert.ok(expected.nbHits > 0 && expected.nbHits < ofBrand.nbHits, 'the price range narrows the brand');
  });

  test('a brand and a price range go into the URL after a pause, and a reload shows the same results', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await page.goto(`${server.url}/search`, { waitUntil: 'networkidle' });
      const all = await search(server.url, {});
      await waitForCount(page, all.nbHits);

      await facetItem(page, brand).getByRole('checkbox').check();
      // Pushed only after a 700 ms pause: not at once.
      assert.equal(new URL(page.url()).search, '', 'the URL waits before it changes');
      await page.getByLabel('Minimum price').fill(String(price.min));
      await page.getByLabel('Maximum price').fill(String(price.max));
      await page.getByRole('button', { name: 'Go', exact: true }).click();
      await waitForCount(page, expected.nbHits);

      const wanted = new URLSearchParams({ brands: brand }).toString();
      await page.waitForURL((url) => url.search.includes(wanted) && url.search.includes(`price=${price.min}:${price.max}`));
      const url = new URL(page.url());
      assert.equal(url.pathname, '/search');
      assert.equal(url.searchParams.get('price'), `${price.min}:${price.max}`, 'price is written min:max');
      for (const key of ['query', 'page', 'sortBy', 'hitsPerPage', 'rating', 'free_shipping']) {
        assert.equal(url.searchParams.has(key), false, `default ${key} is left out of the URL`);
      }
      const titles = await cardTitles(page);
      assert.deepEqual(
        titles,
        expected.hits.map((h) => h.title),
        'the cards are the server hits in order',
      );
      await screenshot(page, 'search-filtered-1280x800.png');

      await page.reload({ waitUntil: 'networkidle' });
      await waitForCount(page, expected.nbHits);
      assert.deepEqual(await cardTitles(page), titles, 'the same results after a reload');
      assert.equal(await facetItem(page, brand).getByRole('checkbox').isChecked(), true);
      assert.equal(await page.getByLabel('Minimum price').inputValue(), String(price.min));
      assert.equal(await page.getByLabel('Maximum price').inputValue(), String(price.max));

      // Sorting by price joins the URL; Back returns to the previous state.
      const byPrice = await search(
        server.url,
        { facetFilters: [[`brand:${brand}`]], numericFilters: [`price>=${price.min}`, `price<=${price.max}`] },
        'instant_search_price_asc',
      );
      await page.getByRole('combobox', { name: 'Sort by' }).click();
      await page.getByRole('option', { name: 'Price: low to high' }).click();
      await page.waitForURL((u) => u.searchParams.get('sortBy') === 'instant_search_price_asc');
      assert.deepEqual(
        await cardTitles(page),
        byPrice.hits.map((h) => h.title),
        'the price-sorted replica',
      );
      await page.goBack();
      await page.waitForURL((u) => !u.searchParams.has('sortBy'));
      await waitForCount(page, expected.nbHits);
      // Both orders hold the same number of cards, so the count alone does not show the new ones.
      assert.deepEqual(await eventualTitles(page, titles), titles, 'Back restores the relevance order');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('/search/{category path} opens with the category chosen, and More loads the next page', async () => {
    const top = await search(server.url, { facets: ['categories.lvl0'] });
    const [category] = Object.entries(top.facets['categories.lvl0']).sort((a, b) => b[1] - a[1])[0];
    const inCategory = await search(server.url, { facetFilters: [[`categories.lvl0:${category}`]] });
    assert.ok(inCategory.nbHits > 20, `${category} fills more than one page`);
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    try {
      const path = `/search/${encodeURIComponent(category).replace(/%20/g, '+')}`;
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      await waitForCount(page, inCategory.nbHits);
      await page.getByRole('heading', { level: 1, name: category }).waitFor();
      assert.equal(await facetItem(page, category).locator('.facet-link').first().getAttribute('aria-pressed'), 'true');
      assert.equal((await cardTitles(page)).length, 20);

      await page.getByRole('button', { name: 'More', exact: true }).click();
      await page.waitForFunction(() => document.querySelectorAll('.search-main .product-card').length > 20);
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      assert.equal(new URL(page.url()).pathname, path, 'the category stays in the path');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('on a phone the filters open in a drawer and nothing scrolls sideways (375x812)', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.phone, { isMobile: true, userAgent: PHONE_UA });
    try {
      await page.goto(`${server.url}/search?brands=${encodeURIComponent(brand)}`, { waitUntil: 'networkidle' });
      const ofBrand = await search(server.url, { facetFilters: [[`brand:${brand}`]] });
      await waitForCount(page, ofBrand.nbHits);
      assert.equal(await page.locator('.search-sidebar').count(), 0, 'no sidebar on a phone');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no sideways scrolling (overflow ${overflow}px)`);

      await page.getByRole('button', { name: /Filters/ }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByText('Brand', { exact: true }).waitFor();
      assert.equal(await facetItem(drawer, brand).getByRole('checkbox').isChecked(), true, 'the URL state is in the drawer');
      await page.waitForFunction(() => document.querySelector('.search-filter-drawer')?.getBoundingClientRect().left === 0);
      await screenshot(page, 'search-filters-375x812.png');
      await facetItem(drawer, brand).getByRole('checkbox').uncheck();
      const all = await search(server.url, {});
      await drawer.getByRole('button', { name: `Show ${all.nbHits} products` }).click();
      await waitForCount(page, all.nbHits);
      await page.waitForURL((u) => u.search === '');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('typing in the header on the home page replaces the content with results; clearing brings it back', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await page.goto(server.url, { waitUntil: 'networkidle' });
      const home = page.locator('.home-page');
      await home.waitFor();
      const box = page.getByPlaceholder('Search 5000+ products...').first();
      await box.pressSequentially('milk', { delay: 40 });

      const expectedMilk = await search(server.url, { query: 'milk' });
      assert.ok(expectedMilk.nbHits > 0, 'the demo store has milk');
      const results = page.getByTestId('header-search-results');
      await results.waitFor();
      await waitForCount(page, expectedMilk.nbHits);
      await page.getByRole('heading', { level: 1, name: 'Results for “milk”' }).waitFor();
      assert.equal(await home.isVisible(), false, 'the home content is replaced');
      assert.deepEqual(
        await cardTitles(page),
        expectedMilk.hits.map((h) => h.title),
      );
      await page.waitForTimeout(900);
      assert.equal(new URL(page.url()).pathname, '/', 'the results show in place, without navigating');
      await screenshot(page, 'search-in-place-1280x800.png');

      await box.fill('');
      await home.waitFor();
      assert.equal(await results.count(), 0, 'clearing the box restores the page');

      // Enter opens the faceted page with the query; the header box drives it there.
      await box.fill('rice');
      await box.press('Enter');
      await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('query') === 'rice');
      await page.locator('.search-page').waitFor();
      await results.waitFor({ state: 'detached' });
      await waitForCount(page, (await search(server.url, { query: 'rice' })).nbHits);
      await box.fill('milk');
      await waitForCount(page, expectedMilk.nbHits);
      await page.waitForURL((u) => u.searchParams.get('query') === 'milk');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
