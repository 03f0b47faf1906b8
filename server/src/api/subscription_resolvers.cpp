// Subscription root fields name the bus topic they listen on. Delivery slots are public;
// cart events need the signed-in owner, which the cart issue brings — until then that
// subscription is refused rather than open to anyone. addressesUpdated is registered with the
// address resolvers (address_resolvers.cpp).
#include "api/api.hpp"
#include "api/resolvers.hpp"

namespace karyana::api {

void add_subscription_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add_subscription("deliverySlotsUpdated", [](const graphql::ResolveInfo&) {
    return graphql::SubscriptionSource{topics::kDeliverySlots};
  });
  auto needs_sign_in = [](const graphql::ResolveInfo&) -> graphql::SubscriptionSource {
    throw graphql::FieldError("Authentication required", {{"code", "UNAUTHENTICATED"}});
  };
  resolvers.add_subscription("cartUpdated", needs_sign_in);
}

}  // namespace karyana::api
