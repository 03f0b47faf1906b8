// The rows one PostgreSQL statement returned, read like a SQLite statement: step() to the next
// row, then typed getters by column (numbered from 0). Values arrive as text and are parsed here.
//
//   auto rows = c.exec("SELECT key, value FROM settings");
//   while (rows.step()) values.emplace(rows.get_text(0), rows.get_text(1));
//   int changed = c.exec("DELETE FROM carts WHERE id = $1", id).affected_rows();
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

struct pg_result;

namespace karyana::store::postgres {

class Result {
 public:
  explicit Result(pg_result* result);
  Result(Result&&) noexcept = default;
  Result& operator=(Result&&) noexcept = default;
  ~Result();

  int rows() const;
  int column_count() const;
  // Rows an INSERT, UPDATE or DELETE changed (what sqlite's Statement::run() returns).
  int affected_rows() const;

  // Moves to the next row: true when there is one. Before the first call no row is current.
  bool step();
  // Goes back before the first row.
  void rewind() { row_ = -1; }
  int row() const { return row_; }

  // The current row's columns (step() must have returned true).
  bool is_null(int column) const;
  std::string get_text(int column) const;       // NULL reads as ""
  std::string_view get_view(int column) const;  // valid while the Result lives
  std::int64_t get_int(int column) const;       // NULL reads as 0; a boolean as 1/0
  double get_double(int column) const;          // NULL reads as 0
  bool get_bool(int column) const;              // a boolean ('t'/'f') or an integer (non-zero)
  std::optional<std::string> get_opt_text(int column) const;
  std::optional<std::int64_t> get_opt_int(int column) const;
  std::optional<double> get_opt_double(int column) const;

  // The first column of the first row (for "SELECT count(*) …"); throws when there is no row.
  std::int64_t single_int() const;

  pg_result* handle() const { return result_.get(); }

 private:
  struct Clear {
    void operator()(pg_result* r) const;
  };
  const char* cell(int column) const;

  std::unique_ptr<pg_result, Clear> result_;
  int row_ = -1;
};

}  // namespace karyana::store::postgres
