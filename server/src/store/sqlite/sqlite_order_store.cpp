// A customer's orders on SQLite: the statements OrderStoreOver runs (store/engine_order_store.hpp);
// an id list is one JSON array parameter, read with json_each.
#include "store/sqlite/sqlite_order_store.hpp"

#include <memory>

#include "store/checkout_rows.hpp"
#include "store/engine_order_store.hpp"
#include "store/sqlite/product_rows.hpp"

namespace karyana::store::sqlite {

namespace {

// The statements OrderStoreOver runs.
struct OrderSql {
  using Database = sqlite::Database;
  using Connection = sqlite::Connection;

  static std::string id_list(const std::vector<std::string>& ids) { return json_string_array(ids); }

  // `key_column` is "id" or "serial" (fixed words, never a client's text).
  static std::optional<OrderRecord> order_where(Connection& c, const std::string& customer_id, const char* key_column,
                                                const std::string& key) {
    auto st = c.prepare(std::string("SELECT ") + kOrderColumns + " FROM orders o WHERE o.customer_id = ?1 AND o." +
                        key_column + " = ?2");
    st.bind_all(customer_id, key);
    if (!st.step()) return std::nullopt;
    OrderRecord order = order_from_row(st);
    st.reset();
    return order;
  }
  // rowid breaks ties between orders placed in the same millisecond.
  static std::vector<OrderRecord> orders_page(Connection& c, const std::string& customer_id, std::int64_t limit,
                                              std::int64_t offset) {
    std::vector<OrderRecord> orders;
    auto st = c.prepare(std::string("SELECT ") + kOrderColumns +
                        " FROM orders o WHERE o.customer_id = ?1"
                        " ORDER BY o.created_at DESC, o.rowid DESC LIMIT ?2 OFFSET ?3");
    st.bind_all(customer_id, limit, offset);
    while (st.step()) orders.push_back(order_from_row(st));
    st.reset();
    return orders;
  }
  static std::int64_t count(Connection& c, const std::string& customer_id) {
    auto st = c.prepare("SELECT COUNT(*) FROM orders WHERE customer_id = ?1");
    st.bind_all(customer_id);
    return st.step() ? st.get_int(0) : 0;
  }
  template <class Add>
  static void items(Connection& c, const std::string& customer_id, const std::string& id_json, Add add) {
    auto st = c.prepare(std::string("SELECT i.order_id, ") + kOrderItemColumns +
                        " FROM order_items i JOIN orders o ON o.id = i.order_id"
                        " WHERE o.customer_id = ?1 AND i.order_id IN (SELECT value FROM json_each(?2))"
                        " ORDER BY i.order_id, i.sort_order, i.rowid");
    st.bind_all(customer_id, id_json);
    while (st.step()) add(st.get_text(0), order_item_from_row(st));
  }
  template <class Add>
  static void status_notes(Connection& c, const std::string& customer_id, const std::string& id_json, Add add) {
    auto st = c.prepare(
        "SELECT n.order_id, n.id, n.status, n.note, n.created_at"
        " FROM order_status_notes n JOIN orders o ON o.id = n.order_id"
        " WHERE o.customer_id = ?1 AND n.order_id IN (SELECT value FROM json_each(?2))"
        " ORDER BY n.order_id, n.created_at, n.rowid");
    st.bind_all(customer_id, id_json);
    while (st.step())
      add(st.get_text(0), OrderStatusNote{st.get_text(1), st.get_opt_text(2), st.get_text(3), st.get_text(4)});
  }
  template <class Add>
  static void pickup_data(Connection& c, const std::string& customer_id, const std::string& id_json, Add add) {
    auto st = c.prepare(
        "SELECT p.order_id, p.product_id, p.picked_qty, p.not_found"
        " FROM order_pickup_data p JOIN orders o ON o.id = p.order_id"
        " WHERE o.customer_id = ?1 AND p.order_id IN (SELECT value FROM json_each(?2))"
        " ORDER BY p.order_id, p.product_id");
    st.bind_all(customer_id, id_json);
    while (st.step()) add(st.get_text(0), OrderPickup{st.get_text(1), st.get_int(2), st.get_int(3)});
  }
};

}  // namespace

std::optional<OrderRecord> load_order(Connection& c, const std::string& customer_id, const std::string& order_id) {
  return load_order_of<OrderSql>(c, customer_id, order_id);
}

const char* order_columns_sql() { return kOrderColumns; }
OrderRecord read_order_row(const Statement& st) { return order_from_row(st); }
const char* order_item_columns_sql() { return kOrderItemColumns; }
OrderItemRecord read_order_item_row(const Statement& st) { return order_item_from_row(st); }

std::unique_ptr<OrderStore> make_sqlite_order_store(Database& db) {
  return std::make_unique<OrderStoreOver<OrderSql>>(db);
}

}  // namespace karyana::store::sqlite
