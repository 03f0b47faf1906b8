// One SQLite connection with its cache of prepared statements (keyed by SQL text).
// A connection is used by one thread at a time; Database hands them out.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

#include "store/sqlite/statement.hpp"

struct sqlite3;
struct sqlite3_stmt;

namespace karyana::store::sqlite {

struct ConnectionOptions {
  int busy_timeout_ms = 5000;
  bool read_only = false;  // readers: PRAGMA query_only
};

class Connection {
 public:
  Connection(const std::string& path, const ConnectionOptions& options);
  ~Connection();
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;

  // A statement from the cache (prepared on first use). If that SQL's cached statement is
  // still in use higher up the stack (a nested query of the same text), a fresh one is
  // prepared and finalized after use.
  Statement prepare(std::string_view sql);
  // Runs SQL text that may hold several statements and returns no rows (DDL, PRAGMA).
  void exec(const std::string& sql);

  std::int64_t last_insert_rowid() const;
  int changes() const;
  bool in_transaction() const;
  sqlite3* handle() const { return db_; }

 private:
  struct Cached {
    sqlite3_stmt* stmt = nullptr;
    bool in_use = false;
  };
  sqlite3_stmt* compile(std::string_view sql);

  sqlite3* db_ = nullptr;
  std::unordered_map<std::string, std::unique_ptr<Cached>> cache_;
};

// Throws sqlite::Error for a failing result code, with the connection's message.
void throw_error(sqlite3* db, int rc, std::string_view context);

}  // namespace karyana::store::sqlite
