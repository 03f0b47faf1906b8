// The PostgreSQL OrderStore: its statements, run by OrderStoreOver (store/engine_order_store.hpp,
// which SQLite's store runs too); an id list is one text[] parameter (`= ANY($n::text[])`).
#include <memory>

#include "store/checkout_rows.hpp"
#include "store/engine_order_store.hpp"
#include "store/postgres/postgres_checkout_rows.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/postgres/text_array.hpp"

namespace karyana::store::postgres {

namespace {

// The statements OrderStoreOver runs.
struct OrderSql {
  using Database = postgres::Database;
  using Connection = postgres::Connection;

  static std::string id_list(const std::vector<std::string>& ids) { return text_array(ids); }

  // `key_column` is "id" or "serial" (fixed words, never a client's text).
  static std::optional<OrderRecord> order_where(Connection& c, const std::string& customer_id, const char* key_column,
                                                const std::string& key) {
    auto rows = c.exec(std::string("SELECT ") + kOrderColumns + " FROM orders o WHERE o.customer_id = $1 AND o." +
                           key_column + " = $2",
                       customer_id, key);
    if (!rows.step()) return std::nullopt;
    return order_from_row(rows);
  }
  // rowid breaks ties between orders placed in the same millisecond.
  static std::vector<OrderRecord> orders_page(Connection& c, const std::string& customer_id, std::int64_t limit,
                                              std::int64_t offset) {
    static const std::string sql = std::string("SELECT ") + kOrderColumns +
                                   " FROM orders o WHERE o.customer_id = $1"
                                   " ORDER BY o.created_at DESC, o.rowid DESC LIMIT $2 OFFSET $3";
    std::vector<OrderRecord> orders;
    auto rows = c.exec(sql, customer_id, limit, offset);
    while (rows.step()) orders.push_back(order_from_row(rows));
    return orders;
  }
  static std::int64_t count(Connection& c, const std::string& customer_id) {
    return c.exec("SELECT count(*) FROM orders WHERE customer_id = $1", customer_id).single_int();
  }
  template <class Add>
  static void items(Connection& c, const std::string& customer_id, const std::string& list, Add add) {
    static const std::string sql = std::string("SELECT i.order_id, ") + kOrderItemColumns +
                                   " FROM order_items i JOIN orders o ON o.id = i.order_id"
                                   " WHERE o.customer_id = $1 AND i.order_id = ANY($2::text[])"
                                   " ORDER BY i.order_id, i.sort_order, i.rowid";
    auto rows = c.exec(sql, customer_id, list);
    while (rows.step()) add(rows.get_text(0), order_item_from_row(rows));
  }
  template <class Add>
  static void status_notes(Connection& c, const std::string& customer_id, const std::string& list, Add add) {
    auto rows = c.exec(
        "SELECT n.order_id, n.id, n.status, n.note, n.created_at"
        " FROM order_status_notes n JOIN orders o ON o.id = n.order_id"
        " WHERE o.customer_id = $1 AND n.order_id = ANY($2::text[])"
        " ORDER BY n.order_id, n.created_at, n.rowid",
        customer_id, list);
    while (rows.step())
      add(rows.get_text(0),
          OrderStatusNote{rows.get_text(1), rows.get_opt_text(2), rows.get_text(3), rows.get_text(4)});
  }
  template <class Add>
  static void pickup_data(Connection& c, const std::string& customer_id, const std::string& list, Add add) {
    auto rows = c.exec(
        "SELECT p.order_id, p.product_id, p.picked_qty, p.not_found"
        " FROM order_pickup_data p JOIN orders o ON o.id = p.order_id"
        " WHERE o.customer_id = $1 AND p.order_id = ANY($2::text[])"
        " ORDER BY p.order_id, p.product_id",
        customer_id, list);
    while (rows.step()) add(rows.get_text(0), OrderPickup{rows.get_text(1), rows.get_int(2), rows.get_int(3)});
  }
};

}  // namespace

std::optional<OrderRecord> load_order(Connection& c, const std::string& customer_id, const std::string& order_id) {
  return load_order_of<OrderSql>(c, customer_id, order_id);
}

std::unique_ptr<OrderStore> make_postgres_order_store(Database& db) {
  return std::make_unique<OrderStoreOver<OrderSql>>(db);
}

}  // namespace karyana::store::postgres
