// With suspend_app forced to 'true' the maintenance page replaces the whole app.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, screenshot, VIEWPORTS } from '../lib/browser.js';
import { serverAndBrowser } from '../lib/suite.js';

const { server, browser } = serverAndBrowser({ KARYANA_SUSPEND_APP: 'true' });

test("maintenance mode shows 'Good News!' instead of the store", async () => {
  const { page, context } = await openPage(browser, VIEWPORTS.desktop);
  try {
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Good News!' }).waitFor();
    assert.ok(await page.getByText(/resume in a few hours/).isVisible());
    assert.equal(await page.getByRole('banner').count(), 0, 'no header');
    assert.equal(await page.getByPlaceholder('Search 5000+ products...').count(), 0, 'no search box');
    await screenshot(page, 'maintenance-1280x800.png');
  } finally {
    await context.close();
  }
});
