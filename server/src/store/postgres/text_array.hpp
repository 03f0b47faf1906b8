// A PostgreSQL array literal of strings ({"a","b\"c"}), bound as one text parameter and cast in
// the SQL (`id = ANY($1::text[])`, `unnest($1::text[]) WITH ORDINALITY`): one statement for any
// number of ids, where the SQLite store binds a JSON array for json_each.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace karyana::store::postgres {

inline std::string text_array(const std::vector<std::string>& values) {
  std::string out = "{";
  for (const auto& v : values) {
    if (out.size() > 1) out += ',';
    out += '"';
    for (char ch : v) {
      if (ch == '"' || ch == '\\') out += '\\';
      out += ch;
    }
    out += '"';
  }
  out += '}';
  return out;
}

// {1,2,3}, for `$1::bigint[]`.
inline std::string int_array(const std::vector<std::int64_t>& values) {
  std::string out = "{";
  for (auto v : values) {
    if (out.size() > 1) out += ',';
    out += std::to_string(v);
  }
  out += '}';
  return out;
}

}  // namespace karyana::store::postgres
