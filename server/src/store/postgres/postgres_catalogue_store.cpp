// The catalogue on PostgreSQL: the SQLite store's queries with PostgreSQL's spelling (arrays for
// json_each, `IN (SELECT id FROM listed)`, karyana_now()), so both answer alike (issue 20).
#include <algorithm>
#include <unordered_map>

#include "store/catalogue_rows.hpp"
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/postgres/product_rows.hpp"
#include "store/postgres/text_array.hpp"
#include "store/product_cursor.hpp"
#include "store/visible_categories.hpp"

namespace karyana::store::postgres {

namespace {

using catalogue_rows::kCategoryColumns;
using catalogue_rows::kCategoryFrom;
using catalogue_rows::kProductColumns;
using catalogue_rows::read_category;
using catalogue_rows::read_product;

// Listed products: published, in a listed category (see kCategoryTreeCte).
constexpr const char* kListedProducts = " p.status = 'published' AND p.cat_id IN (SELECT id FROM listed)";

const std::string& category_by_id_sql() {
  static const std::string sql = std::string("SELECT ") + kCategoryColumns + kCategoryFrom + " WHERE c.id = $1";
  return sql;
}

}  // namespace

std::vector<Category> PostgresCatalogueStore::enabled_categories() {
  return db_.read([](Connection& c) {
    std::vector<Category> all;
    {
      auto rows =
          c.exec(std::string("SELECT ") + kCategoryColumns + kCategoryFrom + " ORDER BY c.sort_order, c.title, c.id");
      while (rows.step()) all.push_back(read_category(rows));
    }
    std::unordered_map<std::string, std::int64_t> direct;
    {
      auto rows = c.exec("SELECT cat_id, count(*) FROM products WHERE status = 'published' GROUP BY cat_id");
      while (rows.step()) direct[rows.get_text(0)] = rows.get_int(1);
    }
    return visible_categories_by_depth(all, direct);
  });
}

std::optional<Category> PostgresCatalogueStore::category_by_slug(const std::string& slug) {
  return db_.read([&](Connection& c) -> std::optional<Category> {
    auto rows = c.exec(std::string("SELECT ") + kCategoryColumns + kCategoryFrom + " WHERE c.slug = $1", slug);
    if (!rows.step()) return std::nullopt;
    return read_category(rows);
  });
}

std::optional<Category> PostgresCatalogueStore::category_by_id(const std::string& id) {
  return db_.read([&](Connection& c) -> std::optional<Category> {
    auto rows = c.exec(category_by_id_sql(), id);
    if (!rows.step()) return std::nullopt;
    return read_category(rows);
  });
}

std::vector<Category> PostgresCatalogueStore::category_path(const std::string& id) {
  return db_.read([&](Connection& c) {
    std::vector<Category> path;
    std::string at = id;
    while (!at.empty() && path.size() < 32) {
      auto rows = c.exec(category_by_id_sql(), at);
      if (!rows.step()) break;
      path.push_back(read_category(rows));
      at = path.back().parent_cat_id;
    }
    std::reverse(path.begin(), path.end());
    return path;
  });
}

std::optional<Product> PostgresCatalogueStore::product_by_slug(const std::string& slug) {
  return db_.read([&](Connection& c) -> std::optional<Product> {
    auto rows = c.exec(std::string("SELECT ") + kProductColumns + " FROM products p WHERE p.slug = $1", slug);
    if (!rows.step()) return std::nullopt;
    std::vector<Product> one{read_product(rows)};
    load_product_details(c, one);
    return std::move(one.front());
  });
}

std::optional<Product> PostgresCatalogueStore::product_by_id(const std::string& id) {
  return db_.read([&](Connection& c) -> std::optional<Product> {
    auto found = postgres::products_by_ids(c, {id}, false);
    if (found.empty()) return std::nullopt;
    return std::move(found.front());
  });
}

std::vector<Product> PostgresCatalogueStore::products_by_ids(const std::vector<std::string>& ids) {
  return db_.read([&](Connection& c) { return postgres::products_by_ids(c, ids, false); });
}

ProductPage PostgresCatalogueStore::list_products(const ProductQuery& query) {
  const int first = std::clamp(query.first, 0, 100);
  std::optional<ProductCursor> after;
  if (!query.after.empty()) {
    after = decode_cursor(query.after);
    if (!after || after->order != ProductCursor::Order::newest) throw InvalidCursor();
  }
  return db_.read([&](Connection& c) {
    ProductPage page;
    const std::string tree = kCategoryTreeCte;
    page.total_count =
        c.exec(tree + "SELECT count(*) FROM products p WHERE" + kListedProducts, query.cat_slug).single_int();
    // The sort key is published_at ("" when never stamped, so the keyset comparison never meets
    // NULL); columns are COLLATE "C", so the order is SQLite's byte order.
    auto rows = c.exec(tree + "SELECT " + kProductColumns + " FROM products p WHERE" + kListedProducts +
                           " AND ($2::bigint = 0 OR (coalesce(p.published_at, ''), p.id) < ($3::text, $4::text))"
                           " ORDER BY coalesce(p.published_at, '') DESC, p.id DESC LIMIT $5",
                       query.cat_slug, after ? 1 : 0, after ? after->published_at : std::string(),
                       after ? after->id : std::string(), first + 1);
    while (rows.step()) page.items.push_back(read_product(rows));
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
    load_product_details(c, page.items);
    return page;
  });
}

std::vector<std::string> PostgresCatalogueStore::listed_ids(const std::vector<std::string>& ids,
                                                            const std::string& cat_slug) {
  std::vector<std::string> out;
  if (ids.empty()) return out;
  return db_.read([&](Connection& c) {
    // The ordinality is the position in `ids`: the caller's order survives the join.
    auto rows = c.exec(std::string(kCategoryTreeCte) +
                           "SELECT p.id FROM unnest($2::text[]) WITH ORDINALITY AS j(value, key)"
                           " JOIN products p ON p.id = j.value WHERE" +
                           kListedProducts + " ORDER BY j.key",
                       cat_slug, text_array(ids));
    while (rows.step()) out.push_back(rows.get_text(0));
    return out;
  });
}

std::vector<Product> PostgresCatalogueStore::listed_products_by_ids(const std::vector<std::string>& ids) {
  return db_.read([&](Connection& c) { return postgres::products_by_ids(c, ids, true); });
}

bool PostgresCatalogueStore::set_available_qty(const std::string& product_id, std::int64_t qty) {
  // The back-in-stock trigger runs under the product's row lock: two restocks send the alerts once.
  return db_.write([&](Connection& c) {
    return c.exec("UPDATE products SET available_qty = $2, updated_at = karyana_now() WHERE id = $1", product_id, qty)
               .affected_rows() > 0;
  });
}

ProductAlertRequest PostgresCatalogueStore::request_product_alert(const std::string& customer_id,
                                                                  const std::string& product_id) {
  using Outcome = ProductAlertRequest::Outcome;
  // One SERIALIZABLE write: a restock or a second request racing this one makes one of the two
  // run again (it then sees the other's row), as SQLite's single writer ordered them. The body
  // only fills locals, so a re-run is harmless.
  return db_.write([&](Connection& c) {
    ProductAlertRequest request;
    std::string title;
    {
      auto rows =
          c.exec("SELECT title, available_qty >= 1 AND status = 'published' FROM products WHERE id = $1", product_id);
      if (!rows.step()) return request;  // no_product
      title = rows.get_text(0);
      if (rows.get_bool(1)) {
        request.outcome = Outcome::in_stock;
        return request;
      }
    }
    auto find = c.exec(
        "SELECT id, title, prod_id, customer_id, created_at, sent_at IS NULL FROM product_alerts"
        " WHERE customer_id = $1 AND prod_id = $2",
        customer_id, product_id);
    if (find.step()) {
      request.alert = {find.get_text(0), find.get_text(1), find.get_text(2), find.get_text(3), find.get_text(4)};
      if (find.get_bool(5)) {
        request.outcome = Outcome::already_pending;
        return request;
      }
      // Sent before, and sold out again since: the customer wants the next restock too.
      request.alert.title = title;
      request.alert.created_at = now_iso();
      c.exec("UPDATE product_alerts SET sent_at = NULL, title = $2, created_at = $3 WHERE id = $1", request.alert.id,
             title, request.alert.created_at);
    } else {
      request.alert = {new_id(), title, product_id, customer_id, now_iso()};
      c.exec("INSERT INTO product_alerts(id, prod_id, customer_id, title, created_at) VALUES($1, $2, $3, $4, $5)",
             request.alert.id, product_id, customer_id, title, request.alert.created_at);
    }
    request.outcome = Outcome::created;
    return request;
  });
}

std::vector<std::string> PostgresCatalogueStore::pending_alerts(const std::string& customer_id,
                                                                const std::vector<std::string>& product_ids) {
  std::vector<std::string> pending;
  if (customer_id.empty() || product_ids.empty()) return pending;
  return db_.read([&](Connection& c) {
    auto rows = c.exec(
        "SELECT prod_id FROM product_alerts WHERE customer_id = $1 AND sent_at IS NULL"
        " AND prod_id = ANY($2::text[])",
        customer_id, text_array(product_ids));
    while (rows.step()) pending.push_back(rows.get_text(0));
    return pending;
  });
}

}  // namespace karyana::store::postgres
