// Counts what became of each createOrderFromCart for GET /metrics (orders placed, and refused by
// the refusal's code) by wrapping the registered resolver, so the placement code stays as it is.
#pragma once

#include "graphql/engine.hpp"

namespace karyana::api {

// Call after add_order_placement_resolvers: wraps Mutation.createOrderFromCart (still committing).
void count_order_outcomes(graphql::Resolvers& resolvers);

}  // namespace karyana::api
