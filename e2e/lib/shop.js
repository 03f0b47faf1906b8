// Shopping for journeys that need a customer with history before the browser starts: a confirmed
// phone and an address, products in stock, cart lines, and an order placed for the first bookable
// slot, over the API; the server's cart to check a page against; and the home page's 'Add' buttons
// to fill a cart as a customer would.
import assert from 'node:assert/strict';
import { graphql } from './server.js';
import { waitForCode } from './outbox.js';
import { addAddress, createCustomer } from './customer.js';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const KARACHI_MS = 5 * 3600e3; // Asia/Karachi is UTC+05:00 all year
// A point in Farid Town, inside the demo store's service area.
const FARID_TOWN = [30.6625, 73.0975];

/** Money as the store shows it: 'RS 1117.00'. */
export const money = (n) => `RS ${n.toFixed(2)}`;

/** The registration's SMS code confirms the phone (checkout needs a confirmed phone). */
export async function confirmPhone(server, customer) {
  const code = await waitForCode(server.dataDir, { channel: 'sms', to: customer.user.phone, digits: 4 });
  const data = await graphql(
    server.url,
    `mutation ($code: String!, $id: ID!) { verifyPhoneCode(code: $code, _id: $id) { phone_confirmed error { message } } }`,
    { code, id: customer.id },
    customer.token,
  );
  assert.equal(data.verifyPhoneCode.phone_confirmed, 1, JSON.stringify(data.verifyPhoneCode));
}

/** Listed products with plenty of stock and no cart limit, dearest first. */
export async function productsInStock(baseUrl, first = 60) {
  const data = await graphql(
    baseUrl,
    `query ($first: Int, $filter: String) { client_productsQuery(first: $first, filter: $filter) {
      edges { node { _id slug title price available_qty reserved_for_order limit_max_qty_in_cart } } } }`,
    { first, filter: '{}' },
  );
  return data.client_productsQuery.edges
    .map((e) => e.node)
    .filter((p) => p.available_qty - p.reserved_for_order >= 20 && p.limit_max_qty_in_cart === 0 && p.price > 0)
    .sort((a, b) => b.price - a.price);
}

/** Adds the dearest products one each until the cart's goods are worth at least `atLeast`. */
export async function fillCartOverApi(baseUrl, customer, atLeast) {
  const products = await productsInStock(baseUrl);
  let cart = null;
  for (const product of products) {
    const data = await graphql(
      baseUrl,
      `mutation ($input: CartItemInput!) { addCartItem(input: $input) { _id totalPrice grandTotal error { message } } }`,
      { input: { customer_id: customer.id, product_id: product._id, qty: 1 } },
      customer.token,
    );
    cart = data.addCartItem;
    assert.equal(cart.error, null, JSON.stringify(cart));
    if (cart.totalPrice >= atLeast) return cart;
  }
  throw new Error(`the demo store's products do not reach RS ${atLeast}`);
}

/** Places the cart as a cash-on-delivery order for the first slot that takes it; the order's serial. */
export async function placeOrderOverApi(baseUrl, customer, addressId) {
  const { deliverySlots } = await graphql(baseUrl, '{ deliverySlots { _id day time_range_utc } }');
  const refusals = [];
  for (let ahead = 1; ahead <= 7; ahead++) {
    const local = new Date(Date.now() + KARACHI_MS + ahead * 86400e3);
    const date = [local.getUTCDate(), local.getUTCMonth() + 1].map((n) => String(n).padStart(2, '0')).join('-');
    for (const slot of deliverySlots.filter((s) => s.day === WEEKDAYS[local.getUTCDay()])) {
      const data = await graphql(
        baseUrl,
        `mutation ($input: CreateOrderInput!) { createOrderFromCart(input: $input) { serial error { message } } }`,
        {
          input: {
            paymentMethod: 'COD',
            shipping_address_id: addressId,
            note: '',
            discount_voucher_code: null,
            delivery_slot: { _id: slot._id, day: slot.day, date: `${date}-${local.getUTCFullYear()}`, time_range_utc: slot.time_range_utc },
          },
        },
        customer.token,
      );
      const order = data.createOrderFromCart;
      if (order?.serial && !order.error) return order.serial;
      refusals.push(order?.error?.message);
    }
  }
  throw new Error(`no slot took the order: ${refusals.join('; ')}`);
}

/**
 * A new customer who can check out: registered, signed in, the phone confirmed and one address
 * (in Farid Town unless `address.geo_point` says otherwise); { customer, address }.
 */
export async function customerReadyToOrder(server, { address: addressFields, ...who }) {
  const customer = await createCustomer(server.url, who);
  await confirmPhone(server, customer);
  const address = await addAddress(server.url, customer, {
    label: 'home',
    geo_point: { type: 'Point', coordinates: FARID_TOWN },
    ...addressFields,
  });
  assert.equal(address.error, null, JSON.stringify(address));
  return { customer, address };
}

/** The customer's cart as the server holds it. */
export async function serverCart(baseUrl, customer) {
  const data = await graphql(
    baseUrl,
    `query ($id: ID!) { cartByUser(id: $id) {
      _id items { product_id title qty price available_qty } totalPrice totalTax deliveryCharges grandTotal } }`,
    { id: customer.id },
    customer.token,
  );
  return data.cartByUser;
}

/** The server cart once it holds `lines` lines (an Add's request may still be on its way). */
export async function cartWithLines(baseUrl, customer, lines) {
  for (let i = 0; i < 100; i++) {
    const cart = await serverCart(baseUrl, customer);
    if (cart.items.length >= lines) return cart;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server cart never reached ${lines} lines`);
}

/** Clicks 'Add' on the page's product cards until the server cart is worth at least `atLeast` (two lines or more). */
export async function fillCartInPage(page, baseUrl, customer, atLeast) {
  const cards = page.locator('article.product-card:not(.is-sold-out)');
  await cards.first().getByRole('button', { name: /^Add .* to cart$/ }).waitFor();
  const count = await cards.count();
  let added = 0;
  for (let i = 0; i < count; i++) {
    const add = cards.nth(i).getByRole('button', { name: /^Add .* to cart$/ });
    if ((await add.count()) === 0) continue;
    await add.click();
    added += 1;
    const cart = await cartWithLines(baseUrl, customer, added);
    if (cart.totalPrice >= atLeast && added >= 2) return cart;
  }
  throw new Error('the page does not offer enough products to reach the minimum order');
}
