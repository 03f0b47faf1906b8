// Products as the console lists, reads and changes them (issue 18): any status, with the version
// every console save and stock change bumps (migration 0012). A save or a stock change is one
// transaction with its audit row (store/audit_store.hpp), checked against the version the caller
// saw. What needs the database is checked there too: the slug and barcode free, the category,
// product type and attributes known. The rules of the fields themselves are domain/product_rules.
// Any stock write sends the back-in-stock alerts through the trigger of migration 0007.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "domain/account_rules.hpp"
#include "domain/product_import_rules.hpp"
#include "store/records.hpp"

namespace karyana::store {

struct AdminProductQuery {
  std::string search;  // part of title, slug or barcode (any case); "" for all
  std::string cat_id;  // that category only; "" for all
  std::string status;  // published | draft; "" for both
  std::string stock;   // "out" (0 on sale) | "low" (1..low_stock_max) | "" for any
  std::int64_t low_stock_max = 5;
  int page = 1;  // from 1
  int limit = 25;
};

struct AdminProductRow {
  std::string id;
  std::string title;
  std::string slug;
  std::string picture_thumb;
  Paisa price = 0;
  Paisa price_was = 0;
  std::int64_t available_qty = 0;
  std::int64_t reserved_for_order = 0;
  std::string status;
  std::string cat_id;
  std::string cat_title;
  std::string barcode;
  std::string updated_at;
  std::int64_t version = 1;
};

struct AdminProductPage {
  std::vector<AdminProductRow> rows;  // newest edit first (updated_at, then id)
  std::int64_t total = 0;
};

// A product with details (attributes, type, gallery, category) and its version.
struct AdminProduct {
  Product product;
  std::int64_t version = 1;
};

// Everything a save writes. slug "" on create: make one from the title (numbered when taken).
struct ProductFields {
  std::string title;
  std::string slug;
  std::string short_description;
  std::string details;
  std::string brand;
  std::string tags;
  std::string barcode;  // "" stored as NULL
  Paisa price = 0;
  Paisa price_was = 0;
  bool taxable = false;
  std::string type_id;  // "" for none
  std::int64_t limit_max_qty_in_cart = 0;
  std::string cat_id;
  std::string status;  // published | draft
  // Replaces the product's attribute values when set (in this order); empty values are dropped.
  std::optional<std::vector<std::pair<std::string, std::string>>> attributes;
};

enum class ProductSaveOutcome {
  saved,
  not_found,  // no product with that id (edit)
  stale,      // the version moved on
  slug_taken,
  barcode_taken,
  category_not_found,
  type_not_found,
  attribute_not_found,
};

struct ProductSaveResult {
  ProductSaveOutcome outcome = ProductSaveOutcome::not_found;
  std::optional<AdminProduct> product;  // after the save (saved)
};

// What a stock change does to the units on sale: the new count, or the refusal.
using StockDecision = std::variant<std::int64_t, domain::Violation>;

struct StockAdjustment {
  std::string reason;  // received | damaged | count (the audit row's)
  std::optional<std::int64_t> change;
  std::optional<std::int64_t> set_to;
  std::string note;
};

struct StockAdjustResult {
  enum class Outcome { changed, not_found, stale, refused };
  Outcome outcome = Outcome::not_found;
  std::optional<domain::Violation> refusal;  // refused
  std::optional<AdminProduct> product;       // after the change (changed)
  std::int64_t before = 0;                   // available_qty before (changed)
};

// Static lists the product form picks from.
struct CatalogueOptions {
  std::vector<Category> categories;  // any status; parents before children, by sort order
  std::vector<ProductType> types;    // attributes unused
  std::vector<AttributeValue> attributes;
};

class ProductAdminStore {
 public:
  virtual ~ProductAdminStore() = default;

  virtual AdminProductPage list(const AdminProductQuery& query) = 0;
  virtual std::optional<AdminProduct> find(const std::string& id) = 0;
  virtual CatalogueOptions options() = 0;

  // A new product (0 on sale); audited 'product.create' by actor_id.
  virtual ProductSaveResult create(const std::string& actor_id, const ProductFields& fields) = 0;
  // Replaces the product's fields when its version is still `version`; bumps the version;
  // audited 'product.edit' with the changed fields before and after.
  virtual ProductSaveResult update(const std::string& actor_id, const std::string& id, std::int64_t version,
                                   const ProductFields& fields) = 0;
  // `decide` gets the units on sale now (in the transaction) and answers the new count or a
  // refusal; bumps the version; audited 'product.stock' (before, after, reason, change, note).
  virtual StockAdjustResult adjust_stock(const std::string& actor_id, const std::string& id, std::int64_t version,
                                         const StockAdjustment& adjustment,
                                         const std::function<StockDecision(std::int64_t available)>& decide) = 0;

  // The bulk import (issue 18), one transaction: `plan` gets every product as it is now and
  // answers the import's plan; when it is ok() every changed row is written (price, price_was,
  // status, available_qty; version bumped) with one 'product.import' audit row per product (the
  // changed fields before and after, reason 'import' with a stock count); otherwise nothing.
  virtual domain::ImportPlan apply_import(
      const std::string& actor_id,
      const std::function<domain::ImportPlan(const std::vector<domain::ImportProduct>& catalogue)>& plan) = 0;
};

}  // namespace karyana::store
