// Subscription root fields name the bus topic they listen on. Delivery slots and product
// changes (productsUpdated: prices and stock are public) need no sign-in;
// addressesUpdated and cartUpdated need the signed-in owner and are registered with their
// feature's resolvers (address_resolvers.cpp, cart_resolvers.cpp).
#include "api/api.hpp"
#include "api/catalogue/product_events.hpp"
#include "api/resolvers.hpp"

namespace karyana::api {

void add_subscription_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add_subscription("deliverySlotsUpdated", [](const graphql::ResolveInfo&) {
    return graphql::SubscriptionSource{topics::kDeliverySlots};
  });
  resolvers.add_subscription(
      "productsUpdated", [](const graphql::ResolveInfo&) { return graphql::SubscriptionSource{topics::kProducts}; });
}

}  // namespace karyana::api
