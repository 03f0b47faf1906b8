// The rules of a product as the console edits it (issue 18): slugs (unique, stable links made from
// the title), the form's limits and prices, and what a stock change may do. Pure functions; the
// store checks what needs the database (a slug or barcode taken, an unknown category) in the
// transaction that saves. Texts are the contract's (docs/api.md 'Staff: products').
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "domain/account_rules.hpp"
#include "domain/money.hpp"

namespace karyana::domain {

inline constexpr const char* kPriceInvalid = "Price must be more than 0";
inline constexpr const char* kPriceWasInvalid = "The price before must be 0 or more than the price";
inline constexpr const char* kSlugInvalid = "A slug may only have lower-case letters, digits and dashes";
inline constexpr const char* kProductStatusInvalid = "A product is either published or draft";
inline constexpr const char* kCartLimitInvalid = "The cart limit cannot be negative";
inline constexpr const char* kStockReasonInvalid = "Unknown stock reason";
inline constexpr const char* kStockNegative = "Stock cannot go below 0";
inline constexpr const char* kStockQuantityInvalid = "Quantity must be at least 1";  // the cart's text
inline constexpr const char* kStockReasonRequired = "Please give a reason";          // the staff API's text

inline constexpr std::size_t kProductTitleMax = 200;
inline constexpr std::size_t kProductSlugMax = 200;
inline constexpr std::size_t kShortDescriptionMax = 1000;
inline constexpr std::size_t kBarcodeMax = 64;
inline constexpr std::size_t kBrandMax = 100;
// The console's 'low' stock filter: 1 to this many units on sale.
inline constexpr std::int64_t kLowStockMax = 5;

// A slug made from a title: lower-case ASCII letters and digits, every other run of characters one
// dash, no dash at either end, at most kProductSlugMax characters (cut at a dash when it can be);
// "product" when nothing is left (a title of only Urdu letters, say).
std::string make_slug(std::string_view title);
// Lower-case letters, digits and single dashes between them; 1 to kProductSlugMax characters.
bool valid_slug(std::string_view slug);
// `base` with "-n" (n = 2, 3 …) for the n-th try at a free slug, kept within kProductSlugMax.
std::string numbered_slug(std::string_view base, int n);

// Rupees as the API sends them (a Float) in paisa, rounded half away from zero; nullopt when not a
// finite number or beyond a sane price (10 million rupees).
std::optional<Paisa> paisa_from_rupees(double rupees);

// The product as it will be saved (the stored product with the fields sent laid over it; texts
// trimmed). slug "" means: make one from the title.
struct ProductForm {
  std::string title;
  std::string slug;
  std::string short_description;
  std::string barcode;
  std::string brand;
  std::optional<Paisa> price;  // nullopt: not given (or not a number)
  Paisa price_was = 0;
  std::int64_t limit_max_qty_in_cart = 0;
  std::string cat_id;
  std::string status;
};

// The first broken rule, field names as StaffProductInput's: title (Required, at most 200), slug
// (valid when given, at most 200), short_description (1000), barcode (64), brand (100), price
// (more than 0), price_was (0 or more than price), limit_max_qty_in_cart (0 or more), cat_id
// (Required), status (published | draft).
std::optional<Violation> check_product_form(const ProductForm& form);

// A stock change as the console sends it: reason 'received' (add `change`), 'damaged' (take
// `change` off) or 'count' (set to `set_to`).
struct StockChange {
  std::string reason;
  std::optional<std::int64_t> change;
  std::optional<std::int64_t> set_to;
};

// The units on sale after `change` is applied to `available`, or the refusal (field + message):
// reason "" → Please give a reason; another word → Unknown stock reason; received/damaged with a
// change below 1 → Quantity must be at least 1; damaged below 0, or a count below 0 → Stock
// cannot go below 0; a count without set_to → Required.
std::variant<std::int64_t, Violation> apply_stock_change(std::int64_t available, const StockChange& change);

}  // namespace karyana::domain
