#include "store/sqlite/sqlite_order_store.hpp"

#include <algorithm>
#include <unordered_map>

#include "store/checkout_rows.hpp"
#include "store/sqlite/product_rows.hpp"

namespace karyana::store::sqlite {

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
  const auto id_list = json_string_array(ids);
  {
    auto st = c.prepare(std::string("SELECT i.order_id, ") + kOrderItemColumns +
                        " FROM order_items i JOIN orders o ON o.id = i.order_id"
                        " WHERE o.customer_id = ?1 AND i.order_id IN (SELECT value FROM json_each(?2))"
                        " ORDER BY i.order_id, i.sort_order, i.rowid");
    st.bind_all(customer_id, id_list);
    while (st.step()) by_id.at(st.get_text(0))->items.push_back(order_item_from_row(st));
  }
  {
    auto st = c.prepare(
        "SELECT n.order_id, n.id, n.status, n.note, n.created_at"
        " FROM order_status_notes n JOIN orders o ON o.id = n.order_id"
        " WHERE o.customer_id = ?1 AND n.order_id IN (SELECT value FROM json_each(?2))"
        " ORDER BY n.order_id, n.created_at, n.rowid");
    st.bind_all(customer_id, id_list);
    while (st.step())
      by_id.at(st.get_text(0))
          ->status_notes.push_back({st.get_text(1), st.get_opt_text(2), st.get_text(3), st.get_text(4)});
  }
  {
    auto st = c.prepare(
        "SELECT p.order_id, p.product_id, p.picked_qty, p.not_found"
        " FROM order_pickup_data p JOIN orders o ON o.id = p.order_id"
        " WHERE o.customer_id = ?1 AND p.order_id IN (SELECT value FROM json_each(?2))"
        " ORDER BY p.order_id, p.product_id");
    st.bind_all(customer_id, id_list);
    while (st.step()) by_id.at(st.get_text(0))->pickup_data.push_back({st.get_text(1), st.get_int(2), st.get_int(3)});
  }
}

std::optional<OrderRecord> find_one(Connection& c, const std::string& customer_id, const char* key_column,
                                    const std::string& key) {
  auto st = c.prepare(std::string("SELECT ") + kOrderColumns + " FROM orders o WHERE o.customer_id = ?1 AND o." +
                      key_column + " = ?2");
  st.bind_all(customer_id, key);
  if (!st.step()) return std::nullopt;
  std::vector<OrderRecord> one{order_from_row(st)};
  st.reset();
  fill_details(c, customer_id, one);
  return std::move(one.front());
}

class SqliteOrderStore final : public OrderStore {
 public:
  explicit SqliteOrderStore(Database& db) : db_(db) {}

  std::optional<OrderRecord> order_by_serial(const std::string& customer_id, const std::string& serial) override {
    return db_.read([&](Connection& c) { return find_one(c, customer_id, "serial", serial); });
  }

  std::optional<OrderRecord> order_by_id(const std::string& customer_id, const std::string& id) override {
    return db_.read([&](Connection& c) { return load_order(c, customer_id, id); });
  }

  OrderPage list_orders(const std::string& customer_id, int first, std::int64_t after_offset) override {
    return db_.read([&](Connection& c) {
      OrderPage page;
      page.total_count = count(c, customer_id);
      // rowid breaks ties between orders placed in the same millisecond.
      auto st = c.prepare(std::string("SELECT ") + kOrderColumns +
                          " FROM orders o WHERE o.customer_id = ?1"
                          " ORDER BY o.created_at DESC, o.rowid DESC LIMIT ?2 OFFSET ?3");
      st.bind_all(customer_id, static_cast<std::int64_t>(std::max(first, 0)), std::max<std::int64_t>(after_offset, 0));
      while (st.step()) page.entries.push_back(order_from_row(st));
      st.reset();
      fill_details(c, customer_id, page.entries);
      return page;
    });
  }

  std::int64_t orders_count(const std::string& customer_id) override {
    return db_.read([&](Connection& c) { return count(c, customer_id); });
  }

 private:
  static std::int64_t count(Connection& c, const std::string& customer_id) {
    auto st = c.prepare("SELECT COUNT(*) FROM orders WHERE customer_id = ?1");
    st.bind_all(customer_id);
    return st.step() ? st.get_int(0) : 0;
  }

  Database& db_;
};

}  // namespace

std::optional<OrderRecord> load_order(Connection& c, const std::string& customer_id, const std::string& order_id) {
  return find_one(c, customer_id, "id", order_id);
}

const char* order_columns_sql() { return kOrderColumns; }
OrderRecord read_order_row(const Statement& st) { return order_from_row(st); }
const char* order_item_columns_sql() { return kOrderItemColumns; }
OrderItemRecord read_order_item_row(const Statement& st) { return order_item_from_row(st); }

std::unique_ptr<OrderStore> make_sqlite_order_store(Database& db) { return std::make_unique<SqliteOrderStore>(db); }

}  // namespace karyana::store::sqlite
