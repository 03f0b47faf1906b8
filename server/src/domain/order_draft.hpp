// The rules of placing an order (shopping.md §5, §9), over what the placement transaction read
// as plain values: the customer's orders awaiting delivery (the live orders limit), the cart's
// lines, the minimum and maximum order, the slot and the voucher are checked in that order, and
// the order is priced by the server alone (cart_rules' totals, the voucher's discount). The api
// maps the store's reads in and the draft out to the order it writes.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "domain/calendar.hpp"
#include "domain/cart_rules.hpp"
#include "domain/checkout_rules.hpp"
#include "domain/slot_rules.hpp"
#include "domain/voucher_rules.hpp"

namespace karyana::domain {

// The store's settings the placement rules use (read once per request).
struct CheckoutSettings {
  Paisa delivery_charges = 0;  // delivery_charges (rupees); 0 when unset
  Paisa min_order = 0;         // min_order_amount (rupees); 0: none
  Paisa max_order = 0;         // max_order_amount (rupees); 0: none
  // max_live_orders_per_customer: orders awaiting delivery a customer may hold; 0: no limit.
  std::int64_t max_live_orders = kDefaultMaxLiveOrders;
  // confirm_first_orders: a customer's first order starts 'unconfirmed' (order_status.hpp).
  bool confirm_first_orders = true;
  std::string currency = "RS";
  SlotSettings slots;  // timeslot_pre_gap, timeslot_days_to_show
};

// One line of the cart: whether it can be ordered, and (when its product exists) its prices.
struct DraftLine {
  LineCheck check;
  std::optional<CartLine> priced;  // nullopt when the product is gone
};

struct DraftFacts {
  bool cart_id_matches = true;  // false: a cart id was sent and it is not the customer's cart
  std::int64_t orders_awaiting_delivery = 0;
  std::vector<DraftLine> lines;    // the cart's lines, in its order
  std::optional<WeeklySlot> slot;  // nullopt: no such slot
  std::string slot_date;           // DD-MM-YYYY as sent
  bool voucher_code_sent = false;  // a non-empty code was sent
  std::optional<Voucher> voucher;  // the voucher with that code, when there is one
  std::int64_t voucher_uses_by_customer = 0;
  CheckoutSettings settings;
  Instant now{};
  // Live orders already holding the slot occurrence starting at `start` (a read of the caller's).
  std::function<std::int64_t(Instant start)> live_orders_at;
};

// Why the order cannot be placed; every kind carries the customer's message.
enum class DraftRefusalKind { NotYourCart, LiveOrdersLimit, EmptyCart, Items, MinOrder, MaxOrder, Slot, Voucher };

struct DraftRefusal {
  DraftRefusalKind kind;
  std::string message;
  // Items: every line that cannot be ordered, by its index in DraftFacts::lines.
  std::vector<std::pair<std::size_t, CartRefusal>> lines;
};

struct OrderDraft {
  OrderTotals totals;
  SlotOccurrence occurrence;  // the slot on the date booked
  bool voucher_applied = false;
};

std::variant<OrderDraft, DraftRefusal> draft_order(const DraftFacts& facts);

}  // namespace karyana::domain
