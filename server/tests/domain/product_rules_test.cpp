// The console's product rules (issue 18): slugs made from titles and checked, the form's limits
// and prices, and what each stock reason does to the units on sale.
#include <gtest/gtest.h>

#include <limits>
#include <string>

#include "domain/product_rules.hpp"

namespace karyana::domain {
namespace {

ProductForm good_form() {
  ProductForm f;
  f.title = "Olpers Milk 1 Litre";
  f.price = 28000;
  f.cat_id = "c1";
  f.status = "published";
  return f;
}

std::string field_of(const ProductForm& f) {
  auto v = check_product_form(f);
  return v ? v->field + ": " + v->message : "";
}

TEST(ProductRules, SlugsFromTitles) {
  EXPECT_EQ(make_slug("Olpers Milk 1 Litre"), "olpers-milk-1-litre");
  EXPECT_EQ(make_slug("  Tapal Danedar (950g) -- Pack!  "), "tapal-danedar-950g-pack");
  EXPECT_EQ(make_slug("7UP"), "7up");
  EXPECT_EQ(make_slug("دودھ"), "product");  // nothing ASCII left
  EXPECT_EQ(make_slug(""), "product");
  const std::string long_title(150, 'a');
  const auto slug = make_slug(long_title + " " + long_title);
  EXPECT_EQ(slug, long_title);  // cut at the dash, never mid-word when a dash is in reach
  EXPECT_LE(make_slug(std::string(300, 'b')).size(), kProductSlugMax);
  EXPECT_TRUE(valid_slug(make_slug("Any Title at all, 100%")));
}

TEST(ProductRules, ValidSlugs) {
  EXPECT_TRUE(valid_slug("olpers-milk-1-litre"));
  EXPECT_TRUE(valid_slug("a"));
  EXPECT_FALSE(valid_slug(""));
  EXPECT_FALSE(valid_slug("Olpers"));
  EXPECT_FALSE(valid_slug("olpers milk"));
  EXPECT_FALSE(valid_slug("-olpers"));
  EXPECT_FALSE(valid_slug("olpers-"));
  EXPECT_FALSE(valid_slug("olpers--milk"));
  EXPECT_FALSE(valid_slug("olpers/milk"));
  EXPECT_FALSE(valid_slug(std::string(kProductSlugMax + 1, 'a')));
}

TEST(ProductRules, NumberedSlugsStayWithinTheLimit) {
  EXPECT_EQ(numbered_slug("milk", 2), "milk-2");
  const auto numbered = numbered_slug(std::string(kProductSlugMax, 'a'), 12);
  EXPECT_LE(numbered.size(), kProductSlugMax);
  EXPECT_TRUE(numbered.ends_with("-12"));
  EXPECT_TRUE(valid_slug(numbered));
}

TEST(ProductRules, RupeesToPaisa) {
  EXPECT_EQ(paisa_from_rupees(280), 28000);
  EXPECT_EQ(paisa_from_rupees(99.99), 9999);
  EXPECT_EQ(paisa_from_rupees(0.005), 1);  // half away from zero
  EXPECT_EQ(paisa_from_rupees(-5), -500);  // the rules refuse it, not the conversion
  EXPECT_FALSE(paisa_from_rupees(1e12));
  EXPECT_FALSE(paisa_from_rupees(std::numeric_limits<double>::infinity()));
  EXPECT_FALSE(paisa_from_rupees(std::numeric_limits<double>::quiet_NaN()));
}

TEST(ProductRules, TheFormsRulesInOrder) {
  EXPECT_EQ(field_of(good_form()), "");
  auto f = good_form();
  f.title = "";
  EXPECT_EQ(field_of(f), "title: Required");
  f = good_form();
  f.title = std::string(kProductTitleMax + 1, 'x');
  EXPECT_EQ(field_of(f), "title: Should be maximum 200 charactors");
  f = good_form();
  f.slug = "Bad Slug";
  EXPECT_EQ(field_of(f), std::string("slug: ") + kSlugInvalid);
  f = good_form();
  f.slug = "";  // made from the title
  EXPECT_EQ(field_of(f), "");
  f = good_form();
  f.barcode = std::string(kBarcodeMax + 1, '1');
  EXPECT_EQ(field_of(f), "barcode: Should be maximum 64 charactors");
  for (auto price : {std::optional<Paisa>(), std::optional<Paisa>(0), std::optional<Paisa>(-100)}) {
    f = good_form();
    f.price = price;
    EXPECT_EQ(field_of(f), std::string("price: ") + kPriceInvalid);
  }
  f = good_form();
  f.price_was = 28000;  // equal: not a price cut
  EXPECT_EQ(field_of(f), std::string("price_was: ") + kPriceWasInvalid);
  f.price_was = -1;
  EXPECT_EQ(field_of(f), std::string("price_was: ") + kPriceWasInvalid);
  f.price_was = 30000;
  EXPECT_EQ(field_of(f), "");
  f.price_was = 0;
  EXPECT_EQ(field_of(f), "");
  f.limit_max_qty_in_cart = -1;
  EXPECT_EQ(field_of(f), std::string("limit_max_qty_in_cart: ") + kCartLimitInvalid);
  f = good_form();
  f.cat_id = "";
  EXPECT_EQ(field_of(f), "cat_id: Required");
  f = good_form();
  f.status = "enabled";
  EXPECT_EQ(field_of(f), std::string("status: ") + kProductStatusInvalid);
  f.status = "draft";
  EXPECT_EQ(field_of(f), "");
}

std::string stock(std::int64_t available, const StockChange& change) {
  auto r = apply_stock_change(available, change);
  if (const auto* v = std::get_if<Violation>(&r)) return v->field + ": " + v->message;
  return std::to_string(std::get<std::int64_t>(r));
}

TEST(ProductRules, StockChanges) {
  EXPECT_EQ(stock(0, {"received", 5, std::nullopt}), "5");
  EXPECT_EQ(stock(3, {"received", 5, std::nullopt}), "8");
  EXPECT_EQ(stock(8, {"damaged", 3, std::nullopt}), "5");
  EXPECT_EQ(stock(3, {"damaged", 3, std::nullopt}), "0");
  EXPECT_EQ(stock(3, {"damaged", 4, std::nullopt}), std::string("change: ") + kStockNegative);
  EXPECT_EQ(stock(3, {"received", 0, std::nullopt}), std::string("change: ") + kStockQuantityInvalid);
  EXPECT_EQ(stock(3, {"damaged", -2, std::nullopt}), std::string("change: ") + kStockQuantityInvalid);
  EXPECT_EQ(stock(3, {"received", std::nullopt, 9}), std::string("change: ") + kStockQuantityInvalid);
  EXPECT_EQ(stock(3, {"count", std::nullopt, 10}), "10");
  EXPECT_EQ(stock(3, {"count", 4, 0}), "0");  // a count sets; a change sent with it is ignored
  EXPECT_EQ(stock(3, {"count", std::nullopt, -1}), std::string("set_to: ") + kStockNegative);
  EXPECT_EQ(stock(3, {"count", 5, std::nullopt}), "set_to: Required");
  EXPECT_EQ(stock(3, {"", 5, std::nullopt}), std::string("reason: ") + kStockReasonRequired);
  EXPECT_EQ(stock(3, {"stolen", 5, std::nullopt}), std::string("reason: ") + kStockReasonInvalid);
}

}  // namespace
}  // namespace karyana::domain
