// Reading products (and categories) from SQL rows, shared by the catalogue and content stores.
#pragma once

#include <string>
#include <vector>

#include "store/records.hpp"
#include "store/sqlite/connection.hpp"

namespace karyana::store::sqlite {

// The column list read_product() expects, for a products table aliased `p`.
extern const char* const kProductColumns;
Product read_product(const Statement& st);

// Fills attributes, type (with its attributes) and gallery of each product, in a few queries.
void load_product_details(Connection& c, std::vector<Product>& products);

// Products by id (any status) with details, in the order of `ids`; unknown ids are skipped.
std::vector<Product> products_by_ids(Connection& c, const std::vector<std::string>& ids,
                                     bool published_only);

// The column list read_category() expects, for product_categories aliased `c` left-joined to
// its parent aliased `parent`.
extern const char* const kCategoryColumns;
extern const char* const kCategoryFrom;
Category read_category(const Statement& st);

// A JSON array of plain strings (ids, slugs) for `IN (SELECT value FROM json_each(?))`.
std::string json_string_array(const std::vector<std::string>& values);

}  // namespace karyana::store::sqlite
