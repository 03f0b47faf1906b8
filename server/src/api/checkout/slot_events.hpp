// deliverySlotsUpdated events: after an order takes (or, canceled, frees) a place in a slot
// occurrence, every grid hears {mutation: UPDATED, node: slot with totalOrders at that start}.
#pragma once

#include <string>

namespace karyana::api {

struct Services;

// Reads the slot and its live orders at `start_utc` (ISO instant as orders store it) and
// publishes on topics::kDeliverySlots. Nothing when the slot is gone.
void publish_slot_occupancy(Services& services, const std::string& slot_id, const std::string& start_utc);

}  // namespace karyana::api
