// The home page's first slide on a phone (issue 19): on Lighthouse's phone (412 CSS px at 1.75 device
// pixels, a ~721 px slot) Chromium takes the slide's 800 px phone copy that the server names
// (BannerItem.img_phone), not the 1200 px picture, and the file decodes at that width; on a desktop it
// still takes the full picture.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { graphql } from '../lib/server.js';
import { serverAndBrowser } from '../lib/suite.js';

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };

/** The first slide's picture once decoded: the URL Chromium chose from its srcset and its pixels. */
async function firstSlide(browser, baseUrl, device) {
  const context = await browser.newContext({ ...device, timezoneId: 'Asia/Karachi' });
  try {
    const page = await context.newPage();
    await page.goto(baseUrl);
    const img = page.locator('.banner-slider img').first();
    await img.waitFor();
    await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await img.elementHandle());
    return await img.evaluate(async (el) => {
      // naturalWidth is in CSS px (the file's width over its srcset density): decode the file itself.
      const picture = await createImageBitmap(await (await fetch(el.currentSrc)).blob());
      return {
        srcset: el.getAttribute('srcset'),
        chosen: new URL(el.currentSrc).pathname,
        pixels: { width: picture.width, height: picture.height },
      };
    });
  } finally {
    await context.close();
  }
}

describe("the home page's first slide on a phone", () => {
  const { server, browser } = serverAndBrowser();

  test('offers the 800 px phone copy in its srcset, and a phone takes and decodes it', async () => {
    const data = await graphql(
      server.url,
      '{ pageSettingByKey(key: "home") { banners { key banner { width items { img thumb img_phone } } } } }',
    );
    const slider = data.pageSettingByKey.banners.find((b) => b.key === 'top-slider').banner;
    const [first] = slider.items;
    assert.ok(first.img_phone, 'the demo slider has a phone copy');

    const phone = await firstSlide(browser, server.url, PHONE);
    assert.equal(
      phone.srcset,
      `${first.thumb} ${slider.width / 2}w, ${first.img_phone} 800w, ${first.img} ${slider.width}w`,
    );
    assert.equal(phone.chosen, first.img_phone);
    assert.deepEqual(phone.pixels, { width: 800, height: Math.round((800 * 400) / 1200) });

    const desktop = await firstSlide(browser, server.url, DESKTOP);
    assert.equal(desktop.chosen, first.img);
    assert.equal(desktop.pixels.width, slider.width);
  });
});
