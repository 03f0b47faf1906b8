// How introspection shows an input value's default (`__InputValue.defaultValue`): like
// graphql-js, the default is coerced to its type and printed back (astFromValue + print),
// so `[Int] = 3` reads "[3]" and `Float = 1.5e3` reads "1500". Internal to the engine.
#pragma once

#include <string>

#include "graphql/schema.hpp"

namespace karyana::graphql::execution {

// The printed default of `input`; the SDL text as written when it cannot be coerced.
// Precondition: input.default_value is set.
std::string default_literal(const Schema& schema, const InputValue& input);

}  // namespace karyana::graphql::execution
