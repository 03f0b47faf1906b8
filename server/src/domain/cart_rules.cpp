#include "domain/cart_rules.hpp"

#include <algorithm>

namespace karyana::domain {

std::int64_t sellable_qty(const ProductStock& product) {
  return std::max<std::int64_t>(0, product.available_qty - product.reserved_for_order);
}

std::int64_t max_cart_qty(const ProductStock& product) {
  auto most = sellable_qty(product);
  if (product.limit_max_qty_in_cart > 0) most = std::min(most, product.limit_max_qty_in_cart);
  return most;
}

std::string_view cart_refusal_message(CartRefusal refusal) {
  namespace m = cart_messages;
  switch (refusal) {
    case CartRefusal::ProductNotFound:
      return m::kProductNotFound;
    case CartRefusal::Unavailable:
      return m::kProductUnavailable;
    case CartRefusal::CategoryUnavailable:
      return m::kCategoryUnavailable;
    case CartRefusal::SoldOut:
      return m::kSoldOut;
    case CartRefusal::MaxLimit:
      return m::kMaxLimit;
    case CartRefusal::LowStock:
      return m::kLowStock;
    case CartRefusal::BadQty:
      return m::kBadQty;
  }
  return m::kProductUnavailable;
}

std::optional<CartRefusal> cart_refusal(const std::optional<ProductStock>& product, std::int64_t qty) {
  if (!product) return CartRefusal::ProductNotFound;
  if (!product->published) return CartRefusal::Unavailable;
  if (sellable_qty(*product) < 1) return CartRefusal::SoldOut;
  if (product->limit_max_qty_in_cart > 0 && qty > product->limit_max_qty_in_cart) return CartRefusal::MaxLimit;
  if (qty > sellable_qty(*product)) return CartRefusal::LowStock;
  return std::nullopt;
}

CartTotals cart_totals(const std::vector<CartLine>& lines, Paisa delivery_charges) {
  CartTotals t;
  for (const auto& l : lines) {
    t.total_price += l.price * l.qty;
    t.total_tax += l.unit_tax * l.qty;
    if (l.price_was > l.price) t.savings += (l.price_was - l.price) * l.qty;
  }
  t.delivery_charges = lines.empty() ? 0 : delivery_charges;
  t.grand_total = t.total_price + t.total_tax + t.delivery_charges;
  return t;
}

}  // namespace karyana::domain
