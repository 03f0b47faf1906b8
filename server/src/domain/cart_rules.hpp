// The server cart's rules (shopping.md §3, §4, §9): what may be put in a cart, how much of a
// product a cart may hold, and the cart's totals in exact paisa. Plain values in; the api joins
// the cart's lines with the catalogue (prices a client sends are never used) and shows the result.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "domain/money.hpp"

namespace karyana::domain {

// What the cart rules need of a product's state.
struct ProductStock {
  bool published = false;  // the stored status is 'published'
  std::int64_t available_qty = 0;
  std::int64_t reserved_for_order = 0;
  std::int64_t limit_max_qty_in_cart = 0;  // 0: no limit
};

// What a customer may still put in the cart: stock on hand less what orders have reserved (≥ 0).
std::int64_t sellable_qty(const ProductStock& product);
// The most of `product` a cart may hold: what can be sold, capped by limit_max_qty_in_cart.
std::int64_t max_cart_qty(const ProductStock& product);

// Why a quantity of a product cannot be in a cart (or ordered, checkout_rules' line_refusal).
enum class CartRefusal { ProductNotFound, Unavailable, CategoryUnavailable, SoldOut, MaxLimit, LowStock, BadQty };
// The cart's own message for `refusal` ("Sold Out", "Low Stock", …).
std::string_view cart_refusal_message(CartRefusal refusal);

// Why `qty` of `product` (nullopt: no such product) may not be in a cart, nullopt when it may.
// Checked in this order: exists, published, something to sell, the per-cart limit, the stock.
std::optional<CartRefusal> cart_refusal(const std::optional<ProductStock>& product, std::int64_t qty);

// One priced line: the product's prices now and the line's quantity.
struct CartLine {
  Paisa price = 0;      // per unit
  Paisa price_was = 0;  // per unit; a saving only when above price
  Paisa unit_tax = 0;   // tax on one unit; 0 when the product is not taxable
  std::int64_t qty = 0;
};

struct CartTotals {
  Paisa total_price = 0;       // Σ price × qty
  Paisa total_tax = 0;         // Σ unit tax × qty
  Paisa delivery_charges = 0;  // the store's delivery charges; 0 for an empty cart
  Paisa savings = 0;           // Σ (price_was − price) × qty where price_was > price
  Paisa grand_total = 0;       // total_price + total_tax + delivery_charges
};

CartTotals cart_totals(const std::vector<CartLine>& lines, Paisa delivery_charges);

namespace cart_messages {
inline constexpr const char* kProductNotFound = "Product Not Found!";
inline constexpr const char* kProductUnavailable = "Product Unavailable";
inline constexpr const char* kCategoryUnavailable = "Product Category Unavailable";
inline constexpr const char* kSoldOut = "Sold Out";
inline constexpr const char* kLowStock = "Low Stock";
inline constexpr const char* kMaxLimit = "Sorry, you have reached maximum purchase limit of this item";
inline constexpr const char* kBadQty = "Quantity must be at least 1";
inline constexpr const char* kMergeFailed = "Unable to merge carts";
inline constexpr const char* kNotYourCart = "You are not allowed to access this cart";
}  // namespace cart_messages

}  // namespace karyana::domain
