// The one list of integration tests that run on SQLite only, each with why: they test something
// that exists only for the SQLite store. On PostgreSQL (KARYANA_TEST_DATABASE=postgres) they are
// skipped with their reason; everything else runs on both. Keep it short: a test that merely reads
// or writes the database goes through database.mjs instead.
import { onPostgres } from './database.mjs';

const SQLITE_ONLY = {
  'karyana backup and restore':
    "`karyana backup`/`restore` copy the SQLite file; PostgreSQL's are pg_dump and PITR (docs/operations.md)",
};

// The skip option of a test on the list: false on SQLite, the reason on PostgreSQL.
export function sqliteOnly(name) {
  if (!(name in SQLITE_ONLY)) throw new Error(`sqlite_only.mjs lists no "${name}"`);
  return onPostgres ? `SQLite only: ${SQLITE_ONLY[name]}` : false;
}
