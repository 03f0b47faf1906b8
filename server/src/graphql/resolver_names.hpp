// The engine's start-up check that every registered resolver names a field of the schema, and the
// application's check that every operation field has a resolver.
// Resolvers are looked up by their "Type.field" text, so a misspelt one (`Mutation.addCartItm`)
// would silently leave the real field on the default resolver.
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

// The other direction, for an application whose every operation has its own resolver: one line per
// Query, Mutation or Subscription field no resolver is registered for, sorted (`Query.staffMe`,
// `subscription staffOrderUpdated`). Such a field would answer null to every request, silently.
std::vector<std::string> unresolved_root_fields(const Schema& schema, const Resolvers& resolvers);

// Throws std::invalid_argument listing them all when there is any (api::make_engine calls it; the
// engine's own tests build small schemas whose root fields read the root value, so it is not the
// engine's rule).
void check_root_resolvers(const Schema& schema, const Resolvers& resolvers);

}  // namespace karyana::graphql::execution
