// The test-only routes (POST /api/test/...) are compiled into karyana_testing only (issue 16):
// the production binary holds none of their paths, and its KARYANA_TEST_HOOKS=1 adds no route.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { binary, startServer, testBinary } from './harness.mjs';

const hookPaths = ['/api/test/publish', '/api/test/stock', '/api/test/checkout', '/api/test/uploads'];

describe('test hooks live in the testing binary only', () => {
  it('the production binary holds no test route path; the testing binary holds them all', async () => {
    const production = await readFile(binary);
    const testing = await readFile(testBinary);
    for (const hook of hookPaths) {
      assert.equal(production.includes(hook), false, `${binary} contains ${hook}`);
      assert.equal(testing.includes(hook), true, `${testBinary} lacks ${hook}`);
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
