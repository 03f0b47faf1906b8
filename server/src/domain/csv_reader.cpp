#include "domain/csv_reader.hpp"

namespace karyana::domain {

namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";

bool blank(const CsvRecord& r) { return r.fields.size() == 1 && r.fields.front().empty(); }

}  // namespace

CsvReadResult read_csv(std::string_view text, std::size_t max_records) {
  CsvReadResult out;
  auto& doc = out.document;
  if (text.substr(0, kBom.size()) == kBom) text.remove_prefix(kBom.size());
  std::size_t i = 0;
  std::size_t row = 0;
  while (i < text.size()) {
    CsvRecord record;
    record.row = ++row;
    std::string field;
    bool end_of_record = false;
    while (!end_of_record) {
      if (i < text.size() && text[i] == '"') {  // a quoted field
        ++i;
        bool closed = false;
        while (i < text.size()) {
          if (text[i] == '"') {
            if (i + 1 < text.size() && text[i + 1] == '"') {
              field += '"';
              i += 2;
              continue;
            }
            ++i;
            closed = true;
            break;
          }
          field += text[i++];
        }
        if (!closed) {
          doc.error = CsvError{record.row, kCsvQuoteUnclosed};
          return out;
        }
        if (i < text.size() && text[i] != ',' && text[i] != '\n' && text[i] != '\r') {
          doc.error = CsvError{record.row, kCsvStrayQuote};
          return out;
        }
      } else {
        while (i < text.size() && text[i] != ',' && text[i] != '\n' && text[i] != '\r') {
          if (text[i] == '"') {
            doc.error = CsvError{record.row, kCsvStrayQuote};
            return out;
          }
          field += text[i++];
        }
      }
      record.fields.push_back(std::move(field));
      field.clear();
      if (i >= text.size()) {
        end_of_record = true;
      } else if (text[i] == ',') {
        ++i;
      } else {  // LF, CRLF or a lone CR
        if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
        ++i;
        end_of_record = true;
      }
    }
    if (blank(record)) continue;
    if (doc.records.size() == max_records) {
      out.more_records = true;
      return out;
    }
    doc.records.push_back(std::move(record));
  }
  return out;
}

std::string csv_field(std::string_view value) {
  if (value.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(value);
  std::string out = "\"";
  for (char c : value) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

}  // namespace karyana::domain
