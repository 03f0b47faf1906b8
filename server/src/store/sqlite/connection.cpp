#include "store/sqlite/connection.hpp"

#include <sqlite3.h>

#include "store/sqlite/error.hpp"

namespace karyana::store::sqlite {

void throw_error(sqlite3* db, int rc, std::string_view context) {
  std::string message = db ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
  int code = db ? sqlite3_extended_errcode(db) : rc;
  if (!context.empty()) message += " [" + std::string(context) + "]";
  throw Error(code, message);
}

Connection::Connection(const std::string& path, const ConnectionOptions& options) {
  int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI;
  int rc = sqlite3_open_v2(path.c_str(), &db_, flags, nullptr);
  if (rc != SQLITE_OK) {
    std::string message = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
    sqlite3_close_v2(db_);
    db_ = nullptr;
    throw Error(rc, "cannot open " + path + ": " + message);
  }
  sqlite3_extended_result_codes(db_, 1);
  sqlite3_busy_timeout(db_, options.busy_timeout_ms);
  exec("PRAGMA foreign_keys=ON; PRAGMA synchronous=NORMAL;");
  if (options.read_only) exec("PRAGMA query_only=1;");
}

Connection::~Connection() {
  for (auto& [sql, cached] : cache_) sqlite3_finalize(cached->stmt);
  sqlite3_close_v2(db_);
}

sqlite3_stmt* Connection::compile(std::string_view sql) {
  sqlite3_stmt* stmt = nullptr;
  int rc = sqlite3_prepare_v3(db_, sql.data(), static_cast<int>(sql.size()), SQLITE_PREPARE_PERSISTENT, &stmt, nullptr);
  if (rc != SQLITE_OK) throw_error(db_, rc, sql);
  if (!stmt) throw Error(SQLITE_MISUSE, "empty SQL statement");
  return stmt;
}

Statement Connection::prepare(std::string_view sql) {
  auto it = cache_.find(std::string(sql));
  if (it == cache_.end()) {
    auto cached = std::make_unique<Cached>();
    cached->stmt = compile(sql);
    it = cache_.emplace(std::string(sql), std::move(cached)).first;
  }
  Cached& cached = *it->second;
  if (cached.in_use) return Statement(compile(sql), /*owned=*/true);
  cached.in_use = true;
  return Statement(cached.stmt, /*owned=*/false, &cached.in_use);
}

void Connection::exec(const std::string& sql) {
  char* error = nullptr;
  int rc = sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &error);
  if (rc != SQLITE_OK) {
    std::string message = error ? error : sqlite3_errstr(rc);
    sqlite3_free(error);
    throw Error(sqlite3_extended_errcode(db_), message);
  }
}

std::int64_t Connection::last_insert_rowid() const { return sqlite3_last_insert_rowid(db_); }
int Connection::changes() const { return sqlite3_changes(db_); }
bool Connection::in_transaction() const { return sqlite3_get_autocommit(db_) == 0; }

}  // namespace karyana::store::sqlite
