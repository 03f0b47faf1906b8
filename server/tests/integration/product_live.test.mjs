// The store front's live prices and stock (issue 18) against the real binary: productsUpdated is
// public (a visitor and a customer subscribe alike) and carries the changed products as the
// store front's Product reads them after a staffSaveProduct (price, status), a staffAdjustStock
// (stock to 0 and back) and a staffApplyProductImport (one event for the whole import, with
// every changed product and none of the unchanged ones; over 500 products, reload and none).
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";

import { startServer } from "./harness.mjs";
import { customers, products } from "./shop.mjs";
import { staffCall, staffMember } from "./staff.mjs";
import { subscribe, waitFor } from "./subscriber.mjs";

const ERROR = "error { message code textCode details }";
const PRODUCT = `_id version slug price price_was available_qty status ${ERROR}`;
const P = {
  one: `query($id: ID!) { staffProduct(id: $id) { ${PRODUCT} } }`,
  save: `mutation($input: StaffProductInput!) { staffSaveProduct(input: $input) { ${PRODUCT} } }`,
  adjust: `mutation($id: ID!, $version: Int!, $reason: String!, $setTo: Int) {
    staffAdjustStock(product_id: $id, version: $version, reason: $reason, set_to: $setTo) { ${PRODUCT} } }`,
  list: `query($page: Int) { staffProducts(page: $page, limit: 100) { rows { _id slug price } total } }`,
  apply: `mutation($csv: String!) { staffApplyProductImport(csv: $csv) { changed applied ${ERROR} } }`,
};
const EVENTS = `subscription { productsUpdated { reload products {
  _id slug price price_was available_qty reserved_for_order limit_max_qty_in_cart status } } }`;

const rupees = (n) => (Math.round(n * 100) / 100).toFixed(2);

describe("productsUpdated: open pages and carts follow console writes", { timeout: 120000 }, () => {
  let server;
  let manager;
  let alia; // a signed-in customer
  let listed; // published products with stock
  let visitorWatch;
  let customerWatch;

  const read = (id) => staffCall(server, manager, P.one, { id }, "staffProduct");
  const ok = (p) => {
    assert.ok(p, "no answer");
    assert.equal(p.error, null, JSON.stringify(p.error));
    return p;
  };
  // The first event from `from` on, in both subscribers (the same event reaches both).
  async function nextEvent(from) {
    for (const watch of [visitorWatch, customerWatch])
      await waitFor(() => watch.events.length > from, "a productsUpdated event");
    const a = visitorWatch.events[from].data.productsUpdated;
    assert.deepEqual(customerWatch.events[from].data.productsUpdated, a, "the visitor and the customer see one event");
    return a;
  }

  before(async () => {
    server = await startServer();
    [alia] = await customers(server, "product-live", 1, { phoneBase: 3325550700 });
    manager = await staffMember(server, "manager", "live-manager");
    listed = (await products(server)).filter((p) => p.available_qty - p.reserved_for_order >= 5);
    visitorWatch = subscribe(server, undefined, { query: EVENTS });
    customerWatch = subscribe(server, alia.token, { query: EVENTS });
    await Promise.all([visitorWatch.ready, customerWatch.ready]);
    assert.deepEqual([visitorWatch.errors, customerWatch.errors], [[], []], "both may subscribe");
  });
  after(async () => {
    await visitorWatch?.client.dispose();
    await customerWatch?.client.dispose();
    await server?.stop();
  });

  it("sends a re-priced product, then one taken off sale", async () => {
    const x = await read(listed[0]._id);
    const repriced = ok(
      await staffCall(
        server,
        manager,
        P.save,
        { input: { _id: x._id, version: x.version, price: x.price + 7 } },
        "staffSaveProduct",
      ),
    );
    let event = await nextEvent(0);
    assert.equal(event.reload, false);
    assert.equal(event.products.length, 1);
    assert.equal(event.products[0]._id, x._id);
    assert.equal(event.products[0].slug, x.slug);
    assert.equal(event.products[0].price, x.price + 7);
    assert.equal(event.products[0].status, "published");

    const drafted = ok(
      await staffCall(
        server,
        manager,
        P.save,
        { input: { _id: x._id, version: repriced.version, status: "draft" } },
        "staffSaveProduct",
      ),
    );
    event = await nextEvent(1);
    assert.deepEqual(
      event.products.map((p) => [p._id, p.status]),
      [[x._id, "draft"]],
      "the page learns the product is no longer on sale",
    );
    ok(
      await staffCall(
        server,
        manager,
        P.save,
        { input: { _id: x._id, version: drafted.version, status: "published" } },
        "staffSaveProduct",
      ),
    );
    await nextEvent(2);
  });

  it("sends stock going to 0 and coming back", async () => {
    const from = visitorWatch.events.length;
    const y = await read(listed[1]._id);
    const empty = ok(
      await staffCall(
        server,
        manager,
        P.adjust,
        { id: y._id, version: y.version, reason: "count", setTo: 0 },
        "staffAdjustStock",
      ),
    );
    let event = await nextEvent(from);
    assert.deepEqual(
      event.products.map((p) => [p._id, p.available_qty]),
      [[y._id, 0]],
    );
    ok(
      await staffCall(
        server,
        manager,
        P.adjust,
        { id: y._id, version: empty.version, reason: "count", setTo: 9 },
        "staffAdjustStock",
      ),
    );
    event = await nextEvent(from + 1);
    assert.deepEqual(
      event.products.map((p) => [p._id, p.available_qty]),
      [[y._id, 9]],
    );
  });

  it("sends one event for a whole import, holding the changed products only", async () => {
    const from = visitorWatch.events.length;
    const [a, b, c] = await Promise.all([read(listed[2]._id), read(listed[3]._id), read(listed[4]._id)]);
    const csv = `slug,price,stock\n${a.slug},${rupees(a.price + 2)},${a.available_qty}\n${b.slug},${rupees(b.price)},${b.available_qty}\n${c.slug},${rupees(c.price)},0\n`;
    const result = await staffCall(server, manager, P.apply, { csv }, "staffApplyProductImport");
    assert.equal(result.error, null, JSON.stringify(result.error));
    assert.deepEqual([result.applied, result.changed], [true, 2]);
    const event = await nextEvent(from);
    assert.equal(event.reload, false);
    const got = Object.fromEntries(event.products.map((p) => [p._id, p]));
    assert.deepEqual(Object.keys(got).sort(), [a._id, c._id].sort(), "the changed ones, the unchanged one left out");
    assert.equal(got[a._id].price, Number(rupees(a.price + 2)));
    assert.equal(got[c._id].available_qty, 0);
    // One event for the import: a write afterwards is the next one.
    const again = await read(a._id);
    ok(
      await staffCall(
        server,
        manager,
        P.adjust,
        { id: a._id, version: again.version, reason: "count", setTo: 3 },
        "staffAdjustStock",
      ),
    );
    const next = await nextEvent(from + 1);
    assert.deepEqual(
      next.products.map((p) => [p._id, p.available_qty]),
      [[a._id, 3]],
    );
  });
  it("sends reload and no products for an import of more than 500 products", async () => {
    const rows = [];
    for (let page = 1; rows.length < 501; page += 1) {
      const list = await staffCall(server, manager, P.list, { page }, "staffProducts");
      assert.ok(list.rows.length > 0, "the demo store has over 500 products");
      rows.push(...list.rows);
    }
    const from = visitorWatch.events.length;
    const csv = `slug,price\n${rows
      .slice(0, 501)
      .map((p) => `${p.slug},${rupees(p.price + 1)}`)
      .join("\n")}\n`;
    const result = await staffCall(server, manager, P.apply, { csv }, "staffApplyProductImport");
    assert.equal(result.error, null, JSON.stringify(result.error));
    assert.deepEqual([result.applied, result.changed], [true, 501]);
    const event = await nextEvent(from);
    assert.deepEqual([event.reload, event.products], [true, []]);
  });
});
