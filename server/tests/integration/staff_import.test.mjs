// The console's bulk product export and import (issue 18) against the real binary: the role
// matrix of the three operations (visitor, customer, picker and rider refused); a preview writes
// nothing; one bad row and an apply writes nothing at all; a good import changes prices, a status
// and stock in one go, with one audit row per product and the store front following; and an
// export imported again changes nothing.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { customers, products } from './shop.mjs';
import { assertOwnersAndManagersOnly, staffCall, staffMember } from './staff.mjs';
import { sleep } from './subscriber.mjs';

const ERROR = 'error { message code textCode details }';
const PLAN = `rows { row product_id title barcode slug changes { field before after } errors { column message textCode } }
  changed unchanged failed applied ${ERROR}`;
const I = {
  csv: `query($search: String, $status: String, $stock: String) {
    staffProductsCsv(search: $search, status: $status, stock: $stock) { csv rows ${ERROR} } }`,
  preview: `query($csv: String!) { staffProductImportPreview(csv: $csv) { ${PLAN} } }`,
  apply: `mutation($csv: String!) { staffApplyProductImport(csv: $csv) { ${PLAN} } }`,
  one: `query($id: ID!) { staffProduct(id: $id) { _id version title price price_was available_qty status slug barcode ${ERROR} } }`,
  audit: `query($subject: String) { staffAuditLog(first: 50, subject: $subject) {
    entries { actor_id action subject before after } } }`,
};
const STORE_PRODUCT = `query($slug: String!) { productBySlug(slug: $slug) { _id price available_qty response { error { code } } } }`;

describe('bulk product export and import through the staff API', { timeout: 300000 }, () => {
  let server;
  let owner;
  let manager;
  let picker;
  let rider;
  let alia;
  let demo; // three listed demo products with stock

  const read = (who, id) => staffCall(server, who, I.one, { id }, 'staffProduct');
  const preview = (who, csv) => staffCall(server, who, I.preview, { csv }, 'staffProductImportPreview');
  const apply = (who, csv) => staffCall(server, who, I.apply, { csv }, 'staffApplyProductImport');
  const rupees = (n) => String(Math.round(n * 100) / 100);

  before(async () => {
    server = await startServer();
    [alia] = await customers(server, 'staff-import', 1, { phoneBase: 3325550300 });
    owner = await staffMember(server, 'owner', 'import-owner');
    manager = await staffMember(server, 'manager', 'import-manager');
    picker = await staffMember(server, 'picker', 'import-picker');
    rider = await staffMember(server, 'rider', 'import-rider');
    const listed = (await products(server)).filter((p) => p.available_qty - p.reserved_for_order >= 10);
    demo = await Promise.all(listed.slice(0, 3).map((p) => read(manager, p._id)));
  });
  after(async () => {
    await server?.stop();
  });

  it('lets owners and managers in and keeps everyone else out', async () => {
    const csv = `slug,price\n${demo[0].slug},1\n`;
    const calls = [
      [I.csv, {}, 'staffProductsCsv'],
      [I.preview, { csv }, 'staffProductImportPreview'],
      [I.apply, { csv }, 'staffApplyProductImport'],
    ];
    await assertOwnersAndManagersOnly(server, calls, { customer: alia, picker: picker, rider: rider });
    assert.equal((await read(owner, demo[0]._id)).version, demo[0].version, 'nothing changed');
    for (const who of [owner, manager]) {
      const out = await staffCall(server, who, I.csv, {}, 'staffProductsCsv');
      assert.equal(out.error, null);
      const lines = out.csv.trimEnd().split('\r\n');
      assert.equal(lines[0], 'barcode,slug,title,price,price_was,stock,status');
      assert.equal(lines.length - 1, out.rows);
      assert.ok(out.rows > 100, 'every product');
      const plan = await preview(who, csv);
      assert.equal(plan.error, null);
      assert.equal(plan.changed, 1);
    }
    const drafts = await staffCall(server, owner, I.csv, { status: 'draft' }, 'staffProductsCsv');
    assert.ok(drafts.csv.trimEnd().split('\r\n').slice(1).every((l) => l.endsWith(',draft')), 'the filter applies');
  });

  it('previews every change and every error and writes nothing', async () => {
    const [a, b] = demo;
    const csv = `\uFEFFslug,price,stock\r\n${a.slug},${rupees(a.price + 1)},7\r\n\r\n${b.slug},0,-2\r\nno-such-product,5,\r\n`;
    const plan = await preview(manager, csv);
    assert.equal(plan.applied, false);
    assert.deepEqual([plan.changed, plan.unchanged, plan.failed], [1, 0, 2]);
    assert.equal(plan.rows[0].row, 2);
    assert.equal(plan.rows[0].product_id, a._id);
    assert.deepEqual(plan.rows[0].changes, [
      { field: 'price', before: rupees(a.price), after: rupees(a.price + 1) },
      { field: 'stock', before: String(a.available_qty), after: '7' },
    ]);
    assert.equal(plan.rows[1].row, 4, 'an empty line still counts as a row');
    assert.deepEqual(plan.rows[1].errors.map((e) => [e.column, e.textCode]), [['price', 'PRICE_INVALID'], ['stock', 'STOCK_NEGATIVE']]);
    assert.deepEqual(plan.rows[2].errors.map((e) => [e.column, e.textCode]), [['slug', 'IMPORT_PRODUCT_UNKNOWN']]);
    const now = await read(manager, a._id);
    assert.deepEqual([now.version, now.price, now.available_qty], [a.version, a.price, a.available_qty], 'a preview writes nothing');

    const header = await preview(manager, 'name,price\nx,1\n');
    assert.deepEqual(header.rows[0].errors.map((e) => [e.column, e.textCode]),
      [['name', 'IMPORT_UNKNOWN_COLUMN'], ['', 'IMPORT_HEADER_INVALID']]);
    const empty = await preview(manager, 'slug,price\n');
    assert.equal(empty.error.textCode, 'IMPORT_EMPTY');
    const quotes = await preview(manager, `slug,price\n"${a.slug},1\n`);
    assert.equal(quotes.rows.at(-1).errors[0].textCode, 'CSV_QUOTE_UNCLOSED');
  });

  it('writes nothing when one row has an error', async () => {
    const [a, b] = demo;
    const csv = `slug,price\n${a.slug},${rupees(a.price + 3)}\n${b.slug},abc\n`;
    const plan = await apply(manager, csv);
    assert.equal(plan.applied, false);
    assert.equal(plan.error.textCode, 'IMPORT_HAS_ERRORS');
    assert.equal(plan.failed, 1);
    const now = await read(manager, a._id);
    assert.deepEqual([now.version, now.price], [a.version, a.price], 'the good row was not written');
  });

  it('imports prices, a status and stock in one go, audited, and the store front follows', async () => {
    const [a, b, c] = demo;
    const csv = [
      'barcode,slug,title,price,price_was,stock,status',
      `,${a.slug},ignored,${rupees(a.price + 5)},${rupees(a.price + 50)},,`,
      `,"${b.slug}","Title, with ""quotes""",,,3,`,
      `,${c.slug},,${rupees(c.price)},,,draft`,
    ].join('\r\n');
    const plan = await apply(manager, csv);
    assert.equal(plan.error, null, JSON.stringify(plan.error));
    assert.equal(plan.applied, true);
    assert.deepEqual([plan.changed, plan.unchanged, plan.failed], [3, 0, 0]);
    const [na, nb, nc] = await Promise.all(demo.map((p) => read(owner, p._id)));
    assert.deepEqual([na.price, na.price_was, na.version], [Math.round((a.price + 5) * 100) / 100, Math.round((a.price + 50) * 100) / 100, a.version + 1]);
    assert.deepEqual([nb.available_qty, nb.price, nb.version], [3, b.price, b.version + 1]);
    assert.deepEqual([nc.status, nc.version], ['draft', c.version + 1]);

    const audit = await staffCall(server, owner, I.audit, { subject: b._id }, 'staffAuditLog');
    const row = audit.entries.find((e) => e.action === 'product.import');
    assert.ok(row, 'one audit row per imported product');
    assert.equal(row.actor_id, manager.id);
    assert.deepEqual(JSON.parse(row.before), { available_qty: b.available_qty });
    assert.deepEqual(JSON.parse(row.after), { available_qty: 3, reason: 'import' });

    const storeA = (await graphql(server, STORE_PRODUCT, { variables: { slug: a.slug } })).body.data.productBySlug;
    assert.equal(storeA.price, na.price, 'the product page shows the new price');
    const deadline = Date.now() + 1000;
    let hit;
    for (;;) {
      const res = await fetch(`${server.url}/api/search/queries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requests: [{ indexName: 'instant_search', params: { query: a.title, hitsPerPage: 50 } }] }),
      });
      const hits = (await res.json()).results[0].hits;
      hit = hits.find((h) => h.objectID === a._id);
      if ((hit && hit.price === na.price) || Date.now() > deadline) break;
      await sleep(50);
    }
    assert.equal(hit?.price, na.price, 'search shows the new price within a second');
    const storeC = (await graphql(server, STORE_PRODUCT, { variables: { slug: c.slug } })).body.data.productBySlug;
    assert.equal(storeC.response.error.code, 'PRODUCT_UNAVAILABLE', 'a product imported as draft leaves the store front');
  });

  it('changes nothing when an export is imported again', async () => {
    const out = await staffCall(server, owner, I.csv, {}, 'staffProductsCsv');
    const before = await read(owner, demo[0]._id);
    const plan = await apply(owner, out.csv);
    assert.equal(plan.error, null, JSON.stringify(plan.error));
    assert.equal(plan.changed, 0);
    assert.equal(plan.failed, 0);
    assert.equal(plan.unchanged, out.rows);
    assert.equal((await read(owner, demo[0]._id)).version, before.version);
  });
});
