// Reading products (and categories) from SQL rows, shared by the catalogue and content stores.
#pragma once

#include <string>
#include <vector>

#include "store/records.hpp"
#include "store/sqlite/connection.hpp"

namespace karyana::store::sqlite {

// The column list read_product() expects, for a products table aliased `p`, and its length
// (a query may read its own columns from that index on).
extern const char* const kProductColumns;
constexpr int kProductColumnCount = 27;
Product read_product(const Statement& st);

// "WITH RECURSIVE tree(id, inside), listed(id) AS (…) ": `tree` holds the visible categories
// (enabled, reached from a top-level category through enabled parents only, so a cycle is never
// walked), `listed` those of them in the subtree of the category whose slug is ?1 (all of them
// when ?1 is ''). Queries append their own SELECT (and may add CTEs after a comma).
extern const char* const kCategoryTreeCte;

// Fills attributes, type (with its attributes), gallery and category of each product, in a
// few queries whatever the number of products.
void load_product_details(Connection& c, std::vector<Product>& products);
// Only the attributes (attributes_v2) of each product, in one query.
void load_product_attributes(Connection& c, std::vector<Product>& products);

// Products by id with details, in the order of `ids`; unknown ids are skipped. With
// `listed_only`, only those a customer may see listed: published, in a visible category.
std::vector<Product> products_by_ids(Connection& c, const std::vector<std::string>& ids, bool listed_only);

// The column list read_category() expects, for product_categories aliased `c` left-joined to
// its parent aliased `parent`.
extern const char* const kCategoryColumns;
extern const char* const kCategoryFrom;
Category read_category(const Statement& st);

// A JSON array of plain strings (ids, slugs) for `IN (SELECT value FROM json_each(?))`.
std::string json_string_array(const std::vector<std::string>& values);

}  // namespace karyana::store::sqlite
