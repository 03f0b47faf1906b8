// Product pictures from the console (issue 18) in Chromium against the real server: a manager opens a
// product's form, uploads a PNG made here as the product's picture (the real upload route with
// kind=picture, libvips re-encoding) and the store front's product page, opened afterwards, shows it.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import { VIEWPORTS, openPage, screenshot } from '../lib/browser.js';
import { graphql } from '../lib/server.js';
import { serverAndBrowser } from '../lib/suite.js';
import { productsInStock } from '../lib/shop.js';
import { addStaff, staffSession, staffSessionPage } from '../lib/staff.js';

const MANAGER = { email: 'pictures-manager@example.com', name: 'Parveen Manager', role: 'manager' };

// A real 64×48 RGB PNG (a gradient): signature, IHDR, IDAT, IEND with their CRCs.
function gradientPng(width = 64, height = 48) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = y * (1 + width * 3) + 1 + x * 3;
      rows[at] = (x * 4) & 0xff;
      rows[at + 1] = (y * 5) & 0xff;
      rows[at + 2] = 160;
    }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const { server, browser } = serverAndBrowser();

describe('product pictures from the console', () => {
  let product;

  before(async () => {
    addStaff(server.dataDir, MANAGER);
    // A product without a gallery: the store front's page shows its picture (a gallery would come first).
    for (const p of await productsInStock(server.url)) {
      const data = await graphql(server.url, 'query ($slug: String!) { productBySlug(slug: $slug) { _id gallery { img } } }', {
        slug: p.slug,
      });
      if ((data.productBySlug?.gallery ?? []).length === 0) {
        product = p;
        break;
      }
    }
    assert.ok(product, 'the demo store has a product without a gallery');
  });

  test("a manager uploads a product's picture and the store front's product page shows it", async () => {
    const session = await staffSession(server.url, MANAGER);
    const { page, context } = await staffSessionPage(browser, server.url, session, VIEWPORTS.desktop, false);
    await page.goto(`${server.url}/admin/products/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();

    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/upload/assets') && r.request().method() === 'POST');
    await page.getByLabel('Product picture', { exact: true }).setInputFiles({
      name: 'shelf.png',
      mimeType: 'image/png',
      buffer: gradientPng(),
    });
    const answer = await (await uploaded).json();
    assert.ok(answer.srcUrl, JSON.stringify(answer));
    await page.getByText('Pictures saved', { exact: true }).waitFor();
    const field = page.getByRole('group', { name: 'Product picture' });
    await field.locator(`img[src="${answer.thumbUrl}"]`).waitFor();
    await field.getByRole('button', { name: 'Remove' }).waitFor();
    await screenshot(page, 'staff-pictures-form.png', { fullPage: true });

    const shopper = await openPage(browser, VIEWPORTS.desktop);
    await shopper.page.goto(`${server.url}/product/${product.slug}`);
    await shopper.page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    const shown = shopper.page.locator(`.product-detail img[src="${answer.srcUrl}"], .product-detail img[src="${answer.thumbUrl}"]`);
    await shown.first().waitFor();
    assert.equal(await shown.first().evaluate((img) => img.complete && img.naturalWidth > 0), true, 'the picture loads');
    await shopper.context.close();
    await context.close();
  });
});
