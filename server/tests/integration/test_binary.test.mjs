// The test-only routes (POST /api/test/...) are compiled into karyana_testing only (issue 16):
// the production binary holds none of their paths, and its KARYANA_TEST_HOOKS=1 adds no route.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { binary, startServer, testBinary } from './harness.mjs';

const hookPaths = ['/api/test/publish', '/api/test/stock', '/api/test/checkout', '/api/test/uploads'];

describe('test hooks live in the testing binary only', () => {
  it('the production binary holds no test hook; the testing binary holds them all', async () => {
    // The hooks' start-up warning is one whole literal in the binary that links them (a route path is
    // not: the compiler may store a short literal in pieces).
    const marker = 'test hooks enabled';
    assert.equal((await readFile(binary)).includes(marker), false, `${binary} contains the test hooks`);
    assert.equal((await readFile(testBinary)).includes(marker), true, `${testBinary} lacks the test hooks`);
    // And by behaviour: with KARYANA_TEST_HOOKS=1 the production binary answers no hook path.
    const post = (server, hook) =>
      fetch(`${server.url}${hook}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const production = await startServer({ env: { KARYANA_TEST_HOOKS: '1' }, bin: binary });
    try {
      for (const hook of hookPaths) assert.equal((await post(production, hook)).status, 404, `${binary} answers ${hook}`);
    } finally {
      await production.stop();
    }
    const testing = await startServer({ env: { KARYANA_TEST_HOOKS: '1' } });
    try {
      for (const hook of hookPaths) assert.notEqual((await post(testing, hook)).status, 404, `${testBinary} lacks ${hook}`);
    } finally {
      await testing.stop();
    }
  });

  it('the testing binary answers a hook only when KARYANA_TEST_HOOKS=1', async () => {
    const post = (server) =>
      fetch(`${server.url}/api/test/uploads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"sweep":{"grace_seconds":86400}}',
      });
    const hooked = await startServer({ env: { KARYANA_TEST_HOOKS: '1' } });
    try {
      const res = await post(hooked);
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), { swept: 0 });
    } finally {
      await hooked.stop();
    }
    const plain = await startServer();
    try {
      assert.equal((await post(plain)).status, 404);
    } finally {
      await plain.stop();
    }
  });
});
