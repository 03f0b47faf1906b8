// A customer's orders written once for both engines (issue 20): OrderStoreOver<Sql> is the
// OrderStore of an engine whose statements `Sql` hands in, and load_order_of<Sql> the one-order read
// the placement and checkout code of each engine share. An order's items, status notes and pickup
// data load for a whole page in one query each.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "store/order_store.hpp"
#include "store/store_over.hpp"

namespace karyana::store {

// Sql: the engine's Database and Connection types and static functions over a connection; `list`
// is Sql::id_list(ids), the engine's one parameter for a list of ids; every read matches the
// customer id again (through a join), so it cannot reach another customer's rows:
//   order_where(c, customer_id, key_column, key) → optional OrderRecord without details, where
//     `key_column` is "id" or "serial";
//   orders_page(c, customer_id, limit, offset) → newest first (ties by insertion order);
//   count(c, customer_id);
//   items(c, customer_id, list, add), status_notes(c, customer_id, list, add), pickup_data(c,
//     customer_id, list, add) call add(order_id, row) in the order's order.
namespace order_reads {

template <class Sql, class Connection>
void fill_details(Connection& c, const std::string& customer_id, std::vector<OrderRecord>& orders) {
  if (orders.empty()) return;
  std::unordered_map<std::string, OrderRecord*> by_id;
  std::vector<std::string> ids;
  for (auto& o : orders) {
    by_id[o.id] = &o;
    ids.push_back(o.id);
  }
  const auto list = Sql::id_list(ids);
  Sql::items(c, customer_id, list, [&](const std::string& order_id, OrderItemRecord item) {
    by_id.at(order_id)->items.push_back(std::move(item));
  });
  Sql::status_notes(c, customer_id, list, [&](const std::string& order_id, OrderStatusNote note) {
    by_id.at(order_id)->status_notes.push_back(std::move(note));
  });
  Sql::pickup_data(c, customer_id, list, [&](const std::string& order_id, OrderPickup pickup) {
    by_id.at(order_id)->pickup_data.push_back(std::move(pickup));
  });
}

template <class Sql, class Connection>
std::optional<OrderRecord> find_one(Connection& c, const std::string& customer_id, const char* key_column,
                                    const std::string& key) {
  auto order = Sql::order_where(c, customer_id, key_column, key);
  if (!order) return std::nullopt;
  std::vector<OrderRecord> one{std::move(*order)};
  fill_details<Sql>(c, customer_id, one);
  return std::move(one.front());
}

}  // namespace order_reads

// The customer's order by id with its details, in the caller's transaction.
template <class Sql, class Connection>
std::optional<OrderRecord> load_order_of(Connection& c, const std::string& customer_id, const std::string& order_id) {
  return order_reads::find_one<Sql>(c, customer_id, "id", order_id);
}

template <class Sql>
class OrderStoreOver final : public StoreOver<Sql, OrderStore> {
 public:
  using StoreOver<Sql, OrderStore>::StoreOver;

  std::optional<OrderRecord> order_by_serial(const std::string& customer_id, const std::string& serial) override {
    return this->read([&](auto& c) { return order_reads::find_one<Sql>(c, customer_id, "serial", serial); });
  }

  std::optional<OrderRecord> order_by_id(const std::string& customer_id, const std::string& id) override {
    return this->read([&](auto& c) { return load_order_of<Sql>(c, customer_id, id); });
  }

  OrderPage list_orders(const std::string& customer_id, int first, std::int64_t after_offset) override {
    return this->read([&](auto& c) {
      OrderPage page;
      page.total_count = Sql::count(c, customer_id);
      page.entries = Sql::orders_page(c, customer_id, static_cast<std::int64_t>(std::max(first, 0)),
                                      std::max<std::int64_t>(after_offset, 0));
      order_reads::fill_details<Sql>(c, customer_id, page.entries);
      return page;
    });
  }

  std::int64_t orders_count(const std::string& customer_id) override {
    return this->read([&](auto& c) { return Sql::count(c, customer_id); });
  }
};

}  // namespace karyana::store
