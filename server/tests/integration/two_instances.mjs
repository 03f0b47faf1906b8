// Two real karyana processes on ONE PostgreSQL database (issue 20 "Several instances"), for the
// tests that spread their clients over both:
//
//   const pair = await startTwoInstances({ env: { KARYANA_TEST_HOOKS: '1' } });
//   … pair.a.url and pair.b.url serve the same store …
//   await stopTwoInstances(pair);
//
// `a` is started first (harness.mjs: a fresh database; it seeds the demo store), `b` once `a`
// serves, on a's database (harness.mjs `sameDatabaseAs`: b finds the store seeded and does not seed
// it again), with a data folder of its own (its own outbox.jsonl: count messages across both, see
// dataDirs) and one --media-dir shared with a, as docs/operations.md "Several instances" asks. The
// auth secret is in the database, so a token or phone code issued by one is good on the other. Read
// rows through `a` (database.mjs knows the database by a's data folder). PostgreSQL only
// (KARYANA_TEST_DATABASE=postgres): on SQLite one process owns the file.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { onPostgres } from './database.mjs';
import { startServer } from './harness.mjs';

// The skip option of a describe() that needs two instances: false on PostgreSQL, the reason on SQLite.
export const twoInstancesOnly = onPostgres
  ? false
  : 'PostgreSQL only: two instances share one database (KARYANA_TEST_DATABASE=postgres runs it)';

// `env` and `args` go to both.
export async function startTwoInstances({ env = {}, args = [] } = {}) {
  const media = await mkdtemp(path.join(os.tmpdir(), 'karyana-it-media-'));
  const withMedia = [...args, '--media-dir', media];
  let a;
  try {
    a = await startServer({ env, args: withMedia });
    const b = await startServer({ env, args: withMedia, sameDatabaseAs: a });
    return { a, b, media };
  } catch (e) {
    if (a) await a.stop().catch(() => {});
    await rm(media, { recursive: true, force: true });
    throw e;
  }
}

// Stops b, then a (a's stop drops the database, b's connections with it), then the shared media folder.
export async function stopTwoInstances({ a, b, media }) {
  try {
    if (b) await b.stop();
  } finally {
    if (a) await a.stop();
    if (media) await rm(media, { recursive: true, force: true });
  }
}

// Both data folders, for reading what the outbox senders wrote (outbox.mjs) across the two.
export const dataDirs = ({ a, b }) => [a.dataDir, b.dataDir];
