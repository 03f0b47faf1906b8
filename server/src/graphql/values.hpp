// Input coercion (spec 6.1.2 CoerceVariableValues, 6.4.1 CoerceArgumentValues, 3.10-3.12
// input object, list and enum coercion) and result coercion of leaf values (3.5, 3.9), with
// graphql-js's messages. Internal to the engine: include only from graphql/*.cpp.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include "graphql/ast.hpp"
#include "graphql/engine.hpp"
#include "graphql/print.hpp"
#include "graphql/schema.hpp"

namespace karyana::graphql::execution {

// "[Int!]!"
std::string type_to_string(const TypeRef& type);
// A JSON value for messages, like graphql-js's inspect(): "x" → "\"x\"", {a:1} → "{ a: 1 }".
std::string inspect(const boost::json::value& value);

enum class BuiltinScalar { None, Int, Float, String, Boolean, ID };
BuiltinScalar builtin_scalar(const NamedType& type);

// CoerceVariableValues: raw request variables → coerced values (absent nullable variables
// without default stay absent). Returns false with one error per bad variable.
bool coerce_variable_values(const Schema& schema, const OperationDefinition& operation,
                            const boost::json::object& inputs, boost::json::object& coerced,
                            std::vector<Error>& errors);

// CoerceArgumentValues for a field or directive. On failure returns false and sets `error`
// (message and the offending node's location).
bool coerce_argument_values(const Schema& schema, const std::vector<InputValue>& definitions,
                            const std::vector<Argument>& arguments, const boost::json::object& variables,
                            boost::json::object& coerced, Error& error);

// graphql-js valueFromAST: a literal (with variables substituted from already coerced
// `variables`, which may be null) coerced to `type`; nullopt when it is invalid.
std::optional<boost::json::value> value_from_ast(const Schema& schema, const Value& value, const TypeRef& type,
                                                 const boost::json::object* variables);

// A coerced default value of an argument or input field (nullopt when it has none or it is
// invalid, which schema validation should have prevented).
std::optional<boost::json::value> default_value(const Schema& schema, const InputValue& input);

// Result coercion of a leaf (scalar or enum) value; false with `error` when the value cannot
// be represented. Custom scalars pass through unchanged.
bool serialize_leaf(const NamedType& type, BuiltinScalar builtin, const boost::json::value& in, boost::json::value& out,
                    std::string& error);

}  // namespace karyana::graphql::execution
