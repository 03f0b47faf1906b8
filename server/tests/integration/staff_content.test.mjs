// Categories, customers and content pages from the console (issue 18, third slice) against the
// real binary: the role matrix of every new operation (visitor, customer, picker and rider
// refused with nothing changed; manager and owner allowed); the refusals (a category under
// itself or its descendant, an unknown parent, a taken slug, a stale version, a disabling
// without a reason); the store front following each change (a disabled category and its
// sub-categories leave productCats, their products leave listings and search; a move and a
// reorder; a disabled customer's old token refused at once, their socket closed and sign-in
// refused; a page body with script, handlers and javascript: links served stripped by
// pageBySlug); and the audit rows of each change.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { as, customers, placeOrder, addToCart, products, slotDates } from './shop.mjs';
import { assertOwnersAndManagersOnly, openSocket, signIn, staffCall, staffMember, topError } from './staff.mjs';
import { waitFor } from './subscriber.mjs';

const ERROR = 'error { message code textCode details }';
const CATEGORY = `_id title slug status parent_cat_id parent_cat_title sort_order depth visible product_count version ${ERROR}`;
const CUSTOMER = `_id fname lname email phone status status_note disabled orders_count last_order_at ${ERROR}`;
const PAGE = `_id title slug body status version ${ERROR}`;
const O = {
  categories: `{ staffCategories { ${CATEGORY} } }`,
  saveCategory: `mutation($input: StaffCategoryInput!) { staffSaveCategory(input: $input) { ${CATEGORY} } }`,
  move: `mutation($id: ID!, $version: Int!, $parent: ID, $position: Int!) {
    staffMoveCategory(id: $id, version: $version, parent_id: $parent, position: $position) { ${CATEGORY} } }`,
  customers: `query($search: String, $page: Int) { staffCustomers(search: $search, page: $page) { customers { ${CUSTOMER} } total page ${ERROR} } }`,
  customer: `query($id: ID!) { staffCustomer(id: $id) { customer { ${CUSTOMER} } addresses { _id full_address label }
    orders { _id serial created_at status grandTotal } ${ERROR} } }`,
  disable: `mutation($id: ID!, $disabled: Boolean!, $reason: String) {
    staffSetCustomerDisabled(id: $id, disabled: $disabled, reason: $reason) { ${CUSTOMER} } }`,
  pages: `{ staffPages { ${PAGE} } }`,
  savePage: `mutation($input: StaffPageInput!) { staffSavePage(input: $input) { ${PAGE} } }`,
  audit: `query($subject: String) { staffAuditLog(first: 50, subject: $subject) { entries { actor_id action subject before after } } }`,
};
const CATS = '{ productCats(filter: "{\\"status\\":\\"enabled\\"}") { _id slug } }';
const LIST = `query($filter: String) { client_productsQuery(first: 50, filter: $filter) { totalCount edges { node { _id slug } } } }`;
const PAGE_BY_SLUG = 'query($slug: String!) { pageBySlug(slug: $slug) { title body } }';
const ME = '{ getLoggedInUser { user { _id status } error { message code } } }';

describe('categories, customers and pages through the staff API', { timeout: 300000 }, () => {
  let server;
  let owner;
  let manager;
  let picker;
  let rider;
  let alia; // a customer with an order, disabled later
  let bilal; // another customer

  const call = (who, query, variables, field) => staffCall(server, who, query, variables, field);
  const categories = () => call(owner, O.categories, {}, 'staffCategories');
  const storeCats = async () => (await graphql(server, CATS)).body.data.productCats.map((c) => c.slug);
  const listing = async (f) => (await graphql(server, LIST, { variables: { filter: JSON.stringify(f) } })).body.data.client_productsQuery;
  const audit = async (subject) => (await call(owner, O.audit, { subject }, 'staffAuditLog')).entries;

  before(async () => {
    server = await startServer();
    [alia, bilal] = await customers(server, 'staff-content', 2, { phoneBase: 3325550500 });
    owner = await staffMember(server, 'owner', 'content-owner');
    manager = await staffMember(server, 'manager', 'content-manager');
    picker = await staffMember(server, 'picker', 'content-picker');
    rider = await staffMember(server, 'rider', 'content-rider');
  });
  after(async () => {
    await server?.stop();
  });

  it('refuses visitors, customers, pickers and riders on every operation and changes nothing', async () => {
    const [cat] = await categories();
    const calls = [
      [O.categories, {}],
      [O.saveCategory, { input: { title: 'Role test' } }],
      [O.move, { id: cat._id, version: cat.version, parent: null, position: 0 }],
      [O.customers, {}],
      [O.customer, { id: bilal.id }],
      [O.disable, { id: bilal.id, disabled: true, reason: 'role test' }],
      [O.pages, {}],
      [O.savePage, { input: { title: 'Role test', body: '<p>x</p>', status: 'published' } }],
    ];
    await assertOwnersAndManagersOnly(server, calls, { customer: alia, picker: picker, rider: rider });
    const after = await categories();
    assert.equal(after.find((c) => c._id === cat._id).version, cat.version);
    assert.equal(after.some((c) => c.title === 'Role test'), false);
    assert.equal((await call(owner, O.pages, {}, 'staffPages')).some((p) => p.title === 'Role test'), false);
    const me = await graphql(server, ME, as(bilal));
    assert.equal(me.body.data.getLoggedInUser.user.status, 'enabled');
    for (const who of [manager, owner]) {
      assert.ok((await call(who, O.categories, {}, 'staffCategories')).length > 5);
      assert.ok((await call(who, O.customers, {}, 'staffCustomers')).total >= 2);
      assert.ok(Array.isArray(await call(who, O.pages, {}, 'staffPages')));
    }
  });

  it('shows the whole tree with depth, visibility and counts; creates, renames, moves and reorders', async () => {
    const tree = await categories();
    const dairy = tree.find((c) => c.slug === 'dairy-eggs');
    assert.ok(dairy, 'the demo dairy-eggs category');
    assert.equal(dairy.depth, 0);
    assert.equal(dairy.visible, true);
    const children = tree.filter((c) => c.parent_cat_id === dairy._id);
    assert.ok(children.length >= 2);
    assert.ok(children.every((c) => c.depth === 1 && tree.indexOf(c) > tree.indexOf(dairy)), 'parents come first');
    assert.ok(children.some((c) => c.product_count > 0));

    const made = await call(manager, O.saveCategory, { input: { title: 'Desi Ghee & Butter', parent_cat_id: dairy._id } }, 'staffSaveCategory');
    assert.equal(made.error, null, JSON.stringify(made.error));
    assert.deepEqual(
      { slug: made.slug, status: made.status, parent: made.parent_cat_id, depth: made.depth, version: made.version },
      { slug: 'desi-ghee-butter', status: 'enabled', parent: dairy._id, depth: 1, version: 1 },
    );
    assert.ok(children.every((c) => c.sort_order < made.sort_order), 'a new category comes last among its siblings');
    assert.ok((await storeCats()).includes('desi-ghee-butter'));
    // The same title again gets a numbered slug; a slug given that is taken is refused.
    const twin = await call(manager, O.saveCategory, { input: { title: 'Desi Ghee & Butter', parent_cat_id: dairy._id } }, 'staffSaveCategory');
    assert.equal(twin.slug, 'desi-ghee-butter-2');
    const taken = await call(manager, O.saveCategory, { input: { title: 'Other', slug: 'dairy-eggs' } }, 'staffSaveCategory');
    assert.deepEqual({ textCode: taken.error.textCode, details: taken.error.details }, { textCode: 'CATEGORY_SLUG_TAKEN', details: 'slug' });
    const badSlug = await call(manager, O.saveCategory, { input: { title: 'Other', slug: 'Not OK' } }, 'staffSaveCategory');
    assert.equal(badSlug.error.textCode, 'SLUG_INVALID');
    const noTitle = await call(manager, O.saveCategory, { input: { title: '  ' } }, 'staffSaveCategory');
    assert.deepEqual({ textCode: noTitle.error.textCode, details: noTitle.error.details }, { textCode: 'REQUIRED', details: 'title' });
    const unknownParent = await call(manager, O.saveCategory, { input: { title: 'Orphan', parent_cat_id: 'no-such-id' } }, 'staffSaveCategory');
    assert.deepEqual({ textCode: unknownParent.error.textCode, details: unknownParent.error.details }, { textCode: 'CATEGORY_NOT_FOUND', details: 'parent_cat_id' });

    // Rename: the slug stays (stable links); a stale version is refused.
    const renamed = await call(owner, O.saveCategory, { input: { _id: made._id, version: made.version, title: 'Ghee and Butter' } }, 'staffSaveCategory');
    assert.deepEqual({ title: renamed.title, slug: renamed.slug, parent: renamed.parent_cat_id, version: renamed.version }, { title: 'Ghee and Butter', slug: 'desi-ghee-butter', parent: dairy._id, version: 2 });
    const stale = await call(manager, O.saveCategory, { input: { _id: made._id, version: made.version, title: 'Late' } }, 'staffSaveCategory');
    assert.deepEqual({ code: stale.error.code, textCode: stale.error.textCode }, { code: 'CONFLICT', textCode: 'CATEGORY_CHANGED' });

    // A loop: dairy under its own grandchild-to-be, or under itself, is refused.
    const grandchild = await call(manager, O.saveCategory, { input: { title: 'Ghee tins', parent_cat_id: made._id } }, 'staffSaveCategory');
    assert.equal(grandchild.depth, 2);
    const fresh = (await categories()).find((c) => c._id === dairy._id);
    for (const parent of [grandchild._id, made._id, dairy._id]) {
      const loop = await call(manager, O.move, { id: dairy._id, version: fresh.version, parent, position: 0 }, 'staffMoveCategory');
      assert.deepEqual({ textCode: loop.error?.textCode, details: loop.error?.details }, { textCode: 'CATEGORY_CYCLE', details: 'parent_id' });
      const viaSave = await call(manager, O.saveCategory, { input: { _id: dairy._id, version: fresh.version, title: dairy.title, parent_cat_id: parent } }, 'staffSaveCategory');
      assert.equal(viaSave.error?.textCode, 'CATEGORY_CYCLE');
    }
    assert.equal((await categories()).find((c) => c._id === dairy._id).version, fresh.version, 'nothing changed');

    // Reorder: the new category first among dairy's children; then moved to the top level.
    const first = await call(manager, O.move, { id: made._id, version: renamed.version, parent: dairy._id, position: 0 }, 'staffMoveCategory');
    assert.equal(first.error, null, JSON.stringify(first.error));
    assert.equal(first.sort_order, 0);
    const order = (await categories()).filter((c) => c.parent_cat_id === dairy._id).sort((a, b) => a.sort_order - b.sort_order);
    assert.equal(order[0]._id, made._id);
    assert.deepEqual(order.map((c) => c.sort_order), order.map((_, i) => i));
    const top = await call(manager, O.move, { id: made._id, version: first.version, parent: null, position: 999 }, 'staffMoveCategory');
    assert.deepEqual({ parent: top.parent_cat_id, depth: top.depth }, { parent: null, depth: 0 });
    const after = await categories();
    assert.equal(after.find((c) => c._id === grandchild._id).depth, 1, 'its child moved with it');
    const topLevel = after.filter((c) => c.parent_cat_id === null).sort((a, b) => a.sort_order - b.sort_order);
    assert.equal(topLevel.at(-1)._id, made._id, 'position past the end: last');
    assert.deepEqual(topLevel.map((c) => c.sort_order), topLevel.map((_, i) => i));
    const negative = await call(manager, O.move, { id: made._id, version: top.version, parent: null, position: -1 }, 'staffMoveCategory');
    assert.equal(negative.error.textCode, 'POSITION_INVALID');

    const entries = await audit(made._id);
    assert.ok(entries.some((e) => e.action === 'category.save' && e.actor_id === manager.id && e.before === '{}'));
    assert.ok(entries.some((e) => e.action === 'category.save' && e.actor_id === owner.id && JSON.parse(e.after).title === 'Ghee and Butter'));
    assert.ok(entries.some((e) => e.action === 'category.move' && JSON.parse(e.after).parent_cat_id === ''));
  });

  it('a disabled category takes its sub-categories and their products out of the store front, and back', async () => {
    const tree = await categories();
    const dairy = tree.find((c) => c.slug === 'dairy-eggs');
    const childSlugs = tree.filter((c) => c.parent_cat_id === dairy._id).map((c) => c.slug);
    const before = await listing({ cat_slug: 'dairy-eggs' });
    assert.ok(before.totalCount > 0);
    const sample = before.edges[0].node;
    const everything = await listing({});
    const catsBefore = await storeCats();
    assert.ok(childSlugs.every((s) => catsBefore.includes(s)));
    // A word of the sample's title for the search.
    const detail = await graphql(server, 'query($s: String!) { productBySlug(slug: $s) { title } }', { variables: { s: sample.slug } });
    const word = detail.body.data.productBySlug.title.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w));
    const searchFor = async () => (await listing({ search: { keywords: word } })).edges.map((e) => e.node._id);
    assert.ok(word, `a word to search for in ${detail.body.data.productBySlug.title}`);
    assert.ok((await searchFor()).includes(sample._id), `search finds ${word}`);

    const off = await call(manager, O.saveCategory, { input: { _id: dairy._id, version: dairy.version, title: dairy.title, status: 'disabled' } }, 'staffSaveCategory');
    assert.equal(off.error, null, JSON.stringify(off.error));
    assert.deepEqual({ status: off.status, visible: off.visible, slug: off.slug }, { status: 'disabled', visible: false, slug: 'dairy-eggs' });
    const hidden = (await categories()).filter((c) => c.parent_cat_id === dairy._id);
    assert.ok(hidden.every((c) => c.status === 'enabled' && c.visible === false), 'children enabled but not visible');
    const catsOff = await storeCats();
    assert.equal(catsOff.includes('dairy-eggs'), false);
    assert.ok(childSlugs.every((s) => !catsOff.includes(s)), 'sub-categories hidden too');
    assert.equal((await listing({ cat_slug: 'dairy-eggs' })).totalCount, 0);
    const all = await listing({});
    assert.ok(all.totalCount < everything.totalCount);
    assert.equal(all.edges.some((e) => e.node._id === sample._id), false);
    assert.equal((await searchFor()).includes(sample._id), false, 'search follows');

    const on = await call(owner, O.saveCategory, { input: { _id: dairy._id, version: off.version, title: dairy.title, status: 'enabled' } }, 'staffSaveCategory');
    assert.equal(on.visible, true);
    assert.equal((await listing({ cat_slug: 'dairy-eggs' })).totalCount, before.totalCount);
    assert.ok((await storeCats()).includes(childSlugs[0]));
    assert.ok((await searchFor()).includes(sample._id));
    const entries = await audit(dairy._id);
    assert.ok(entries.some((e) => e.action === 'category.save' && JSON.parse(e.after).status === 'disabled'));
  });

  it('finds customers by name, phone or e-mail with their orders and addresses', async () => {
    const [occurrence] = await slotDates(server, 3);
    const product = (await products(server)).find((p) => p.available_qty - p.reserved_for_order >= 20 && p.price <= 700);
    await addToCart(server, alia, product, Math.ceil(700 / product.price));
    const placed = await placeOrder(server, alia, occurrence);
    const order = placed.body.data?.createOrderFromCart;
    assert.ok(order?.serial, JSON.stringify(placed.body));

    const byEmail = await call(manager, O.customers, { search: 'STAFF-CONTENT-0@' }, 'staffCustomers');
    assert.equal(byEmail.total, 1);
    assert.deepEqual(
      { id: byEmail.customers[0]._id, orders: byEmail.customers[0].orders_count, disabled: byEmail.customers[0].disabled },
      { id: alia.id, orders: 1, disabled: false },
    );
    assert.ok(byEmail.customers[0].last_order_at);
    const byPhone = await call(manager, O.customers, { search: alia.phone.slice(-6) }, 'staffCustomers');
    assert.ok(byPhone.customers.some((c) => c._id === alia.id));
    const byName = await call(manager, O.customers, { search: 'customer 1' }, 'staffCustomers');
    assert.ok(byName.customers.some((c) => c._id === bilal.id));
    assert.equal(byName.customers.find((c) => c._id === bilal.id).orders_count, 0);
    assert.equal(byName.customers.find((c) => c._id === bilal.id).last_order_at, null);
    const staffFree = await call(manager, O.customers, { search: 'staff.example.com' }, 'staffCustomers');
    assert.equal(staffFree.total, 0, 'staff members are not customers');

    const detail = await call(owner, O.customer, { id: alia.id }, 'staffCustomer');
    assert.equal(detail.error, null);
    assert.equal(detail.addresses.length, 1);
    assert.equal(detail.addresses[0]._id, alia.addressId);
    assert.deepEqual(detail.orders.map((o) => o.serial), [order.serial]);
    assert.equal(detail.orders[0].grandTotal, order.grandTotal);
    const missing = await call(owner, O.customer, { id: owner.id }, 'staffCustomer');
    assert.equal(missing.error.textCode, 'CUSTOMER_NOT_FOUND', 'a staff member is no customer');
  });

  it('a disabled customer is signed out at once everywhere and cannot sign in; enabled again, they can', async () => {
    const second = await signIn(server, 'staff-content-0@example.com', 'it-secret-pass');
    assert.equal(second.status, 'LoggedIn');
    const ws = await openSocket(server, alia.token);
    ws.send({ id: 'probe', type: 'subscribe', payload: { query: '{ __typename }' } });
    await ws.answered('probe');

    const noReason = await call(manager, O.disable, { id: alia.id, disabled: true, reason: ' ' }, 'staffSetCustomerDisabled');
    assert.deepEqual({ textCode: noReason.error.textCode, details: noReason.error.details }, { textCode: 'REASON_REQUIRED', details: 'reason' });
    assert.equal((await graphql(server, ME, as(alia))).body.data.getLoggedInUser.user.status, 'enabled');

    const off = await call(manager, O.disable, { id: alia.id, disabled: true, reason: 'Fake orders' }, 'staffSetCustomerDisabled');
    assert.deepEqual({ disabled: off.disabled, status: off.status, note: off.status_note }, { disabled: true, status: 'disabled', note: 'Fake orders' });
    await waitFor(() => ws.isClosed(), 'the customer’s socket to close');
    for (const token of [alia.token, second.TokenData.token]) {
      const res = await graphql(server, ME, { headers: { token } });
      assert.equal(res.body.data?.getLoggedInUser ?? null, null, JSON.stringify(res.body));
      assert.equal(topError(res)?.code, 'UNAUTHENTICATED');
    }
    const again = await signIn(server, 'staff-content-0@example.com', 'it-secret-pass');
    assert.notEqual(again.status, 'LoggedIn', JSON.stringify(again));
    assert.equal(again.TokenData?.token ?? null, null);
    const unknown = await call(manager, O.disable, { id: 'no-such-user', disabled: true, reason: 'x' }, 'staffSetCustomerDisabled');
    assert.equal(unknown.error.textCode, 'CUSTOMER_NOT_FOUND');

    const on = await call(owner, O.disable, { id: alia.id, disabled: false }, 'staffSetCustomerDisabled');
    assert.deepEqual({ disabled: on.disabled, note: on.status_note }, { disabled: false, note: null });
    const back = await signIn(server, 'staff-content-0@example.com', 'it-secret-pass');
    assert.equal(back.status, 'LoggedIn');
    const entries = await audit(alia.id);
    assert.ok(entries.some((e) => e.action === 'customer.disabled' && e.actor_id === manager.id && JSON.parse(e.after).status_note === 'Fake orders'));
    assert.ok(entries.some((e) => e.action === 'customer.disabled' && e.actor_id === owner.id && JSON.parse(e.after).status === 'enabled'));
  });

  it('stores a page body sanitized: the store front gets no script, handler or javascript: link', async () => {
    const body = '<h2>Returns</h2><p onclick="alert(1)">Within <strong>7 days</strong>.</p><script>alert("x")</script>'
      + '<img src=x onerror=alert(2)><a href="javascript:alert(3)">bad</a> <a href="https://karyana.pk/help">good</a>'
      + '<scr<script>ipt>alert(4)</script><iframe src="https://evil.example"></iframe>';
    const made = await call(manager, O.savePage, { input: { title: 'Delivery & Returns', body, status: 'published' } }, 'staffSavePage');
    assert.equal(made.error, null, JSON.stringify(made.error));
    assert.equal(made.slug, 'delivery-returns');
    assert.equal(made.body,
      '<h2>Returns</h2><p>Within <strong>7 days</strong>.</p><a>bad</a> <a href="https://karyana.pk/help">good</a>ipt&gt;alert(4)');
    const served = (await graphql(server, PAGE_BY_SLUG, { variables: { slug: 'delivery-returns' } })).body.data.pageBySlug;
    assert.equal(served.body, made.body);
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', '<iframe', '<img']) assert.equal(served.body.toLowerCase().includes(bad), false, bad);

    const edited = await call(owner, O.savePage, { input: { _id: made._id, version: made.version, title: 'Delivery', body: '<p>Now 10 days</p>', status: 'draft' } }, 'staffSavePage');
    assert.deepEqual({ slug: edited.slug, version: edited.version, status: edited.status }, { slug: 'delivery-returns', version: 2, status: 'draft' });
    const stale = await call(manager, O.savePage, { input: { _id: made._id, version: made.version, title: 'Late', body: '', status: 'published' } }, 'staffSavePage');
    assert.deepEqual({ code: stale.error.code, textCode: stale.error.textCode }, { code: 'CONFLICT', textCode: 'PAGE_CHANGED' });
    const other = await call(manager, O.savePage, { input: { title: 'Other', slug: 'delivery-returns', body: '', status: 'published' } }, 'staffSavePage');
    assert.equal(other.error.textCode, 'PAGE_SLUG_TAKEN');
    const badStatus = await call(manager, O.savePage, { input: { title: 'Other', body: '', status: 'live' } }, 'staffSavePage');
    assert.equal(badStatus.error.textCode, 'PAGE_STATUS_INVALID');
    assert.ok((await call(manager, O.pages, {}, 'staffPages')).some((p) => p._id === made._id && p.title === 'Delivery'));
    const entries = await audit(made._id);
    assert.ok(entries.some((e) => e.action === 'page.save' && e.actor_id === manager.id && e.before === '{}'));
    assert.ok(entries.some((e) => e.action === 'page.save' && e.actor_id === owner.id && JSON.parse(e.after).status === 'draft'));
  });
});
