// The catalogue version moves after a committed write to catalogue data, and only then
// (answer caches keep an answer while it stays put).
#include <gtest/gtest.h>

#include "seeded_store.hpp"
#include "store/sqlite/catalogue_tables.hpp"

namespace {

using karyana::store::sqlite::ChangedTables;
using karyana::store::sqlite::changes_catalogue;

ChangedTables changed(std::initializer_list<const char*> tables) {
  ChangedTables out;
  for (const auto* t : tables) out.tables.emplace(t);
  return out;
}

}  // namespace

TEST(CatalogueVersion, CatalogueTablesCountAndOthersDoNot) {
  EXPECT_TRUE(changes_catalogue(changed({"products"})));
  EXPECT_TRUE(changes_catalogue(changed({"audit_log", "settings"})));
  EXPECT_TRUE(changes_catalogue(changed({"page_setting_list_products"})));
  EXPECT_TRUE(changes_catalogue(changed({"search_state"})));
  EXPECT_FALSE(changes_catalogue(changed({"audit_log", "sessions", "carts", "cart_items"})));
  EXPECT_FALSE(changes_catalogue(changed({"product_alerts"})));
  ChangedTables unknown;
  unknown.unknown = true;
  EXPECT_TRUE(changes_catalogue(unknown));
}

TEST(CatalogueVersion, StockAndSettingsWritesMoveItAWriteOfNothingDoesNot) {
  auto& stores = *karyana::test::seeded_store().stores;
  auto page = stores.catalogue().list_products({.cat_slug = "milk", .first = 1, .after = ""});
  ASSERT_FALSE(page.items.empty());
  const auto& product = page.items.front();

  auto before = stores.catalogue_version().current();
  ASSERT_TRUE(stores.catalogue().set_available_qty(product.id, product.available_qty + 1));
  auto after_stock = stores.catalogue_version().current();
  EXPECT_GT(after_stock, before);

  auto charges = stores.settings().get("delivery_charges");
  ASSERT_TRUE(charges.has_value());
  stores.settings().set("delivery_charges", *charges);  // the same value still writes the row
  auto after_setting = stores.catalogue_version().current();
  EXPECT_GT(after_setting, after_stock);

  // Reads and a refused write leave it alone.
  (void)stores.catalogue().product_by_slug(product.slug);
  EXPECT_FALSE(stores.catalogue().set_available_qty("no-such-product", 3));
  EXPECT_EQ(stores.catalogue_version().current(), after_setting);
  ASSERT_TRUE(stores.catalogue().set_available_qty(product.id, product.available_qty));
}
