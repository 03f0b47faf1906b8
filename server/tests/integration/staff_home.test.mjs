// The home page and offers from the console (issue 18; docs/api.md 'Staff: home page and offers')
// against the real binary: the role matrix of every operation (visitor, customer, picker and rider
// refused with nothing changed); a home list, a banner group and the 'last-min' offer saved whole
// and the store front's pageSettingByKey('home') / offerByKey('last-min') following at once; the
// refusals (a bad link, a kept item of another group, an unknown, a disabled or a repeated product,
// an unknown key, a stale version) changing nothing; a banner picture from a staff upload and a
// customer's upload refused; the sweep keeping a banner's picture and deleting it once taken off; a
// draft group or offer hidden; and the audit rows.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer, sweepUploads } from './harness.mjs';
import { picture } from './png.mjs';
import { customers, products } from './shop.mjs';
import { ERROR, assertOwnersAndManagersOnly, staffCall, staffTeam, uploadAsset } from './staff.mjs';

const PRODUCT = '_id title slug barcode price picture_thumb status available_qty listed';
const GROUP = `_id key title width height status items { id img thumb url } version ${ERROR}`;
const LIST = `key title products { ${PRODUCT} } version ${ERROR}`;
const OFFER = `_id key title status products { ${PRODUCT} } version ${ERROR}`;
const O = {
  page: `{ staffHomePage { banners { ${GROUP} } lists { ${LIST} } offer { ${OFFER} } ${ERROR} } }`,
  banners: `mutation($input: StaffBannerGroupInput!) { staffSaveBannerGroup(input: $input) { ${GROUP} } }`,
  list: `mutation($input: StaffHomeListInput!) { staffSaveHomeList(input: $input) { ${LIST} } }`,
  offer: `mutation($input: StaffOfferInput!) { staffSaveOffer(input: $input) { ${OFFER} } }`,
  product: 'query($id: ID!) { staffProduct(id: $id) { _id version status error { textCode } } }',
  saveProduct: 'mutation($input: StaffProductInput!) { staffSaveProduct(input: $input) { _id version status error { textCode } } }',
  audit: 'query($subject: String) { staffAuditLog(first: 20, subject: $subject) { entries { actor_id action subject before after } } }',
};
const STORE_HOME = `{ pageSettingByKey(key: "home") { key banners { key banner { key status items { id img thumb url } } }
  products { key title ids products { _id } } } }`;
const STORE_OFFER = '{ offerByKey(key: "last-min") { title status items { prod { _id } } } }';

describe('the home page and offers through the staff API', { timeout: 300000 }, () => {
  let server;
  let owner;
  let manager;
  let picker;
  let rider;
  let customer;
  let shelf; // listed demo products

  const call = (who, query, variables, field) => staffCall(server, who, query, variables, field);
  const home = () => call(manager, O.page, {}, 'staffHomePage');
  const storeHome = async () => (await graphql(server, STORE_HOME)).body.data.pageSettingByKey;
  const storeOffer = async () => (await graphql(server, STORE_OFFER)).body.data.offerByKey;
  const storeList = async (key) => (await storeHome()).products.find((l) => l.key === key);
  const storeGroup = async (key) => (await storeHome()).banners.find((b) => b.key === key).banner;
  const audit = async (subject) => (await call(owner, O.audit, { subject }, 'staffAuditLog')).entries;
  const saveList = (who, input) => call(who, O.list, { input }, 'staffSaveHomeList');
  const saveGroup = (who, input) => call(who, O.banners, { input }, 'staffSaveBannerGroup');
  const saveOffer = (who, input) => call(who, O.offer, { input }, 'staffSaveOffer');
  const refusal = (answer) => ({ textCode: answer.error?.textCode, details: answer.error?.details, code: answer.error?.code });

  const upload = (who) => uploadAsset(server, who, { bytes: picture(120, 40), name: 'banner.png' });

  before(async () => {
    server = await startServer({ env: { KARYANA_TEST_HOOKS: '1' } }); // the upload sweep's route
    [customer] = await customers(server, 'staff-home', 1, { phoneBase: 3325550700 });
    ({ owner, manager, picker, rider } = await staffTeam(server, 'home'));
    shelf = await products(server, 40);
  });
  after(async () => {
    await server?.stop();
  });

  it('refuses visitors, customers, pickers and riders on every operation and changes nothing', async () => {
    const page = await home();
    const [slider] = page.banners;
    const [featured] = page.lists;
    const calls = [
      [O.page, {}],
      [O.banners, { input: { key: slider.key, version: slider.version, status: 'draft', items: [] } }],
      [O.list, { input: { key: featured.key, version: featured.version, title: 'Role test', product_ids: [] } }],
      [O.offer, { input: { key: 'last-min', version: page.offer.version, title: 'Role test', status: 'draft', product_ids: [] } }],
    ];
    await assertOwnersAndManagersOnly(server, calls, { customer, picker, rider });
    assert.deepEqual(await home(), page);
    assert.ok((await call(owner, O.page, {}, 'staffHomePage')).banners.length > 0);
  });

  it('answers the page: banner groups in slot order, the two lists and the last-min offer', async () => {
    const page = await home();
    assert.equal(page.error, null);
    assert.deepEqual(page.banners.map((b) => b.key), ['top-slider', 'top-banner', 'mid-banner', 'bottom-banner']);
    assert.ok(page.banners.every((b) => b.version === 1 && b.status === 'published' && b.items.length > 0));
    assert.ok(page.banners[0].items.every((i) => i.id && i.img && i.thumb && i.url.startsWith('/')));
    assert.deepEqual(page.lists.map((l) => l.key), ['featured-products', 'top-products']);
    assert.ok(page.lists.every((l) => l.products.length > 0 && l.products.every((p) => p.listed && p.status === 'published')));
    assert.equal(page.offer.key, 'last-min');
    assert.equal(page.offer.title, 'Last Minute Buys');
    assert.ok(page.offer.products.length > 0);
    // The store front shows the same.
    const store = await storeHome();
    assert.deepEqual(
      store.products.find((l) => l.key === 'featured-products').products.map((p) => p._id),
      page.lists[0].products.map((p) => p._id),
    );
  });

  it('saves a home list whole: the store front shows the new order and title at once; audited', async () => {
    const before = (await home()).lists.find((l) => l.key === 'featured-products');
    const newcomer = shelf.find((p) => !before.products.some((b) => b._id === p._id));
    const ids = [newcomer._id, ...before.products.slice(1).map((p) => p._id).reverse()];
    const saved = await saveList(manager, { key: 'featured-products', version: before.version, title: 'Fresh this week', product_ids: ids });
    assert.equal(saved.error, null, JSON.stringify(saved.error));
    assert.equal(saved.version, before.version + 1);
    assert.deepEqual(saved.products.map((p) => p._id), ids);
    const store = await storeList('featured-products');
    assert.equal(store.title, 'Fresh this week');
    assert.deepEqual(store.products.map((p) => p._id), ids);
    const [row] = await audit('featured-products');
    assert.equal(row.action, 'home.list');
    assert.equal(row.actor_id, manager.id);
    assert.deepEqual(JSON.parse(row.before).product_ids, before.products.map((p) => p._id));
    assert.deepEqual(JSON.parse(row.after), { title: 'Fresh this week', product_ids: ids });

    // The old version again: a conflict, nothing written.
    const stale = await saveList(owner, { key: 'featured-products', version: before.version, title: 'Old', product_ids: [] });
    assert.deepEqual(refusal(stale), { textCode: 'HOME_CHANGED', details: 'version', code: 'CONFLICT' });
    assert.deepEqual((await storeList('featured-products')).products.map((p) => p._id), ids);
  });

  it('refuses unknown, disabled and repeated products, an unknown key and a bad title, changing nothing', async () => {
    const top = (await home()).lists.find((l) => l.key === 'top-products');
    const ids = top.products.map((p) => p._id);
    const draft = shelf.find((p) => !ids.includes(p._id) && !(top.products.some((t) => t._id === p._id)));
    const read = await call(manager, O.product, { id: draft._id }, 'staffProduct');
    const hidden = await call(manager, O.saveProduct, { input: { _id: draft._id, version: read.version, status: 'draft' } }, 'staffSaveProduct');
    assert.equal(hidden.status, 'draft');
    const base = { key: 'top-products', version: top.version, title: 'Top Products' };
    const cases = [
      [{ product_ids: [ids[0], 'ffffffffffffffffffffffff'] }, { textCode: 'HOME_PRODUCT_NOT_FOUND', details: 'product_ids.1' }],
      [{ product_ids: [draft._id] }, { textCode: 'HOME_PRODUCT_UNPUBLISHED', details: 'product_ids.0' }],
      [{ product_ids: [ids[0], ids[1], ids[0]] }, { textCode: 'HOME_PRODUCT_TWICE', details: 'product_ids.2' }],
      [{ product_ids: shelf.slice(0, 40).concat(shelf.slice(0, 11)).map((p, i) => `${p._id}-${i}`) }, { textCode: 'HOME_PRODUCTS_TOO_MANY', details: 'product_ids' }],
      [{ title: '  ', product_ids: ids }, { textCode: 'REQUIRED', details: 'title' }],
      [{ key: 'bottom-products', product_ids: ids }, { textCode: 'HOME_KEY_NOT_FOUND', details: 'key' }],
    ];
    for (const [change, expected] of cases) {
      const answer = await saveList(manager, { ...base, ...change });
      assert.deepEqual({ textCode: answer.error?.textCode, details: answer.error?.details }, expected, JSON.stringify(change).slice(0, 80));
    }
    const after = (await home()).lists.find((l) => l.key === 'top-products');
    assert.equal(after.version, top.version);
    assert.deepEqual(after.products.map((p) => p._id), ids);

    // A product unpublished after it was listed leaves the store front by itself; the console marks it.
    const victim = top.products[0];
    const v = await call(manager, O.product, { id: victim._id }, 'staffProduct');
    await call(manager, O.saveProduct, { input: { _id: victim._id, version: v.version, status: 'draft' } }, 'staffSaveProduct');
    const marked = (await home()).lists.find((l) => l.key === 'top-products').products.find((p) => p._id === victim._id);
    assert.deepEqual({ status: marked.status, listed: marked.listed }, { status: 'draft', listed: false });
    assert.equal((await storeList('top-products')).products.some((p) => p._id === victim._id), false);
    const back = await call(manager, O.product, { id: victim._id }, 'staffProduct');
    await call(manager, O.saveProduct, { input: { _id: victim._id, version: back.version, status: 'published' } }, 'staffSaveProduct');
    assert.equal((await storeList('top-products')).products[0]._id, victim._id);
  });

  it('saves a banner group: order, links and removal follow at once; bad links and foreign items refused', async () => {
    const page = await home();
    const slider = page.banners.find((b) => b.key === 'top-slider');
    const mid = page.banners.find((b) => b.key === 'mid-banner');
    const [a, b, c] = slider.items;
    const items = [
      { id: c.id, url: 'https://example.com/eid?x=1' },
      { id: a.id, url: '/product/some-product' },
    ];
    const base = { key: 'top-slider', version: slider.version, status: 'published' };
    for (const [bad, expected] of [
      [[{ id: a.id, url: 'javascript:alert(1)' }], { textCode: 'BANNER_URL_INVALID', details: 'items.0.url' }],
      [[{ id: a.id, url: '/ok' }, { id: b.id, url: '//evil.example/x' }], { textCode: 'BANNER_URL_INVALID', details: 'items.1.url' }],
      [[{ id: a.id, url: 'tea' }], { textCode: 'BANNER_URL_INVALID', details: 'items.0.url' }],
      [[{ id: mid.items[0].id, url: '/ok' }], { textCode: 'BANNER_ITEM_NOT_FOUND', details: 'items.0.id' }],
      [[{ url: '/ok' }], { textCode: 'BANNER_IMAGE_REQUIRED', details: 'items.0.upload_id' }],
      [[{ upload_id: 'ffffffffffffffffffffffff', url: '/ok' }], { textCode: 'BANNER_UPLOAD_NOT_FOUND', details: 'items.0.upload_id' }],
    ]) {
      const answer = await saveGroup(manager, { ...base, items: bad });
      assert.deepEqual({ textCode: answer.error?.textCode, details: answer.error?.details }, expected, JSON.stringify(bad));
    }
    const status = await saveGroup(manager, { ...base, status: 'hidden', items });
    assert.deepEqual(refusal(status), { textCode: 'HOME_STATUS_INVALID', details: 'status', code: 'HOME_STATUS_INVALID' });
    assert.equal((await storeGroup('top-slider')).items.length, slider.items.length, 'nothing changed');

    const saved = await saveGroup(manager, { ...base, items });
    assert.equal(saved.error, null, JSON.stringify(saved.error));
    assert.equal(saved.version, slider.version + 1);
    assert.deepEqual(saved.items.map((i) => [i.id, i.img, i.url]), [[c.id, c.img, items[0].url], [a.id, a.img, items[1].url]]);
    const store = await storeGroup('top-slider');
    assert.deepEqual(store.items.map((i) => [i.img, i.thumb, i.url]), [[c.img, c.thumb, items[0].url], [a.img, a.thumb, items[1].url]]);
    const [row] = await audit('top-slider');
    assert.equal(row.action, 'home.banners');
    assert.equal(JSON.parse(row.before).items.length, 3);
    assert.deepEqual(JSON.parse(row.after).items.map((i) => i.url), items.map((i) => i.url));

    // b was removed: it cannot be kept any more. The old version: a conflict.
    const gone = await saveGroup(manager, { ...base, version: saved.version, items: [{ id: b.id, url: '/x' }] });
    assert.deepEqual(refusal(gone), { textCode: 'BANNER_ITEM_NOT_FOUND', details: 'items.0.id', code: 'BANNER_ITEM_NOT_FOUND' });
    const stale = await saveGroup(owner, { ...base, items: [] });
    assert.deepEqual(refusal(stale), { textCode: 'HOME_CHANGED', details: 'version', code: 'CONFLICT' });

    // Draft: the store front leaves the group out; published again, it comes back.
    const drafted = await saveGroup(owner, { ...base, version: saved.version, status: 'draft', items });
    assert.equal(drafted.status, 'draft');
    assert.equal((await storeHome()).banners.some((g) => g.key === 'top-slider'), false);
    const again = await saveGroup(owner, { ...base, version: drafted.version, items });
    assert.equal((await storeGroup('top-slider')).items.length, 2);
    assert.equal(again.version, drafted.version + 1);
  });

  it("takes a banner picture from a staff member's picture upload, not a customer's", async () => {
    const group = (await home()).banners.find((b) => b.key === 'bottom-banner');
    const up = await upload(manager);
    assert.equal(up.status, 200, JSON.stringify(up.body));
    const uploadId = up.body.id ?? up.body._id;
    assert.ok(uploadId, JSON.stringify(up.body));
    const theirs = (await uploadAsset(server, customer, { kind: null, bytes: picture(60, 20), name: 'mine.png' })).body;
    const refused = await saveGroup(manager, {
      key: 'bottom-banner', version: group.version, status: 'published',
      items: [{ upload_id: theirs.id ?? theirs._id, url: '/category/tea' }],
    });
    assert.equal(refused.error?.textCode, 'BANNER_UPLOAD_NOT_FOUND');

    const saved = await saveGroup(manager, {
      key: 'bottom-banner', version: group.version, status: 'published',
      items: [{ id: group.items[0].id, url: group.items[0].url }, { upload_id: uploadId, url: '/category/tea' }],
    });
    assert.equal(saved.error, null, JSON.stringify(saved.error));
    const added = saved.items[1];
    assert.match(added.img, /^\/media\/uploads\//);
    assert.ok(added.thumb);
    const store = await storeGroup('bottom-banner');
    assert.deepEqual(store.items.map((i) => i.img), [group.items[0].img, added.img]);
    const file = await fetch(`${server.url}${added.img}`);
    assert.equal(file.status, 200);

    // The sweep keeps a picture a banner shows; taken off the banner, it goes.
    const onDisk = (url) => existsSync(path.join(server.dataDir, 'media', url.slice('/media/'.length)));
    assert.ok(onDisk(added.img) && onDisk(added.thumb));
    await sweepUploads(server);
    assert.ok(onDisk(added.img) && onDisk(added.thumb), 'a banner picture survives the sweep');
    const trimmed = await saveGroup(manager, {
      key: 'bottom-banner', version: saved.version, status: 'published',
      items: [{ id: group.items[0].id, url: group.items[0].url }],
    });
    assert.equal(trimmed.error, null, JSON.stringify(trimmed.error));
    await sweepUploads(server);
    assert.equal(onDisk(added.img), false, 'a picture no banner shows is swept');
    assert.deepEqual((await storeGroup('bottom-banner')).items.map((i) => i.img), [group.items[0].img]);
  });

  it('saves the last-min offer: order and title follow, a draft offer answers null, audited', async () => {
    const offer = (await home()).offer;
    const ids = [shelf[3]._id, ...offer.products.map((p) => p._id).filter((id) => id !== shelf[3]._id).slice(0, 2)];
    const saved = await saveOffer(manager, { key: 'last-min', version: offer.version, title: 'Before you go', status: 'published', product_ids: ids });
    assert.equal(saved.error, null, JSON.stringify(saved.error));
    assert.deepEqual(saved.products.map((p) => p._id), ids);
    const store = await storeOffer();
    assert.equal(store.title, 'Before you go');
    assert.deepEqual(store.items.map((i) => i.prod._id), ids);
    const [row] = await audit('last-min');
    assert.equal(row.action, 'offer.save');
    assert.deepEqual(JSON.parse(row.after), { title: 'Before you go', product_ids: ids, status: 'published' });

    const bad = await saveOffer(manager, { key: 'last-min', version: saved.version, title: 'x', status: 'published', product_ids: ['nope'] });
    assert.deepEqual(refusal(bad), { textCode: 'HOME_PRODUCT_NOT_FOUND', details: 'product_ids.0', code: 'HOME_PRODUCT_NOT_FOUND' });
    const drafted = await saveOffer(owner, { key: 'last-min', version: saved.version, title: 'Before you go', status: 'draft', product_ids: ids });
    assert.equal(drafted.status, 'draft');
    assert.equal(await storeOffer(), null);
    const stale = await saveOffer(owner, { key: 'last-min', version: saved.version, title: 'x', status: 'published', product_ids: ids });
    assert.equal(refusal(stale).textCode, 'HOME_CHANGED');
    await saveOffer(owner, { key: 'last-min', version: drafted.version, title: 'Before you go', status: 'published', product_ids: ids });
    assert.deepEqual((await storeOffer()).items.map((i) => i.prod._id), ids);
    const unknown = await saveOffer(owner, { key: 'first-min', version: 1, title: 'x', status: 'published', product_ids: [] });
    assert.equal(refusal(unknown).textCode, 'HOME_KEY_NOT_FOUND');
  });
});
