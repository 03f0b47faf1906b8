#include "api/checkout/slot_events.hpp"

#include <boost/json/object.hpp>

#include "api/api.hpp"
#include "api/checkout/checkout_json.hpp"
#include "graphql/pubsub.hpp"
#include "store/stores.hpp"

namespace karyana::api {

void publish_slot_occupancy(Services& services, const std::string& slot_id, const std::string& start_utc) {
  auto slot = services.stores.slots().slot_by_id(slot_id);
  if (!slot) return;
  auto counts = services.stores.slots().live_orders_at({start_utc});
  const auto found = counts.find(start_utc);
  publish_slot_occupancy(services, *slot, found == counts.end() ? 0 : found->second);
}

void publish_slot_occupancy(Services& services, const store::DeliverySlot& slot, std::int64_t live_orders) {
  services.pubsub.publish(topics::kDeliverySlots,
                          boost::json::object{{"mutation", "UPDATED"}, {"node", slot_json(slot, live_orders)}});
}

}  // namespace karyana::api
