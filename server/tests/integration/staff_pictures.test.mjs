// Product and category pictures from the console (issue 18; docs/api.md 'Staff: pictures') against
// the real binary: a staff picture upload (kind=picture) for owners and managers only; the role
// matrix of staffSetProductPictures and staffSetCategoryPictures; a customer's upload, an unknown
// id and a path the product does not show refused; a non-picture refused by decoding; a stale
// version refused; the store front's product page, listing, search hit and category menu showing
// the new pictures at once; the gallery reordered, trimmed and cleared; the audit rows with the
// paths before and after; and the sweep keeping every picture the catalogue shows while deleting
// the ones taken off.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer, sweepUploads } from './harness.mjs';
import { picture } from './png.mjs';
import { customers, products } from './shop.mjs';
import { ERROR, Q, assertOwnersAndManagersOnly, staffCall, staffTeam, uploadAsset } from './staff.mjs';

const PRODUCT = `_id version slug cat_id picture picture_thumb gallery { img thumb } ${ERROR}`;
const CATEGORY = `_id version slug title_img title_img_thumb menu_bg_img menu_bg_img_thumb ${ERROR}`;
const SET_PRODUCT = `mutation($id: ID!, $version: Int!, $picture: String, $gallery: [String!]!) {
  staffSetProductPictures(product_id: $id, version: $version, picture: $picture, gallery: $gallery) { ${PRODUCT} } }`;
const SET_CATEGORY = `mutation($id: ID!, $version: Int!, $title: String, $menu: String) {
  staffSetCategoryPictures(category_id: $id, version: $version, title_img: $title, menu_bg_img: $menu) { ${CATEGORY} } }`;
const READ = `query($id: ID!) { staffProduct(id: $id) { ${PRODUCT} } }`;
const CATEGORIES = `{ staffCategories { ${CATEGORY} } }`;
const STORE_PRODUCT = `query($slug: String!) { productBySlug(slug: $slug) { _id picture picture_thumb gallery { img thumb } } }`;
const STORE_CATS = '{ productCats { _id title_img title_img_thumb menu_bg_img menu_bg_img_thumb } }';
const LISTING = `query($filter: String) { client_productsQuery(first: 100, filter: $filter) { edges { node { _id picture_thumb } } } }`;

describe('product and category pictures through the staff API', { timeout: 300000 }, () => {
  let server;
  let owner;
  let manager;
  let picker;
  let rider;
  let customer;
  let demo; // a listed demo product
  let categoryId;

  const upload = (who, options) => uploadAsset(server, who, options);
  async function staffPicture(who = manager) {
    const { status, body } = await upload(who);
    assert.equal(status, 200, JSON.stringify(body));
    return body;
  }
  const setProduct = (who, vars) => graphql(server, SET_PRODUCT, { variables: vars, headers: { token: who.token } });
  async function setProductOk(who, vars) {
    const res = await setProduct(who, vars);
    assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
    const p = res.body.data.staffSetProductPictures;
    assert.equal(p.error, null, JSON.stringify(p.error));
    return p;
  }
  const read = (id) => staffCall(server, owner, READ, { id }, 'staffProduct');
  const category = async (id) => (await staffCall(server, owner, CATEGORIES, {}, 'staffCategories')).find((c) => c._id === id);
  const storeProduct = async (slug) => (await graphql(server, STORE_PRODUCT, { variables: { slug } })).body.data.productBySlug;
  const file = (url) => path.join(server.dataDir, 'media', url.slice('/media/'.length));
  const onDisk = (asset) => existsSync(file(asset.srcUrl)) && existsSync(file(asset.thumbUrl));
  async function searchHit(id, title) {
    const res = await fetch(`${server.url}/api/search/queries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requests: [{ indexName: 'instant_search', params: { query: title, hitsPerPage: 50 } }] }),
    });
    assert.equal(res.status, 200);
    return (await res.json()).results[0].hits.find((h) => h._id === id || h.objectID === id);
  }

  before(async () => {
    server = await startServer({ env: { KARYANA_TEST_HOOKS: '1' } });
    [customer] = await customers(server, 'staff-pictures', 1, { phoneBase: 3325550300 });
    ({ owner, manager, picker, rider } = await staffTeam(server, 'pictures'));
    const listed = await products(server);
    demo = await read(listed[0]._id);
    categoryId = demo.cat_id;
  });
  after(async () => {
    await server?.stop();
  });

  it('lets only owners and managers upload a staff picture, with the usual decoding checks', async () => {
    for (const who of [owner, manager]) {
      const asset = await staffPicture(who);
      assert.match(asset.srcUrl, /^\/media\/uploads\/[0-9a-f]{24}\/[0-9a-f]{24}\.png$/);
      assert.ok(onDisk(asset));
    }
    for (const [who, textCode] of [[customer, 'STAFF_ONLY'], [picker, 'ROLE_NOT_ALLOWED'], [rider, 'ROLE_NOT_ALLOWED']]) {
      const { status, body } = await upload(who);
      assert.equal(status, 403, `${who.role ?? 'customer'}: ${JSON.stringify(body)}`);
      assert.equal(body.error.code, 'FORBIDDEN');
      assert.equal(body.error.textCode, textCode);
    }
    // A non-picture is refused by decoding, whatever its name and type say.
    const text = await upload(manager, { bytes: Buffer.from('not a picture at all'), name: 'fake.png' });
    assert.equal(text.status, 415);
    assert.equal(text.body.error.textCode, 'UNSUPPORTED_TYPE');
    const broken = picture(40, 40).subarray(0, 60);
    const truncated = await upload(manager, { bytes: broken, name: 'broken.png' });
    assert.equal(truncated.status, 422);
    assert.equal(truncated.body.error.textCode, 'UNREADABLE');
  });

  it('refuses pickers, riders, customers and visitors, changing nothing', async () => {
    const asset = await staffPicture();
    const cat = await category(categoryId);
    await assertOwnersAndManagersOnly(
      server,
      [
        [SET_PRODUCT, { id: demo._id, version: demo.version, picture: asset.id, gallery: [] }, 'staffSetProductPictures'],
        [SET_CATEGORY, { id: categoryId, version: cat.version, title: asset.id }, 'staffSetCategoryPictures'],
      ],
      { customer, picker, rider },
    );
    const now = await read(demo._id);
    assert.equal(now.version, demo.version);
    assert.equal(now.picture, demo.picture);
  });

  it("sets a product's picture and gallery; the store front shows them at once", async () => {
    const main = await staffPicture();
    const g1 = await staffPicture(owner);
    const g2 = await staffPicture();
    const before = await read(demo._id);
    const p = await setProductOk(manager, { id: demo._id, version: before.version, picture: main.id, gallery: [g1.id, g2.id] });
    assert.equal(p.version, before.version + 1);
    assert.equal(p.picture, main.srcUrl);
    assert.equal(p.picture_thumb, main.thumbUrl);
    assert.deepEqual(p.gallery, [{ img: g1.srcUrl, thumb: g1.thumbUrl }, { img: g2.srcUrl, thumb: g2.thumbUrl }]);

    const shown = await storeProduct(demo.slug);
    assert.equal(shown.picture, main.srcUrl);
    assert.equal(shown.picture_thumb, main.thumbUrl);
    assert.deepEqual(shown.gallery.map((g) => g.img), [g1.srcUrl, g2.srcUrl]);
    const picture = await fetch(`${server.url}${shown.picture_thumb}`);
    assert.equal(picture.status, 200);
    assert.equal(picture.headers.get('content-type'), 'image/png');
    const listing = (await graphql(server, LISTING, { variables: { filter: '{}' } })).body.data.client_productsQuery.edges;
    const row = listing.find((e) => e.node._id === demo._id);
    if (row) assert.equal(row.node.picture_thumb, main.thumbUrl);
    const storeTitle = (await graphql(server, 'query($slug: String!) { productBySlug(slug: $slug) { title } }', { variables: { slug: demo.slug } })).body.data.productBySlug.title;
    const hit = await searchHit(demo._id, storeTitle);
    assert.ok(hit, 'the product is found by its title');
    assert.equal(hit.picture_thumb, main.thumbUrl);

    // Reorder, keep by path, move a gallery picture to the front, drop one; then clear everything.
    const reordered = await setProductOk(owner, { id: demo._id, version: p.version, picture: g2.srcUrl, gallery: [g1.srcUrl, main.srcUrl, g1.id] });
    assert.equal(reordered.picture, g2.srcUrl);
    assert.equal(reordered.picture_thumb, g2.thumbUrl);
    assert.deepEqual(reordered.gallery.map((g) => g.img), [g1.srcUrl, main.srcUrl], 'a picture named twice is kept once');
    const cleared = await setProductOk(manager, { id: demo._id, version: reordered.version, picture: null, gallery: [] });
    assert.equal(cleared.picture, null);
    assert.deepEqual(cleared.gallery, []);
    assert.ok(!(await storeProduct(demo.slug)).picture, 'the store front shows no picture');
    demo = await setProductOk(manager, { id: demo._id, version: cleared.version, picture: main.id, gallery: [] });

    // The audit rows carry the paths before and after.
    const log = await staffCall(server, owner, Q.audit, { first: 20, subject: demo._id }, 'staffAuditLog');
    const rows = log.entries.filter((e) => e.action === 'product.pictures');
    assert.equal(rows.length, 4);
    const first = rows.find((e) => JSON.parse(e.after).picture === main.srcUrl && JSON.parse(e.after).gallery.length === 2);
    assert.ok(first, JSON.stringify(rows));
    assert.deepEqual(JSON.parse(first.after), { picture: main.srcUrl, gallery: [g1.srcUrl, g2.srcUrl] });
    assert.equal(JSON.parse(first.before).picture, before.picture ?? null);
    assert.equal(first.actor_id, manager.id);
  });

  it("refuses a customer's upload, unknown ids and paths, a stale version and an unknown product", async () => {
    const current = await read(demo._id);
    const mine = (await upload(customer, { kind: null, bytes: picture(30, 30), name: 'me.png' })).body;
    assert.ok(mine.id, JSON.stringify(mine));
    const asset = (await upload(manager, { kind: null })).body; // a staff member's ordinary upload
    const cases = [
      [{ picture: mine.id, gallery: [] }, 'picture'],
      [{ picture: null, gallery: [mine.srcUrl] }, 'gallery'],
      [{ picture: asset.id, gallery: [] }, 'picture'],
      [{ picture: 'ffffffffffffffffffffffff', gallery: [] }, 'picture'],
      [{ picture: '/media/products/not-this-one.jpg', gallery: [] }, 'picture'],
    ];
    for (const [vars, details] of cases) {
      const res = await setProduct(manager, { id: demo._id, version: current.version, ...vars });
      const error = res.body.data.staffSetProductPictures.error;
      assert.deepEqual(error && { textCode: error.textCode, details: error.details }, { textCode: 'PICTURE_NOT_FOUND', details }, JSON.stringify(vars));
    }
    const many = await Promise.all(Array.from({ length: 13 }, () => staffPicture()));
    const tooMany = (await setProduct(manager, { id: demo._id, version: current.version, gallery: many.map((a) => a.id) })).body.data.staffSetProductPictures;
    assert.equal(tooMany.error.textCode, 'TOO_MANY_PICTURES');
    const stale = (await setProduct(owner, { id: demo._id, version: current.version - 1, picture: null, gallery: [] })).body.data.staffSetProductPictures;
    assert.deepEqual({ code: stale.error.code, textCode: stale.error.textCode }, { code: 'CONFLICT', textCode: 'PRODUCT_CHANGED' });
    const unknown = (await setProduct(owner, { id: 'ffffffffffffffffffffffff', version: 1, gallery: [] })).body.data.staffSetProductPictures;
    assert.equal(unknown.error.textCode, 'PRODUCT_NOT_FOUND');
    const after = await read(demo._id);
    assert.equal(after.version, current.version, 'no refusal wrote anything');
    assert.equal(after.picture, current.picture);
  });

  it("sets a category's pictures; the store front's menu shows them", async () => {
    const title = await staffPicture();
    const menu = await staffPicture(owner);
    const before = await category(categoryId);
    const res = await graphql(server, SET_CATEGORY, { variables: { id: categoryId, version: before.version, title: title.id, menu: menu.id }, headers: { token: manager.token } });
    assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
    const cat = res.body.data.staffSetCategoryPictures;
    assert.equal(cat.error, null, JSON.stringify(cat.error));
    assert.equal(cat.version, before.version + 1);
    assert.deepEqual([cat.title_img, cat.title_img_thumb, cat.menu_bg_img, cat.menu_bg_img_thumb], [title.srcUrl, title.thumbUrl, menu.srcUrl, menu.thumbUrl]);
    const store = (await graphql(server, STORE_CATS)).body.data.productCats.find((c) => c._id === categoryId);
    assert.deepEqual([store.title_img, store.title_img_thumb, store.menu_bg_img, store.menu_bg_img_thumb], [title.srcUrl, title.thumbUrl, menu.srcUrl, menu.thumbUrl]);

    const stale = (await graphql(server, SET_CATEGORY, { variables: { id: categoryId, version: before.version, title: null }, headers: { token: owner.token } })).body.data.staffSetCategoryPictures;
    assert.equal(stale.error.textCode, 'CATEGORY_CHANGED');
    // Swap the two by path, then clear the menu picture.
    const swapped = (await graphql(server, SET_CATEGORY, { variables: { id: categoryId, version: cat.version, title: menu.srcUrl, menu: null }, headers: { token: owner.token } })).body.data.staffSetCategoryPictures;
    assert.equal(swapped.error, null, JSON.stringify(swapped.error));
    assert.deepEqual([swapped.title_img, swapped.title_img_thumb, swapped.menu_bg_img], [menu.srcUrl, menu.thumbUrl, null]);
    const log = await staffCall(server, owner, Q.audit, { first: 20, subject: categoryId }, 'staffAuditLog');
    const rows = log.entries.filter((e) => e.action === 'category.pictures');
    assert.equal(rows.length, 2);
    assert.ok(rows.some((e) => JSON.stringify(JSON.parse(e.after)) === JSON.stringify({ title_img: menu.srcUrl, menu_bg_img: null })), JSON.stringify(rows));
  });

  it('sweeps a picture taken off the catalogue and keeps every one shown', async () => {
    const kept = await staffPicture();
    const gallery = await staffPicture();
    const dropped = await staffPicture();
    const unused = await staffPicture();
    const current = await read(demo._id);
    let p = await setProductOk(manager, { id: demo._id, version: current.version, picture: kept.id, gallery: [gallery.id, dropped.id] });
    p = await setProductOk(manager, { id: demo._id, version: p.version, picture: kept.srcUrl, gallery: [gallery.srcUrl] });
    const cat = await category(categoryId);

    await sweepUploads(server);
    for (const asset of [kept, gallery]) assert.ok(onDisk(asset), `${asset.srcUrl} is shown and stays`);
    assert.ok(existsSync(file(cat.title_img)), 'the category picture stays');
    for (const asset of [dropped, unused]) assert.ok(!existsSync(file(asset.srcUrl)) && !existsSync(file(asset.thumbUrl)), `${asset.srcUrl} is swept`);
    // The kept ones still serve, and the product still shows them.
    assert.equal((await fetch(`${server.url}${kept.thumbUrl}`)).status, 200);
    assert.equal((await storeProduct(demo.slug)).picture, kept.srcUrl);
    // A staff member's deleteUpload cannot take a picture away from a product.
    const del = await graphql(server, 'mutation($id: ID!) { deleteUpload(id: $id) { _id error { code } } }', { variables: { id: kept.id }, headers: { token: manager.token } });
    assert.equal(del.body.data.deleteUpload.error.code, 'NOT_FOUND');
    assert.ok(onDisk(kept));
  });
});
