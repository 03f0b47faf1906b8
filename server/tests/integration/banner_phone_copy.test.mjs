// A banner picture's phone-sized copy (issue 19; media/phone_variant.hpp) against the real binary:
// the demo store's wide banners have one, 800 px wide, named by pageSettingByKey's img_phone and
// served; a narrow banner has none. A staff member's wide picture upload gets one too (the store front
// names it once a banner shows the picture), a narrow one and a customer's ordinary upload do not,
// and the sweep deletes the copy with its picture.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer, sweepUploads } from './harness.mjs';
import { picture } from './png.mjs';
import { customers } from './shop.mjs';
import { ERROR, staffCall, staffTeam, uploadAsset } from './staff.mjs';

const STORE_HOME =
  '{ pageSettingByKey(key: "home") { banners { key banner { width height items { img thumb img_phone } } } } }';
const GROUP = `_id key version items { id img thumb url } ${ERROR}`;
const STAFF_HOME = `{ staffHomePage { banners { ${GROUP} } ${ERROR} } }`;
const SAVE = `mutation($input: StaffBannerGroupInput!) { staffSaveBannerGroup(input: $input) { ${GROUP} } }`;

// Width and height from a PNG's IHDR or a JPEG's start-of-frame segment.
function pictureSize(bytes) {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG')
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  assert.equal(bytes.readUInt16BE(0), 0xffd8, 'a JPEG');
  for (let at = 2; at + 9 < bytes.length;) {
    assert.equal(bytes[at], 0xff, `a JPEG marker at ${at}`);
    const marker = bytes[at + 1];
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { type: 'jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  assert.fail('no start-of-frame segment');
}

describe("a banner picture's phone-sized copy", { timeout: 300000 }, () => {
  let server;
  let manager;
  let customer;

  const storeHome = async () => (await graphql(server, STORE_HOME)).body.data.pageSettingByKey;
  const storeGroup = async (key) => (await storeHome()).banners.find((b) => b.key === key).banner;
  const onDisk = (url) => existsSync(path.join(server.dataDir, 'media', url.slice('/media/'.length)));
  async function served(url) {
    const res = await fetch(`${server.url}${url}`);
    assert.equal(res.status, 200, url);
    return { contentType: res.headers.get('content-type'), ...pictureSize(Buffer.from(await res.arrayBuffer())) };
  }
  const phoneOf = (url) => url.replace(/(\.[a-z]+)$/, '-phone$1');

  before(async () => {
    server = await startServer({ env: { KARYANA_TEST_HOOKS: '1' } }); // the upload sweep's route
    [customer] = await customers(server, 'phone-copy', 1, { phoneBase: 3325550900 });
    ({ manager } = await staffTeam(server, 'phone-copy'));
  });
  after(async () => {
    await server?.stop();
  });

  it("names the demo slider's copies, 800 px wide and served, and none for a narrow banner", async () => {
    const slider = await storeGroup('top-slider');
    assert.equal(slider.width, 1200);
    assert.ok(slider.items.length > 0);
    for (const item of slider.items) {
      assert.equal(item.img_phone, phoneOf(item.img));
      const copy = await served(item.img_phone);
      assert.deepEqual(copy, { contentType: 'image/jpeg', type: 'jpeg', width: 800, height: 267 });
      assert.equal((await served(item.img)).width, 1200);
    }
    const mid = await storeGroup('mid-banner');
    assert.equal(mid.width, 600);
    for (const item of mid.items) assert.equal(item.img_phone, null);
  });

  it("makes one for a staff member's wide picture upload, names it once a banner shows it, and sweeps it", async () => {
    const wide = await uploadAsset(server, manager, { bytes: picture(1200, 400), name: 'wide.png' });
    assert.equal(wide.status, 200, JSON.stringify(wide.body));
    assert.deepEqual(await served(phoneOf(wide.body.srcUrl)), {
      contentType: 'image/png',
      type: 'png',
      width: 800,
      height: 267,
    });
    const narrow = await uploadAsset(server, manager, { bytes: picture(600, 200), name: 'narrow.png' });
    assert.equal(narrow.status, 200, JSON.stringify(narrow.body));
    assert.equal(onDisk(phoneOf(narrow.body.srcUrl)), false, 'a picture not wider than the copy has none');
    const theirs = await uploadAsset(server, customer, { kind: null, bytes: picture(1200, 400), name: 'mine.png' });
    assert.equal(theirs.status, 200, JSON.stringify(theirs.body));
    assert.equal(onDisk(phoneOf(theirs.body.srcUrl)), false, "a customer's upload gets no copy");

    const group = (await staffCall(server, manager, STAFF_HOME, {}, 'staffHomePage')).banners.find(
      (b) => b.key === 'top-banner',
    );
    const save = (version, items) =>
      staffCall(
        server,
        manager,
        SAVE,
        { input: { key: 'top-banner', version, status: 'published', items } },
        'staffSaveBannerGroup',
      );
    const kept = { id: group.items[0].id, url: group.items[0].url };
    const saved = await save(group.version, [
      kept,
      { upload_id: wide.body.id, url: '/category/tea' },
      { upload_id: narrow.body.id, url: '/category/tea' },
    ]);
    assert.equal(saved.error, null, JSON.stringify(saved.error));
    const store = await storeGroup('top-banner');
    assert.deepEqual(
      store.items.map((i) => i.img_phone),
      [phoneOf(group.items[0].img), phoneOf(wide.body.srcUrl), null],
    );

    // Taken off the banner, the picture is swept with its copy.
    const trimmed = await save(saved.version, [kept]);
    assert.equal(trimmed.error, null, JSON.stringify(trimmed.error));
    await sweepUploads(server);
    assert.equal(onDisk(wide.body.srcUrl), false);
    assert.equal(onDisk(phoneOf(wide.body.srcUrl)), false, 'the copy goes with its picture');
  });
});
