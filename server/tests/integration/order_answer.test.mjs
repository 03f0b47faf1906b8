// createOrderFromCart answers from the order as the placement wrote it (no second read): that
// answer must equal what orderBySerial reads back from the database, field for field, for every
// field of Order (the selection is built from the schema, so a field added later is compared too),
// with a voucher, a note and lines whose products carry attributes, a category and a type.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { addToCart, as, customers, products, slotDates, sql } from './shop.mjs';

const TYPE = `query($name: String!) { __type(name: $name) { fields { name args { name }
  type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } }`;

// The named type under NON_NULL and LIST wrappers.
function named(type) {
  let t = type;
  while (t.ofType) t = t.ofType;
  return t;
}

// Every field of `typeName` without arguments, objects expanded `depth` levels down.
async function selection(server, typeName, depth) {
  const res = await graphql(server, TYPE, { variables: { name: typeName } });
  assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
  const parts = [];
  for (const field of res.body.data.__type.fields) {
    if (field.args.length) continue;
    const t = named(field.type);
    if (t.kind === 'OBJECT') {
      if (depth > 0) parts.push(`${field.name} { ${await selection(server, t.name, depth - 1)} }`);
    } else {
      parts.push(field.name);
    }
  }
  return parts.join(' ');
}

describe('createOrderFromCart answers the order as stored', () => {
  let server;
  let owner;
  let fields;
  let stocked;
  let occurrences;
  before(async () => {
    server = await startServer({ env: { KARYANA_TEST_HOOKS: '1' } });
    [owner] = await customers(server, 'order-answer-it', 1, { phoneBase: 3209000000 });
    fields = await selection(server, 'Order', 3);
    stocked = (await products(server)).filter((p) => p.available_qty - p.reserved_for_order >= 10);
    occurrences = await slotDates(server);
  });
  after(async () => {
    if (server) await server.stop();
  });

  async function placeAndRead(lines, options) {
    for (const [p, qty] of lines) await addToCart(server, owner, p, qty);
    const CREATE = `mutation($input: CreateOrderInput!) { createOrderFromCart(input: $input) { ${fields} } }`;
    const input = {
      paymentMethod: 'COD',
      shipping_address_id: owner.addressId,
      note: options.note ?? '',
      delivery_slot: { _id: options.occurrence.slot._id, day: options.occurrence.slot.day, date: options.occurrence.date,
        time_range_utc: options.occurrence.slot.time_range_utc },
      discount_voucher_code: options.voucher ?? null,
    };
    const placed = await graphql(server, CREATE, { variables: { input }, ...as(owner, { 'Idempotency-Key': options.key }) });
    assert.equal(placed.body.errors, undefined, JSON.stringify(placed.body.errors));
    const answer = placed.body.data.createOrderFromCart;
    assert.equal(answer.error, null, JSON.stringify(answer.error));
    const read = await graphql(server, `query($s: String!) { orderBySerial(serial: $s) { ${fields} } }`, {
      variables: { s: answer.serial }, ...as(owner),
    });
    assert.equal(read.body.errors, undefined, JSON.stringify(read.body.errors));
    return { answer, stored: read.body.data.orderBySerial };
  }

  it('builds a selection that reaches the order lines, notes and snapshots', () => {
    for (const f of ['serial', 'created_at', 'updated_at', 'items {', 'status_notes {', 'attributes {', 'discountVoucher {'])
      assert.ok(fields.includes(f), `${f} in ${fields}`);
  });

  it('answers a first order with a voucher and two lines exactly as orderBySerial reads it back', async () => {
    const attributed = new Set((await sql(server, 'SELECT DISTINCT product_id FROM product_attribute_values')).map((r) => r.product_id));
    const withAttributes = stocked.filter((p) => attributed.has(p._id)).slice(0, 1);
    assert.equal(withAttributes.length, 1, 'the demo store has a stocked product with attributes');
    const lines = [...withAttributes, ...stocked.filter((p) => !withAttributes.includes(p))].slice(0, 2);
    const { answer, stored } = await placeAndRead([[lines[0], 2], [lines[1], 1]], {
      occurrence: occurrences[0], voucher: 'WELCOME10', note: 'Ring twice', key: 'answer-1',
    });
    assert.equal(answer.items.length, 2);
    assert.ok(answer.discountVoucher, 'the voucher applied');
    assert.equal(answer.status_notes.length, 1);
    assert.deepEqual(answer, stored);
  });

  it('answers a later order (no voucher, another slot) exactly as orderBySerial reads it back', async () => {
    const { answer, stored } = await placeAndRead([[stocked[2], 1]], { occurrence: occurrences[1], key: 'answer-2' });
    assert.notEqual(answer.serial, null);
    assert.deepEqual(answer, stored);
  });
});
