// The PostgreSQL SlotStore (sqlite_slot_store.cpp's twin): slot definitions and the live orders
// per occurrence start, in one query for any number of starts.
#include "store/checkout_rows.hpp"
#include "store/order_status_sql.hpp"
#include "store/postgres/postgres_checkout_rows.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/postgres/text_array.hpp"

namespace karyana::store::postgres {

std::optional<DeliverySlot> read_slot_by_id(Connection& c, const std::string& id) {
  auto rows = c.exec(std::string("SELECT ") + kSlotColumns + " FROM delivery_slots WHERE id = $1", id);
  if (!rows.step()) return std::nullopt;
  return slot_from_row(rows);
}

std::map<std::string, std::int64_t> count_live_orders_at(Connection& c, const std::vector<std::string>& starts) {
  std::map<std::string, std::int64_t> counts;
  if (starts.empty()) return counts;
  // One query for every start (index orders_slot on slot_start_utc, status).
  static const std::string sql =
      std::string(
          "SELECT slot_start_utc, count(*) FROM orders WHERE slot_start_utc = ANY($1::text[]) AND status NOT IN (") +
      not_live_statuses_sql() + ") GROUP BY slot_start_utc";
  auto rows = c.exec(sql, text_array(starts));
  while (rows.step()) counts[rows.get_text(0)] = rows.get_int(1);
  return counts;
}

std::vector<DeliverySlot> PostgresSlotStore::list_slots(bool enabled_only) {
  return db_.read([&](Connection& c) {
    std::vector<DeliverySlot> slots;
    // UNIQUE(day, start_time): no ties.
    auto rows = c.exec(std::string("SELECT ") + kSlotColumns +
                           " FROM delivery_slots WHERE ($1 = 0 OR status = 'enabled') ORDER BY day_index, start_time",
                       enabled_only ? 1 : 0);
    while (rows.step()) slots.push_back(slot_from_row(rows));
    return slots;
  });
}

std::optional<DeliverySlot> PostgresSlotStore::slot_by_id(const std::string& id) {
  return db_.read([&](Connection& c) { return read_slot_by_id(c, id); });
}

std::map<std::string, std::int64_t> PostgresSlotStore::live_orders_at(const std::vector<std::string>& starts) {
  return db_.read([&](Connection& c) { return count_live_orders_at(c, starts); });
}

}  // namespace karyana::store::postgres
