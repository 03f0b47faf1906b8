// Loading products (and categories) on PostgreSQL, shared by the catalogue and content stores:
// the PostgreSQL twin of store/sqlite/product_rows (the row mapping itself is store/catalogue_rows).
#pragma once

#include <string>
#include <vector>

#include "store/postgres/connection.hpp"
#include "store/records.hpp"

namespace karyana::store::postgres {

// "WITH RECURSIVE tree(id, inside), listed(id) AS (…) ": `tree` holds the visible categories
// (enabled, reached from a top-level category through enabled parents only, so a cycle is never
// walked), `listed` those of them in the subtree of the category whose slug is $1 (all of them
// when $1 is ''). Queries append their own SELECT (and may add CTEs after a comma).
extern const char* const kCategoryTreeCte;

// Fills attributes, type (with its attributes), gallery and category of each product, in a
// few queries whatever the number of products.
void load_product_details(Connection& c, std::vector<Product>& products);
// Only the attributes (attributes_v2) of each product, in one query.
void load_product_attributes(Connection& c, std::vector<Product>& products);

// Products by id with details, in the order of `ids`; unknown ids are skipped. With
// `listed_only`, only those a customer may see listed: published, in a visible category.
std::vector<Product> products_by_ids(Connection& c, const std::vector<std::string>& ids, bool listed_only);

}  // namespace karyana::store::postgres
