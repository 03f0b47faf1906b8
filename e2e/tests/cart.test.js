// The cart in Chromium against the real server: a visitor's 'Add' fills the local cart and opens
// the sign-in pop-up; signing in merges it into the server cart; plus and minus; the drawer's
// lines and totals against the server's; a line sold out meanwhile shows the out-of-stock banner
// and 'Clear All Unavailable Products' removes it.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createCustomer } from '../lib/customer.js';
import { openPage, screenshot, VIEWPORTS } from '../lib/browser.js';
import { serverAndBrowser } from '../lib/suite.js';
import { money, serverCart } from '../lib/shop.js';

const LOCAL_CART_KEY = 'karyana-local-cart'; // web/src/features/cart/cartStore.ts

async function setStock(baseUrl, productId, qty) {
  const response = await fetch(`${baseUrl}/api/test/stock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _id: productId, available_qty: qty }),
  });
  assert.equal(response.status, 200, await response.text());
}

/** The product cards on the page that offer 'Add': [{ id, title }]. */
async function addableCards(page) {
  const cards = page.locator('article.product-card:not(.is-sold-out)');
  await cards.first().getByRole('button', { name: /^Add .* to cart$/ }).waitFor();
  return cards.evaluateAll((els) =>
    els
      .map((el) => ({
        id: el.getAttribute('data-product-id'),
        title: el.querySelector('.product-card-title')?.textContent ?? '',
        addable: !!el.querySelector('.add-to-cart button'),
      }))
      .filter((c) => c.addable),
  );
}

describe('cart', () => {
  const { server, browser } = serverAndBrowser({ KARYANA_TEST_HOOKS: '1' });
  let customer;

  before(async () => {
    customer = await createCustomer(server.url, { emailPrefix: 'cart' });
  });

  test('visitor Add → sign-in pop-up → merged cart; plus, minus, drawer totals, sold-out line cleared', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await page.goto(server.url, { waitUntil: 'networkidle' });
      const [first, second] = await addableCards(page);
      assert.ok(first && second, 'the home page offers products to add');
      const firstCard = page.locator(`article[data-product-id="${first.id}"]`).first();

      // A visitor's Add: the product goes into the local cart and the sign-in pop-up opens.
      await firstCard.getByRole('button', { name: `Add ${first.title} to cart` }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign In To Your Account' });
      await dialog.waitFor();
      const local = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), LOCAL_CART_KEY));
      assert.deepEqual(local.map((l) => [l.product._id, l.qty]), [[first.id, 1]]);
      assert.equal(await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).count(), 0, 'no cart button for visitors');

      // Signing in merges the local cart into the server cart, then forgets it.
      await dialog.getByLabel('Email').fill(customer.email);
      await dialog.getByLabel('Password').fill(customer.password);
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart, 1 items/ });
      await cartButton.waitFor();
      let cart = await serverCart(server.url, customer);
      assert.deepEqual(cart.items.map((i) => [i.product_id, i.qty]), [[first.id, 1]]);
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), LOCAL_CART_KEY), null);

      // Plus twice, minus once, and a second product: the server's cart follows.
      const firstGroup = firstCard.getByRole('group', { name: `${first.title} in cart` });
      await firstGroup.getByRole('button', { name: `One more ${first.title}` }).click();
      await firstGroup.getByLabel('Quantity 2').waitFor();
      await firstGroup.getByRole('button', { name: `One more ${first.title}` }).click();
      await firstGroup.getByLabel('Quantity 3').waitFor();
      await firstGroup.getByRole('button', { name: `One less ${first.title}` }).click();
      await firstGroup.getByLabel('Quantity 2').waitFor();
      const secondCard = page.locator(`article[data-product-id="${second.id}"]`).first();
      await secondCard.getByRole('button', { name: `Add ${second.title} to cart` }).click();
      await page.getByRole('banner').getByRole('button', { name: /^Cart, 2 items/ }).waitFor();
      await page.waitForTimeout(300); // let the last answer land before asking the server
      cart = await serverCart(server.url, customer);
      assert.deepEqual(
        cart.items.map((i) => [i.product_id, i.qty]),
        [
          [second.id, 1],
          [first.id, 2],
        ],
        'newest line first',
      );

      // The drawer: title, lines newest first, and the server's totals.
      await page.getByRole('banner').getByRole('button', { name: `Cart, 2 items, ${money(cart.grandTotal)}` }).click();
      const drawer = page.getByRole('dialog', { name: 'My Cart (2 items)' });
      await drawer.waitFor();
      const lines = drawer.getByRole('list', { name: 'Cart items' }).locator('.cart-line-title');
      assert.deepEqual(await lines.allTextContents(), [second.title, first.title]);
      const row = (label) => drawer.locator('.cart-summary-row').filter({ hasText: label }).locator('dd');
      assert.equal(await row('Sub total').textContent(), money(cart.totalPrice));
      assert.equal(await row('Delivery Charges').textContent(), money(cart.deliveryCharges));
      await drawer.getByText('You saved').waitFor();
      const checkout = drawer.getByRole('button', { name: /Proceed to Checkout/ });
      assert.match(await checkout.textContent(), new RegExp(money(cart.grandTotal).replace('.', '\\.')));
      // 438 px wide at the right edge, once it has slid in.
      const panelBox = () => page.locator('.cart-drawer .ant-drawer-section').first().boundingBox();
      await page.waitForFunction(() => {
        const el = document.querySelector('.cart-drawer .ant-drawer-section');
        const box = el?.getBoundingClientRect();
        return !!box && Math.abs(box.right - window.innerWidth) < 1;
      });
      const box = await panelBox();
      assert.equal(Math.round(box.width), 438);
      await screenshot(page, 'cart-drawer-1280x800.png');
      await drawer.getByRole('button', { name: 'Close' }).click();

      // The first product sells out meanwhile: the drawer says so, and clearing removes the line.
      await setStock(server.url, first.id, 0);
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('banner').getByRole('button', { name: /^Cart, 2 items/ }).click();
      const drawerAgain = page.getByRole('dialog', { name: 'My Cart (2 items)' });
      await drawerAgain.getByText('1 item(s) out of stock').waitFor();
      await drawerAgain.getByText('review to add alternatives').waitFor();
      assert.equal(await drawerAgain.getByRole('button', { name: /Proceed to Checkout/ }).isDisabled(), true);
      await drawerAgain.getByRole('button', { name: 'Review' }).click();
      const panel = page.getByRole('dialog', { name: 'Review unavailable items' });
      await panel.getByText('Sold Out').waitFor();
      await screenshot(page, 'cart-review-unavailable-1280x800.png');
      await panel.getByRole('button', { name: 'Clear All Unavailable Products' }).click();
      await page.getByRole('dialog', { name: 'My Cart (1 items)' }).waitFor();
      cart = await serverCart(server.url, customer);
      assert.deepEqual(cart.items.map((i) => [i.product_id, i.qty]), [[second.id, 1]]);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
