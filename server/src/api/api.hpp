// The api room's entry point: the GraphQL engine for our schema with every resolver
// registered, and the bus topics domain code publishes to.
#pragma once

#include <memory>

#include "api/api_context.hpp"
#include "graphql/engine.hpp"

namespace karyana::api {

// Bus topics. Subscriptions listen on them; domain code publishes events shaped like the
// subscription's payload type ({"mutation":"UPDATED","node":{...}}).
namespace topics {
inline constexpr const char* kDeliverySlots = "delivery-slots";
inline std::string cart(const std::string& cart_id) { return "cart:" + cart_id; }
inline std::string addresses(const std::string& user_id) { return "addresses:" + user_id; }
// One placed order's changes (its owner's orderUpdated), by serial: serials are unique and fixed.
inline std::string order(const std::string& serial) { return "order:" + serial; }
}  // namespace topics

// Builds the schema from the embedded schema.graphql and registers the resolvers.
std::unique_ptr<graphql::Engine> make_engine(graphql::Limits limits = {});

}  // namespace karyana::api
