// The catalogue store written once for both engines (issue 20): CatalogueStoreOver<Sql> is the
// CatalogueStore of an engine whose statements `Sql` hands in (static functions over its
// connection, the SQL its own), so which call reads and which writes, the menu, the category path,
// the newest-first page and the back-in-stock request can never differ between SQLite and PostgreSQL.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "store/catalogue_store.hpp"
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/product_cursor.hpp"
#include "store/store_over.hpp"
#include "store/visible_categories.hpp"

namespace karyana::store {

namespace catalogue_flow {

// Sql: all_categories(c) → every category in menu order; published_per_category(c) → published
// products per cat_id.
template <class Sql, class Connection>
std::vector<Category> enabled_categories(Connection& c) {
  const std::vector<Category> all = Sql::all_categories(c);
  return visible_categories_by_depth(all, Sql::published_per_category(c));
}

// Sql: category_by_id(c, id) → optional Category. The root first; a cycle stops at 32 steps.
template <class Sql, class Connection>
std::vector<Category> category_path(Connection& c, const std::string& id) {
  std::vector<Category> path;
  std::string at = id;
  while (!at.empty() && path.size() < 32) {
    auto category = Sql::category_by_id(c, at);
    if (!category) break;
    path.push_back(std::move(*category));
    at = path.back().parent_cat_id;
  }
  std::reverse(path.begin(), path.end());
  return path;
}

// The page size list_products serves (0 to 100 products).
inline int page_size(const ProductQuery& query) { return std::clamp(query.first, 0, 100); }

// The newest-first position `query.after` names (nullopt from the start); throws InvalidCursor for
// a cursor of another order or one encode_cursor did not make. Checked before any read.
inline std::optional<ProductCursor> newest_after(const ProductQuery& query) {
  std::optional<ProductCursor> after;
  if (!query.after.empty()) {
    after = decode_cursor(query.after);
    if (!after || after->order != ProductCursor::Order::newest) throw InvalidCursor();
  }
  return after;
}

// Sql: listed_count(c, cat_slug); listed_newest(c, cat_slug, after, limit) → the listed
// products after `after` newest first (published_at, then id, both descending), at most `limit`;
// load_details(c, products).
template <class Sql, class Connection>
ProductPage list_products(Connection& c, const ProductQuery& query, int first,
                          const std::optional<ProductCursor>& after) {
  ProductPage page;
  page.total_count = Sql::listed_count(c, query.cat_slug);
  page.items = Sql::listed_newest(c, query.cat_slug, after, first + 1);
  if (static_cast<int>(page.items.size()) > first) {
    page.has_next_page = true;
    page.items.pop_back();
  }
  for (const auto& p : page.items)
    page.cursors.push_back(encode_cursor({.order = ProductCursor::Order::newest,
                                          .published_at = p.published_at,
                                          .position = 0,
                                          .id = p.id,
                                          .fingerprint = {}}));
  if (!page.cursors.empty()) page.end_cursor = page.cursors.back();
  Sql::load_details(c, page.items);
  return page;
}

// What request_product_alert reads of the product, and of the customer's earlier request.
struct AlertProduct {
  std::string title;
  bool in_stock = false;  // available_qty >= 1 and published
};
struct EarlierAlert {
  ProductAlert alert;
  bool pending = false;  // not sent yet
};

// Sql: alert_product(c, product_id) → optional AlertProduct; earlier_alert(c, customer_id,
// product_id) → optional EarlierAlert; rearm_alert(c, alert) (sent_at cleared, title and
// created_at from `alert`); insert_alert(c, alert). Runs in one write transaction.
template <class Sql, class Connection>
ProductAlertRequest request_product_alert(Connection& c, const std::string& customer_id,
                                          const std::string& product_id) {
  using Outcome = ProductAlertRequest::Outcome;
  ProductAlertRequest request;
  const auto product = Sql::alert_product(c, product_id);
  if (!product) return request;  // no_product
  if (product->in_stock) {
    request.outcome = Outcome::in_stock;
    return request;
  }
  if (auto earlier = Sql::earlier_alert(c, customer_id, product_id)) {
    request.alert = std::move(earlier->alert);
    if (earlier->pending) {
      request.outcome = Outcome::already_pending;
      return request;
    }
    // Sent before, and sold out again since: the customer wants the next restock too.
    request.alert.title = product->title;
    request.alert.created_at = now_iso();
    Sql::rearm_alert(c, request.alert);
  } else {
    request.alert = {new_id(), product->title, product_id, customer_id, now_iso()};
    Sql::insert_alert(c, request.alert);
  }
  request.outcome = Outcome::created;
  return request;
}

}  // namespace catalogue_flow

// Sql: the engine's Database and Connection types, the statements catalogue_flow names above, and
// category_by_slug(c, slug); product_by_slug(c, slug) → optional Product without its details;
// products_by_ids(c, ids, listed_only) with details, in the order of `ids`; listed_ids(c, ids,
// cat_slug); set_available_qty(c, product_id, qty) → whether a product changed;
// pending_alerts(c, customer_id, product_ids).
template <class Sql>
class CatalogueStoreOver final : public StoreOver<Sql, CatalogueStore> {
 public:
  using StoreOver<Sql, CatalogueStore>::StoreOver;

  std::vector<Category> enabled_categories() override {
    return this->read([](auto& c) { return catalogue_flow::enabled_categories<Sql>(c); });
  }
  std::optional<Category> category_by_slug(const std::string& slug) override {
    return this->read([&](auto& c) { return Sql::category_by_slug(c, slug); });
  }
  std::optional<Category> category_by_id(const std::string& id) override {
    return this->read([&](auto& c) { return Sql::category_by_id(c, id); });
  }
  std::vector<Category> category_path(const std::string& id) override {
    return this->read([&](auto& c) { return catalogue_flow::category_path<Sql>(c, id); });
  }
  std::optional<Product> product_by_slug(const std::string& slug) override {
    return this->read([&](auto& c) -> std::optional<Product> {
      auto product = Sql::product_by_slug(c, slug);
      if (!product) return std::nullopt;
      std::vector<Product> one{std::move(*product)};
      Sql::load_details(c, one);
      return std::move(one.front());
    });
  }
  std::optional<Product> product_by_id(const std::string& id) override {
    return this->read([&](auto& c) -> std::optional<Product> {
      auto found = Sql::products_by_ids(c, {id}, false);
      if (found.empty()) return std::nullopt;
      return std::move(found.front());
    });
  }
  std::vector<Product> products_by_ids(const std::vector<std::string>& ids) override {
    return this->read([&](auto& c) { return Sql::products_by_ids(c, ids, false); });
  }
  ProductPage list_products(const ProductQuery& query) override {
    const int first = catalogue_flow::page_size(query);
    const auto after = catalogue_flow::newest_after(query);
    return this->read([&](auto& c) { return catalogue_flow::list_products<Sql>(c, query, first, after); });
  }
  std::vector<std::string> listed_ids(const std::vector<std::string>& ids, const std::string& cat_slug) override {
    if (ids.empty()) return {};
    return this->read([&](auto& c) { return Sql::listed_ids(c, ids, cat_slug); });
  }
  std::vector<Product> listed_products_by_ids(const std::vector<std::string>& ids) override {
    return this->read([&](auto& c) { return Sql::products_by_ids(c, ids, true); });
  }
  bool set_available_qty(const std::string& product_id, std::int64_t qty) override {
    return this->write([&](auto& c) { return Sql::set_available_qty(c, product_id, qty); });
  }
  ProductAlertRequest request_product_alert(const std::string& customer_id, const std::string& product_id) override {
    return this->write([&](auto& c) { return catalogue_flow::request_product_alert<Sql>(c, customer_id, product_id); });
  }
  std::vector<std::string> pending_alerts(const std::string& customer_id,
                                          const std::vector<std::string>& product_ids) override {
    if (customer_id.empty() || product_ids.empty()) return {};
    return this->read([&](auto& c) { return Sql::pending_alerts(c, customer_id, product_ids); });
  }
};

}  // namespace karyana::store
