// The engine's start-up check that every registered resolver names a field of the schema.
// Resolvers are looked up by their "Type.field" text, so a misspelt one (`Mutation.addCartItm`)
// would silently leave the real field on the default resolver. Internal to the engine.
#pragma once

#include <string>
#include <vector>

#include "graphql/engine.hpp"
#include "graphql/schema.hpp"

namespace karyana::graphql::execution {

// One line per registered name the schema lacks, sorted, e.g.
// `Mutation.addCartItm: type "Mutation" has no field "addCartItm"`; empty when all are fields.
std::vector<std::string> unknown_resolver_names(const Schema& schema, const Resolvers& resolvers);

// Throws std::invalid_argument listing them all when there is any.
void check_resolver_names(const Schema& schema, const Resolvers& resolvers);

}  // namespace karyana::graphql::execution
