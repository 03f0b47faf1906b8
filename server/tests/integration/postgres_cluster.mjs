// A private PostgreSQL cluster for the integration suite on PostgreSQL (KARYANA_TEST_DATABASE=postgres):
// initdb in a temp folder, its unix socket in that folder (no TCP), fsync off — it is thrown away —
// and a fresh C-collation database for each started server, as server/tests/store/postgres/
// postgres_cluster.hpp does for the C++ tests. initdb refuses root, so as root (here and in CI) the
// cluster runs as Debian's `postgres` user.
//
// One cluster per test run: `node with_postgres.mjs node --test …` starts it and hands its socket
// folder to every test file through KARYANA_TEST_PG_SOCKET; a file run on its own without it starts
// (and stops) a cluster of its own. Stopped at exit, on SIGINT and SIGTERM too.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = 5432; // only names the socket file in our folder

function bindir() {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  } catch {
    // no pg_config: Debian's default below
  }
  const debian = '/usr/lib/postgresql/15/bin';
  if (existsSync(path.join(debian, 'initdb'))) return debian;
  throw new Error("PostgreSQL's initdb is not installed (apt-get install postgresql; scripts/install-deps.sh does)");
}

const asRoot = process.getuid?.() === 0;

// Runs a PostgreSQL program as the cluster's owner (postgres when we are root).
function runAsOwner(program, args) {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

// Starts a cluster; returns { socketDir, stop() }.
export function startCluster() {
  const bin = bindir();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'karyana-it-pg-'));
  const data = path.join(folder, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(folder, uid, gid);
  }
  try {
    runAsOwner(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const options = `-k ${folder} -p ${PORT} -c listen_addresses='' -c fsync=off -c full_page_writes=off -c synchronous_commit=off -c max_connections=300 -c shared_buffers=64MB`;
    runAsOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(folder, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
  } catch (e) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`the test PostgreSQL cluster did not start: ${e.stderr ?? ''}${e.stdout ?? ''}${e.message}`);
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      runAsOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already gone
    }
    rmSync(folder, { recursive: true, force: true });
  };
  return { socketDir: folder, stop };
}

// Stops the cluster when this process ends, however it ends.
export function stopAtExit(cluster) {
  process.on('exit', cluster.stop);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      cluster.stop();
      process.kill(process.pid, signal);
    });
  }
}

// The libpq connection string of database `name` in the cluster at socketDir.
export function databaseUrl(socketDir, name) {
  return `postgresql:///${name}?host=${encodeURIComponent(socketDir)}&port=${PORT}&user=postgres`;
}

// psql against the cluster; resolves to its standard output.
export function psql(socketDir, database, sql, { json = false } = {}) {
  const args = ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-h', socketDir, '-p', String(PORT), '-U', 'postgres', '-d', database];
  const query = json ? `SELECT coalesce(json_agg(q), '[]') FROM (${sql}) q` : sql;
  return execFileSync('psql', [...args, '-c', query], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

let databases = 0;
// A fresh database for one server: byte-order text as on SQLite (docs/operations.md).
export function createDatabase(socketDir, hint = 'it') {
  databases += 1;
  const name = `k_${hint}_${process.pid}_${databases}`.replace(/[^A-Za-z0-9_]/g, '_');
  psql(socketDir, 'postgres', `CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`);
  return name;
}

export function dropDatabase(socketDir, name) {
  psql(socketDir, 'postgres', `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
