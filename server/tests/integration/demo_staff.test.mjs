// The demo staff accounts (one per role, a published password) exist only when asked for with
// --demo-staff / KARYANA_DEMO_STAFF=1 (scripts/start.sh): a real shop started on an empty data folder
// must not have an owner anyone can sign in as.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { graphql, startServer } from './harness.mjs';
import { signIn } from './staff.mjs';

const DEMO_PASSWORD = 'karyana-demo-staff';

async function staffRole(server, token) {
  const res = await graphql(server, '{ staffMe { role } }', { headers: { token } });
  return res.body.data?.staffMe?.role ?? null;
}

test('without --demo-staff no demo staff account exists', async () => {
  const server = await startServer();
  try {
    for (const who of ['owner', 'manager', 'picker', 'rider']) {
      const answer = await signIn(server, `${who}@karyana.test`, DEMO_PASSWORD);
      assert.equal(answer.error?.message, 'Login fail', `${who}: ${JSON.stringify(answer)}`);
    }
  } finally {
    await server.stop();
  }
});

test('with KARYANA_DEMO_STAFF=1 each demo account signs in with its role', async () => {
  const server = await startServer({ env: { KARYANA_DEMO_STAFF: '1' } });
  try {
    for (const who of ['owner', 'manager', 'picker', 'rider']) {
      const answer = await signIn(server, `${who}@karyana.test`, DEMO_PASSWORD);
      assert.equal(answer.status, 'LoggedIn', `${who}: ${JSON.stringify(answer)}`);
      assert.equal(await staffRole(server, answer.TokenData.token), who);
    }
  } finally {
    await server.stop();
  }
});
