// The server cart's rules over plain values: what may be put in a cart (in the rules' order),
// how much of a product a cart may hold, and the totals in exact paisa.
#include <gtest/gtest.h>

#include "domain/cart_rules.hpp"

namespace karyana::domain {
namespace {

ProductStock milk() {
  return {.published = true, .available_qty = 10, .reserved_for_order = 4, .limit_max_qty_in_cart = 0};
}

TEST(CartRules, SellableIsStockLessReservedAndNeverNegative) {
  EXPECT_EQ(sellable_qty(milk()), 6);
  auto p = milk();
  p.reserved_for_order = 12;
  EXPECT_EQ(sellable_qty(p), 0);
}

TEST(CartRules, MaxCartQtyIsTheSellableCappedByTheLimit) {
  auto p = milk();
  EXPECT_EQ(max_cart_qty(p), 6);
  p.limit_max_qty_in_cart = 2;
  EXPECT_EQ(max_cart_qty(p), 2);
  p.limit_max_qty_in_cart = 9;
  EXPECT_EQ(max_cart_qty(p), 6);
}

TEST(CartRules, RefusalsInTheRulesOrder) {
  EXPECT_EQ(cart_refusal(std::nullopt, 1), CartRefusal::ProductNotFound);
  auto p = milk();
  EXPECT_EQ(cart_refusal(p, 6), std::nullopt);  // exactly what can be sold
  EXPECT_EQ(cart_refusal(p, 7), CartRefusal::LowStock);
  p.limit_max_qty_in_cart = 3;
  EXPECT_EQ(cart_refusal(p, 3), std::nullopt);
  EXPECT_EQ(cart_refusal(p, 4), CartRefusal::MaxLimit);  // the limit is checked before the stock
  p.available_qty = 4;
  EXPECT_EQ(cart_refusal(p, 1), CartRefusal::SoldOut);
  p.published = false;
  EXPECT_EQ(cart_refusal(p, 1), CartRefusal::Unavailable);
}

TEST(CartRules, MessagesAreTheCartsOwn) {
  EXPECT_EQ(cart_refusal_message(CartRefusal::ProductNotFound), "Product Not Found!");
  EXPECT_EQ(cart_refusal_message(CartRefusal::Unavailable), "Product Unavailable");
  EXPECT_EQ(cart_refusal_message(CartRefusal::SoldOut), "Sold Out");
  EXPECT_EQ(cart_refusal_message(CartRefusal::LowStock), "Low Stock");
  EXPECT_EQ(cart_refusal_message(CartRefusal::MaxLimit), "Sorry, you have reached maximum purchase limit of this item");
  EXPECT_EQ(cart_refusal_message(CartRefusal::BadQty), "Quantity must be at least 1");
}

TEST(CartRules, TotalsInPaisa) {
  // RS 100.00 ×4 with 17.00 tax a unit, was 120.00; RS 33.33 ×3, no tax, was 30.00 (no saving).
  std::vector<CartLine> lines = {{.price = 10000, .price_was = 12000, .unit_tax = 1700, .qty = 4},
                                 {.price = 3333, .price_was = 3000, .unit_tax = 0, .qty = 3}};
  auto t = cart_totals(lines, 15000);
  EXPECT_EQ(t.total_price, 40000 + 9999);
  EXPECT_EQ(t.total_tax, 6800);
  EXPECT_EQ(t.savings, 8000);
  EXPECT_EQ(t.delivery_charges, 15000);
  EXPECT_EQ(t.grand_total, 49999 + 6800 + 15000);
}

TEST(CartRules, AnEmptyCartHasNoDeliveryCharges) {
  auto t = cart_totals({}, 15000);
  EXPECT_EQ(t.delivery_charges, 0);
  EXPECT_EQ(t.grand_total, 0);
}

}  // namespace
}  // namespace karyana::domain
