// A cart priced on the server (shopping.md §9): each line joined with its product as the
// catalogue holds it now, totalled by the domain's cart rules (domain/cart_rules.hpp) in exact
// paisa. Prices a client sends are never used.
#pragma once

#include <vector>

#include "domain/cart_rules.hpp"
#include "store/cart_store.hpp"
#include "store/money.hpp"
#include "store/records.hpp"

namespace karyana::api {

// The product's state as the cart rules take it.
domain::ProductStock product_stock(const store::Product& product);

struct PricedLine {
  store::CartLine line;
  store::Product product;
  store::Paisa unit_tax = 0;  // tax on one unit (tax_total); 0 when the product is not taxable
};

struct PricedCart {
  store::CartRecord cart;
  std::vector<PricedLine> lines;  // in the cart's order; lines whose product is gone are left out
  domain::CartTotals totals;
};

// `products` may come in any order (one batch read for the whole cart).
PricedCart price_cart(const store::CartRecord& cart, const std::vector<store::Product>& products,
                      store::Paisa delivery_charges);

}  // namespace karyana::api
