// Input and leaf-result coercion; see values.hpp. Messages follow graphql-js 16 so clients
// and tests written against it read the same text.
#include "graphql/values.hpp"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>

#include <boost/json/serialize.hpp>

namespace karyana::graphql::execution {

namespace json = boost::json;

namespace {

constexpr std::int64_t kIntMin = std::numeric_limits<std::int32_t>::min();
constexpr std::int64_t kIntMax = std::numeric_limits<std::int32_t>::max();

// JavaScript's Number → string, which graphql-js messages and String/ID coercion use.
std::string js_number(double d) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  if (d == std::trunc(d) && std::fabs(d) < 1e21) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.0f", d);
    return buf;
  }
  char buf[64];
  auto res = std::to_chars(buf, buf + sizeof buf, d);
  return std::string(buf, res.ptr);
}

// Number(string) for numeric strings; nullopt when JavaScript would answer NaN.
std::optional<double> js_string_to_number(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n')) s.remove_suffix(1);
  if (s.empty()) return std::nullopt;
  std::string copy(s);
  char* end = nullptr;
  double d = std::strtod(copy.c_str(), &end);
  if (end != copy.c_str() + copy.size()) return std::nullopt;
  return d;
}

// The JSON value as a double when it is a number.
std::optional<double> as_number(const json::value& v) {
  switch (v.kind()) {
    case json::kind::int64:
      return static_cast<double>(v.get_int64());
    case json::kind::uint64:
      return static_cast<double>(v.get_uint64());
    case json::kind::double_:
      return v.get_double();
    default:
      return std::nullopt;
  }
}

// A 32-bit Int from a JSON number; sets `error` (without the inspected value) when it is not.
std::optional<std::int64_t> to_int32(const json::value& v, bool& non_integer) {
  non_integer = false;
  if (v.is_int64()) {
    auto i = v.get_int64();
    if (i < kIntMin || i > kIntMax) return std::nullopt;
    return i;
  }
  if (v.is_uint64()) {
    if (v.get_uint64() > static_cast<std::uint64_t>(kIntMax)) return std::nullopt;
    return static_cast<std::int64_t>(v.get_uint64());
  }
  if (v.is_double()) {
    double d = v.get_double();
    if (!std::isfinite(d) || d != std::trunc(d)) {
      non_integer = true;
      return std::nullopt;
    }
    if (d < static_cast<double>(kIntMin) || d > static_cast<double>(kIntMax)) return std::nullopt;
    return static_cast<std::int64_t>(d);
  }
  non_integer = true;
  return std::nullopt;
}

// An integer JSON number as decimal text (ID coercion); nullopt otherwise.
std::optional<std::string> integer_text(const json::value& v) {
  if (v.is_int64()) return std::to_string(v.get_int64());
  if (v.is_uint64()) return std::to_string(v.get_uint64());
  if (v.is_double()) {
    double d = v.get_double();
    if (std::isfinite(d) && d == std::trunc(d)) return js_number(d);
  }
  return std::nullopt;
}

void inspect_to(std::string& out, const json::value& v, int depth) {
  switch (v.kind()) {
    case json::kind::null:
      out += "null";
      break;
    case json::kind::bool_:
      out += v.get_bool() ? "true" : "false";
      break;
    case json::kind::int64:
      out += std::to_string(v.get_int64());
      break;
    case json::kind::uint64:
      out += std::to_string(v.get_uint64());
      break;
    case json::kind::double_:
      out += js_number(v.get_double());
      break;
    case json::kind::string:
      out += json::serialize(v);
      break;
    case json::kind::array: {
      const auto& a = v.get_array();
      if (a.empty()) {
        out += "[]";
        break;
      }
      if (depth >= 2) {
        out += "[Array]";
        break;
      }
      out += '[';
      std::size_t shown = std::min<std::size_t>(a.size(), 10);
      for (std::size_t i = 0; i < shown; ++i) {
        if (i) out += ", ";
        inspect_to(out, a[i], depth + 1);
      }
      if (a.size() > shown) out += ", ... " + std::to_string(a.size() - shown) + " more items";
      out += ']';
      break;
    }
    case json::kind::object: {
      const auto& o = v.get_object();
      if (o.empty()) {
        out += "{}";
        break;
      }
      if (depth >= 2) {
        out += "[Object]";
        break;
      }
      out += "{ ";
      bool first = true;
      for (const auto& [k, item] : o) {
        if (!first) out += ", ";
        first = false;
        out.append(k.data(), k.size());
        out += ": ";
        inspect_to(out, item, depth + 1);
      }
      out += " }";
      break;
    }
  }
}

bool is_non_null(const TypeRef& t) { return t.kind == TypeRef::Kind::NonNull; }

// ---- coerceInputValue (variables) ----

struct PathItem {
  std::string_view key;  // empty for a list index
  std::size_t index = 0;
};

struct InputCoercion {
  const Schema& schema;
  std::vector<PathItem> path;
  // (path at the error, the invalid value, the message)
  std::vector<std::pair<std::string, std::string>> errors;

  void fail(const json::value& invalid, std::string message) {
    std::string where;
    for (const auto& p : path) {
      if (p.key.empty())
        where += "[" + std::to_string(p.index) + "]";
      else {
        where += '.';
        where.append(p.key);
      }
    }
    std::string prefix = inspect(invalid);
    errors.emplace_back(std::move(where), prefix + "\x1f" + std::move(message));
  }

  json::value coerce(const json::value& in, const TypeRef& type) {
    if (type.kind == TypeRef::Kind::NonNull) {
      if (!in.is_null()) return coerce(in, *type.of);
      fail(in, "Expected non-nullable type \"" + type_to_string(type) + "\" not to be null.");
      return nullptr;
    }
    if (in.is_null()) return nullptr;
    if (type.kind == TypeRef::Kind::List) {
      if (!in.is_array()) return json::array{coerce(in, *type.of)};
      json::array out;
      out.reserve(in.get_array().size());
      std::size_t i = 0;
      for (const auto& item : in.get_array()) {
        path.push_back({{}, i++});
        out.push_back(coerce(item, *type.of));
        path.pop_back();
      }
      return out;
    }
    const NamedType* named = schema.type(type.name);
    if (named == nullptr) {
      fail(in, "Unknown type \"" + type.name + "\".");
      return nullptr;
    }
    switch (named->kind) {
      case TypeKind::InputObject:
        return coerce_object(in, *named);
      case TypeKind::Enum: {
        if (!in.is_string()) {
          fail(in, "Enum \"" + named->name + "\" cannot represent non-string value: " + inspect(in) + ".");
          return nullptr;
        }
        if (named->enum_value(in.get_string()) == nullptr) {
          fail(in, "Value " + inspect(in) + " does not exist in \"" + named->name + "\" enum.");
          return nullptr;
        }
        return in;
      }
      case TypeKind::Scalar:
        return coerce_scalar(in, *named);
      default:
        fail(in, "Expected type \"" + named->name + "\".");
        return nullptr;
    }
  }

  json::value coerce_scalar(const json::value& in, const NamedType& type) {
    switch (builtin_scalar(type)) {
      case BuiltinScalar::Int: {
        bool non_integer = false;
        if (auto i = to_int32(in, non_integer)) return *i;
        fail(in, std::string(non_integer ? "Int cannot represent non-integer value: "
                                         : "Int cannot represent non 32-bit signed integer value: ") +
                     inspect(in));
        return nullptr;
      }
      case BuiltinScalar::Float:
        if (auto d = as_number(in)) return *d;
        fail(in, "Float cannot represent non numeric value: " + inspect(in));
        return nullptr;
      case BuiltinScalar::String:
        if (in.is_string()) return in;
        fail(in, "String cannot represent a non string value: " + inspect(in));
        return nullptr;
      case BuiltinScalar::Boolean:
        if (in.is_bool()) return in;
        fail(in, "Boolean cannot represent a non boolean value: " + inspect(in));
        return nullptr;
      case BuiltinScalar::ID:
        if (in.is_string()) return in;
        if (auto s = integer_text(in)) return json::string(*s);
        fail(in, "ID cannot represent value: " + inspect(in));
        return nullptr;
      case BuiltinScalar::None:
        return in;  // custom scalars take any JSON
    }
    return in;
  }

  json::value coerce_object(const json::value& in, const NamedType& type) {
    if (!in.is_object()) {
      fail(in, "Expected type \"" + type.name + "\" to be an object.");
      return nullptr;
    }
    const json::object& obj = in.get_object();
    json::object out;
    for (const InputValue& field : type.input_fields) {
      const json::value* v = obj.if_contains(field.name);
      if (v == nullptr) {
        if (auto d = default_value(schema, field))
          out[field.name] = std::move(*d);
        else if (is_non_null(field.type))
          fail(in, "Field \"" + field.name + "\" of required type \"" + type_to_string(field.type) +
                       "\" was not provided.");
        continue;
      }
      path.push_back({field.name, 0});
      out[field.name] = coerce(*v, field.type);
      path.pop_back();
    }
    for (const auto& [key, v] : obj) {
      if (type.input_field(key) == nullptr)
        fail(in, "Field \"" + std::string(key) + "\" is not defined by type \"" + type.name + "\".");
    }
    return out;
  }
};

// ---- valueFromAST ----

const json::value* variable_value(const json::object* variables, const std::string& name) {
  return variables ? variables->if_contains(name) : nullptr;
}

bool is_missing_variable(const Value& v, const json::object* variables) {
  return v.kind == Value::Kind::Variable && variable_value(variables, v.text) == nullptr;
}

json::value value_from_ast_untyped(const Value& v, const json::object* variables) {
  switch (v.kind) {
    case Value::Kind::Variable: {
      const json::value* var = variable_value(variables, v.text);
      return var ? *var : json::value(nullptr);
    }
    case Value::Kind::Int: {
      std::int64_t i = 0;
      auto res = std::from_chars(v.text.data(), v.text.data() + v.text.size(), i);
      if (res.ec == std::errc() && res.ptr == v.text.data() + v.text.size()) return i;
      return std::strtod(v.text.c_str(), nullptr);
    }
    case Value::Kind::Float:
      return std::strtod(v.text.c_str(), nullptr);
    case Value::Kind::String:
    case Value::Kind::Enum:
      return json::string(v.text);
    case Value::Kind::Boolean:
      return v.boolean;
    case Value::Kind::Null:
      return nullptr;
    case Value::Kind::List: {
      json::array a;
      for (const auto& item : v.list) a.push_back(value_from_ast_untyped(item, variables));
      return a;
    }
    case Value::Kind::Object: {
      json::object o;
      for (const auto& f : v.fields) {
        if (is_missing_variable(f.value, variables)) continue;
        o[f.name] = value_from_ast_untyped(f.value, variables);
      }
      return o;
    }
  }
  return nullptr;
}

std::optional<json::value> leaf_from_ast(const NamedType& type, const Value& v, const json::object* variables) {
  if (type.kind == TypeKind::Enum) {
    if (v.kind != Value::Kind::Enum || type.enum_value(v.text) == nullptr) return std::nullopt;
    return json::value(json::string(v.text));
  }
  switch (builtin_scalar(type)) {
    case BuiltinScalar::Int: {
      if (v.kind != Value::Kind::Int) return std::nullopt;
      std::int64_t i = 0;
      auto res = std::from_chars(v.text.data(), v.text.data() + v.text.size(), i);
      if (res.ec != std::errc() || res.ptr != v.text.data() + v.text.size() || i < kIntMin || i > kIntMax)
        return std::nullopt;
      return json::value(i);
    }
    case BuiltinScalar::Float:
      if (v.kind != Value::Kind::Int && v.kind != Value::Kind::Float) return std::nullopt;
      return json::value(std::strtod(v.text.c_str(), nullptr));
    case BuiltinScalar::String:
      if (v.kind != Value::Kind::String) return std::nullopt;
      return json::value(json::string(v.text));
    case BuiltinScalar::Boolean:
      if (v.kind != Value::Kind::Boolean) return std::nullopt;
      return json::value(v.boolean);
    case BuiltinScalar::ID:
      if (v.kind != Value::Kind::String && v.kind != Value::Kind::Int) return std::nullopt;
      return json::value(json::string(v.text));
    case BuiltinScalar::None:
      return value_from_ast_untyped(v, variables);
  }
  return std::nullopt;
}

}  // namespace

std::string type_to_string(const TypeRef& type) {
  switch (type.kind) {
    case TypeRef::Kind::Named:
      return type.name;
    case TypeRef::Kind::List:
      return "[" + type_to_string(*type.of) + "]";
    case TypeRef::Kind::NonNull:
      return type_to_string(*type.of) + "!";
  }
  return type.name;
}

std::string inspect(const json::value& value) {
  std::string out;
  inspect_to(out, value, 0);
  return out;
}

BuiltinScalar builtin_scalar(const NamedType& type) {
  if (type.kind != TypeKind::Scalar) return BuiltinScalar::None;
  const std::string& n = type.name;
  if (n == "String") return BuiltinScalar::String;
  if (n == "Int") return BuiltinScalar::Int;
  if (n == "Boolean") return BuiltinScalar::Boolean;
  if (n == "ID") return BuiltinScalar::ID;
  if (n == "Float") return BuiltinScalar::Float;
  return BuiltinScalar::None;
}

std::optional<json::value> value_from_ast(const Schema& schema, const Value& value, const TypeRef& type,
                                          const json::object* variables) {
  if (value.kind == Value::Kind::Variable) {
    const json::value* v = variable_value(variables, value.text);
    if (v == nullptr) return std::nullopt;
    if (v->is_null() && is_non_null(type)) return std::nullopt;
    return *v;  // variables were coerced against their own (compatible) type
  }
  if (type.kind == TypeRef::Kind::NonNull) {
    if (value.kind == Value::Kind::Null) return std::nullopt;
    return value_from_ast(schema, value, *type.of, variables);
  }
  if (value.kind == Value::Kind::Null) return json::value(nullptr);
  if (type.kind == TypeRef::Kind::List) {
    const TypeRef& item_type = *type.of;
    if (value.kind != Value::Kind::List) {
      auto item = value_from_ast(schema, value, item_type, variables);
      if (!item) return std::nullopt;
      return json::value(json::array{std::move(*item)});
    }
    json::array out;
    out.reserve(value.list.size());
    for (const Value& item : value.list) {
      if (is_missing_variable(item, variables)) {
        if (is_non_null(item_type)) return std::nullopt;
        out.emplace_back(nullptr);
        continue;
      }
      auto v = value_from_ast(schema, item, item_type, variables);
      if (!v) return std::nullopt;
      out.push_back(std::move(*v));
    }
    return json::value(std::move(out));
  }
  const NamedType* named = schema.type(type.name);
  if (named == nullptr) return std::nullopt;
  if (named->kind == TypeKind::InputObject) {
    if (value.kind != Value::Kind::Object) return std::nullopt;
    for (const ObjectField& f : value.fields)
      if (named->input_field(f.name) == nullptr) return std::nullopt;
    json::object out;
    for (const InputValue& field : named->input_fields) {
      const ObjectField* node = nullptr;
      for (const ObjectField& f : value.fields)
        if (f.name == field.name) {
          node = &f;
          break;
        }
      if (node == nullptr || is_missing_variable(node->value, variables)) {
        if (auto d = default_value(schema, field))
          out[field.name] = std::move(*d);
        else if (is_non_null(field.type))
          return std::nullopt;
        continue;
      }
      auto v = value_from_ast(schema, node->value, field.type, variables);
      if (!v) return std::nullopt;
      out[field.name] = std::move(*v);
    }
    return json::value(std::move(out));
  }
  if (named->is_leaf()) return leaf_from_ast(*named, value, variables);
  return std::nullopt;
}

std::optional<json::value> default_value(const Schema& schema, const InputValue& input) {
  if (!input.default_value) return std::nullopt;
  return value_from_ast(schema, *input.default_value, input.type, nullptr);
}

bool coerce_variable_values(const Schema& schema, const OperationDefinition& operation, const json::object& inputs,
                            json::object& coerced, std::vector<Error>& errors) {
  const std::size_t errors_before = errors.size();
  for (const VariableDefinition& def : operation.variables) {
    const std::string type_text = type_to_string(def.type);
    auto error = [&](std::string message) {
      Error e;
      e.message = std::move(message);
      e.locations.push_back(def.loc);
      errors.push_back(std::move(e));
    };
    const NamedType* named = schema.type(def.type.named());
    if (named == nullptr || !named->is_input()) {
      error("Variable \"$" + def.name + "\" expected value of type \"" + type_text +
            "\" which cannot be used as an input type.");
      continue;
    }
    const json::value* input = inputs.if_contains(def.name);
    if (input == nullptr) {
      if (def.default_value) {
        if (auto v = value_from_ast(schema, *def.default_value, def.type, nullptr))
          coerced[def.name] = std::move(*v);
        else
          error("Variable \"$" + def.name + "\" has invalid default value " + print_value(*def.default_value) + ".");
      } else if (is_non_null(def.type)) {
        error("Variable \"$" + def.name + "\" of required type \"" + type_text + "\" was not provided.");
      }
      continue;
    }
    if (input->is_null() && is_non_null(def.type)) {
      error("Variable \"$" + def.name + "\" of non-null type \"" + type_text + "\" must not be null.");
      continue;
    }
    InputCoercion coercion{schema, {}, {}};
    json::value v = coercion.coerce(*input, def.type);
    if (coercion.errors.empty()) {
      coerced[def.name] = std::move(v);
      continue;
    }
    for (auto& [where, text] : coercion.errors) {
      auto sep = text.find('\x1f');
      std::string message = "Variable \"$" + def.name + "\" got invalid value " + text.substr(0, sep);
      if (!where.empty()) message += " at \"" + def.name + where + "\"";
      message += "; " + text.substr(sep + 1);
      error(std::move(message));
    }
  }
  return errors.size() == errors_before;
}

bool coerce_argument_values(const Schema& schema, const std::vector<InputValue>& definitions,
                            const std::vector<Argument>& arguments, const json::object& variables,
                            json::object& coerced, Error& error) {
  for (const InputValue& def : definitions) {
    const Argument* node = nullptr;
    for (const Argument& a : arguments)
      if (a.name == def.name) {
        node = &a;
        break;
      }
    const bool non_null = is_non_null(def.type);
    auto fail = [&](std::string message, Location where) {
      error.message = std::move(message);
      error.locations.clear();
      if (where.line != 0) error.locations.push_back(where);  // else the caller adds the field's
      return false;
    };
    if (node == nullptr) {
      if (auto d = default_value(schema, def))
        coerced[def.name] = std::move(*d);
      else if (non_null)
        return fail(
            "Argument \"" + def.name + "\" of required type \"" + type_to_string(def.type) + "\" was not provided.",
            {});
      continue;
    }
    const Value& value = node->value;
    bool is_null = value.kind == Value::Kind::Null;
    if (value.kind == Value::Kind::Variable) {
      const json::value* v = variables.if_contains(value.text);
      if (v == nullptr) {
        if (auto d = default_value(schema, def))
          coerced[def.name] = std::move(*d);
        else if (non_null)
          return fail("Argument \"" + def.name + "\" of required type \"" + type_to_string(def.type) +
                          "\" was provided the variable \"$" + value.text +
                          "\" which was not provided a runtime value.",
                      value.loc);
        continue;
      }
      is_null = v->is_null();
    }
    if (is_null && non_null)
      return fail(
          "Argument \"" + def.name + "\" of non-null type \"" + type_to_string(def.type) + "\" must not be null.",
          value.loc);
    auto v = value_from_ast(schema, value, def.type, &variables);
    if (!v) return fail("Argument \"" + def.name + "\" has invalid value " + print_value(value) + ".", value.loc);
    coerced[def.name] = std::move(*v);
  }
  return true;
}

bool serialize_leaf(const NamedType& type, BuiltinScalar builtin, const json::value& in, json::value& out,
                    std::string& error) {
  if (type.kind == TypeKind::Enum) {
    if (in.is_string() && type.enum_value(in.get_string()) != nullptr) {
      out = in;
      return true;
    }
    error = "Enum \"" + type.name + "\" cannot represent value: " + inspect(in);
    return false;
  }
  switch (builtin) {
    case BuiltinScalar::None:
      out = in;
      return true;
    case BuiltinScalar::String:
      if (in.is_string())
        out = in;
      else if (in.is_bool())
        out = in.get_bool() ? "true" : "false";
      else if (in.is_int64() || in.is_uint64())
        out = json::string(*integer_text(in));
      else if (in.is_double() && std::isfinite(in.get_double()))
        out = json::string(js_number(in.get_double()));
      else {
        error = "String cannot represent value: " + inspect(in);
        return false;
      }
      return true;
    case BuiltinScalar::Int: {
      if (in.is_bool()) {
        out = std::int64_t(in.get_bool() ? 1 : 0);
        return true;
      }
      json::value num = in;
      if (in.is_string()) {
        if (auto d = js_string_to_number(in.get_string())) num = *d;
      }
      bool non_integer = false;
      if (auto i = to_int32(num, non_integer)) {
        out = *i;
        return true;
      }
      error = std::string(non_integer ? "Int cannot represent non-integer value: "
                                      : "Int cannot represent non 32-bit signed integer value: ") +
              inspect(in);
      return false;
    }
    case BuiltinScalar::Float: {
      std::optional<double> d;
      if (in.is_bool())
        d = in.get_bool() ? 1.0 : 0.0;
      else if (in.is_string())
        d = js_string_to_number(in.get_string());
      else
        d = as_number(in);
      if (d && std::isfinite(*d)) {
        out = *d;
        return true;
      }
      error = "Float cannot represent non numeric value: " + inspect(in);
      return false;
    }
    case BuiltinScalar::Boolean:
      if (in.is_bool())
        out = in;
      else if (auto d = as_number(in); d && std::isfinite(*d))
        out = *d != 0;
      else {
        error = "Boolean cannot represent a non boolean value: " + inspect(in);
        return false;
      }
      return true;
    case BuiltinScalar::ID:
      if (in.is_string())
        out = in;
      else if (auto s = integer_text(in))
        out = json::string(*s);
      else {
        error = "ID cannot represent value: " + inspect(in);
        return false;
      }
      return true;
  }
  out = in;
  return true;
}

}  // namespace karyana::graphql::execution
