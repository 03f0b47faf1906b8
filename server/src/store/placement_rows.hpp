// A cart product as the placement reads it, whatever the engine (issue 20): the product row, its
// type's tax and its category's id, title, slug and status — what the rules and an order line's
// snapshot use, without the gallery or the type's attribute list. Shared by the SQLite and
// PostgreSQL placements so both hand `decide` the same products.
#pragma once

#include <utility>

#include "store/catalogue_rows.hpp"
#include "store/records.hpp"

namespace karyana::store::placement_rows {

// SELECT kProductColumns + kTypeAndCategoryColumns FROM products p LEFT JOIN product_types t ON
// t.id = p.type_id LEFT JOIN product_categories c ON c.id = p.cat_id.
inline constexpr const char* kTypeAndCategoryColumns =
    ", t.id, t.title, t.slug, t.tax_value, t.tax_unit, c.id, c.title, c.slug, c.status";
inline constexpr const char* kTypeAndCategoryJoins =
    " LEFT JOIN product_types t ON t.id = p.type_id LEFT JOIN product_categories c ON c.id = p.cat_id";

template <class Row>
Product placement_product(const Row& row) {
  Product p = catalogue_rows::read_product(row);
  int i = catalogue_rows::kProductColumnCount;
  if (!row.is_null(i)) {
    ProductType t;
    t.id = row.get_text(i);
    t.title = row.get_text(i + 1);
    t.slug = row.get_text(i + 2);
    t.tax_value = row.get_double(i + 3);
    t.tax_unit = row.get_text(i + 4);
    p.type = std::move(t);
  }
  i += 5;
  if (!row.is_null(i)) {
    Category cat;
    cat.id = row.get_text(i);
    cat.title = row.get_text(i + 1);
    cat.slug = row.get_text(i + 2);
    cat.status = row.get_text(i + 3);
    p.category = std::move(cat);
  }
  return p;
}

}  // namespace karyana::store::placement_rows
