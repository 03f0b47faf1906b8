// The catalogue on PostgreSQL: the SQLite store's queries with PostgreSQL's spelling (arrays for
// json_each, `IN (SELECT id FROM listed)`, karyana_now()), so both answer alike (issue 20).
#include <memory>
#include <unordered_map>

#include "store/catalogue_rows.hpp"
#include "store/engine_catalogue_store.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/postgres/product_rows.hpp"
#include "store/postgres/text_array.hpp"

namespace karyana::store::postgres {

namespace {

using catalogue_rows::kCategoryColumns;
using catalogue_rows::kCategoryFrom;
using catalogue_rows::kProductColumns;
using catalogue_rows::read_category;
using catalogue_rows::read_product;

// Listed products: published, in a listed category (see kCategoryTreeCte).
constexpr const char* kListedProducts = " p.status = 'published' AND p.cat_id IN (SELECT id FROM listed)";

// The statements CatalogueStoreOver runs (store/engine_catalogue_store.hpp).
struct CatalogueSql {
  using Database = postgres::Database;
  using Connection = postgres::Connection;

  static std::vector<Category> all_categories(Connection& c) {
    std::vector<Category> all;
    auto rows =
        c.exec(std::string("SELECT ") + kCategoryColumns + kCategoryFrom + " ORDER BY c.sort_order, c.title, c.id");
    while (rows.step()) all.push_back(read_category(rows));
    return all;
  }
  static std::unordered_map<std::string, std::int64_t> published_per_category(Connection& c) {
    std::unordered_map<std::string, std::int64_t> direct;
    auto rows = c.exec("SELECT cat_id, count(*) FROM products WHERE status = 'published' GROUP BY cat_id");
    while (rows.step()) direct[rows.get_text(0)] = rows.get_int(1);
    return direct;
  }
  static std::optional<Category> category_by_id(Connection& c, const std::string& id) {
    static const std::string sql = std::string("SELECT ") + kCategoryColumns + kCategoryFrom + " WHERE c.id = $1";
    auto rows = c.exec(sql, id);
    if (!rows.step()) return std::nullopt;
    return read_category(rows);
  }
  static std::int64_t listed_count(Connection& c, const std::string& cat_slug) {
    return c.exec(std::string(kCategoryTreeCte) + "SELECT count(*) FROM products p WHERE" + kListedProducts, cat_slug)
        .single_int();
  }
  // The sort key is published_at ("" when never stamped, so the keyset comparison never meets
  // NULL); columns are COLLATE "C", so the order is SQLite's byte order.
  static std::vector<Product> listed_newest(Connection& c, const std::string& cat_slug,
                                            const std::optional<ProductCursor>& after, int limit) {
    std::vector<Product> products;
    auto rows = c.exec(
        std::string(kCategoryTreeCte) + "SELECT " + kProductColumns + " FROM products p WHERE" + kListedProducts +
            " AND ($2::bigint = 0 OR (coalesce(p.published_at, ''), p.id) < ($3::text, $4::text))"
            " ORDER BY coalesce(p.published_at, '') DESC, p.id DESC LIMIT $5",
        cat_slug, after ? 1 : 0, after ? after->published_at : std::string(), after ? after->id : std::string(), limit);
    while (rows.step()) products.push_back(read_product(rows));
    return products;
  }
  static std::optional<Category> category_by_slug(Connection& c, const std::string& slug) {
    auto rows = c.exec(std::string("SELECT ") + kCategoryColumns + kCategoryFrom + " WHERE c.slug = $1", slug);
    if (!rows.step()) return std::nullopt;
    return read_category(rows);
  }
  static std::optional<Product> product_by_slug(Connection& c, const std::string& slug) {
    auto rows = c.exec(std::string("SELECT ") + kProductColumns + " FROM products p WHERE p.slug = $1", slug);
    if (!rows.step()) return std::nullopt;
    return read_product(rows);
  }
  static std::vector<Product> products_by_ids(Connection& c, const std::vector<std::string>& ids, bool listed_only) {
    return postgres::products_by_ids(c, ids, listed_only);
  }
  static void load_details(Connection& c, std::vector<Product>& products) { load_product_details(c, products); }
  static std::vector<std::string> listed_ids(Connection& c, const std::vector<std::string>& ids,
                                             const std::string& cat_slug) {
    std::vector<std::string> out;
    // The ordinality is the position in `ids`: the caller's order survives the join.
    auto rows = c.exec(std::string(kCategoryTreeCte) +
                           "SELECT p.id FROM unnest($2::text[]) WITH ORDINALITY AS j(value, key)"
                           " JOIN products p ON p.id = j.value WHERE" +
                           kListedProducts + " ORDER BY j.key",
                       cat_slug, text_array(ids));
    while (rows.step()) out.push_back(rows.get_text(0));
    return out;
  }
  // The back-in-stock trigger runs under the product's row lock: two restocks send the alerts once.
  static bool set_available_qty(Connection& c, const std::string& product_id, std::int64_t qty) {
    return c.exec("UPDATE products SET available_qty = $2, updated_at = karyana_now() WHERE id = $1", product_id, qty)
               .affected_rows() > 0;
  }
  // request_product_alert is one SERIALIZABLE write: a restock or a second request racing it makes
  // one of the two run again (it then sees the other's row), as SQLite's single writer ordered
  // them. The flow only fills locals, so a re-run is harmless.
  static std::optional<catalogue_flow::AlertProduct> alert_product(Connection& c, const std::string& product_id) {
    auto rows =
        c.exec("SELECT title, available_qty >= 1 AND status = 'published' FROM products WHERE id = $1", product_id);
    if (!rows.step()) return std::nullopt;
    return catalogue_flow::AlertProduct{rows.get_text(0), rows.get_bool(1)};
  }
  static std::optional<catalogue_flow::EarlierAlert> earlier_alert(Connection& c, const std::string& customer_id,
                                                                   const std::string& product_id) {
    auto find = c.exec(
        "SELECT id, title, prod_id, customer_id, created_at, sent_at IS NULL FROM product_alerts"
        " WHERE customer_id = $1 AND prod_id = $2",
        customer_id, product_id);
    if (!find.step()) return std::nullopt;
    return catalogue_flow::EarlierAlert{
        {find.get_text(0), find.get_text(1), find.get_text(2), find.get_text(3), find.get_text(4)}, find.get_bool(5)};
  }
  static void rearm_alert(Connection& c, const ProductAlert& alert) {
    c.exec("UPDATE product_alerts SET sent_at = NULL, title = $2, created_at = $3 WHERE id = $1", alert.id, alert.title,
           alert.created_at);
  }
  static void insert_alert(Connection& c, const ProductAlert& alert) {
    c.exec("INSERT INTO product_alerts(id, prod_id, customer_id, title, created_at) VALUES($1, $2, $3, $4, $5)",
           alert.id, alert.prod_id, alert.customer_id, alert.title, alert.created_at);
  }
  static std::vector<std::string> pending_alerts(Connection& c, const std::string& customer_id,
                                                 const std::vector<std::string>& product_ids) {
    std::vector<std::string> pending;
    auto rows = c.exec(
        "SELECT prod_id FROM product_alerts WHERE customer_id = $1 AND sent_at IS NULL"
        " AND prod_id = ANY($2::text[])",
        customer_id, text_array(product_ids));
    while (rows.step()) pending.push_back(rows.get_text(0));
    return pending;
  }
};

}  // namespace

std::unique_ptr<CatalogueStore> make_postgres_catalogue_store(Database& db) {
  return std::make_unique<CatalogueStoreOver<CatalogueSql>>(db);
}

}  // namespace karyana::store::postgres
