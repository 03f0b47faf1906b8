// Staff for the operator console's journeys (issue 17): accounts from the real command line (`karyana
// staff add`, the password on standard input), their sessions through PUT /api/user/login, console pages
// signed in through the /admin form or straight from a session, and orders placed over the API and moved
// on with the same staff mutations the console sends, whatever status a placed order starts in.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { graphql, serverBinary } from './server.js';
import { openPage } from './browser.js';
import { blankMapTiles, signedInPage } from './session.js';
import { login } from './customer.js';
import { placeOrderOverApi, productsInStock } from './shop.js';

export const STAFF_PASSWORD = 'a staff password';

/** 'Picker', as the console names a role. */
export const roleName = (role) => `${role[0].toUpperCase()}${role.slice(1)}`;

/** `karyana staff add` against the server's data folder, the password on standard input. */
export function addStaff(dataDir, { email, name, role }) {
  const run = spawnSync(
    serverBinary(),
    ['staff', 'add', '--email', email, '--name', name, '--role', role, '--data-dir', dataDir],
    { input: `${STAFF_PASSWORD}\n`, encoding: 'utf8' },
  );
  assert.equal(run.status, 0, `karyana staff add ${role}: ${run.stdout}${run.stderr}`);
}

/** A staff member signed in over the API, in the shape signedInPage takes ({ id, token, refreshToken, user }). */
export async function staffSession(baseUrl, member) {
  const signedIn = await login(baseUrl, member.email, STAFF_PASSWORD);
  assert.equal(signedIn.status, 'LoggedIn', `${member.email} signs in: ${JSON.stringify(signedIn)}`);
  return {
    ...member,
    id: signedIn.LoggedUser.user._id,
    token: signedIn.TokenData.token,
    refreshToken: signedIn.TokenData.refreshToken,
    user: signedIn.LoggedUser.user,
  };
}

/** Where each role lands after signing in: a rider on their deliveries, everyone else on the board. */
export const landingOf = (role) => (role === 'rider' ? '/admin/deliveries' : '/admin/board');

/** Waits until the console's frame names the signed-in member, on the role's landing page. */
export async function consoleReady(page, baseUrl, member) {
  await page.waitForURL(`${baseUrl}${landingOf(member.role)}`);
  await page.getByText(`${member.name} (${roleName(member.role)})`).waitFor();
}

/** A console page signed in as a staff member through the /admin sign-in form. */
export async function staffPage(browser, baseUrl, member, viewport, isMobile) {
  const opened = await openPage(browser, viewport, { isMobile });
  await blankMapTiles(opened.context);
  const { page } = opened;
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await consoleReady(page, baseUrl, member);
  return opened;
}

/** A console page whose tab starts signed in with a session from staffSession (no sign-in form). */
export async function staffSessionPage(browser, baseUrl, session, viewport, isMobile) {
  const opened = await signedInPage(browser, session, { viewport, isMobile });
  await opened.page.goto(`${baseUrl}/admin`);
  await consoleReady(opened.page, baseUrl, session);
  return opened;
}

const ORDER_FIELDS = 'serial version status lines { product_id qty } error { message textCode }';

/** The order as the console reads it (staffOrder). */
export async function staffOrder(baseUrl, token, serial) {
  const data = await graphql(baseUrl, `query ($serial: String!) { staffOrder(serial: $serial) { ${ORDER_FIELDS} } }`, { serial }, token);
  return data.staffOrder;
}

async function staffChange(baseUrl, token, field, args, variables) {
  const params = Object.entries(args)
    .map(([name, type]) => `$${name}: ${type}`)
    .join(', ');
  const call = Object.keys(args)
    .map((name) => `${name}: $${name}`)
    .join(', ');
  const data = await graphql(baseUrl, `mutation (${params}) { ${field}(${call}) { ${ORDER_FIELDS} } }`, variables, token);
  const order = data[field];
  assert.equal(order.error, null, `${field} ${JSON.stringify(variables)}: ${JSON.stringify(order.error)}`);
  return order;
}

// The way an order goes to the door in the console; moveOrderTo walks it from wherever the order is.
const WAY = ['unconfirmed', 'new', 'picking', 'in-review', 'ready-to-dispatch', 'dispatched'];

/**
 * Moves an order along WAY up to `target` with a manager's or owner's token, as the console's buttons
 * would: every line picked in full before review, the rider (`riderId`) assigned once it is ready to
 * dispatch (dispatched needs one). The order.
 */
export async function moveOrderTo(baseUrl, token, serial, target, { riderId } = {}) {
  assert.ok(WAY.includes(target), `moveOrderTo knows no way to ${target}`);
  let order = await staffOrder(baseUrl, token, serial);
  assert.ok(WAY.indexOf(order.status) <= WAY.indexOf(target), `order ${serial} is already ${order.status}`);
  while (order.status !== target) {
    const next = WAY[WAY.indexOf(order.status) + 1];
    if (next === 'in-review') {
      const lines = order.lines.map((l) => ({ product_id: l.product_id, pickedQty: l.qty, notFound: false }));
      order = await staffChange(
        baseUrl,
        token,
        'staffRecordPicking',
        { serial: 'String!', version: 'Int!', lines: '[PickLineInput!]!' },
        { serial, version: order.version, lines },
      );
    }
    if (next === 'dispatched') assert.ok(riderId, 'a dispatched order needs a rider');
    order = await staffChange(
      baseUrl,
      token,
      'staffSetOrderStatus',
      { serial: 'String!', version: 'Int!', status: 'String!' },
      { serial, version: order.version, status: next },
    );
    if (next === 'ready-to-dispatch' && riderId) {
      order = await staffChange(
        baseUrl,
        token,
        'staffAssignRider',
        { serial: 'String!', version: 'Int!', rider_id: 'ID!' },
        { serial, version: order.version, rider_id: riderId },
      );
    }
  }
  return order;
}

/**
 * The customer's cart gets `lines` products (`qty` each, the dearest in stock after skipping `skip`) and
 * is placed as a cash-on-delivery order for the first bookable slot (tomorrow in the demo store); its serial.
 */
export async function orderOverApi(baseUrl, customer, addressId, { lines = 2, qty = 2, skip = 0 } = {}) {
  for (const product of (await productsInStock(baseUrl)).slice(skip, skip + lines)) {
    const data = await graphql(
      baseUrl,
      `mutation ($input: CartItemInput!) { addCartItem(input: $input) { _id error { message } } }`,
      { input: { customer_id: customer.id, product_id: product._id, qty } },
      customer.token,
    );
    assert.equal(data.addCartItem.error, null, JSON.stringify(data.addCartItem));
  }
  return placeOrderOverApi(baseUrl, customer, addressId);
}
