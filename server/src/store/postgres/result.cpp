#include "store/postgres/result.hpp"

#include <libpq-fe.h>

#include <charconv>
#include <cstdlib>
#include <stdexcept>

namespace karyana::store::postgres {

namespace {

// An integer column's text; a boolean ('t'/'f') reads as 1/0, NULL (empty) as 0.
std::int64_t parse_int(std::string_view v, int column) {
  if (v.empty()) return 0;
  if (v == "t") return 1;
  if (v == "f") return 0;
  std::int64_t value = 0;
  auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), value);
  if (ec != std::errc{} || end != v.data() + v.size())
    throw std::runtime_error("postgres::Result: column " + std::to_string(column) +
                             " is not an integer: " + std::string(v));
  return value;
}

}  // namespace

void Result::Clear::operator()(pg_result* r) const { PQclear(r); }

Result::Result(pg_result* result) : result_(result) {}
Result::~Result() = default;

int Result::rows() const { return PQntuples(result_.get()); }
int Result::column_count() const { return PQnfields(result_.get()); }

int Result::affected_rows() const {
  const char* n = PQcmdTuples(result_.get());
  return n && *n ? std::atoi(n) : 0;
}

bool Result::step() {
  if (row_ + 1 >= rows()) {
    row_ = rows();
    return false;
  }
  ++row_;
  return true;
}

const char* Result::cell(int column) const {
  if (row_ < 0 || row_ >= rows()) throw std::logic_error("postgres::Result: no current row (call step() first)");
  if (column < 0 || column >= column_count())
    throw std::out_of_range("postgres::Result: no column " + std::to_string(column));
  return PQgetisnull(result_.get(), row_, column) ? nullptr : PQgetvalue(result_.get(), row_, column);
}

bool Result::is_null(int column) const { return cell(column) == nullptr; }

std::string_view Result::get_view(int column) const {
  const char* v = cell(column);
  if (!v) return {};
  return {v, static_cast<std::size_t>(PQgetlength(result_.get(), row_, column))};
}

std::string Result::get_text(int column) const { return std::string(get_view(column)); }

std::int64_t Result::get_int(int column) const { return parse_int(get_view(column), column); }

double Result::get_double(int column) const {
  const char* v = cell(column);
  if (!v) return 0;
  char* end = nullptr;
  const double value = std::strtod(v, &end);
  if (end == v || *end != '\0')
    throw std::runtime_error("postgres::Result: column " + std::to_string(column) + " is not a number: " + v);
  return value;
}

bool Result::get_bool(int column) const { return get_int(column) != 0; }

std::optional<std::string> Result::get_opt_text(int column) const {
  if (is_null(column)) return std::nullopt;
  return get_text(column);
}

std::optional<std::int64_t> Result::get_opt_int(int column) const {
  if (is_null(column)) return std::nullopt;
  return get_int(column);
}

std::optional<double> Result::get_opt_double(int column) const {
  if (is_null(column)) return std::nullopt;
  return get_double(column);
}

std::int64_t Result::single_int() const {
  if (rows() == 0 || column_count() == 0) throw std::runtime_error("postgres::Result: no row for single_int()");
  if (PQgetisnull(result_.get(), 0, 0)) return 0;
  return parse_int({PQgetvalue(result_.get(), 0, 0), static_cast<std::size_t>(PQgetlength(result_.get(), 0, 0))}, 0);
}

}  // namespace karyana::store::postgres
