// Reading categories, products and attributes from a row, whatever the engine: SQLite's
// Statement and PostgreSQL's Result both offer get_text/get_int/get_double by column, so one
// mapping serves both stores (issue 20) and the two can never drift apart.
#pragma once

#include <string>

#include "store/records.hpp"

namespace karyana::store::catalogue_rows {

// The column list read_product() expects, for a products table aliased `p`, and its length
// (a query may read its own columns from that index on).
inline constexpr const char* kProductColumns =
    "p.id, p.title, p.slug, p.short_description, p.details, p.barcode, p.brand, p.available_qty,"
    " p.reserved_for_order, p.limit_max_qty_in_cart, p.type_id, p.cat_id, p.taxable, p.tags, p.cost,"
    " p.price, p.price_was, p.picture, p.picture_thumb, p.rating, p.free_shipping, p.status,"
    " p.published_at, p.created_at, p.updated_at, p.seo_title, p.seo_desc";
inline constexpr int kProductColumnCount = 27;

// The column list read_category() expects, for product_categories aliased `c` left-joined to its
// parent aliased `parent` (kCategoryFrom).
inline constexpr const char* kCategoryColumns =
    "c.id, c.title, c.slug, c.status, c.parent_cat_id, parent.title, c.sort_order, c.menu_bg_img,"
    " c.menu_bg_img_thumb, c.title_img, c.title_img_thumb, c.seo_title, c.seo_desc";
inline constexpr const char* kCategoryFrom =
    " FROM product_categories c LEFT JOIN product_categories parent ON parent.id = c.parent_cat_id";

// The column list read_attribute() expects, for attributes aliased `a`.
inline constexpr const char* kAttributeColumns =
    "a.id, a.title, a.slug, a.code, a.show_in_store, a.display_as, a.seo_title, a.seo_desc";

template <class Row>
Product read_product(const Row& row) {
  Product p;
  int i = 0;
  p.id = row.get_text(i++);
  p.title = row.get_text(i++);
  p.slug = row.get_text(i++);
  p.short_description = row.get_text(i++);
  p.details = row.get_text(i++);
  p.barcode = row.get_text(i++);
  p.brand = row.get_text(i++);
  p.available_qty = row.get_int(i++);
  p.reserved_for_order = row.get_int(i++);
  p.limit_max_qty_in_cart = row.get_int(i++);
  p.type_id = row.get_text(i++);
  p.cat_id = row.get_text(i++);
  p.taxable = static_cast<int>(row.get_int(i++));
  p.tags = row.get_text(i++);
  p.cost = row.get_int(i++);
  p.price = row.get_int(i++);
  p.price_was = row.get_int(i++);
  p.picture = row.get_text(i++);
  p.picture_thumb = row.get_text(i++);
  p.rating = row.get_double(i++);
  p.free_shipping = row.get_int(i++) != 0;
  p.status = row.get_text(i++);
  p.published_at = row.get_text(i++);
  p.created_at = row.get_text(i++);
  p.updated_at = row.get_text(i++);
  p.seo_title = row.get_text(i++);
  p.seo_desc = row.get_text(i++);
  return p;
}

template <class Row>
Category read_category(const Row& row) {
  Category cat;
  int i = 0;
  cat.id = row.get_text(i++);
  cat.title = row.get_text(i++);
  cat.slug = row.get_text(i++);
  cat.status = row.get_text(i++);
  cat.parent_cat_id = row.get_text(i++);
  cat.parent_cat_title = row.get_text(i++);
  cat.sort_order = static_cast<int>(row.get_int(i++));
  cat.menu_bg_img = row.get_text(i++);
  cat.menu_bg_img_thumb = row.get_text(i++);
  cat.title_img = row.get_text(i++);
  cat.title_img_thumb = row.get_text(i++);
  cat.seo_title = row.get_text(i++);
  cat.seo_desc = row.get_text(i++);
  return cat;
}

// kAttributeColumns read from column `first` on.
template <class Row>
AttributeValue read_attribute(const Row& row, int first) {
  AttributeValue a;
  a.id = row.get_text(first);
  a.title = row.get_text(first + 1);
  a.slug = row.get_text(first + 2);
  a.code = row.get_text(first + 3);
  a.show_in_store = static_cast<int>(row.get_int(first + 4));
  a.display_as = row.get_text(first + 5);
  a.seo_title = row.get_text(first + 6);
  a.seo_desc = row.get_text(first + 7);
  return a;
}

template <class Row>
ProductType read_product_type(const Row& row) {
  ProductType t;
  t.id = row.get_text(0);
  t.title = row.get_text(1);
  t.slug = row.get_text(2);
  t.tax_value = row.get_double(3);
  t.tax_unit = row.get_text(4);
  return t;
}

}  // namespace karyana::store::catalogue_rows
