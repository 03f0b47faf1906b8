#include <algorithm>
#include <unordered_map>

#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/product_cursor.hpp"
#include "store/sqlite/product_rows.hpp"
#include "store/sqlite/sqlite_stores.hpp"
#include "store/visible_categories.hpp"

namespace karyana::store::sqlite {

namespace {

// Listed products: published, in a listed category. The product's sort key for the newest-first
// order is published_at ("" when never stamped, so the keyset comparison never meets NULL).
constexpr const char* kListedProducts = " p.status = 'published' AND p.cat_id IN listed";

}  // namespace

std::vector<Category> SqliteCatalogueStore::enabled_categories() {
  return db_.read([](Connection& c) {
    std::vector<Category> all;
    {
      auto st = c.prepare(std::string("SELECT ") + kCategoryColumns + kCategoryFrom +
                          " ORDER BY c.sort_order, c.title, c.id");
      while (st.step()) all.push_back(read_category(st));
    }
    std::unordered_map<std::string, std::int64_t> direct;
    {
      auto st = c.prepare("SELECT cat_id, COUNT(*) FROM products WHERE status = 'published' GROUP BY cat_id");
      while (st.step()) direct[st.get_text(0)] = st.get_int(1);
    }
    return visible_categories_by_depth(all, direct);
  });
}

std::optional<Category> SqliteCatalogueStore::category_by_slug(const std::string& slug) {
  return db_.read([&](Connection& c) -> std::optional<Category> {
    auto st = c.prepare(std::string("SELECT ") + kCategoryColumns + kCategoryFrom + " WHERE c.slug = ?1");
    st.bind(1, slug);
    if (!st.step()) return std::nullopt;
    return read_category(st);
  });
}

std::optional<Category> SqliteCatalogueStore::category_by_id(const std::string& id) {
  return db_.read([&](Connection& c) -> std::optional<Category> {
    auto st = c.prepare(std::string("SELECT ") + kCategoryColumns + kCategoryFrom + " WHERE c.id = ?1");
    st.bind(1, id);
    if (!st.step()) return std::nullopt;
    return read_category(st);
  });
}

std::vector<Category> SqliteCatalogueStore::category_path(const std::string& id) {
  return db_.read([&](Connection& c) {
    std::vector<Category> path;
    std::string at = id;
    auto st = c.prepare(std::string("SELECT ") + kCategoryColumns + kCategoryFrom + " WHERE c.id = ?1");
    while (!at.empty() && path.size() < 32) {
      st.bind(1, at);
      if (!st.step()) break;
      path.push_back(read_category(st));
      st.reset();
      at = path.back().parent_cat_id;
    }
    std::reverse(path.begin(), path.end());
    return path;
  });
}

std::optional<Product> SqliteCatalogueStore::product_by_slug(const std::string& slug) {
  return db_.read([&](Connection& c) -> std::optional<Product> {
    auto st = c.prepare(std::string("SELECT ") + kProductColumns + " FROM products p WHERE p.slug = ?1");
    st.bind(1, slug);
    if (!st.step()) return std::nullopt;
    std::vector<Product> one{read_product(st)};
    load_product_details(c, one);
    return std::move(one.front());
  });
}

std::optional<Product> SqliteCatalogueStore::product_by_id(const std::string& id) {
  return db_.read([&](Connection& c) -> std::optional<Product> {
    auto found = sqlite::products_by_ids(c, {id}, false);
    if (found.empty()) return std::nullopt;
    return std::move(found.front());
  });
}

std::vector<Product> SqliteCatalogueStore::products_by_ids(const std::vector<std::string>& ids) {
  return db_.read([&](Connection& c) { return sqlite::products_by_ids(c, ids, false); });
}

ProductPage SqliteCatalogueStore::list_products(const ProductQuery& query) {
  const int first = std::clamp(query.first, 0, 100);
  std::optional<ProductCursor> after;
  if (!query.after.empty()) {
    after = decode_cursor(query.after);
    if (!after || after->order != ProductCursor::Order::newest) throw InvalidCursor();
  }
  return db_.read([&](Connection& c) {
    ProductPage page;
    const std::string tree = kCategoryTreeCte;
    {
      auto st = c.prepare(tree + "SELECT COUNT(*) FROM products p WHERE" + kListedProducts);
      st.bind(1, query.cat_slug);
      if (st.step()) page.total_count = st.get_int(0);
    }
    auto st = c.prepare(tree + "SELECT " + kProductColumns + " FROM products p WHERE" + kListedProducts +
                        " AND (?2 = 0 OR (coalesce(p.published_at, ''), p.id) < (?3, ?4))"
                        " ORDER BY coalesce(p.published_at, '') DESC, p.id DESC LIMIT ?5");
    st.bind(1, query.cat_slug)
        .bind(2, after ? 1 : 0)
        .bind(3, after ? after->published_at : std::string())
        .bind(4, after ? after->id : std::string())
        .bind(5, first + 1);
    while (st.step()) page.items.push_back(read_product(st));
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

std::vector<std::string> SqliteCatalogueStore::listed_ids(const std::vector<std::string>& ids,
                                                          const std::string& cat_slug) {
  std::vector<std::string> out;
  if (ids.empty()) return out;
  return db_.read([&](Connection& c) {
    // json_each's key is the position in `ids`: the caller's order survives the join.
    auto st = c.prepare(std::string(kCategoryTreeCte) +
                        "SELECT p.id FROM json_each(?2) j CROSS JOIN products p ON p.id = j.value"
                        " WHERE" +
                        kListedProducts + " ORDER BY j.key");
    st.bind(1, cat_slug).bind(2, json_string_array(ids));
    while (st.step()) out.push_back(st.get_text(0));
    return out;
  });
}

std::vector<Product> SqliteCatalogueStore::listed_products_by_ids(const std::vector<std::string>& ids) {
  return db_.read([&](Connection& c) { return sqlite::products_by_ids(c, ids, true); });
}

bool SqliteCatalogueStore::set_available_qty(const std::string& product_id, std::int64_t qty) {
  return db_.write([&](Connection& c) {
    c.prepare(
         "UPDATE products SET available_qty = ?2, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
         " WHERE id = ?1")
        .bind_all(product_id, qty)
        .run();
    return c.changes() > 0;
  });
}

ProductAlertRequest SqliteCatalogueStore::request_product_alert(const std::string& customer_id,
                                                                const std::string& product_id) {
  using Outcome = ProductAlertRequest::Outcome;
  return db_.write([&](Connection& c) {
    ProductAlertRequest request;
    std::string title;
    {
      auto st = c.prepare("SELECT title, available_qty >= 1 AND status = 'published' FROM products WHERE id = ?1");
      st.bind(1, product_id);
      if (!st.step()) return request;  // no_product
      title = st.get_text(0);
      if (st.get_int(1)) {
        request.outcome = Outcome::in_stock;
        return request;
      }
    }
    auto find = c.prepare(
        "SELECT id, title, prod_id, customer_id, created_at, sent_at IS NULL FROM product_alerts"
        " WHERE customer_id = ?1 AND prod_id = ?2");
    find.bind_all(customer_id, product_id);
    if (find.step()) {
      request.alert = {find.get_text(0), find.get_text(1), find.get_text(2), find.get_text(3), find.get_text(4)};
      if (find.get_int(5)) {
        request.outcome = Outcome::already_pending;
        return request;
      }
      // Sent before, and sold out again since: the customer wants the next restock too.
      request.alert.title = title;
      request.alert.created_at = now_iso();
      c.prepare("UPDATE product_alerts SET sent_at = NULL, title = ?2, created_at = ?3 WHERE id = ?1")
          .bind_all(request.alert.id, title, request.alert.created_at)
          .run();
    } else {
      request.alert = {new_id(), title, product_id, customer_id, now_iso()};
      c.prepare("INSERT INTO product_alerts(id, prod_id, customer_id, title, created_at) VALUES(?1, ?2, ?3, ?4, ?5)")
          .bind_all(request.alert.id, product_id, customer_id, title, request.alert.created_at)
          .run();
    }
    request.outcome = Outcome::created;
    return request;
  });
}

std::vector<std::string> SqliteCatalogueStore::pending_alerts(const std::string& customer_id,
                                                              const std::vector<std::string>& product_ids) {
  std::vector<std::string> pending;
  if (customer_id.empty() || product_ids.empty()) return pending;
  return db_.read([&](Connection& c) {
    auto st = c.prepare(
        "SELECT prod_id FROM product_alerts WHERE customer_id = ?1 AND sent_at IS NULL"
        " AND prod_id IN (SELECT value FROM json_each(?2))");
    st.bind(1, customer_id).bind(2, json_string_array(product_ids));
    while (st.step()) pending.push_back(st.get_text(0));
    return pending;
  });
}

}  // namespace karyana::store::sqlite
