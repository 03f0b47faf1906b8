#include "api/cart/cart_totals.hpp"

#include <unordered_map>

namespace karyana::api {

domain::ProductStock product_stock(const store::Product& product) {
  return {product.status == "published", product.available_qty, product.reserved_for_order,
          product.limit_max_qty_in_cart};
}

PricedCart price_cart(const store::CartRecord& cart, const std::vector<store::Product>& products,
                      store::Paisa delivery_charges) {
  std::unordered_map<std::string, const store::Product*> by_id;
  for (const auto& p : products) by_id.emplace(p.id, &p);
  PricedCart priced{cart, {}, {}};
  std::vector<domain::CartLine> lines;
  for (const auto& line : cart.lines) {
    auto found = by_id.find(line.product_id);
    if (found == by_id.end()) continue;
    const auto& p = *found->second;
    store::Paisa tax = 0;
    if (p.taxable > 0 && p.type) tax = store::unit_tax(p.price, p.type->tax_value, p.type->tax_unit);
    lines.push_back({p.price, p.price_was, tax, line.qty});
    priced.lines.push_back({line, p, tax});
  }
  priced.totals = domain::cart_totals(lines, delivery_charges);
  return priced;
}

}  // namespace karyana::api
