// graphql-js's print() for value literals, as validation messages quote them:
// `{a: [1, 2], b: "x\n"}`. Strings are printed with graphql-js's printString escapes.
#pragma once

#include <string>
#include <string_view>

#include "graphql/ast.hpp"

namespace karyana::graphql::validation {

std::string print_string(std::string_view utf8);
std::string print_value(const Value& value);

}  // namespace karyana::graphql::validation
