// Categories and products, read side.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "store/records.hpp"

namespace karyana::store {

// A listing was given an `after` cursor it did not make (or one of another ordering or query).
struct InvalidCursor : std::invalid_argument {
  InvalidCursor() : std::invalid_argument("Invalid cursor") {}
};

// A customer's back-in-stock request (table product_alerts).
struct ProductAlert {
  std::string id;
  std::string title;  // the product's title when requested
  std::string prod_id;
  std::string customer_id;
  std::string created_at;
};

struct ProductAlertRequest {
  enum class Outcome {
    created,          // a new request (or a re-armed one, after the last alert went out)
    already_pending,  // asked before and not sent yet: nothing changed
    in_stock,         // the product has stock now: nothing to wait for, nothing recorded
    no_product,       // no product with that id
  };
  Outcome outcome = Outcome::no_product;
  ProductAlert alert;  // filled for created and already_pending
};

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

  // Any status, with attributes, type, gallery and category.
  virtual std::optional<Product> product_by_slug(const std::string& slug) = 0;
  virtual std::optional<Product> product_by_id(const std::string& id) = 0;
  // In the order of `ids`; unknown ids are skipped.
  virtual std::vector<Product> products_by_ids(const std::vector<std::string>& ids) = 0;

  // Published products of visible categories (enabled, with every ancestor enabled), newest
  // first. Keyset-paginated: `after` is an opaque cursor from a page of this listing, else
  // InvalidCursor. Every item has a category. (Keyword matches are ranked by search::ProductSearch;
  // the two calls below narrow and load them.)
  virtual ProductPage list_products(const ProductQuery& query) = 0;
  // Of `ids`, in their order, those listed (as above) in the category whose slug is `cat_slug`
  // or its descendants; in any visible category when `cat_slug` is "".
  virtual std::vector<std::string> listed_ids(const std::vector<std::string>& ids, const std::string& cat_slug) = 0;
  // Like products_by_ids, but only the listed ones.
  virtual std::vector<Product> listed_products_by_ids(const std::vector<std::string>& ids) = 0;

  // Sets a product's stock. Any writer of available_qty (this, an order, an import) sends the
  // back-in-stock alerts: a trigger (migration 0007) turns a product's pending alerts into outbox
  // messages in the same transaction when it comes back. False when there is no such product.
  virtual bool set_available_qty(const std::string& product_id, std::int64_t qty) = 0;

  // Records the customer's back-in-stock request, checking the product's stock in the same
  // transaction (so a request never waits for a restock that already happened). Idempotent
  // while pending; a request whose alert went out already is re-armed.
  virtual ProductAlertRequest request_product_alert(const std::string& customer_id, const std::string& product_id) = 0;
  // Which of `product_ids` the customer has a pending (not yet sent) alert for.
  virtual std::vector<std::string> pending_alerts(const std::string& customer_id,
                                                  const std::vector<std::string>& product_ids) = 0;
};

}  // namespace karyana::store
