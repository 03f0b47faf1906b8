// The staff's live board (issue 17): every order created or changed is published on one bus
// topic as a StaffOrderEvent {kind, serial, status, version, date (YYYY-MM-DD)}; the
// staffOrderUpdated subscription (owner, manager, picker) listens on it. The same change is
// published on the order's own topic (topics::order) for its customer's orderUpdated, so this
// one publish point covers every change.
#pragma once

#include <cstdint>
#include <string>

#include "api/api_context.hpp"

namespace karyana::api {

namespace topics {
inline constexpr const char* kStaffOrders = "staff-orders";
}  // namespace topics

// kind: "CREATED" or "UPDATED"; slot_date as the order keeps it (DD-MM-YYYY).
void publish_staff_order_event(Services& services, const char* kind, const std::string& serial,
                               const std::string& status, std::int64_t version, const std::string& slot_date);

}  // namespace karyana::api
