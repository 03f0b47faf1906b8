// Starts the real karyana binary for a test file and stops it again.
//
//   const server = await startServer();      // `karyana serve --port 0`, fresh data dir
//   await fetch(`${server.url}/healthz`);
//   await server.stop();                      // SIGTERM, waits for a clean exit
//
// The server picks a free port itself (port 0) and prints "listening on http://host:port";
// the harness reads the port from that line, so there is no race for a probed port.
//
// Environment: KARYANA_BIN (default <repo>/build/server/karyana), KARYANA_TEST_BIN (the build
// with the test hooks compiled in, started when a test passes KARYANA_TEST_HOOKS=1; default
// karyana_testing beside KARYANA_BIN), KARYANA_START_TIMEOUT_MS
// (default 180000: the first start on an empty data folder seeds the demo store),
// KARYANA_SEED_CACHE (default: a folder in the temp dir shared by all test runs, so the demo
// images are drawn once), KARYANA_TEST_DATABASE (sqlite, the default, or postgres: each server gets a
// fresh PostgreSQL database through --database-url, database.mjs; a restart with --data-dir of an
// earlier server gets that server's database).
//
// Two instances on one database (issue 20): `startServer({ sameDatabaseAs: first })` starts another
// server with a data folder of its own on `first`'s database (PostgreSQL: its URL; SQLite: its file,
// through --db). Stop it before `first`: stopping `first` drops a PostgreSQL database (its connections
// too); and look at the rows through `first` (database.mjs knows the database by `first`'s folder).
//
// Many customers, many clients: the server trusts X-Forwarded-For from 127.0.0.1
// (`--trust-proxy 127.0.0.1`, unless `trustProxy: false` or the test's own --trust-proxy), and
// graphql() gives every registerClient document a fresh forwarded address of its own, so a
// file registering many customers stays within the per-address registration and SMS limits
// (docs/security.md "Limits") instead of switching them off.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseFor, forgetDatabase } from './database.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');
export const binary = process.env.KARYANA_BIN ?? path.join(repoRoot, 'build/server/karyana');
// The production binary has no test routes (docs/decisions.md, issue 16); this one does.
export const testBinary = process.env.KARYANA_TEST_BIN ?? path.join(path.dirname(binary), 'karyana_testing');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// A folder of rendered demo images shared by every start, so only the first one draws them.
const seedCache = process.env.KARYANA_SEED_CACHE ?? path.join(os.tmpdir(), 'karyana-it-seed-cache');

export async function startServer({
  env = {},
  args = [],
  timeoutMs,
  trustProxy = true,
  bin: chosenBin,
  sameDatabaseAs = null,
} = {}) {
  const startTimeout = timeoutMs ?? Number(process.env.KARYANA_START_TIMEOUT_MS ?? 180000);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'karyana-it-'));
  const output = [];
  let announced = null; // "http://127.0.0.1:PORT" once the server printed it
  // Before the test's own args, so its --trust-proxy wins.
  const trust = trustProxy ? ['--trust-proxy', '127.0.0.1'] : [];
  // KARYANA_TEST_HOOKS=1 starts the testing binary, unless the test names the binary it means.
  const bin = chosenBin ?? (env.KARYANA_TEST_HOOKS === '1' ? testBinary : binary);
  // On PostgreSQL: the database of the data folder the server uses (the test's --data-dir or ours).
  const chosenDir = args.includes('--data-dir') ? args[args.indexOf('--data-dir') + 1] : dataDir;
  const databaseUrl = sameDatabaseAs ? sameDatabaseAs.databaseUrl : databaseFor(chosenDir);
  // SQLite's file (what --db, KARYANA_DB or the data folder name), for a later sameDatabaseAs.
  const dbPath = args.includes('--db')
    ? path.resolve(repoRoot, args[args.indexOf('--db') + 1])
    : path.resolve(repoRoot, env.KARYANA_DB ?? path.join(chosenDir, 'karyana.sqlite3'));
  const database = databaseUrl
    ? ['--database-url', databaseUrl]
    : sameDatabaseAs
      ? ['--db', sameDatabaseAs.dbPath]
      : [];
  const child = spawn(bin, ['serve', '--port', '0', ...trust, ...database, ...args], {
    cwd: repoRoot, // relative defaults such as web/dist resolve against the checkout
    env: {
      ...process.env,
      KARYANA_HOST: '127.0.0.1',
      KARYANA_DATA_DIR: dataDir,
      KARYANA_SEED_CACHE: seedCache,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      output.push(line);
      const m = /listening on (http:\/\/[^\s/]+:\d+)/.exec(line);
      if (m && !announced) announced = m[1];
    }
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
    child.on('error', (error) => {
      exited = { code: null, signal: null, error };
      resolve(exited);
    });
  });

  const logs = () => output.join('\n');
  const deadline = Date.now() + startTimeout;
  for (;;) {
    if (exited) {
      await rm(dataDir, { recursive: true, force: true });
      if (chosenDir === dataDir) forgetDatabase(dataDir);
      throw new Error(`karyana exited during start (${JSON.stringify(exited)}): ${bin}\n${logs()}`);
    }
    if (announced) {
      try {
        const res = await fetch(`${announced}/healthz`);
        if (res.ok) break;
      } catch {
        // not serving yet
      }
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exit;
      await rm(dataDir, { recursive: true, force: true });
      const what = announced ? `did not answer ${announced}/healthz` : 'did not print "listening on http://…"';
      throw new Error(`karyana ${what} within ${startTimeout} ms\n${logs()}`);
    }
    await sleep(100);
  }
  const origin = announced;
  const port = Number(new URL(origin).port);

  // Stops with SIGTERM and resolves with { code, signal } once the process has exited.
  async function stop({ timeoutMs: stopTimeout = 15000 } = {}) {
    if (!exited) {
      child.kill('SIGTERM');
      // Unreferenced: once the server has exited, this timer must not keep the test file's process
      // alive for the rest of its 15 s (it did, for every file: most of the suite's time).
      const timer = new Promise((resolve) => setTimeout(resolve, stopTimeout, 'timeout').unref());
      if ((await Promise.race([exit, timer])) === 'timeout') {
        child.kill('SIGKILL');
        await exit;
        await rm(dataDir, { recursive: true, force: true });
        throw new Error(`karyana did not stop within ${stopTimeout} ms of SIGTERM\n${logs()}`);
      }
    }
    await rm(dataDir, { recursive: true, force: true });
    if (chosenDir === dataDir) forgetDatabase(dataDir);
    return exited;
  }

  return {
    port,
    url: origin,
    graphqlUrl: `${origin}/graphql`,
    wsUrl: `${origin.replace(/^http/, 'ws')}/graphql`,
    databaseUrl, // null on SQLite
    dbPath: sameDatabaseAs ? sameDatabaseAs.dbPath : dbPath, // the SQLite file (unused on PostgreSQL)
    dataDir,
    child,
    exited: () => exited,
    logs,
    stop,
  };
}

// A fresh client address for each registration (198.18.0.0/15, the benchmarking range).
let registrations = 0;
export function nextClientAddress() {
  registrations += 1;
  return `198.${18 + ((registrations >> 16) & 1)}.${(registrations >> 8) & 255}.${registrations & 255}`;
}

// POSTs a GraphQL request the way Apollo Client 4 does; a registerClient document comes from
// a client address of its own (see the top) unless the test sends X-Forwarded-For itself.
export async function graphql(server, query, { variables, operationName, headers = {} } = {}) {
  const forwarded =
    /\bregisterClient\b/.test(query) && !Object.keys(headers).some((h) => h.toLowerCase() === 'x-forwarded-for')
      ? { 'x-forwarded-for': nextClientAddress() }
      : {};
  const res = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json,application/json;q=0.9',
      ...forwarded,
      ...headers,
    },
    body: JSON.stringify({ query, variables, operationName }),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

// Publishes on the server's bus through the test hook (needs KARYANA_TEST_HOOKS=1); resolves
// with the number of subscribers that were listening on the topic.
export async function publish(server, topic, payload) {
  const res = await fetch(`${server.url}/api/test/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ topic, payload }),
  });
  if (res.status !== 200) throw new Error(`publish failed: ${res.status} ${await res.text()}`);
  return (await res.json()).subscribers;
}

// Runs the upload sweep now with no grace period through the test hook (needs KARYANA_TEST_HOOKS=1);
// resolves with what it swept.
export async function sweepUploads(server) {
  const res = await fetch(`${server.url}/api/test/uploads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sweep: { grace_seconds: 0 } }),
  });
  if (res.status !== 200) throw new Error(`sweep failed: ${res.status} ${await res.text()}`);
  return (await res.json()).swept;
}
