// One PostgreSQL connection (libpq) with its cache of prepared statements, keyed by SQL text as
// the SQLite connection caches its statements: the first exec of a text prepares it (PQprepare),
// later ones only execute it (PQexecPrepared). Parameters are always bound, never spliced:
//
//   c.exec("INSERT INTO settings(key, value) VALUES($1, $2)", key, value);
//   auto rows = c.exec("SELECT value FROM settings WHERE key = $1", key);
//   if (rows.step()) return rows.get_text(0);
//
// Arguments: integers, double, bool (sent as 1/0, which integer and boolean columns both read),
// strings (UTF-8), nullptr and std::optional of those (NULL when empty). A failing statement
// throws postgres::Error with its SQLSTATE. A connection is used by one thread at a time; the
// Database hands them out.
#pragma once

#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "store/postgres/error.hpp"
#include "store/postgres/result.hpp"

struct pg_conn;

namespace karyana::store::postgres {

// Parameters in PostgreSQL's text format; an empty optional is NULL.
class Params {
 public:
  // Integers of any width (bool below: sent as 1/0, which integer and boolean columns both read).
  template <std::integral T>
  requires(!std::same_as<T, bool> && !std::same_as<T, char>) void add(T value) {
    values_.emplace_back(std::to_string(value));
  }
  void add(bool value) { values_.emplace_back(value ? "1" : "0"); }
  void add(double value);
  void add(std::string_view value) { values_.emplace_back(std::string(value)); }
  void add(const char* value) { add(std::string_view(value)); }
  void add(const std::string& value) { add(std::string_view(value)); }
  void add(std::nullptr_t) { values_.emplace_back(std::nullopt); }
  template <class T>
  void add(const std::optional<T>& value) {
    if (value)
      add(*value);
    else
      add(nullptr);
  }
  const std::vector<std::optional<std::string>>& values() const { return values_; }

 private:
  std::vector<std::optional<std::string>> values_;
};

// A notification the server delivered to this connection (LISTEN … / NOTIFY …).
struct Notice {
  std::string channel;
  std::string payload;
  int sender_pid = 0;  // the backend that sent it (PQbackendPID of the sender's connection)
};

class Connection {
 public:
  // `url`: a libpq connection string or URI (postgresql://user@host/db?…). Throws postgres::Error
  // when the server cannot be reached; the message never holds the URL's password.
  explicit Connection(std::string url);
  ~Connection();
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;

  template <class... Args>
  Result exec(std::string_view sql, const Args&... args) {
    Params params;
    (params.add(args), ...);
    return exec_params(sql, params);
  }
  Result exec_params(std::string_view sql, const Params& params);
  // Runs SQL text that may hold several statements, without parameters (DDL, migrations, BEGIN).
  void exec_script(const std::string& sql);

  // Notifications received so far (for LISTENed channels), oldest first; reads what the
  // socket holds without waiting.
  std::vector<Notice> take_notices();
  // Drops the notifications libpq already holds (without reading the socket): a pooled connection
  // that LISTENs but only reads must not hoard them.
  void discard_notices();

  bool in_transaction() const;      // inside BEGIN … (also when the transaction failed)
  bool transaction_failed() const;  // a statement failed: only ROLLBACK (TO SAVEPOINT) is accepted
  bool broken() const;              // the connection is lost; reconnect() before using it again
  void reconnect();                 // a fresh session (the prepared statement cache starts empty)
  int backend_pid() const;
  std::size_t prepared_count() const { return prepared_.size(); }  // statements in the cache
  pg_conn* handle() const { return conn_; }

 private:
  void connect();

  std::string url_;
  pg_conn* conn_ = nullptr;
  std::unordered_map<std::string, std::string> prepared_;  // SQL text → statement name
  unsigned next_name_ = 0;
};

// The URL with its password replaced by "***" (postgresql://u:***@host/db, password=***), for logs
// and error messages.
std::string redact_url(std::string_view url);

}  // namespace karyana::store::postgres
