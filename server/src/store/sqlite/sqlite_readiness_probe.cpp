#include <sqlite3.h>

#include <string>

#include "store/readiness_probe.hpp"

namespace karyana::store {

namespace {

constexpr int kProbeTimeoutMs = 1000;

std::string probe(const std::string& db_path) {
  sqlite3* db = nullptr;
  // No SQLITE_OPEN_CREATE: a missing file is a failure, not a new empty database.
  int rc = sqlite3_open_v2(db_path.c_str(), &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI, nullptr);
  std::string problem;
  if (rc == SQLITE_OK) {
    sqlite3_busy_timeout(db, kProbeTimeoutMs);
    // The store's own table: a file that opens but is not our database (or is damaged) fails too.
    sqlite3_stmt* stmt = nullptr;
    rc = sqlite3_prepare_v2(db, "SELECT COUNT(*) FROM schema_migrations", -1, &stmt, nullptr);
    if (rc == SQLITE_OK) rc = sqlite3_step(stmt);
    if (rc == SQLITE_ROW) rc = SQLITE_OK;
    sqlite3_finalize(stmt);
  }
  if (rc != SQLITE_OK) problem = std::string("database: ") + (db != nullptr ? sqlite3_errmsg(db) : sqlite3_errstr(rc));
  sqlite3_close_v2(db);
  return problem;
}

}  // namespace

ReadinessProbe sqlite_readiness_probe(std::string db_path) {
  return [db_path = std::move(db_path)] { return probe(db_path); };
}

}  // namespace karyana::store
