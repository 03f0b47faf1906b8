// The one printer of GraphQL value literals, graphql-js's print() for values: `{a: [1, 2], b: "x\n"}`.
// Validation and coercion messages, schema errors and introspection's default values all quote
// literals through it, so they escape strings alike (graphql-js printString).
#pragma once

#include <string>
#include <string_view>

#include "graphql/ast.hpp"

namespace karyana::graphql {

// A GraphQL StringValue for `utf8`, quoted, with graphql-js printString's escapes: `"` and `\`,
// \b \t \n \f \r, the other C0 controls and U+007F..U+009F as \uXXXX; everything else as is.
std::string print_string(std::string_view utf8);
// An AST value as GraphQL source text, e.g. `{a: [1, 2], b: "x", c: RED}`.
std::string print_value(const Value& value);

}  // namespace karyana::graphql
