// Subscription root fields name the bus topic they listen on. Delivery slots are public;
// cart and address events need the signed-in owner, which the accounts issue brings — until
// then those subscriptions are refused rather than open to anyone.
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
  resolvers.add_subscription("addressesUpdated", needs_sign_in);
}

}  // namespace karyana::api
