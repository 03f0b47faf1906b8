// The catalogue on SQLite: its statements, run by CatalogueStoreOver (store/engine_catalogue_store.hpp).
#include "store/sqlite/sqlite_catalogue_store.hpp"

#include <memory>
#include <unordered_map>

#include "store/engine_catalogue_store.hpp"
#include "store/sqlite/product_rows.hpp"

namespace karyana::store::sqlite {

namespace {

// Listed products: published, in a listed category. The product's sort key for the newest-first
// order is published_at ("" when never stamped, so the keyset comparison never meets NULL).
constexpr const char* kListedProducts = " p.status = 'published' AND p.cat_id IN listed";

// The statements CatalogueStoreOver runs.
struct CatalogueSql {
  using Database = sqlite::Database;
  using Connection = sqlite::Connection;

  static std::vector<Category> all_categories(Connection& c) {
    std::vector<Category> all;
    auto st =
        c.prepare(std::string("SELECT ") + kCategoryColumns + kCategoryFrom + " ORDER BY c.sort_order, c.title, c.id");
    while (st.step()) all.push_back(read_category(st));
    return all;
  }
  static std::unordered_map<std::string, std::int64_t> published_per_category(Connection& c) {
    std::unordered_map<std::string, std::int64_t> direct;
    auto st = c.prepare("SELECT cat_id, COUNT(*) FROM products WHERE status = 'published' GROUP BY cat_id");
    while (st.step()) direct[st.get_text(0)] = st.get_int(1);
    return direct;
  }
  static std::optional<Category> category_by_id(Connection& c, const std::string& id) {
    auto st = c.prepare(std::string("SELECT ") + kCategoryColumns + kCategoryFrom + " WHERE c.id = ?1");
    st.bind(1, id);
    if (!st.step()) return std::nullopt;
    return read_category(st);
  }
  static std::int64_t listed_count(Connection& c, const std::string& cat_slug) {
    auto st = c.prepare(std::string(kCategoryTreeCte) + "SELECT COUNT(*) FROM products p WHERE" + kListedProducts);
    st.bind(1, cat_slug);
    return st.step() ? st.get_int(0) : 0;
  }
  static std::vector<Product> listed_newest(Connection& c, const std::string& cat_slug,
                                            const std::optional<ProductCursor>& after, int limit) {
    std::vector<Product> products;
    auto st = c.prepare(std::string(kCategoryTreeCte) + "SELECT " + kProductColumns + " FROM products p WHERE" +
                        kListedProducts +
                        " AND (?2 = 0 OR (coalesce(p.published_at, ''), p.id) < (?3, ?4))"
                        " ORDER BY coalesce(p.published_at, '') DESC, p.id DESC LIMIT ?5");
    st.bind(1, cat_slug)
        .bind(2, after ? 1 : 0)
        .bind(3, after ? after->published_at : std::string())
        .bind(4, after ? after->id : std::string())
        .bind(5, limit);
    while (st.step()) products.push_back(read_product(st));
    return products;
  }
  static std::optional<Category> category_by_slug(Connection& c, const std::string& slug) {
    auto st = c.prepare(std::string("SELECT ") + kCategoryColumns + kCategoryFrom + " WHERE c.slug = ?1");
    st.bind(1, slug);
    if (!st.step()) return std::nullopt;
    return read_category(st);
  }
  static std::optional<Product> product_by_slug(Connection& c, const std::string& slug) {
    auto st = c.prepare(std::string("SELECT ") + kProductColumns + " FROM products p WHERE p.slug = ?1");
    st.bind(1, slug);
    if (!st.step()) return std::nullopt;
    return read_product(st);
  }
  static std::vector<Product> products_by_ids(Connection& c, const std::vector<std::string>& ids, bool listed_only) {
    return sqlite::products_by_ids(c, ids, listed_only);
  }
  static void load_details(Connection& c, std::vector<Product>& products) { load_product_details(c, products); }
  static std::vector<std::string> listed_ids(Connection& c, const std::vector<std::string>& ids,
                                             const std::string& cat_slug) {
    std::vector<std::string> out;
    // json_each's key is the position in `ids`: the caller's order survives the join.
    auto st = c.prepare(std::string(kCategoryTreeCte) +
                        "SELECT p.id FROM json_each(?2) j CROSS JOIN products p ON p.id = j.value"
                        " WHERE" +
                        kListedProducts + " ORDER BY j.key");
    st.bind(1, cat_slug).bind(2, json_string_array(ids));
    while (st.step()) out.push_back(st.get_text(0));
    return out;
  }
  static bool set_available_qty(Connection& c, const std::string& product_id, std::int64_t qty) {
    c.prepare(
         "UPDATE products SET available_qty = ?2, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
         " WHERE id = ?1")
        .bind_all(product_id, qty)
        .run();
    return c.changes() > 0;
  }
  static std::optional<catalogue_flow::AlertProduct> alert_product(Connection& c, const std::string& product_id) {
    auto st = c.prepare("SELECT title, available_qty >= 1 AND status = 'published' FROM products WHERE id = ?1");
    st.bind(1, product_id);
    if (!st.step()) return std::nullopt;
    return catalogue_flow::AlertProduct{st.get_text(0), st.get_int(1) != 0};
  }
  static std::optional<catalogue_flow::EarlierAlert> earlier_alert(Connection& c, const std::string& customer_id,
                                                                   const std::string& product_id) {
    auto find = c.prepare(
        "SELECT id, title, prod_id, customer_id, created_at, sent_at IS NULL FROM product_alerts"
        " WHERE customer_id = ?1 AND prod_id = ?2");
    find.bind_all(customer_id, product_id);
    if (!find.step()) return std::nullopt;
    return catalogue_flow::EarlierAlert{
        {find.get_text(0), find.get_text(1), find.get_text(2), find.get_text(3), find.get_text(4)},
        find.get_int(5) != 0};
  }
  static void rearm_alert(Connection& c, const ProductAlert& alert) {
    c.prepare("UPDATE product_alerts SET sent_at = NULL, title = ?2, created_at = ?3 WHERE id = ?1")
        .bind_all(alert.id, alert.title, alert.created_at)
        .run();
  }
  static void insert_alert(Connection& c, const ProductAlert& alert) {
    c.prepare("INSERT INTO product_alerts(id, prod_id, customer_id, title, created_at) VALUES(?1, ?2, ?3, ?4, ?5)")
        .bind_all(alert.id, alert.prod_id, alert.customer_id, alert.title, alert.created_at)
        .run();
  }
  static std::vector<std::string> pending_alerts(Connection& c, const std::string& customer_id,
                                                 const std::vector<std::string>& product_ids) {
    std::vector<std::string> pending;
    auto st = c.prepare(
        "SELECT prod_id FROM product_alerts WHERE customer_id = ?1 AND sent_at IS NULL"
        " AND prod_id IN (SELECT value FROM json_each(?2))");
    st.bind(1, customer_id).bind(2, json_string_array(product_ids));
    while (st.step()) pending.push_back(st.get_text(0));
    return pending;
  }
};

}  // namespace

std::unique_ptr<CatalogueStore> make_sqlite_catalogue_store(Database& db) {
  return std::make_unique<CatalogueStoreOver<CatalogueSql>>(db);
}

}  // namespace karyana::store::sqlite
