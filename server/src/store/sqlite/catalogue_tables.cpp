#include "store/sqlite/catalogue_tables.hpp"

#include <array>
#include <string_view>

namespace karyana::store::sqlite {

namespace {

// Every table the catalogue, content, settings, geo and search reads name (FROM / JOIN), found
// by reading their SQL; a table the answers might read is listed rather than left out.
// product_alerts is not: only a signed-in caller's answer reads it, and those are never cached.
constexpr std::array<std::string_view, 22> kCatalogueTables = {
    "attributes",
    "banner_groups",
    "banner_items",
    "geo_zones",
    "locations",
    "offer_items",
    "offers",
    "page_setting_banners",
    "page_setting_list_products",
    "page_setting_product_lists",
    "page_settings",
    "pages",
    "product_attribute_values",
    "product_categories",
    "product_gallery",
    "product_type_attributes",
    "product_types",
    "products",
    "products_fts",
    "search_state",
    "search_synonyms",
    "settings",
};

}  // namespace

bool changes_catalogue(const ChangedTables& changes) {
  if (changes.unknown) return true;
  for (auto table : kCatalogueTables)
    if (changes.tables.contains(table)) return true;
  return false;
}

}  // namespace karyana::store::sqlite
