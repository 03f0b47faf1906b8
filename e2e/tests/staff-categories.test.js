// The category tree from the console (issue 18, slice 3) in Chromium against the real server: a manager at
// a desk adds a sub-category under a demo category, moves it up with the keyboard ('Move up' by Enter, focus
// staying on it), and the store front's category page lists it in that place; disabling the parent hides both
// from the store front (the category pages answer 'not found', the mega-menu leaves it out, after a reload),
// enabling it brings them back. Then the page at a desk and on a phone: axe, no sideways scroll on the
// phone, 44 px targets (the first category's buttons standing for every row's).
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, screenshot, VIEWPORTS } from '../lib/browser.js';
import { serverAndBrowser } from '../lib/suite.js';
import { enabledCategories } from '../lib/catalogue.js';
import { addStaff, staffSession, staffSessionPage } from '../lib/staff.js';
import { consolePageProblems } from '../lib/consoleSweep.js';

const MANAGER = { email: 'categories-manager@example.com', name: 'Kiran Manager', role: 'manager' };
const NEW_TITLE = 'Fresh Herbs E2E';
const NOT_FOUND = 'Sorry, the page you visited does not exist.';
// The first category's buttons stand for every row's (one layout), which keeps the phone's sweep short.
const PAGE_TARGETS = ['.admin-add-category', '.admin-category-tree .ant-tree-treenode:first-child .admin-category-actions .ant-btn'];

const exactly = (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A category's row in the console's tree. */
const rowOf = (page, title) =>
  page.locator('.admin-category-row').filter({ has: page.locator('.admin-category-title', { hasText: exactly(title) }) });

/** The titles of the console's tree, top to bottom. */
const treeTitles = (page) => page.locator('.admin-category-tree .admin-category-title').allTextContents();

/** The sub-category links of a store front category page, in order. */
const relatedTitles = (shop) =>
  shop.getByRole('navigation', { name: 'Related categories' }).locator('.child-category > span:first-of-type').allTextContents();

const { server, browser } = serverAndBrowser();

describe('categories from the console', () => {
  let parent; // a demo top-level category with at least two sub-categories
  let lastChild; // its last sub-category before the new one

  before(async () => {
    addStaff(server.dataDir, MANAGER);
    const categories = await enabledCategories(server.url);
    parent = categories.find((c) => !c.parent_cat_id && categories.filter((d) => d.parent_cat_id === c._id).length >= 2);
    assert.ok(parent, 'a top-level demo category with two sub-categories');
  });

  test('a manager adds a sub-category, moves it by keyboard, disables and enables its parent; the store front follows', async () => {
    const manager = await staffSessionPage(browser, server.url, await staffSession(server.url, MANAGER), VIEWPORTS.desktop, false);
    const { page } = manager;
    await page.getByRole('navigation', { name: 'Console menu' }).getByRole('group', { name: 'Catalogue' }).getByRole('link', { name: 'Categories' }).click();
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    await page.getByRole('tree', { name: 'Category tree' }).waitFor();

    // Add it under the parent: it goes last among the parent's sub-categories.
    await rowOf(page, parent.title).getByRole('button', { name: 'Add sub-category' }).click();
    const drawer = page.getByRole('dialog', { name: `New category under ${parent.title}` });
    await drawer.getByLabel('Title').fill(NEW_TITLE);
    await drawer.getByRole('button', { name: 'Save category' }).click();
    await drawer.waitFor({ state: 'hidden' });
    const row = rowOf(page, NEW_TITLE);
    await row.waitFor();
    const slug = (await row.locator('.admin-category-meta > span').first().textContent()).replace(/^\//, '');
    assert.match(slug, /^fresh-herbs-e2e/);
    const titles = await treeTitles(page);
    const siblings = titles.slice(titles.indexOf(parent.title) + 1, titles.indexOf(NEW_TITLE));
    lastChild = siblings.at(-1);
    assert.ok(lastChild, `the sub-categories before the new one: ${JSON.stringify(titles)}`);

    // Move it up by keyboard: Enter on 'Move up'; focus stays on the moved category.
    await row.getByRole('button', { name: 'Move up' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`${NEW_TITLE} moved`).waitFor();
    await page.waitForFunction(
      ([moved, before]) => {
        const all = [...document.querySelectorAll('.admin-category-tree .admin-category-title')].map((el) => el.textContent);
        return all.indexOf(moved) >= 0 && all.indexOf(moved) < all.indexOf(before);
      },
      [NEW_TITLE, lastChild],
    );
    const focused = await page.evaluate(() => document.activeElement?.closest('.admin-category-row')?.querySelector('.admin-category-title')?.textContent);
    assert.equal(focused, NEW_TITLE, 'focus stays on the moved category');

    // The store front lists it before the sub-category that was last.
    const shopper = await openPage(browser, VIEWPORTS.desktop);
    const shop = shopper.page;
    await shop.goto(`${server.url}/category/${parent.slug}`);
    await shop.getByRole('heading', { level: 1, name: parent.title }).waitFor();
    await shop.getByRole('navigation', { name: 'Related categories' }).getByRole('link', { name: new RegExp(NEW_TITLE) }).waitFor();
    const related = await relatedTitles(shop);
    assert.ok(related.indexOf(NEW_TITLE) < related.indexOf(lastChild), `${NEW_TITLE} before ${lastChild}: ${JSON.stringify(related)}`);

    // Disabling the parent hides it and its sub-categories.
    await rowOf(page, parent.title).getByRole('button', { name: 'Disable' }).click();
    await rowOf(page, parent.title).getByText('Disabled', { exact: true }).waitFor();
    await row.getByText('Hidden (a parent is disabled)').waitFor();
    await shop.reload();
    await shop.getByText(NOT_FOUND).waitFor();
    await shop.goto(`${server.url}/category/${slug}`);
    await shop.getByText(NOT_FOUND).waitFor();
    await shop.goto(server.url);
    await shop.getByRole('button', { name: /Shop/ }).first().click();
    const menu = shop.getByRole('region', { name: 'Product categories' });
    await menu.getByRole('link').first().waitFor();
    assert.equal(await menu.getByRole('link', { name: parent.title, exact: true }).count(), 0, 'the mega-menu leaves the disabled category out');

    // Enabling it brings both back.
    await rowOf(page, parent.title).getByRole('button', { name: 'Enable' }).click();
    await rowOf(page, parent.title).getByText('Disabled', { exact: true }).waitFor({ state: 'hidden' });
    await row.getByText('Hidden (a parent is disabled)').waitFor({ state: 'hidden' });
    await shop.goto(`${server.url}/category/${slug}`);
    await shop.getByRole('heading', { level: 1, name: NEW_TITLE }).waitFor();
    await shop.goto(`${server.url}/category/${parent.slug}`);
    await shop.getByRole('navigation', { name: 'Related categories' }).getByRole('link', { name: new RegExp(NEW_TITLE) }).waitFor();
    await shopper.context.close();
    assert.deepEqual(shopper.problems, []);

    // The page at a desk.
    const problems = await consolePageProblems(page, 'categories (desktop)', { phone: false });
    await screenshot(page, 'console-categories-desktop.png');
    problems.push(...manager.problems);
    await manager.context.close();
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('the categories page on a phone', async () => {
    const opened = await staffSessionPage(browser, server.url, await staffSession(server.url, MANAGER), VIEWPORTS.phone, true);
    const { page } = opened;
    // The manager's menu is behind 'Menu' on a phone, in the same sections.
    await page.getByRole('button', { name: 'Menu' }).click();
    const menuDrawer = page.getByRole('dialog');
    await menuDrawer.getByRole('group', { name: 'Catalogue' }).getByRole('link', { name: 'Categories' }).click();
    await menuDrawer.waitFor({ state: 'hidden' });
    await page.getByRole('tree', { name: 'Category tree' }).waitFor();
    const problems = await consolePageProblems(page, 'categories (phone)', { phone: true, targets: PAGE_TARGETS });
    await screenshot(page, 'console-categories-phone.png');

    problems.push(...opened.problems);
    await opened.context.close();
    assert.deepEqual(problems, [], problems.join('\n'));
  });
});
