// deliverySlotsUpdated events: after an order takes (or, canceled, frees) a place in a slot
// occurrence, every grid hears {mutation: UPDATED, node: slot with totalOrders at that start}.
#pragma once

#include <cstdint>
#include <string>

#include "store/records.hpp"

namespace karyana::api {

struct Services;

// Reads the slot and its live orders at `start_utc` (ISO instant as orders store it) and
// publishes on topics::kDeliverySlots. Nothing when the slot is gone.
void publish_slot_occupancy(Services& services, const std::string& slot_id, const std::string& start_utc);
// The same event from a slot and count the caller already holds (an order placement counts them
// in its transaction), without reading them again.
void publish_slot_occupancy(Services& services, const store::DeliverySlot& slot, std::int64_t live_orders);

}  // namespace karyana::api
