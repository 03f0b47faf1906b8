#include "domain/product_rules.hpp"

#include <cmath>

namespace karyana::domain {

namespace {

constexpr double kMaxRupees = 10'000'000;

bool slug_char(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); }

char lower_ascii(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// At most `max` characters, cut after the last whole word when a dash is in reach.
std::string cut_slug(std::string slug, std::size_t max) {
  if (slug.size() <= max) return slug;
  slug.resize(max);
  if (const auto dash = slug.rfind('-'); dash != std::string::npos && dash > 0) slug.resize(dash);
  while (!slug.empty() && slug.back() == '-') slug.pop_back();
  return slug;
}

}  // namespace

std::string make_slug(std::string_view title) {
  std::string slug;
  bool dash = false;
  for (char raw : title) {
    const char c = lower_ascii(raw);
    if (slug_char(c)) {
      if (dash && !slug.empty()) slug += '-';
      slug += c;
      dash = false;
    } else {
      dash = true;
    }
  }
  slug = cut_slug(std::move(slug), kProductSlugMax);
  return slug.empty() ? std::string("product") : slug;
}

bool valid_slug(std::string_view slug) {
  if (slug.empty() || slug.size() > kProductSlugMax) return false;
  if (slug.front() == '-' || slug.back() == '-') return false;
  char previous = 0;
  for (char c : slug) {
    if (!slug_char(c) && c != '-') return false;
    if (c == '-' && previous == '-') return false;
    previous = c;
  }
  return true;
}

std::string numbered_slug(std::string_view base, int n) {
  const std::string suffix = "-" + std::to_string(n);
  return cut_slug(std::string(base), kProductSlugMax - suffix.size()) + suffix;
}

std::optional<Paisa> paisa_from_rupees(double rupees) {
  if (!std::isfinite(rupees) || std::fabs(rupees) > kMaxRupees) return std::nullopt;
  return static_cast<Paisa>(std::llround(rupees * 100.0));
}

std::optional<Violation> check_product_form(const ProductForm& form) {
  if (form.title.empty()) return Violation{"title", kRequired};
  if (form.title.size() > kProductTitleMax) return Violation{"title", max_length_message(kProductTitleMax)};
  if (!form.slug.empty()) {
    if (form.slug.size() > kProductSlugMax) return Violation{"slug", max_length_message(kProductSlugMax)};
    if (!valid_slug(form.slug)) return Violation{"slug", kSlugInvalid};
  }
  if (form.short_description.size() > kShortDescriptionMax)
    return Violation{"short_description", max_length_message(kShortDescriptionMax)};
  if (form.barcode.size() > kBarcodeMax) return Violation{"barcode", max_length_message(kBarcodeMax)};
  if (form.brand.size() > kBrandMax) return Violation{"brand", max_length_message(kBrandMax)};
  if (!form.price || *form.price <= 0) return Violation{"price", kPriceInvalid};
  if (form.price_was < 0 || (form.price_was > 0 && form.price_was <= *form.price))
    return Violation{"price_was", kPriceWasInvalid};
  if (form.limit_max_qty_in_cart < 0) return Violation{"limit_max_qty_in_cart", kCartLimitInvalid};
  if (form.cat_id.empty()) return Violation{"cat_id", kRequired};
  if (form.status != "published" && form.status != "draft") return Violation{"status", kProductStatusInvalid};
  return std::nullopt;
}

std::variant<std::int64_t, Violation> apply_stock_change(std::int64_t available, const StockChange& change) {
  if (change.reason.empty()) return Violation{"reason", kStockReasonRequired};
  if (change.reason == "count") {
    if (!change.set_to) return Violation{"set_to", kRequired};
    if (*change.set_to < 0) return Violation{"set_to", kStockNegative};
    return *change.set_to;
  }
  const bool received = change.reason == "received";
  if (!received && change.reason != "damaged") return Violation{"reason", kStockReasonInvalid};
  if (!change.change || *change.change < 1) return Violation{"change", kStockQuantityInvalid};
  if (received) return available + *change.change;
  if (*change.change > available) return Violation{"change", kStockNegative};
  return available - *change.change;
}

}  // namespace karyana::domain
