#include "store/sqlite/order_status_sql.hpp"
#include "store/sqlite/product_rows.hpp"
#include "store/sqlite/sqlite_checkout_rows.hpp"
#include "store/sqlite/sqlite_stores.hpp"

namespace karyana::store::sqlite {

const char* const kSlotColumns =
    "id, day, day_index, start_time, end_time, timezone, utc_offset_minutes, time_range_utc, blocked_dates,"
    " max_order_limit, status";

DeliverySlot read_slot(const Statement& st) {
  DeliverySlot s;
  s.id = st.get_text(0);
  s.day = st.get_text(1);
  s.day_index = static_cast<int>(st.get_int(2));
  s.start_time = st.get_text(3);
  s.end_time = st.get_text(4);
  s.timezone = st.get_text(5);
  s.utc_offset_minutes = static_cast<int>(st.get_int(6));
  s.time_range_utc = st.get_text(7);
  s.blocked_dates = st.get_text(8);
  s.max_order_limit = st.get_int(9);
  s.status = st.get_text(10);
  return s;
}

std::optional<DeliverySlot> read_slot_by_id(Connection& c, const std::string& id) {
  auto st = c.prepare(std::string("SELECT ") + kSlotColumns + " FROM delivery_slots WHERE id = ?1");
  st.bind(1, id);
  if (!st.step()) return std::nullopt;
  return read_slot(st);
}

std::map<std::string, std::int64_t> count_live_orders_at(Connection& c, const std::vector<std::string>& starts) {
  std::map<std::string, std::int64_t> counts;
  if (starts.empty()) return counts;
  // One query for every start (index orders_slot on slot_start_utc, status).
  auto st = c.prepare(std::string("SELECT slot_start_utc, count(*) FROM orders WHERE slot_start_utc IN"
                                  " (SELECT value FROM json_each(?1)) AND status NOT IN (") +
                      not_live_statuses_sql() + ") GROUP BY slot_start_utc");
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
