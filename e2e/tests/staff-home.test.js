// The home page from the console (issue 18) in Chromium against the real server: a manager at a desk finds a
// product of the home page's 'top-products' list by its title in the 'Featured Products' card, adds it, moves
// it first with the keyboard ('Move up' by Enter until it is first) and saves; the store front's home page
// shows it first in Featured Products, also after a reload. Then the page at a desk and on a phone: axe, no
// sideways scroll on the phone, 44 px targets (the cards' buttons).
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, screenshot, VIEWPORTS } from '../lib/browser.js';
import { serverAndBrowser } from '../lib/suite.js';
import { graphql } from '../lib/server.js';
import { addStaff, staffSession, staffSessionPage } from '../lib/staff.js';
import { consolePageProblems } from '../lib/consoleSweep.js';

const MANAGER = { email: 'home-manager@example.com', name: 'Hina Manager', role: 'manager' };
// The first banner group's and the first list's buttons stand for every card's (one layout each).
const PAGE_TARGETS = ['#admin-home-group-top-slider ~ * .ant-btn', '.admin-home-section:nth-of-type(2) .admin-home-card:first-of-type .ant-btn'];
const HOME = '{ pageSettingByKey(key: "home") { products { key title products { _id title } } } }';

const { server, browser } = serverAndBrowser();

describe('the home page from the console', () => {
  let featuredTitle;
  let chosen; // a product of top-products, not in featured-products

  before(async () => {
    addStaff(server.dataDir, MANAGER);
    const lists = (await graphql(server.url, HOME)).pageSettingByKey.products;
    const featured = lists.find((l) => l.key === 'featured-products');
    const top = lists.find((l) => l.key === 'top-products');
    featuredTitle = featured.title;
    chosen = top.products.find((p) => !featured.products.some((f) => f._id === p._id));
    assert.ok(chosen, 'a top product not featured yet');
  });

  test("a manager puts a product first in Featured Products and the store front's home page shows it first", async () => {
    const manager = await staffSessionPage(browser, server.url, await staffSession(server.url, MANAGER), VIEWPORTS.desktop, false);
    const { page } = manager;
    await page.getByRole('navigation', { name: 'Console menu' }).getByRole('group', { name: 'Catalogue' }).getByRole('link', { name: 'Home page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home page' }).waitFor();
    const card = page.getByRole('region', { name: featuredTitle, exact: true });
    await card.waitFor();

    await card.getByRole('searchbox', { name: 'Add a product' }).fill(chosen.title);
    await card.getByRole('button', { name: 'Find' }).click();
    await card.getByRole('button', { name: `Add ${chosen.title}` }).click();
    const up = card.getByRole('button', { name: `Move up ${chosen.title}` });
    await up.waitFor();
    while (await up.isEnabled()) {
      await up.focus();
      await page.keyboard.press('Enter');
    }
    const first = card.locator('.admin-home-entries > li').first().locator('.admin-home-product-title');
    assert.equal(await first.textContent(), chosen.title);
    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. The store shows it now.').first().waitFor();

    // The store front's Featured Products starts with it, before and after a reload.
    const shopper = await openPage(browser, VIEWPORTS.desktop);
    const shop = shopper.page;
    await shop.goto(server.url);
    const rail = shop.getByRole('list', { name: featuredTitle, exact: true });
    const firstCard = rail.getByRole('listitem').first();
    await firstCard.getByText(chosen.title, { exact: true }).first().waitFor();
    await shop.reload();
    await rail.getByRole('listitem').first().getByText(chosen.title, { exact: true }).first().waitFor();
    await shopper.context.close();
    assert.deepEqual(shopper.problems, []);

    // The page at a desk, after the save (the card read again).
    await card.locator('.admin-home-entries > li').first().getByText(chosen.title).waitFor();
    const problems = await consolePageProblems(page, 'home page (desktop)', { phone: false });
    await screenshot(page, 'console-home-desktop.png');
    problems.push(...manager.problems);
    await manager.context.close();
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('the home page screen on a phone', async () => {
    const opened = await staffSessionPage(browser, server.url, await staffSession(server.url, MANAGER), VIEWPORTS.phone, true);
    const { page } = opened;
    await page.getByRole('button', { name: 'Menu' }).click();
    const menuDrawer = page.getByRole('dialog');
    await menuDrawer.getByRole('group', { name: 'Catalogue' }).getByRole('link', { name: 'Home page' }).click();
    await menuDrawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Home page' }).waitFor();
    await page.getByRole('region', { name: featuredTitle, exact: true }).waitFor();
    const problems = await consolePageProblems(page, 'home page (phone)', { phone: true, targets: PAGE_TARGETS });
    await screenshot(page, 'console-home-phone.png');
    problems.push(...opened.problems);
    await opened.context.close();
    assert.deepEqual(problems, [], problems.join('\n'));
  });
});
