// Reading products (and categories) from SQL rows, shared by the catalogue and content stores.
#pragma once

#include <string>
#include <vector>

#include "store/catalogue_rows.hpp"
#include "store/records.hpp"
#include "store/sqlite/connection.hpp"

namespace karyana::store::sqlite {

// The row mapping, shared with PostgreSQL (store/catalogue_rows.hpp): kProductColumns and
// read_product(), kCategoryColumns, kCategoryFrom and read_category().
using catalogue_rows::kCategoryColumns;
using catalogue_rows::kCategoryFrom;
using catalogue_rows::kProductColumnCount;
using catalogue_rows::kProductColumns;
using catalogue_rows::read_category;
using catalogue_rows::read_product;

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

// A JSON array of plain strings (ids, slugs) for `IN (SELECT value FROM json_each(?))`.
std::string json_string_array(const std::vector<std::string>& values);

}  // namespace karyana::store::sqlite
