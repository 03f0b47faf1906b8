// A manager's edits of one product and an order that sells its last unit: what the freshness tests
// (catalogue_freshness, search_freshness) do between two identical asks of a kept answer.
import assert from 'node:assert/strict';

import { addToCart, placeOrder, slotDates } from './shop.mjs';
import { ERROR, staffCall, staffChange } from './staff.mjs';

const PRODUCT = `_id version title price available_qty status ${ERROR}`;
const ONE = `query($id: ID!) { staffProduct(id: $id) { ${PRODUCT} } }`;
const SAVE = `mutation($input: StaffProductInput!) { staffSaveProduct(input: $input) { ${PRODUCT} } }`;
const ADJUST = `mutation($id: ID!, $version: Int!, $reason: String!, $setTo: Int) {
  staffAdjustStock(product_id: $id, version: $version, reason: $reason, set_to: $setTo) { ${PRODUCT} } }`;

// Each edit reads the product's current version first, so edits can follow one another freely.
export function productEditor(server, manager, id) {
  const read = () => staffCall(server, manager, ONE, { id }, 'staffProduct');
  return {
    read,
    async countStock(setTo) {
      const { version } = await read();
      return staffChange(server, manager, ADJUST, { id, version, reason: 'count', setTo }, 'staffAdjustStock');
    },
    async save(fields) {
      const { version } = await read();
      return staffChange(server, manager, SAVE, { input: { _id: id, version, ...fields } }, 'staffSaveProduct');
    },
  };
}

// The customer orders one unit of the product for the first open slot; fails unless it was placed.
export async function orderOne(server, customer, product) {
  await addToCart(server, customer, product, 1);
  const [slot] = await slotDates(server);
  const placed = await placeOrder(server, customer, slot);
  const order = placed.body.data?.createOrderFromCart;
  assert.ok(order?.serial && !order.error, JSON.stringify(placed.body));
  return order;
}
