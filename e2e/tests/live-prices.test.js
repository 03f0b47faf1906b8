// Live prices and stock (issue 18) in Chromium against the real server: a customer has product X in
// the cart, X's page open and the cart drawer open over it; a manager (over the staff API, as the
// console sends it) re-prices X -> the page and the drawer show the new price without a reload; counts
// X's stock to 0 -> the page says 'Sold Out' and the drawer '1 item(s) out of stock'; receives stock
// again -> both recover. Nothing in the customer's tab is reloaded or clicked after the drawer opens.
import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { graphql } from "../lib/server.js";
import { signedInPage } from "../lib/session.js";
import { serverAndBrowser } from "../lib/suite.js";
import { createCustomer } from "../lib/customer.js";
import { money, productsInStock } from "../lib/shop.js";
import { addStaff, staffSession } from "../lib/staff.js";

const MANAGER = { email: "live-prices-manager@example.com", name: "Maham Manager", role: "manager" };
const PRODUCT = "_id version price available_qty error { message }";
const SAVE = `mutation ($input: StaffProductInput!) { staffSaveProduct(input: $input) { ${PRODUCT} } }`;
const ADJUST = `mutation ($id: ID!, $version: Int!, $reason: String!, $change: Int, $setTo: Int) {
  staffAdjustStock(product_id: $id, version: $version, reason: $reason, change: $change, set_to: $setTo) { ${PRODUCT} } }`;
const READ = `query ($id: ID!) { staffProduct(id: $id) { ${PRODUCT} } }`;

const { server, browser } = serverAndBrowser();

describe("live prices and stock", () => {
  let customer;
  let manager;
  let product;

  before(async () => {
    addStaff(server.dataDir, MANAGER);
    manager = await staffSession(server.url, MANAGER);
    customer = await createCustomer(server.url, { emailPrefix: "live-prices", fname: "Rabia" });
    const stocked = await productsInStock(server.url);
    product = stocked.find((p) => stocked.filter((q) => q.title === p.title).length === 1 && p.price > 2);
    assert.ok(product, "the demo store has a product in stock");
    const added = await graphql(
      server.url,
      `
        mutation ($input: CartItemInput!) {
          addCartItem(input: $input) {
            _id
            error {
              message
            }
          }
        }
      `,
      { input: { customer_id: customer.id, product_id: product._id, qty: 1 } },
      customer.token,
    );
    assert.equal(added.addCartItem.error, null, JSON.stringify(added));
  });

  const staff = async (query, variables, field) => {
    const data = await graphql(server.url, query, variables, manager.token);
    assert.equal(data[field].error, null, JSON.stringify(data[field]));
    return data[field];
  };

  test("a manager's price and stock changes reach the customer's open product page and cart", async () => {
    const { page } = await signedInPage(browser, customer);
    await page.goto(`${server.url}/product/${product.slug}`);
    await page.getByRole("heading", { level: 1, name: product.title }).waitFor();
    const pagePrice = (amount) => page.locator(".product-detail .price-now", { hasText: money(amount) });
    await pagePrice(product.price).waitFor();
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Cart, 1 items/ })
      .click();
    const drawer = page.getByRole("dialog", { name: "My Cart (1 items)" });
    await drawer.waitFor();
    const line = drawer.locator(`.cart-line[data-product-id="${product._id}"]`);
    await line.locator(".price-now", { hasText: money(product.price) }).waitFor();
    const soldOut = page.locator(".product-detail").getByText("Sold Out", { exact: true });
    const banner = drawer.getByText("1 item(s) out of stock");

    // Re-priced: the page, the drawer's line and its total follow.
    const newPrice = product.price + 5;
    let x = await staff(READ, { id: product._id }, "staffProduct");
    x = await staff(SAVE, { input: { _id: x._id, version: x.version, price: newPrice } }, "staffSaveProduct");
    await pagePrice(newPrice).waitFor();
    await line.locator(".price-now", { hasText: money(newPrice) }).waitFor();
    await line.locator(".cart-line-total", { hasText: money(newPrice) }).waitFor();

    // Counted to 0: sold out on the page, the drawer's banner.
    x = await staff(ADJUST, { id: x._id, version: x.version, reason: "count", setTo: 0 }, "staffAdjustStock");
    assert.equal(x.available_qty, 0);
    await soldOut.waitFor();
    await banner.waitFor();

    // Received again: both recover.
    x = await staff(ADJUST, { id: x._id, version: x.version, reason: "received", change: 20 }, "staffAdjustStock");
    await soldOut.waitFor({ state: "detached" });
    await banner.waitFor({ state: "detached" });
    await pagePrice(newPrice).waitFor();
    await line.locator(".price-now", { hasText: money(newPrice) }).waitFor();
    assert.equal(await drawer.getByText(/out of stock/).count(), 0);
  });
});
