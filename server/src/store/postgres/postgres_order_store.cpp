// The PostgreSQL OrderStore (sqlite_order_store.cpp's twin): a customer's orders with their items,
// status notes and pickup data, read for a page in one query each (`= ANY($n::text[])`).
#include <algorithm>
#include <unordered_map>

#include "store/checkout_rows.hpp"
#include "store/postgres/postgres_checkout_rows.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/postgres/text_array.hpp"

namespace karyana::store::postgres {

namespace {

// Items, status notes and pickup data of `orders`, one query each (the customer id is matched
// again through the join, so these reads cannot reach another customer's rows either).
void fill_details(Connection& c, const std::string& customer_id, std::vector<OrderRecord>& orders) {
  if (orders.empty()) return;
  std::unordered_map<std::string, OrderRecord*> by_id;
  std::vector<std::string> ids;
  for (auto& o : orders) {
    by_id[o.id] = &o;
    ids.push_back(o.id);
  }
  const auto id_list = text_array(ids);
  {
    static const std::string sql = std::string("SELECT i.order_id, ") + kOrderItemColumns +
                                   " FROM order_items i JOIN orders o ON o.id = i.order_id"
                                   " WHERE o.customer_id = $1 AND i.order_id = ANY($2::text[])"
                                   " ORDER BY i.order_id, i.sort_order, i.rowid";
    auto rows = c.exec(sql, customer_id, id_list);
    while (rows.step()) by_id.at(rows.get_text(0))->items.push_back(order_item_from_row(rows));
  }
  {
    auto rows = c.exec(
        "SELECT n.order_id, n.id, n.status, n.note, n.created_at"
        " FROM order_status_notes n JOIN orders o ON o.id = n.order_id"
        " WHERE o.customer_id = $1 AND n.order_id = ANY($2::text[])"
        " ORDER BY n.order_id, n.created_at, n.rowid",
        customer_id, id_list);
    while (rows.step())
      by_id.at(rows.get_text(0))
          ->status_notes.push_back({rows.get_text(1), rows.get_opt_text(2), rows.get_text(3), rows.get_text(4)});
  }
  {
    auto rows = c.exec(
        "SELECT p.order_id, p.product_id, p.picked_qty, p.not_found"
        " FROM order_pickup_data p JOIN orders o ON o.id = p.order_id"
        " WHERE o.customer_id = $1 AND p.order_id = ANY($2::text[])"
        " ORDER BY p.order_id, p.product_id",
        customer_id, id_list);
    while (rows.step())
      by_id.at(rows.get_text(0))->pickup_data.push_back({rows.get_text(1), rows.get_int(2), rows.get_int(3)});
  }
}

// `key_column` is "id" or "serial" (fixed words, never a client's text).
std::optional<OrderRecord> find_one(Connection& c, const std::string& customer_id, const char* key_column,
                                    const std::string& key) {
  auto rows = c.exec(
      std::string("SELECT ") + kOrderColumns + " FROM orders o WHERE o.customer_id = $1 AND o." + key_column + " = $2",
      customer_id, key);
  if (!rows.step()) return std::nullopt;
  std::vector<OrderRecord> one{order_from_row(rows)};
  fill_details(c, customer_id, one);
  return std::move(one.front());
}

std::int64_t count(Connection& c, const std::string& customer_id) {
  return c.exec("SELECT count(*) FROM orders WHERE customer_id = $1", customer_id).single_int();
}

}  // namespace

std::optional<OrderRecord> load_order(Connection& c, const std::string& customer_id, const std::string& order_id) {
  return find_one(c, customer_id, "id", order_id);
}

std::optional<OrderRecord> PostgresOrderStore::order_by_serial(const std::string& customer_id,
                                                               const std::string& serial) {
  return db_.read([&](Connection& c) { return find_one(c, customer_id, "serial", serial); });
}

std::optional<OrderRecord> PostgresOrderStore::order_by_id(const std::string& customer_id, const std::string& id) {
  return db_.read([&](Connection& c) { return load_order(c, customer_id, id); });
}

OrderPage PostgresOrderStore::list_orders(const std::string& customer_id, int first, std::int64_t after_offset) {
  return db_.read([&](Connection& c) {
    OrderPage page;
    page.total_count = count(c, customer_id);
    // rowid breaks ties between orders placed in the same millisecond.
    static const std::string sql = std::string("SELECT ") + kOrderColumns +
                                   " FROM orders o WHERE o.customer_id = $1"
                                   " ORDER BY o.created_at DESC, o.rowid DESC LIMIT $2 OFFSET $3";
    auto rows = c.exec(sql, customer_id, static_cast<std::int64_t>(std::max(first, 0)),
                       std::max<std::int64_t>(after_offset, 0));
    while (rows.step()) page.entries.push_back(order_from_row(rows));
    fill_details(c, customer_id, page.entries);
    return page;
  });
}

std::int64_t PostgresOrderStore::orders_count(const std::string& customer_id) {
  return db_.read([&](Connection& c) { return count(c, customer_id); });
}

}  // namespace karyana::store::postgres
