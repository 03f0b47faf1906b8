// Which database the integration suite runs on (KARYANA_TEST_DATABASE: sqlite, the default, or
// postgres) and direct SQL on a started server's store for the tests that look behind the API —
// through the sqlite3 tool on the data folder's file, or psql on the server's PostgreSQL database.
//
// On PostgreSQL, harness.mjs asks databaseFor(dataDir) for a fresh database per data folder (a
// restart with --data-dir of an earlier server finds that server's database again), in the run's
// cluster (KARYANA_TEST_PG_SOCKET, from with_postgres.mjs) or in one this file process starts.
import { execFileSync } from 'node:child_process';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { createDatabase, databaseUrl, dropDatabase, psql, startCluster, stopAtExit } from './postgres_cluster.mjs';

export const engine = process.env.KARYANA_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
if (!['', 'sqlite', 'postgres', undefined].includes(process.env.KARYANA_TEST_DATABASE))
  throw new Error(`KARYANA_TEST_DATABASE=${process.env.KARYANA_TEST_DATABASE}: sqlite or postgres`);
export const onPostgres = engine === 'postgres';

let ownCluster = null;
function socketDir() {
  if (process.env.KARYANA_TEST_PG_SOCKET) return process.env.KARYANA_TEST_PG_SOCKET;
  if (!ownCluster) {
    ownCluster = startCluster();
    stopAtExit(ownCluster);
  }
  return ownCluster.socketDir;
}

const databases = new Map(); // data folder → database name

// The --database-url for a server on `dataDir` (null on SQLite).
export function databaseFor(dataDir) {
  if (!onPostgres) return null;
  const key = path.resolve(dataDir);
  if (!databases.has(key)) databases.set(key, createDatabase(socketDir()));
  return databaseUrl(socketDir(), databases.get(key));
}

// Names the database `name` (in the cluster at KARYANA_TEST_PG_SOCKET) as the one of a server on
// `dataDir` started elsewhere (bench/orders.mjs against scripts/cluster.sh's database).
export function adoptDatabase(dataDir, name) {
  databases.set(path.resolve(dataDir), name);
}

// Drops the database of `dataDir` once its data folder is gone.
export function forgetDatabase(dataDir) {
  const key = path.resolve(dataDir);
  const name = databases.get(key);
  if (!name) return;
  databases.delete(key);
  dropDatabase(socketDir(), name);
}

function pgName(dataDir) {
  const name = databases.get(path.resolve(dataDir));
  if (!name) throw new Error(`no PostgreSQL database for ${dataDir}`);
  return name;
}

// Rows of a read-only query, as objects (numbers as numbers on both engines).
export function queryRows(server, query) {
  if (onPostgres) return JSON.parse(psql(socketDir(), pgName(server.dataDir), query, { json: true }).trim() || '[]');
  const db = path.join(server.dataDir, 'karyana.sqlite3');
  const stdout = execFileSync('sqlite3', ['-readonly', '-json', '-cmd', '.timeout 5000', db, query], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout.trim() ? JSON.parse(stdout) : [];
}

// Runs a statement (a write, or a query whose first column is wanted as text); returns its output.
export function execute(server, statement) {
  if (onPostgres) return psql(socketDir(), pgName(server.dataDir), statement).trim();
  const db = path.join(server.dataDir, 'karyana.sqlite3');
  return execFileSync('sqlite3', ['-cmd', '.timeout 10000', db, statement], { encoding: 'utf8' }).trim();
}

// 'ok' when the store's files are sound: SQLite's integrity_check; on PostgreSQL amcheck's
// bt_index_check (with heapallindexed: every table row is in its indexes) over every B-tree index,
// which throws on a corrupt one.
export function integrityCheck(server) {
  if (onPostgres) {
    execute(server, 'CREATE EXTENSION IF NOT EXISTS amcheck');
    execute(
      server,
      `SELECT count(bt_index_check(c.oid, true)) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
         JOIN pg_am a ON a.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE a.amname = 'btree' AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')`,
    );
    return 'ok';
  }
  return queryRows(server, 'SELECT integrity_check AS ok FROM pragma_integrity_check')[0].ok;
}

// Makes the server's database unreachable under it (SQLite: its file renamed away; PostgreSQL: new
// connections refused and the open ones ended); resolves to a function that brings it back.
export async function cutOffDatabase(server) {
  if (onPostgres) {
    const name = pgName(server.dataDir);
    psql(socketDir(), 'postgres', `ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    psql(socketDir(), 'postgres', `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    return async () => psql(socketDir(), 'postgres', `ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
  }
  const file = path.join(server.dataDir, 'karyana.sqlite3');
  await rename(file, `${file}.away`);
  return () => rename(`${file}.away`, file);
}
