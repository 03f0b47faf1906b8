// Validation of executable documents against a schema, by the rules of the GraphQL
// specification (October 2021, section 5) with graphql-js's messages.
#pragma once

#include <vector>

#include "graphql/ast.hpp"
#include "graphql/engine.hpp"
#include "graphql/schema.hpp"

namespace karyana::graphql {

struct ValidationOptions {
  // graphql-js's " Did you mean ...?" hints (names of the schema close to a wrong one). They
  // help someone probing the schema more than a client; the server turns them off.
  bool suggestions = true;
};

// Returns every rule violation (empty when the document is valid).
std::vector<Error> validate(const Schema& schema, const Document& document, ValidationOptions options = {});

}  // namespace karyana::graphql
