// Order statuses and their rules (shopping.md §4). Pure rules, no I/O.
//
// NOTE for slot and stock code (S1): an order is "live" — it holds its stock and its place in a
// delivery slot — in every status except canceled, declined and refunded. Count slot places and
// reserved stock with is_live_status() (or kNotLiveStatuses in SQL: `status NOT IN (...)`), so
// the slot counts, the stock invariant and this file agree.
//
// "Awaiting delivery" is narrower: live and not yet delivered (so not delivered or completed
// either). It counts a customer's orders on the way for the live orders limit (checkout_rules);
// unconfirmed and pending orders count, as both can still go out to the customer.
//
// Transitions (the spec does not show them; chosen here, see the report / docs/decisions.md):
//   unconfirmed       → new | canceled | declined
//   new               → picking | canceled | declined
//   picking           → in-review | pending | canceled
//   pending           → picking | canceled            (waiting on the customer or on stock)
//   in-review         → ready-to-dispatch | picking | canceled
//   ready-to-dispatch → dispatched | collection | canceled
//   dispatched        → delivered | canceled
//   collection        → delivered | canceled          (the customer collects it at the store)
//   delivered         → completed | refunded
//   completed         → refunded
//   canceled, declined, refunded: final.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/checkout_rules.hpp"
#include "domain/money.hpp"
#include "domain/voucher_rules.hpp"

namespace karyana::domain {

inline constexpr std::array<std::string_view, 13> kOrderStatuses = {
    "unconfirmed", "new",       "picking",           "pending",    "collection", "canceled", "declined",
    "refunded",    "in-review", "ready-to-dispatch", "dispatched", "delivered",  "completed"};

// The statuses in which an order no longer holds stock or a slot place.
inline constexpr std::array<std::string_view, 3> kNotLiveStatuses = {"canceled", "declined", "refunded"};
// The same list as SQL text for `status NOT IN (...)`.
inline constexpr const char* kNotLiveStatusesSql = "'canceled','declined','refunded'";

// The statuses in which an order is no longer on its way to the customer.
inline constexpr std::array<std::string_view, 5> kNotAwaitingDeliveryStatuses = {"delivered", "completed", "canceled",
                                                                                 "declined", "refunded"};
// The same list as SQL text for `status NOT IN (...)`.
inline constexpr const char* kNotAwaitingDeliveryStatusesSql =
    "'delivered','completed','canceled','declined','refunded'";

bool is_order_status(std::string_view status);
// Holds stock and a slot place (every known status except canceled, declined, refunded).
bool is_live_status(std::string_view status);
// Still on its way to the customer: a known status other than delivered, completed, canceled,
// declined or refunded (so unconfirmed and pending count).
bool is_awaiting_delivery(std::string_view status);
// Re-Order is offered (disabled for refunded, declined, canceled, delivered, completed).
bool allows_reorder(std::string_view status);
// The statuses `from` may move to (empty for final or unknown statuses).
std::vector<std::string_view> next_statuses(std::string_view from);
bool can_transition(std::string_view from, std::string_view to);
// The status-note text for a change to `status`: "Status Updated to {status}" (the web's
// timeline looks for this text).
std::string status_note_text(std::string_view status);

// Which quantity an order's displayed totals use.
enum class QtyBasis { ordered, picked, deliverable };
// picked for in-review; deliverable for ready-to-dispatch, dispatched, delivered and completed;
// ordered otherwise.
QtyBasis qty_basis(std::string_view status);

struct OrderLineQty {
  Paisa price = 0;      // per unit
  Paisa price_was = 0;  // per unit; savings only when above price
  Paisa unit_tax = 0;   // tax on one unit (tax_total)
  bool taxable = false;
  std::int64_t qty = 0;                         // ordered
  std::optional<std::int64_t> picked_qty;       // from pickup data
  std::optional<std::int64_t> deliverable_qty;  // set by the store
};

// The quantity a line counts with under `basis`: picked or deliverable when known, else ordered.
std::int64_t counted_qty(const OrderLineQty& line, QtyBasis basis);

// Totals over the quantities `status` counts (§4, §9), with checkout_rules' OrderTotals: the
// voucher's discount (voucher_rules, nullptr: none) is worked out on the counted sub total.
OrderTotals status_totals(std::string_view status, const std::vector<OrderLineQty>& lines, Paisa delivery_charges,
                          const Voucher* voucher);

}  // namespace karyana::domain
