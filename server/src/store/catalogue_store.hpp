// Categories and products, read side.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "store/records.hpp"

namespace karyana::store {

class CatalogueStore {
 public:
  virtual ~CatalogueStore() = default;

  // Enabled categories whose ancestors are all enabled, parents before children, by sort
  // order; product_count counts published products of the category and its descendants.
  virtual std::vector<Category> enabled_categories() = 0;
  // Any status (the caller decides what 'disabled' means); parent_cat_title filled.
  virtual std::optional<Category> category_by_slug(const std::string& slug) = 0;
  virtual std::optional<Category> category_by_id(const std::string& id) = 0;
  // The category and its ancestors, root first (for breadcrumbs and availability checks).
  virtual std::vector<Category> category_path(const std::string& id) = 0;

  // Any status, with attributes, type and gallery.
  virtual std::optional<Product> product_by_slug(const std::string& slug) = 0;
  virtual std::optional<Product> product_by_id(const std::string& id) = 0;
  // In the order of `ids`; unknown ids are skipped.
  virtual std::vector<Product> products_by_ids(const std::vector<std::string>& ids) = 0;

  // Published products of enabled categories, newest first, cursor-paginated.
  virtual ProductPage list_products(const ProductQuery& query) = 0;
};

}  // namespace karyana::store
