// A small RFC 4180 reader for the console's product import (issue 18): fields split by commas,
// quoted fields may hold commas, quotes ("") and line breaks; records end with LF or CRLF; a
// UTF-8 byte-order mark at the start is skipped; empty lines are skipped. Debian packages a CSV
// library (libcsv), but it would be a new system dependency for about eighty lines of parsing.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace karyana::domain {

inline constexpr const char* kCsvQuoteUnclosed = "A quoted field is not closed";
inline constexpr const char* kCsvStrayQuote = "A quote may only start a field or be doubled inside a quoted one";

struct CsvRecord {
  // The spreadsheet's row: 1 for the header; a line break inside quotes does not start a row, an
  // empty line (skipped) still counts as one.
  std::size_t row = 0;
  std::vector<std::string> fields;
};

struct CsvError {
  std::size_t row = 0;
  std::string message;
};

struct CsvDocument {
  std::vector<CsvRecord> records;
  std::optional<CsvError> error;  // the first malformed record; records holds those before it
};

// Reads at most `max_records` records (header included); stops there and reports more_records.
struct CsvReadResult {
  CsvDocument document;
  bool more_records = false;
};
CsvReadResult read_csv(std::string_view text, std::size_t max_records);

// One field as a writer puts it: quoted (quotes doubled) when it holds a comma, quote, CR or LF.
std::string csv_field(std::string_view value);

}  // namespace karyana::domain
