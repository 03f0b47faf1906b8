#include "store/postgres/migrate.hpp"

#include "store/postgres/connection.hpp"

namespace karyana::store::postgres {

namespace {

constexpr const char* kCreateTable =
    "CREATE TABLE IF NOT EXISTS schema_migrations ("
    " version INTEGER PRIMARY KEY,"
    " name TEXT NOT NULL,"
    " applied_at TEXT NOT NULL DEFAULT"
    " (to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')))";

bool table_exists(Connection& c) {
  auto rows = c.exec("SELECT to_regclass('schema_migrations') IS NOT NULL");
  return rows.step() && rows.get_bool(0);
}

}  // namespace

int migrate(const std::string& url, const std::vector<Migration>& list) {
  Connection c(url);
  int ran = 0;
  for (const Migration& m : list) {
    // READ COMMITTED: each statement sees what committed before it, so the check after the lock
    // sees the migration another runner applied while this one waited.
    c.exec_script("BEGIN ISOLATION LEVEL READ COMMITTED");
    try {
      c.exec("SELECT pg_advisory_xact_lock($1::bigint)", kMigrationLockKey);
      c.exec_script(kCreateTable);
      if (c.exec("SELECT 1 FROM schema_migrations WHERE version = $1::integer", m.version).rows() == 0) {
        c.exec_script(m.sql());
        c.exec("INSERT INTO schema_migrations(version, name) VALUES($1::integer, $2)", m.version, m.name);
        ++ran;
      }
      c.exec_script("COMMIT");
    } catch (...) {
      try {
        if (!c.broken()) c.exec_script("ROLLBACK");
      } catch (...) {
        // The migration's own error is the one to report.
      }
      throw;
    }
  }
  return ran;
}

int current_version(const std::string& url) {
  Connection c(url);
  if (!table_exists(c)) return 0;
  auto rows = c.exec("SELECT COALESCE(MAX(version), 0) FROM schema_migrations");
  return static_cast<int>(rows.single_int());
}

}  // namespace karyana::store::postgres
