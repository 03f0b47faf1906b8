// Order statuses and their rules (shopping.md §4). Pure rules, no I/O.
//
// NOTE for slot and stock code (S1): an order is "live" — it holds its stock and its place in a
// delivery slot — in every status except canceled, declined and refunded. Count slot places and
// reserved stock with is_live_status() (the store lists kNotLiveStatuses as text in its queries),
// so the slot counts, the stock invariant and this file agree.
//
// "Awaiting delivery" is narrower: live and not yet delivered (so not delivered or completed
// either). It counts a customer's orders on the way for the live orders limit (checkout_rules);
// unconfirmed and pending orders count, as both can still go out to the customer.
//
// A customer's first order starts 'unconfirmed' (initial_order_status): the store phones them before
// anyone picks it, as cash-on-delivery shops do against fake orders; later ones start 'new'.
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

enum class OrderStatus {
  Unconfirmed,
  New,
  Picking,
  Pending,
  Collection,
  Canceled,
  Declined,
  Refunded,
  InReview,
  ReadyToDispatch,
  Dispatched,
  Delivered,
  Completed,
};

inline constexpr std::array<OrderStatus, 13> kOrderStatuses = {
    OrderStatus::Unconfirmed,     OrderStatus::New,        OrderStatus::Picking,
    OrderStatus::Pending,         OrderStatus::Collection, OrderStatus::Canceled,
    OrderStatus::Declined,        OrderStatus::Refunded,   OrderStatus::InReview,
    OrderStatus::ReadyToDispatch, OrderStatus::Dispatched, OrderStatus::Delivered,
    OrderStatus::Completed};

// The text the store keeps and the API shows ("ready-to-dispatch"); the one pair that maps them.
std::string_view order_status_text(OrderStatus status);
// nullopt for a text that names no status (exact, lower case: "cancelled" is not one).
std::optional<OrderStatus> parse_order_status(std::string_view text);
bool is_order_status(std::string_view text);

// The statuses in which an order no longer holds stock or a slot place.
inline constexpr std::array<OrderStatus, 3> kNotLiveStatuses = {OrderStatus::Canceled, OrderStatus::Declined,
                                                                OrderStatus::Refunded};
// The statuses in which an order is no longer on its way to the customer.
inline constexpr std::array<OrderStatus, 5> kNotAwaitingDeliveryStatuses = {
    OrderStatus::Delivered, OrderStatus::Completed, OrderStatus::Canceled, OrderStatus::Declined,
    OrderStatus::Refunded};

// The statuses of an order the customer took: delivered, completed, and refunded (only a delivered or
// completed order can be refunded). One of them proves the customer for first-order confirmation.
inline constexpr std::array<OrderStatus, 3> kReceivedStatuses = {OrderStatus::Delivered, OrderStatus::Completed,
                                                                 OrderStatus::Refunded};

// Holds stock and a slot place (every status except canceled, declined, refunded).
bool is_live_status(OrderStatus status);
// Still on its way to the customer: a status other than delivered, completed, canceled,
// declined or refunded (so unconfirmed and pending count).
bool is_awaiting_delivery(OrderStatus status);
// The customer took this order (kReceivedStatuses).
bool is_received_status(OrderStatus status);
// The status a new order starts in: 'unconfirmed' when the store confirms first orders and the
// customer has no received order yet (earlier orders all canceled or still on their way count as
// none), so staff call them first; otherwise 'new'.
OrderStatus initial_order_status(bool confirm_first_orders, bool customer_has_received_order);
// The setting confirm_first_orders: on unless it is "0" or "false" (absent: on, as a new store has it).
bool confirm_first_orders_setting(std::optional<std::string_view> text);
// Re-Order is offered (disabled for refunded, declined, canceled, delivered, completed).
bool allows_reorder(OrderStatus status);
// The statuses `from` may move to (empty for final statuses).
std::vector<OrderStatus> next_statuses(OrderStatus from);
bool can_transition(OrderStatus from, OrderStatus to);
// The status-note text for a change to `status`: "Status Updated to {status}" (the web's
// timeline looks for this text).
std::string status_note_text(OrderStatus status);
std::string status_note_text(std::string_view status_text);

// Which quantity an order's displayed totals use.
enum class QtyBasis { ordered, picked, deliverable };
// picked for in-review; deliverable for ready-to-dispatch, dispatched, delivered and completed;
// ordered otherwise.
QtyBasis qty_basis(OrderStatus status);

struct OrderLineQty {
  Paisa price = 0;      // per unit
  Paisa price_was = 0;  // per unit; savings only when above price
  Paisa unit_tax = 0;   // tax on one unit (tax_total)
  bool taxable = false;
  std::int64_t qty = 0;                                        // ordered
  std::optional<std::int64_t> picked_qty = std::nullopt;       // from pickup data
  std::optional<std::int64_t> deliverable_qty = std::nullopt;  // set by the store
};

// The quantity a line counts with under `basis`: picked or deliverable when known, else ordered.
std::int64_t counted_qty(const OrderLineQty& line, QtyBasis basis);

// Totals over the quantities `status` counts (§4, §9), with checkout_rules' OrderTotals: the
// voucher's discount (voucher_rules, nullptr: none) is worked out on the counted sub total.
OrderTotals status_totals(OrderStatus status, const std::vector<OrderLineQty>& lines, Paisa delivery_charges,
                          const Voucher* voucher);

}  // namespace karyana::domain
