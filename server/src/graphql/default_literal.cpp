#include "graphql/default_literal.hpp"

#include <charconv>
#include <cmath>
#include <cstdlib>

#include "graphql/values.hpp"

namespace karyana::graphql::execution {

namespace json = boost::json;

namespace {

// ECMAScript Number::toString: shortest round-trip digits, exponent form outside 1e-7..1e21.
std::string js_number(double d) {
  if (d == 0) return "0";
  char buf[64];
  auto res = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::scientific);
  std::string s(buf, res.ptr);  // "-1.5e+03"
  const bool negative = s[0] == '-';
  if (negative) s.erase(0, 1);
  const auto e = s.find('e');
  std::string digits;
  for (char c : s.substr(0, e))
    if (c != '.') digits += c;
  const int k = static_cast<int>(digits.size());
  const int n = std::atoi(s.c_str() + e + 1) + 1;  // the value is 0.<digits> x 10^n
  std::string out;
  if (k <= n && n <= 21) {
    out = digits + std::string(static_cast<std::size_t>(n - k), '0');
  } else if (0 < n && n <= 21) {
    out = digits.substr(0, static_cast<std::size_t>(n)) + "." + digits.substr(static_cast<std::size_t>(n));
  } else if (-6 < n && n <= 0) {
    out = "0." + std::string(static_cast<std::size_t>(-n), '0') + digits;
  } else {
    out = digits.substr(0, 1);
    if (k > 1) out += "." + digits.substr(1);
    out += n - 1 >= 0 ? "e+" : "e-";
    out += std::to_string(std::abs(n - 1));
  }
  return negative ? "-" + out : out;
}

bool is_integer_text(std::string_view s) {
  if (!s.empty() && s[0] == '-') s.remove_prefix(1);
  if (s.empty() || (s[0] == '0' && s.size() > 1)) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}

bool print_number(std::string& out, const json::value& v) {
  if (v.is_int64())
    out += std::to_string(v.get_int64());
  else if (v.is_uint64())
    out += std::to_string(v.get_uint64());
  else if (v.is_double() && std::isfinite(v.get_double()))
    out += js_number(v.get_double());
  else
    return false;
  return true;
}

bool print_leaf(std::string& out, const NamedType& type, const json::value& v) {
  if (type.kind == TypeKind::Enum) {
    if (!v.is_string()) return false;
    out += v.get_string();
    return true;
  }
  const BuiltinScalar builtin = builtin_scalar(type);
  if (v.is_bool()) {
    out += v.get_bool() ? "true" : "false";
    return true;
  }
  if (v.is_number()) return print_number(out, v);
  if (!v.is_string()) return false;  // objects in custom scalars have no literal form here
  const std::string_view s = v.get_string();
  if (builtin == BuiltinScalar::ID && is_integer_text(s))
    out += s;
  else
    out += print_string(s);
  return true;
}

// astFromValue(value, type), printed.
bool print_literal(std::string& out, const Schema& schema, const json::value& v, const TypeRef& type) {
  if (type.kind == TypeRef::Kind::NonNull) return print_literal(out, schema, v, *type.of);
  if (v.is_null()) {
    out += "null";
    return true;
  }
  if (type.kind == TypeRef::Kind::List) {
    if (!v.is_array()) return print_literal(out, schema, v, *type.of);
    out += '[';
    bool first = true;
    for (const auto& item : v.get_array()) {
      if (!first) out += ", ";
      first = false;
      if (!print_literal(out, schema, item, *type.of)) return false;
    }
    out += ']';
    return true;
  }
  const NamedType* named = schema.type(type.name);
  if (named == nullptr) return false;
  if (named->kind != TypeKind::InputObject) return print_leaf(out, *named, v);
  if (!v.is_object()) return false;
  out += '{';
  bool first = true;
  for (const auto& field : named->input_fields) {  // in the type's field order, like graphql-js
    const json::value* fv = v.get_object().if_contains(field.name);
    if (fv == nullptr) continue;
    if (!first) out += ", ";
    first = false;
    out += field.name;
    out += ": ";
    if (!print_literal(out, schema, *fv, field.type)) return false;
  }
  out += '}';
  return true;
}

}  // namespace

std::string default_literal(const Schema& schema, const InputValue& input) {
  if (auto coerced = default_value(schema, input)) {
    std::string out;
    if (print_literal(out, schema, *coerced, input.type)) return out;
  }
  return print_value(*input.default_value);
}

}  // namespace karyana::graphql::execution
