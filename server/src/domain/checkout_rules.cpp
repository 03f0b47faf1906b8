#include "domain/checkout_rules.hpp"

#include <algorithm>
#include <charconv>

namespace karyana::domain {

OrderTotals order_totals(Paisa sub_total, Paisa tax, Paisa delivery_charges, Paisa savings, Paisa discount) {
  OrderTotals t{sub_total, tax, delivery_charges, 0, std::clamp<Paisa>(discount, 0, std::max<Paisa>(sub_total, 0)), 0};
  // §9: savings count only when below the sub total.
  t.savings = savings > 0 && savings < sub_total ? savings : 0;
  t.grand_total = t.sub_total - t.discount + t.delivery_charges + t.tax;
  return t;
}

std::optional<std::string> min_order_refusal(Paisa cart_grand_total, Paisa min_order, std::string_view currency) {
  if (min_order <= 0 || min_order <= cart_grand_total) return std::nullopt;
  return std::string(checkout_messages::kMinOrderPrefix) + std::string(currency) + " " + rupees_text(min_order);
}

std::optional<std::string> max_order_refusal(Paisa cart_grand_total, Paisa max_order, std::string_view currency) {
  if (max_order <= 0 || cart_grand_total <= max_order) return std::nullopt;
  return std::string(checkout_messages::kMaxOrderPrefix) + std::string(currency) + " " + rupees_text(max_order);
}

std::int64_t max_live_orders_setting(std::optional<std::string_view> text) {
  if (!text) return kDefaultMaxLiveOrders;
  auto t = *text;
  while (!t.empty() && t.front() == ' ') t.remove_prefix(1);
  while (!t.empty() && t.back() == ' ') t.remove_suffix(1);
  std::int64_t v = 0;
  auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
  if (t.empty() || ec != std::errc() || end != t.data() + t.size() || v < 0) return kDefaultMaxLiveOrders;
  return v;
}

std::optional<std::string> live_orders_refusal(std::int64_t awaiting_delivery, std::int64_t max_live_orders) {
  if (max_live_orders <= 0 || awaiting_delivery < max_live_orders) return std::nullopt;
  const std::string orders = awaiting_delivery == 1 ? "1 order" : std::to_string(awaiting_delivery) + " orders";
  return checkout_messages::kLiveOrdersPrefix + orders + checkout_messages::kLiveOrdersSuffix;
}

bool payment_method_accepted(std::string_view method) { return method.empty() || method == "COD"; }

std::optional<CartRefusal> line_refusal(const LineCheck& line) {
  if (!line.product_exists) return CartRefusal::ProductNotFound;
  if (!line.published) return CartRefusal::Unavailable;
  if (!line.category_enabled) return CartRefusal::CategoryUnavailable;
  if (line.sellable < 1) return CartRefusal::SoldOut;
  if (line.limit_max_qty > 0 && line.qty > line.limit_max_qty) return CartRefusal::MaxLimit;
  if (line.qty > line.sellable) return CartRefusal::LowStock;
  return std::nullopt;
}

std::string order_placed_sms(std::string_view serial, std::string_view date, std::string_view start,
                             std::string_view end, std::string_view currency, Paisa grand_total) {
  std::string text = "Karyana: your order #";
  text.append(serial).append(" is placed. Delivery on ").append(date).append(", ").append(start).append("-");
  text.append(end).append(". Please keep ").append(currency).append(" ").append(rupees_text(grand_total));
  text += " ready (cash on delivery).";
  return text;
}

}  // namespace karyana::domain
