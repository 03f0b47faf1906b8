// Placing an order (shopping.md §5, §9): order totals in paisa, the minimum order, the payment
// method and why a cart line cannot be ordered. Messages shown to the customer live here.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "domain/cart_rules.hpp"
#include "domain/money.hpp"

namespace karyana::domain {

struct OrderTotals {
  Paisa sub_total = 0;  // Σ price × qty
  Paisa tax = 0;        // Σ unit tax × qty over taxable lines
  Paisa delivery_charges = 0;
  Paisa savings = 0;      // Σ (price_was − price) × qty, only when below the sub total
  Paisa discount = 0;     // the voucher's discount
  Paisa grand_total = 0;  // sub total − discount + delivery charges + tax
};

// `savings` is the raw price_was difference; `discount` is capped to the sub total here too.
OrderTotals order_totals(Paisa sub_total, Paisa tax, Paisa delivery_charges, Paisa savings, Paisa discount);

// 'Minimum order limit is RS 500' when `min_order` (0: none) is above the cart's grand total.
std::optional<std::string> min_order_refusal(Paisa cart_grand_total, Paisa min_order, std::string_view currency);

// 'Maximum order limit is RS 50000' when the cart's grand total is above `max_order` (0: none): the
// cash a rider carries is capped (docs/decisions.md, "Checkout and orders").
std::optional<std::string> max_order_refusal(Paisa cart_grand_total, Paisa max_order, std::string_view currency);

// The most live (undelivered, see order_status.hpp is_awaiting_delivery) cash-on-delivery orders a
// customer may hold when the store sets no max_live_orders_per_customer; 0 there means no limit.
inline constexpr std::int64_t kDefaultMaxLiveOrders = 3;

// 'You already have 3 orders on the way. Please wait for one to be delivered before placing
// another.' when the customer's orders awaiting delivery have reached `max_live_orders` (0: no
// limit), so one account cannot book every delivery slot (docs/decisions.md, "Checkout and orders").
// The setting's text as a limit: a whole number 0 or more; missing or anything else gives the default.
std::int64_t max_live_orders_setting(std::optional<std::string_view> text);
std::optional<std::string> live_orders_refusal(std::int64_t awaiting_delivery, std::int64_t max_live_orders);

// The SMS confirming a placed order: serial, delivery date (DD-MM-YYYY) and times (HH:MM local),
// and the cash to have ready. `serial` may be a placeholder the store fills in.
std::string order_placed_sms(std::string_view serial, std::string_view date, std::string_view start,
                             std::string_view end, std::string_view currency, Paisa grand_total);

// Cash on delivery is the only method; an empty or missing method means COD.
bool payment_method_accepted(std::string_view method);

// One cart line as placement sees it.
struct LineCheck {
  bool product_exists = true;
  bool published = true;
  bool category_enabled = true;
  std::int64_t qty = 0;
  std::int64_t sellable = 0;       // available_qty − reserved_for_order
  std::int64_t limit_max_qty = 0;  // limit_max_qty_in_cart; 0: none
};

// Why the line cannot be ordered (its message is cart_refusal_message's), nullopt when it can.
// Checked in this order: exists, published, category shown, sold out, per-cart limit, stock.
std::optional<CartRefusal> line_refusal(const LineCheck& line);

namespace checkout_messages {
inline constexpr const char* kEmptyCart = "Oops! there is noting to order!";
inline constexpr const char* kAddressNotFound = "Address not found!";
inline constexpr const char* kCodOnly = "Only cash on delivery (COD) is accepted";
inline constexpr const char* kMinOrderPrefix = "Minimum order limit is ";
inline constexpr const char* kMaxOrderPrefix = "Maximum order limit is ";
inline constexpr const char* kLiveOrdersPrefix = "You already have ";
inline constexpr const char* kLiveOrdersSuffix =
    " on the way. Please wait for one to be delivered before placing another.";
inline constexpr const char* kItemsUnavailable = "Some items in your cart cannot be ordered, please review your cart";
inline constexpr const char* kOrderPlaced = "Order placed";
}  // namespace checkout_messages

}  // namespace karyana::domain
