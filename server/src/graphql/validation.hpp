// Validation of executable documents against a schema, by the rules of the GraphQL
// specification (October 2021, section 5) with graphql-js's messages.
#pragma once

#include <vector>

#include "graphql/ast.hpp"
#include "graphql/engine.hpp"
#include "graphql/schema.hpp"

namespace karyana::graphql {

// Returns every rule violation (empty when the document is valid).
std::vector<Error> validate(const Schema& schema, const Document& document);

}  // namespace karyana::graphql
