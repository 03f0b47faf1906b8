// Uploaded files against the real binary, checked in the data folder itself: every upload is
// recorded; deleteUpload removes the owner's files (a second delete and another customer's
// attempt answer NOT_FOUND and delete nothing); replacing the avatar deletes the old picture;
// the sweep (run now through the test hook) deletes an unused upload but never the avatar.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { picture } from './png.mjs';
import { quote, sql } from './shop.mjs';

const DELETE = 'mutation($id: ID!) { deleteUpload(id: $id) { _id error { message code } success { message } } }';
const EDIT = 'mutation($input: EditUserInput!) { editUser(input: $input) { avatar avatar_thumb error { message } } }';
const ME = 'query($id: ID!) { user(id: $id) { avatar avatar_thumb } }';

describe('uploaded files leave the disk with their records', () => {
  let server;
  let owner;
  let other;

  async function register(email, phone) {
    const res = await graphql(server, 'mutation($input: RegisterClientInput!) { registerClient(input: $input) { user { _id } error { message } } }', {
      variables: { input: { fname: 'Uzma', gender: 'female', email, password: 'it-secret-pass', phone } },
    });
    assert.equal(res.body.data.registerClient.error, null, JSON.stringify(res.body));
    return { id: res.body.data.registerClient.user._id, token: res.headers.get('token') };
  }

  async function upload(who, name = 'me.png') {
    const form = new FormData();
    form.append('file', new Blob([picture(64, 48)], { type: 'image/png' }), name);
    const res = await fetch(`${server.url}/api/upload/assets`, { method: 'POST', headers: { token: who.token }, body: form });
    const body = await res.json();
    assert.equal(res.status, 200, JSON.stringify(body));
    return body;
  }

  const as = (who) => ({ headers: { token: who.token } });
  const remove = async (who, id) => (await graphql(server, DELETE, { variables: { id }, ...as(who) })).body;
  const setAvatar = async (who, asset) =>
    (await graphql(server, EDIT, { variables: { input: { _id: who.id, avatar: asset.srcUrl, avatar_thumb: asset.thumbUrl } }, ...as(who) })).body;
  // The file behind a /media URL, in the server's data folder.
  const file = (url) => path.join(server.dataDir, 'media', url.slice('/media/'.length));
  const onDisk = (asset) => existsSync(file(asset.srcUrl)) && existsSync(file(asset.thumbUrl));
  const goneFromDisk = (asset) => !existsSync(file(asset.srcUrl)) && !existsSync(file(asset.thumbUrl));
  const rows = (asset) => sql(server, `SELECT id, owner_id, path, thumb_path, mime_type, width, height FROM uploads WHERE id = ${quote(asset.id)}`);
  const sweep = async (graceSeconds) => {
    const res = await fetch(`${server.url}/api/test/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sweep: { grace_seconds: graceSeconds } }),
    });
    assert.equal(res.status, 200);
    return (await res.json()).swept;
  };

  before(async () => {
    server = await startServer({ env: { KARYANA_TEST_HOOKS: '1' } });
    owner = await register('it-files-owner@example.com', '03331234001');
    other = await register('it-files-other@example.com', '03331234002');
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('records every upload with its owner and files', async () => {
    const asset = await upload(owner);
    assert.ok(onDisk(asset));
    assert.deepEqual(await rows(asset), [
      { id: asset.id, owner_id: owner.id, path: asset.srcUrl, thumb_path: asset.thumbUrl, mime_type: 'image/png', width: 64, height: 48 },
    ]);
  });

  it("lets only the owner delete an upload: 'File removed', then NOT_FOUND", async () => {
    const asset = await upload(owner);

    const refused = await remove(other, asset.id);
    assert.equal(refused.data.deleteUpload.error.code, 'NOT_FOUND');
    assert.equal(refused.data.deleteUpload._id, null);
    const unknown = await remove(other, '0123456789abcdef01234567');
    assert.deepEqual(unknown.data.deleteUpload, refused.data.deleteUpload, 'an unknown id answers the same');
    assert.ok(onDisk(asset), "another customer's delete leaves the files");
    assert.equal((await rows(asset)).length, 1);

    const done = await remove(owner, asset.id);
    assert.deepEqual(done.data.deleteUpload, { _id: asset.id, error: null, success: { message: 'File removed' } });
    assert.ok(goneFromDisk(asset));
    assert.deepEqual(await rows(asset), []);
    assert.equal((await fetch(`${server.url}${asset.srcUrl}`)).status, 404);

    const again = await remove(owner, asset.id);
    assert.equal(again.data.deleteUpload.error.code, 'NOT_FOUND');
  });

  it('deletes the old picture when the avatar is replaced, and clears the avatar when its upload is deleted', async () => {
    const first = await upload(owner, 'first.png');
    const second = await upload(owner, 'second.png');
    assert.equal((await setAvatar(owner, first)).data.editUser.error, null);
    assert.equal((await setAvatar(owner, second)).data.editUser.avatar, second.srcUrl);
    assert.ok(goneFromDisk(first));
    assert.deepEqual(await rows(first), []);
    assert.ok(onDisk(second));

    // Another customer cannot take it as theirs.
    const stolen = await setAvatar(other, second);
    assert.equal(stolen.data.editUser.error.message, 'Invalid submission! Please verify your input.');

    assert.equal((await remove(owner, second.id)).data.deleteUpload.error, null);
    const me = await graphql(server, ME, { variables: { id: owner.id }, ...as(owner) });
    assert.deepEqual(me.body.data.user, { avatar: null, avatar_thumb: null });
    assert.ok(goneFromDisk(second));
  });

  it('sweeps an unused upload past the grace period but keeps the avatar', async () => {
    const avatar = await upload(other, 'avatar.png');
    const unused = await upload(other, 'abandoned.png');
    assert.equal((await setAvatar(other, avatar)).data.editUser.error, null);

    assert.equal(await sweep(3600), 0, 'nothing is an hour old yet');
    assert.ok(onDisk(unused));

    assert.ok((await sweep(0)) >= 1);
    assert.ok(goneFromDisk(unused));
    assert.deepEqual(await rows(unused), []);
    assert.ok(onDisk(avatar));
    assert.equal((await rows(avatar)).length, 1);
  });
});
