// The home page's first slide asked for with its HTML (issue 19, app/home_preload.hpp) against the
// real binary: GET / (and /index.html) carries a Link preload header built from the slider that
// pageSettingByKey('home') answers, with the web's own formula (preloadHome.ts preloadFirstSlide,
// BannerLink.tsx bannerSrcSet and SLIDE_SIZES); after a staff member reorders the slider the next
// GET / names the new first slide; with the slider drafted there is none; other app routes never carry it.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { ERROR, staffCall, staffMember } from './staff.mjs';

const STORE_HOME = '{ pageSettingByKey(key: "home") { banners { key banner { width items { id img thumb url } } } } }';
const GROUP = `key width status items { id img thumb url } version ${ERROR}`;
const STAFF_HOME = `{ staffHomePage { banners { ${GROUP} } ${ERROR} } }`;
const SAVE_GROUP = `mutation($input: StaffBannerGroupInput!) { staffSaveBannerGroup(input: $input) { ${GROUP} } }`;
const SLIDE_SIZES = '(max-width: 1280px) 100vw, 1232px';

// What the web's preloadFirstSlide asks for, as a Link header; null when it asks for nothing.
function webPreload(settings) {
  const group = settings?.banners?.find((b) => b?.key === 'top-slider')?.banner;
  const first = (group?.items ?? []).find((item) => item?.img);
  if (!first) return null;
  const width = group.width && group.width > 0 ? group.width : 1200;
  const srcSet = first.thumb && first.thumb !== first.img ? `${first.thumb} ${Math.round(width / 2)}w, ${first.img} ${width}w` : null;
  const sizes = srcSet ? `; imagesrcset="${srcSet}"; imagesizes="${SLIDE_SIZES}"` : '';
  return `<${first.img}>; rel=preload; as=image${sizes}; fetchpriority=high`;
}

describe('the Link preload header of the home page', { timeout: 300000 }, () => {
  let server;
  let webDir;
  let manager;

  const storeHome = async () => (await graphql(server, STORE_HOME)).body.data.pageSettingByKey;
  const slider = async () =>
    (await staffCall(server, manager, STAFF_HOME, {}, 'staffHomePage')).banners.find((b) => b.key === 'top-slider');
  const save = (input) => staffCall(server, manager, SAVE_GROUP, { input }, 'staffSaveBannerGroup');
  const linkOf = async (target) => {
    const res = await fetch(`${server.url}${target}`);
    assert.equal(res.status, 200, target);
    assert.match(res.headers.get('content-type'), /^text\/html/, target);
    await res.text();
    return res.headers.get('link');
  };

  before(async () => {
    // A web app of its own: the test does not depend on web/dist being built.
    webDir = await mkdtemp(path.join(os.tmpdir(), 'karyana-preload-web-'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Karyana</title><div id="root"></div>\n');
    server = await startServer({ env: { KARYANA_WEB_DIR: webDir } });
    manager = await staffMember(server, 'manager', 'preload-manager');
  });
  after(async () => {
    await server?.stop();
    if (webDir) await rm(webDir, { recursive: true, force: true });
  });

  it("names the slider's first picture as the web's preload does, on / and /index.html only", async () => {
    const expected = webPreload(await storeHome());
    assert.ok(expected, 'the demo store has a slider with pictures');
    assert.equal(await linkOf('/'), expected);
    assert.equal(await linkOf('/index.html'), expected);
    // Asked again: the same header (kept for the catalogue version, not read per request).
    assert.equal(await linkOf('/'), expected);
    // Other routes of the app answer the same index.html, but their largest content is another one.
    assert.equal(await linkOf('/category/x'), null);
    assert.equal(await linkOf('/product/some-product'), null);
    // A conditional request of the home page still names it (the 304 refreshes the cached headers).
    const first = await fetch(`${server.url}/`);
    await first.text();
    const again = await fetch(`${server.url}/`, { headers: { 'if-none-match': first.headers.get('etag') } });
    assert.equal(again.status, 304);
    assert.equal(again.headers.get('link'), expected);
  });

  it('follows a staff change of the slider at once: reordered, drafted, published again', async () => {
    const group = await slider();
    assert.ok(group.items.length >= 2, 'the demo slider has several slides');
    const before = await linkOf('/');
    const reordered = [...group.items.slice(1), group.items[0]].map((item) => ({ id: item.id, url: item.url }));
    const saved = await save({ key: 'top-slider', version: group.version, status: 'published', items: reordered });
    assert.equal(saved.error, null, JSON.stringify(saved.error));

    const expected = webPreload(await storeHome());
    assert.ok(expected.startsWith(`<${group.items[1].img}>`), expected);
    assert.notEqual(expected, before);
    assert.equal(await linkOf('/'), expected, 'the next GET / names the new first slide');

    const drafted = await save({ key: 'top-slider', version: saved.version, status: 'draft', items: reordered });
    assert.equal(drafted.error, null, JSON.stringify(drafted.error));
    assert.equal(webPreload(await storeHome()), null);
    assert.equal(await linkOf('/'), null, 'no slider on the store front: no header');

    const published = await save({ key: 'top-slider', version: drafted.version, status: 'published', items: reordered });
    assert.equal(published.error, null, JSON.stringify(published.error));
    assert.equal(await linkOf('/'), expected);
  });
});
