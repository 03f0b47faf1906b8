// POST /api/upload/assets against the real binary: a real PNG is stored and served under
// /media, a text file named .png is refused, a 20000×20000 PNG (a few KB of zlib) is refused
// quickly from its header, and files over 5 MB get a clear 413.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { picture, png } from './png.mjs';

describe('uploads over HTTP', () => {
  let server;
  let token;
  before(async () => {
    server = await startServer();
    const reg = await graphql(server, 'mutation($input: RegisterClientInput!) { registerClient(input: $input) { user { _id } error { message } } }', {
      variables: { input: { fname: 'Uzma', gender: 'female', email: 'it-upload@example.com', password: 'it-secret-pass', phone: '03331234567' } },
    });
    assert.equal(reg.body.data.registerClient.error, null);
    token = reg.headers.get('token');
  });
  after(async () => {
    if (server) await server.stop();
  });

  async function upload(bytes, filename, { auth = token, type = 'image/png', thumbSize } = {}) {
    const form = new FormData();
    form.append('name', filename);
    form.append('file', new Blob([bytes], { type }), filename);
    if (thumbSize) form.append('thumbSize', String(thumbSize));
    form.append('data', JSON.stringify({ purpose: 'avatar' }));
    const headers = auth ? { token: auth } : {};
    const res = await fetch(`${server.url}/api/upload/assets`, { method: 'POST', headers, body: form });
    return { status: res.status, body: await res.json() };
  }

  it('stores a real PNG and serves the picture and its thumbnail under /media', async () => {
    const res = await upload(picture(320, 240), 'me.png', { thumbSize: 64 });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.error, null);
    assert.equal(res.body.success.message, 'Upload complete');
    assert.match(res.body.id, /^[0-9a-f]{24}$/);
    assert.match(res.body.srcUrl, new RegExp(`^/media/uploads/[0-9a-f]{24}/${res.body.id}\\.png$`));
    for (const url of [res.body.srcUrl, res.body.thumbUrl]) {
      const file = await fetch(`${server.url}${url}`);
      assert.equal(file.status, 200, url);
      assert.equal(file.headers.get('content-type'), 'image/png');
      const bytes = Buffer.from(await file.arrayBuffer());
      assert.deepEqual([...bytes.subarray(1, 4)], [0x50, 0x4e, 0x47]);
      if (url === res.body.thumbUrl) assert.equal(bytes.readUInt32BE(16), 64, 'thumbnail width');
    }
  });

  it('refuses a signed-out upload', async () => {
    const res = await upload(picture(8, 8), 'x.png', { auth: null });
    assert.equal(res.status, 401);
    assert.equal(res.body.error.message, 'Authentication required');
  });

  it('refuses a text file renamed .png', async () => {
    const res = await upload(Buffer.from('I am not a picture at all\n'), 'fake.png');
    assert.equal(res.status, 415);
    assert.equal(res.body.error.message, 'Only PNG and JPEG images can be uploaded');
    assert.equal(res.body.srcUrl, null);
  });

  it('refuses a 20000x20000 PNG quickly, from its header', async () => {
    // 1-bit greyscale, all zero: 50 MB of scanlines compress to a few dozen KB.
    const width = 20000;
    const bomb = png(width, 20000, 1, 0, Buffer.alloc(20000 * (1 + width / 8)));
    assert.ok(bomb.length < 200 * 1024, `bomb is ${bomb.length} bytes`);
    const started = Date.now();
    const res = await upload(bomb, 'bomb.png');
    const took = Date.now() - started;
    assert.equal(res.status, 422);
    assert.equal(res.body.error.code, 'TOO_MANY_PIXELS');
    assert.ok(took < 2000, `took ${took} ms`);
  });

  it('answers 413 with a clear message for a file over 5 MB', async () => {
    const big = Buffer.concat([picture(8, 8), Buffer.alloc(5 * 1024 * 1024 + 100, 7)]);
    const res = await upload(big, 'big.png');
    assert.equal(res.status, 413);
    assert.equal(res.body.error.message, 'The file is too large. The maximum size is 5 MB.');

    // Beyond the route's body limit the transport refuses it before reading it all.
    const huge = await upload(Buffer.alloc(7 * 1024 * 1024, 1), 'huge.png');
    assert.equal(huge.status, 413);
    assert.ok(huge.body.error.message);
  });
});
