// Literal printing with graphql-js's escaping rules (language/printString.ts): C0 controls,
// `"`, `\` and the code points U+007F..U+009F are escaped; everything else is kept as is.
#include "graphql/print.hpp"

#include <cstdio>

namespace karyana::graphql {

namespace {

void escape_code_unit(std::string& out, unsigned code) {
  switch (code) {
    case '\b':
      out += "\\b";
      return;
    case '\t':
      out += "\\t";
      return;
    case '\n':
      out += "\\n";
      return;
    case '\f':
      out += "\\f";
      return;
    case '\r':
      out += "\\r";
      return;
    case '"':
      out += "\\\"";
      return;
    case '\\':
      out += "\\\\";
      return;
    default: {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04X", code);
      out += buf;
    }
  }
}

void print_to(std::string& out, const Value& v) {
  switch (v.kind) {
    case Value::Kind::Variable:
      out += '$';
      out += v.text;
      return;
    case Value::Kind::Int:
    case Value::Kind::Float:
    case Value::Kind::Enum:
      out += v.text;
      return;
    case Value::Kind::String:
      out += print_string(v.text);
      return;
    case Value::Kind::Boolean:
      out += v.boolean ? "true" : "false";
      return;
    case Value::Kind::Null:
      out += "null";
      return;
    case Value::Kind::List:
      out += '[';
      for (std::size_t i = 0; i < v.list.size(); ++i) {
        if (i) out += ", ";
        print_to(out, v.list[i]);
      }
      out += ']';
      return;
    case Value::Kind::Object:
      out += '{';
      for (std::size_t i = 0; i < v.fields.size(); ++i) {
        if (i) out += ", ";
        out += v.fields[i].name;
        out += ": ";
        print_to(out, v.fields[i].value);
      }
      out += '}';
      return;
  }
}

}  // namespace

std::string print_string(std::string_view s) {
  std::string out = "\"";
  for (std::size_t i = 0; i < s.size(); ++i) {
    auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x20 || c == '"' || c == '\\' || c == 0x7f) {
      escape_code_unit(out, c);
    } else if (c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) >= 0x80 &&
               static_cast<unsigned char>(s[i + 1]) <= 0x9F) {
      // U+0080..U+009F, encoded in UTF-8 as C2 80..C2 9F.
      escape_code_unit(out, static_cast<unsigned char>(s[i + 1]));
      ++i;
    } else {
      out += static_cast<char>(c);
    }
  }
  out += '"';
  return out;
}

std::string print_value(const Value& value) {
  std::string out;
  print_to(out, value);
  return out;
}

}  // namespace karyana::graphql
