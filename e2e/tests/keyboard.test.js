// A keyboard-only journey at 1366x800, from the home page to a placed order: only page.keyboard
// (Tab, Shift+Tab, Enter, Space, Escape), no clicks and no focus() shortcuts. The first Tab finds
// a visible 'Skip to content' link that moves focus to <main>; 'Add' hands focus to its stepper;
// the cart drawer takes focus and Escape gives it back to the cart button; a slot is picked in the
// slot grid; Continue and Place Order end on the success page. Focus stays visible on the way.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { settled } from '../lib/browser.js';
import { assertVisibleFocus, focused, tabTo } from '../lib/keyboard.js';
import { signedInPage } from '../lib/session.js';
import { serverAndBrowser } from '../lib/suite.js';
import { customerReadyToOrder, fillCartOverApi, serverCart } from '../lib/shop.js';
import { describeViolations, seriousViolations } from '../lib/axe.js';

const VIEWPORT = { width: 1366, height: 800 };

async function serverLines(baseUrl, customer) {
  return (await serverCart(baseUrl, customer)).items.length;
}

describe('keyboard only: home page to a placed order', () => {
  const { server, browser } = serverAndBrowser();
  let customer;

  before(async () => {
    ({ customer } = await customerReadyToOrder(server, {
      emailPrefix: 'keyboard',
      fname: 'Kamran',
      gender: 'male',
      address: { full_address: 'House 5, Street 7, Farid Town' },
    }));
    // The cart already passes the minimum order; the journey adds one more product by keyboard.
    await fillCartOverApi(server.url, customer, 700);
  });

  test('skip link, Add, the cart drawer, checkout, a slot and Place Order without a mouse', async () => {
    const { page, context, problems } = await signedInPage(browser, customer, { viewport: VIEWPORT });
    try {
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await page.locator('article.product-card').first().waitFor();

      // The first Tab reaches the skip link, which shows itself and moves focus to <main>.
      await page.keyboard.press('Tab');
      const skip = await focused(page);
      assert.equal(skip?.name, 'Skip to content');
      await page.waitForFunction(() => document.activeElement.getBoundingClientRect().top >= 0);
      await assertVisibleFocus(page, await focused(page), 'the skip link');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'main-content');

      // Add a product that is not in the cart yet; focus moves to its stepper.
      const linesBefore = await serverLines(server.url, customer);
      const add = await tabTo(page, (f) => f.tag === 'button' && /^Add .+ to cart$/.test(f.name), "a product's Add button");
      await assertVisibleFocus(page, add, 'Add');
      const product = /^Add (.+) to cart$/.exec(add.name)[1];
      await page.keyboard.press('Enter');
      await page.waitForFunction((title) => document.activeElement?.getAttribute('aria-label') === `${title} in cart`, product);
      for (let i = 0; i < 100 && (await serverLines(server.url, customer)) === linesBefore; i++) await page.waitForTimeout(100);
      assert.equal(await serverLines(server.url, customer), linesBefore + 1, 'the server cart has one more line');

      // Back up to the header's cart button; the drawer takes focus, Escape returns it.
      const cartButton = await tabTo(page, (f) => f.className.includes('cart-button'), 'the cart button', { backwards: true });
      await assertVisibleFocus(page, cartButton, 'the cart button');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: /My Cart/ }).waitFor();
      await page.waitForFunction(() => document.activeElement?.closest('.ant-drawer') !== null);
      await settled(page); // as a person would, once the drawer has slid in
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: /My Cart/ }).waitFor({ state: 'hidden' });
      await page
        .waitForFunction(() => document.activeElement?.classList.contains('cart-button'), null, { timeout: 5_000 })
        .catch(async () => assert.fail(`focus did not return to the cart button: ${JSON.stringify(await focused(page))}`));
      await assertVisibleFocus(page, await focused(page), 'the cart button after the drawer closed');

      // Open it again and go on to checkout; Tab stays inside the drawer on the way.
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: /My Cart/ }).waitFor();
      await page.waitForFunction(() => document.activeElement?.closest('.ant-drawer') !== null);
      const proceed = await tabTo(
        page,
        (f) => {
          if (!f.inDrawer) throw new Error(`focus left the open drawer: ${f.tag} "${f.name}"`);
          return f.tag === 'button' && f.name.startsWith('Proceed to Checkout');
        },
        'Proceed to Checkout',
      );
      await assertVisibleFocus(page, proceed, 'Proceed to Checkout');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${server.url}/checkout`);

      // The only address is chosen; a slot is picked from the grid with the keyboard.
      await page.getByRole('radio', { name: /House 5, Street 7, Farid Town/ }).waitFor();
      await page.locator('button.slot-cell.is-available').first().waitFor();
      const slot = await tabTo(page, (f) => f.className.includes('slot-cell') && f.className.includes('is-available'), 'a free slot');
      await assertVisibleFocus(page, slot, 'a slot');
      await page.keyboard.press('Space');
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-pressed') === 'true');
      assert.match((await focused(page)).name, /: Selected$/);

      const go = await tabTo(page, (f) => f.tag === 'button' && f.name === 'Continue to Checkout', 'Continue to Checkout');
      await assertVisibleFocus(page, go, 'Continue to Checkout');
      await page.keyboard.press('Enter');
      await page.getByRole('region', { name: 'Invoice' }).waitFor();

      const place = await tabTo(page, (f) => f.tag === 'button' && f.name.startsWith('Place Order'), 'Place Order');
      await assertVisibleFocus(page, place, 'Place Order');
      await page.keyboard.press('Enter');
      await page.getByText('Your Order Has Been Submitted Successfully').waitFor();
      assert.equal(page.url(), `${server.url}/checkout/success`);
      // The page the journey ends on passes axe too (it is reached only by placing an order).
      await settled(page);
      const violations = await seriousViolations(page);
      assert.equal(violations.length, 0, `axe on /checkout/success:\n${describeViolations(violations)}`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
