#include "api/cart/cart_totals.hpp"

#include <algorithm>
#include <unordered_map>

namespace karyana::api {

std::int64_t sellable_qty(const store::Product& product) {
  return std::max<std::int64_t>(0, product.available_qty - product.reserved_for_order);
}

PricedCart price_cart(const store::CartRecord& cart, const std::vector<store::Product>& products,
                      store::Paisa delivery_charges) {
  std::unordered_map<std::string, const store::Product*> by_id;
  for (const auto& p : products) by_id.emplace(p.id, &p);
  PricedCart priced{cart, {}, {}};
  auto& t = priced.totals;
  for (const auto& line : cart.lines) {
    auto found = by_id.find(line.product_id);
    if (found == by_id.end()) continue;
    const auto& p = *found->second;
    store::Paisa tax = 0;
    if (p.taxable > 0 && p.type) tax = store::unit_tax(p.price, p.type->tax_value, p.type->tax_unit);
    t.total_price += p.price * line.qty;
    t.total_tax += tax * line.qty;
    if (p.price_was > p.price) t.savings += (p.price_was - p.price) * line.qty;
    priced.lines.push_back({line, p, tax});
  }
  t.delivery_charges = priced.lines.empty() ? 0 : delivery_charges;
  t.grand_total = t.total_price + t.total_tax + t.delivery_charges;
  return priced;
}

}  // namespace karyana::api
