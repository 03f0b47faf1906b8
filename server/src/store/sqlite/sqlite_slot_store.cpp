#include "store/sqlite/product_rows.hpp"
#include "store/sqlite/sqlite_checkout_rows.hpp"
#include "store/sqlite/sqlite_stores.hpp"

namespace karyana::store::sqlite {

DeliverySlot read_slot(const Statement& st) { return slot_from_row(st); }

std::optional<DeliverySlot> read_slot_by_id(Connection& c, const std::string& id) {
  auto st = c.prepare(std::string("SELECT ") + kSlotColumns + " FROM delivery_slots WHERE id = ?1");
  st.bind(1, id);
  if (!st.step()) return std::nullopt;
  return read_slot(st);
}

std::map<std::string, std::int64_t> count_live_orders_at(Connection& c, const std::vector<std::string>& starts) {
  std::map<std::string, std::int64_t> counts;
  if (starts.empty()) return counts;
  // One row per start, kept by the orders' triggers (slot_occupancy, migration 0018): the count
  // costs the same however many orders a start holds. One start (a placement's rules): a plain
  // key lookup, without json_each's table.
  if (starts.size() == 1) {
    auto one = c.prepare("SELECT live_orders FROM slot_occupancy WHERE slot_start_utc = ?1 AND live_orders > 0");
    one.bind(1, starts.front());
    if (one.step()) counts[starts.front()] = one.get_int(0);
    return counts;
  }
  auto st = c.prepare(
      "SELECT slot_start_utc, live_orders FROM slot_occupancy"
      " WHERE slot_start_utc IN (SELECT value FROM json_each(?1)) AND live_orders > 0");
  st.bind(1, json_string_array(starts));
  while (st.step()) counts[st.get_text(0)] = st.get_int(1);
  return counts;
}

std::vector<DeliverySlot> SqliteSlotStore::list_slots(bool enabled_only) {
  return db_.read([&](Connection& c) {
    std::vector<DeliverySlot> slots;
    auto st = c.prepare(std::string("SELECT ") + kSlotColumns +
                        " FROM delivery_slots WHERE (?1 = 0 OR status = 'enabled') ORDER BY day_index, start_time");
    st.bind(1, enabled_only ? 1 : 0);
    while (st.step()) slots.push_back(read_slot(st));
    return slots;
  });
}

std::optional<DeliverySlot> SqliteSlotStore::slot_by_id(const std::string& id) {
  return db_.read([&](Connection& c) { return read_slot_by_id(c, id); });
}

std::map<std::string, std::int64_t> SqliteSlotStore::live_orders_at(const std::vector<std::string>& starts) {
  return db_.read([&](Connection& c) { return count_live_orders_at(c, starts); });
}

}  // namespace karyana::store::sqlite
