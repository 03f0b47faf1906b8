// The binary's commands with a PostgreSQL URL (issue 20). `karyana seed`, `backup FILE` and
// `restore FILE` work on the SQLite file: given a URL (--database-url or KARYANA_DATABASE_URL) each
// refuses with one line naming what to use instead, exits 2, and touches nothing (no connection is
// tried: the URL below names no server; the data folder stays empty). These run on either suite
// database. `karyana migrate --database-url URL` applies the PostgreSQL schema to a fresh database of
// the test cluster, and a second run applies nothing: only under KARYANA_TEST_DATABASE=postgres.
// And `karyana --help` says so.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import { databaseFor, forgetDatabase, onPostgres, queryRows } from './database.mjs';
import { binary, repoRoot } from './harness.mjs';

// Runs the production binary; resolves with its exit code and output (never rejects).
function karyana(args, env = {}) {
  return new Promise((resolve) => {
    const base = { ...process.env, KARYANA_DATABASE_URL: '', KARYANA_DATA_DIR: '', KARYANA_DB: '' };
    execFile(binary, args, { env: { ...base, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? (error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

// The newest version the PostgreSQL migration list names (store/postgres/migrations/migrations.cpp).
async function latestPostgresMigration() {
  const list = await readFile(path.join(repoRoot, 'server/src/store/postgres/migrations/migrations.cpp'), 'utf8');
  return Math.max(...[...list.matchAll(/\{(\d+), "\d{4}_/g)].map((m) => Number(m[1])));
}

const NOWHERE = 'postgresql://karyana@127.0.0.1:1/karyana'; // nothing listens on port 1

describe('karyana commands with a PostgreSQL URL', { timeout: 60000 }, () => {
  const folders = [];
  after(async () => {
    for (const folder of folders) {
      forgetDatabase(folder);
      await rm(folder, { recursive: true, force: true });
    }
  });
  const folder = async () => {
    const made = await mkdtemp(path.join(os.tmpdir(), 'karyana-it-cmd-'));
    folders.push(made);
    return made;
  };

  it('karyana --help says which commands take a database URL', async () => {
    const { code, stdout } = await karyana(['--help']);
    assert.equal(code, 0);
    const text = stdout.replace(/\s+/g, ' ');
    assert.match(text, /--database-url URL KARYANA_DATABASE_URL PostgreSQL instead of SQLite/);
    assert.match(text, /serve and migrate use it; seed, backup and restore refuse it/);
    assert.doesNotMatch(text, /not complete|issue 20/);
  });

  const refusals = [
    { command: ['seed'], names: /`karyana serve` loads the demo data into an empty database/ },
    { command: ['backup', 'FILE'], names: /pg_dump/ },
    { command: ['restore', 'FILE'], names: /pg_restore/ },
  ];
  for (const { command, names } of refusals) {
    it(`karyana ${command[0]} refuses a database URL, from the option or the variable, touching nothing`, async () => {
      const home = await folder();
      const args = command.map((a) => (a === 'FILE' ? path.join(home, 'backup.sqlite3') : a));
      for (const [extra, env] of [
        [['--database-url', NOWHERE], {}],
        [[], { KARYANA_DATABASE_URL: NOWHERE }],
      ]) {
        const run = await karyana([...args, ...extra, '--data-dir', home], env);
        assert.equal(run.code, 2, run.stderr);
        assert.equal(run.stdout, '');
        const lines = run.stderr.trim().split('\n');
        assert.equal(lines.length, 1, run.stderr);
        assert.match(lines[0], new RegExp(`^karyana ${command[0]}: SQLite only; `));
        assert.match(lines[0], names);
        assert.doesNotMatch(lines[0], /127\.0\.0\.1/); // the URL is a secret: never repeated
        assert.deepEqual(await readdir(home), []);
      }
    });
  }

  it(
    'karyana migrate --database-url applies the PostgreSQL schema, then nothing',
    { skip: !onPostgres && 'needs the PostgreSQL cluster (KARYANA_TEST_DATABASE=postgres)' },
    async () => {
      const home = await folder();
      const url = databaseFor(home); // a fresh, empty database of the test cluster
      const inHome = { dataDir: home };
      const first = await karyana(['migrate', '--database-url', url]);
      assert.equal(first.code, 0, first.stderr);
      const [, applied, version] =
        /^migrate: (\d+) migration\(s\) applied, schema version (\d+) \(PostgreSQL\)$/m.exec(first.stdout) ?? [];
      assert.ok(applied, first.stdout);
      assert.equal(Number(version), await latestPostgresMigration());
      assert.equal(applied, version); // from nothing: every migration, numbered 1…N
      assert.deepEqual(queryRows(inHome, 'SELECT count(*)::int AS n, max(version) AS v FROM schema_migrations'), [
        { n: Number(version), v: Number(version) },
      ]);
      assert.deepEqual(
        queryRows(
          inHome,
          "SELECT to_regclass('orders') IS NOT NULL AS orders, to_regclass('server_secrets') IS NOT NULL AS secrets",
        ),
        [{ orders: true, secrets: true }],
      );

      const again = await karyana(['migrate'], { KARYANA_DATABASE_URL: url });
      assert.equal(again.code, 0, again.stderr);
      assert.match(
        again.stdout,
        new RegExp(`^migrate: 0 migration\\(s\\) applied, schema version ${version} \\(PostgreSQL\\)$`, 'm'),
      );
      assert.deepEqual(queryRows(inHome, 'SELECT count(*)::int AS n FROM schema_migrations'), [{ n: Number(version) }]);
    },
  );
});
