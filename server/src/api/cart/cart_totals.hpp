// A cart priced on the server (shopping.md §9): each line joined with its product as the
// catalogue holds it now, and the totals in exact paisa. Prices a client sends are never used.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "store/cart_store.hpp"
#include "store/money.hpp"
#include "store/records.hpp"

namespace karyana::api {

// What a customer may still put in the cart: stock on hand less what orders have reserved.
std::int64_t sellable_qty(const store::Product& product);

struct PricedLine {
  store::CartLine line;
  store::Product product;
  store::Paisa unit_tax = 0;  // tax on one unit (tax_total); 0 when the product is not taxable
};

struct CartTotals {
  store::Paisa total_price = 0;       // Σ price × qty
  store::Paisa total_tax = 0;         // Σ unit tax × qty over taxable lines
  store::Paisa delivery_charges = 0;  // the store's delivery charges; 0 for an empty cart
  store::Paisa savings = 0;           // Σ (price_was − price) × qty where price_was > price
  store::Paisa grand_total = 0;       // total_price + total_tax + delivery_charges
};

struct PricedCart {
  store::CartRecord cart;
  std::vector<PricedLine> lines;  // in the cart's order; lines whose product is gone are left out
  CartTotals totals;
};

// `products` may come in any order (one batch read for the whole cart).
PricedCart price_cart(const store::CartRecord& cart, const std::vector<store::Product>& products,
                      store::Paisa delivery_charges);

}  // namespace karyana::api
