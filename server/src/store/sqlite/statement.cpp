#include "store/sqlite/statement.hpp"

#include <sqlite3.h>

#include "store/sqlite/connection.hpp"
#include "store/sqlite/error.hpp"

namespace karyana::store::sqlite {

Statement::Statement(sqlite3_stmt* stmt, bool owned, bool* in_use) : stmt_(stmt), owned_(owned), in_use_(in_use) {}

Statement::Statement(Statement&& other) noexcept : stmt_(other.stmt_), owned_(other.owned_), in_use_(other.in_use_) {
  other.stmt_ = nullptr;
  other.in_use_ = nullptr;
}

Statement::~Statement() {
  if (!stmt_) return;
  if (owned_) {
    sqlite3_finalize(stmt_);
  } else {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
    if (in_use_) *in_use_ = false;
  }
}

void Statement::check(int rc) const {
  if (rc != SQLITE_OK) throw_error(sqlite3_db_handle(stmt_), rc, sqlite3_sql(stmt_));
}

Statement& Statement::bind(int index, std::int64_t value) {
  check(sqlite3_bind_int64(stmt_, index, value));
  return *this;
}
Statement& Statement::bind(int index, double value) {
  check(sqlite3_bind_double(stmt_, index, value));
  return *this;
}
Statement& Statement::bind(int index, std::string_view value) {
  check(sqlite3_bind_text64(stmt_, index, value.data(), value.size(), SQLITE_TRANSIENT, SQLITE_UTF8));
  return *this;
}
Statement& Statement::bind(int index, std::nullptr_t) {
  check(sqlite3_bind_null(stmt_, index));
  return *this;
}

int Statement::parameter_index(const char* name) const {
  int index = sqlite3_bind_parameter_index(stmt_, name);
  if (index == 0) throw Error(SQLITE_RANGE, std::string("unknown SQL parameter ") + name);
  return index;
}

bool Statement::step() {
  int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  // The statement must be reset before it can be used again; the error text stays on the db.
  sqlite3* db = sqlite3_db_handle(stmt_);
  std::string message = sqlite3_errmsg(db);
  int code = sqlite3_extended_errcode(db);
  sqlite3_reset(stmt_);
  throw Error(code, message + " [" + sqlite3_sql(stmt_) + "]");
}

int Statement::run() {
  while (step()) {
  }
  return sqlite3_changes(sqlite3_db_handle(stmt_));
}

void Statement::reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

int Statement::column_count() const { return sqlite3_column_count(stmt_); }
bool Statement::is_null(int column) const { return sqlite3_column_type(stmt_, column) == SQLITE_NULL; }
std::int64_t Statement::get_int(int column) const { return sqlite3_column_int64(stmt_, column); }
double Statement::get_double(int column) const { return sqlite3_column_double(stmt_, column); }

std::string Statement::get_text(int column) const {
  const unsigned char* text = sqlite3_column_text(stmt_, column);
  if (!text) return {};
  return std::string(reinterpret_cast<const char*>(text), sqlite3_column_bytes(stmt_, column));
}

std::optional<std::string> Statement::get_opt_text(int column) const {
  if (is_null(column)) return std::nullopt;
  return get_text(column);
}

std::optional<std::int64_t> Statement::get_opt_int(int column) const {
  if (is_null(column)) return std::nullopt;
  return get_int(column);
}

}  // namespace karyana::store::sqlite
