// A prepared SQLite statement: bind parameters, step through rows, read columns.
// Statements usually come from Connection::prepare(), which keeps them in a per-connection
// cache; the handle resets and clears the statement when it goes out of scope.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace karyana::store::sqlite {

class Statement {
 public:
  // Takes the statement; `owned` finalizes it on destruction, otherwise it is only reset
  // (it belongs to a connection's cache) and `in_use` is cleared so the cache can hand it out again.
  Statement(sqlite3_stmt* stmt, bool owned, bool* in_use = nullptr);
  Statement(Statement&& other) noexcept;
  Statement& operator=(Statement&&) = delete;
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  ~Statement();

  // Parameters are numbered from 1, as in SQL (`?1`, or the order of plain `?`).
  Statement& bind(int index, std::int64_t value);
  Statement& bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
  Statement& bind(int index, double value);
  Statement& bind(int index, std::string_view value);
  Statement& bind(int index, const char* value) { return bind(index, std::string_view(value)); }
  Statement& bind(int index, const std::string& value) { return bind(index, std::string_view(value)); }
  Statement& bind(int index, std::nullptr_t);
  template <class T>
  Statement& bind(int index, const std::optional<T>& value) {
    return value ? bind(index, *value) : bind(index, nullptr);
  }
  // Named parameters: ":name", "@name" or "$name" (the prefix is part of the name).
  template <class T>
  Statement& bind(const char* name, const T& value) {
    return bind(parameter_index(name), value);
  }
  // Binds the arguments to parameters 1, 2, 3 ...
  template <class... Args>
  Statement& bind_all(const Args&... args) {
    int i = 0;
    (bind(++i, args), ...);
    return *this;
  }

  // One step: true when a row is ready, false when done. Throws sqlite::Error on failure.
  bool step();
  // Steps to the end (for INSERT/UPDATE/DELETE); returns the number of changed rows.
  int run();
  // Clears the state and the bindings so the statement can run again.
  void reset();

  int column_count() const;
  bool is_null(int column) const;  // columns are numbered from 0
  std::int64_t get_int(int column) const;
  double get_double(int column) const;
  std::string get_text(int column) const;  // NULL reads as ""
  std::optional<std::string> get_opt_text(int column) const;
  std::optional<std::int64_t> get_opt_int(int column) const;

  int parameter_index(const char* name) const;
  sqlite3_stmt* handle() const { return stmt_; }

 private:
  void check(int rc) const;

  sqlite3_stmt* stmt_;
  bool owned_;
  bool* in_use_;
};

}  // namespace karyana::store::sqlite
