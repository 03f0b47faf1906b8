// The rules of each staff change to an order (issue 17), as the `decide` answers the fulfilment
// store's transaction runs (store/order_fulfilment_store.hpp): which transition, what picking
// records, what stock comes back, which SMS the customer gets, what the audit row says. Texts are
// the contract's (docs/api.md 'Staff'); a refusal's message is its ErrorInfo message.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domain/order_status.hpp"
#include "store/order_fulfilment_store.hpp"

namespace karyana::api {

inline constexpr const char* kOrderNotFound = "Order not found";
inline constexpr const char* kOrderChanged = "This order was changed by someone else. Reload it to see the change.";
inline constexpr const char* kPickingIncomplete = "Record every line as picked or not found first";
inline constexpr const char* kRiderNotFound = "Rider not found";
inline constexpr const char* kReasonRequired = "Please give a reason";
inline constexpr const char* kPickingClosed = "Picking can be recorded only while the order is being picked";
inline constexpr const char* kRiderNotNow =
    "A rider can be assigned only when the order is ready to dispatch or on its way";
inline constexpr const char* kBadAmount = "The amount cannot be negative";
// "An order cannot move from {} to {}".
std::string status_not_allowed(std::string_view from, std::string_view to);

// The customer's SMS texts (docs/decisions.md).
std::string dispatched_sms(const std::string& serial);
std::string delivered_sms(const std::string& serial);
std::string canceled_sms(const std::string& serial, const std::string& reason);

struct PickLine {
  std::string product_id;
  std::int64_t picked_qty = 0;
  bool not_found = false;
};

// staffSetOrderStatus (the caller's role already allowed the move; canceled and declined go to
// cancel_order with `note` as the reason, delivered records no cash).
store::ChangeDecision set_status_change(const store::StaffOrderRecord& order, domain::OrderStatus to,
                                        const std::string& note);
store::ChangeDecision record_picking_change(const store::StaffOrderRecord& order, const std::vector<PickLine>& lines);
store::ChangeDecision assign_rider_change(const store::StaffOrderRecord& order, const store::StaffRecord& rider);
store::ChangeDecision mark_delivered_change(const store::StaffOrderRecord& order, std::int64_t cash_paisa);
store::ChangeDecision cancel_change(const store::StaffOrderRecord& order, const std::string& reason, bool decline);

}  // namespace karyana::api
