// The PostgreSQL OperationsAdminStore (sqlite_operations_admin_store.cpp's twin): slots, settings and
// vouchers written by the console, each write one transaction with its audit row; a stale version
// or a taken code changes nothing. Two consoles saving at once: SERIALIZABLE reruns the later one,
// which then finds the version moved (stale) or the code taken.
//
// A voucher save runs READ COMMITTED instead (issue 20): the voucher's row is hot — every placement
// using it locks it (store/postgres/hot_row_locks.hpp) — and under SERIALIZABLE a save waiting
// behind placements failed each wait with 40001. It reads the row FOR UPDATE first (the code, a
// key, may change), so a second save or a placement waits and the version checked is the newest;
// the "code taken?" read is backed by the code's UNIQUE index (a code taken meanwhile fails the
// INSERT or UPDATE, answered `taken` as the read would); the requirement rows are the voucher's
// own. Slots and settings stay SERIALIZABLE (no burst writes them).
#include <string>

#include <boost/json.hpp>

#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/operations_admin_rows.hpp"
#include "store/order_status_sql.hpp"
#include "store/postgres/postgres_checkout_rows.hpp"
#include "store/postgres/postgres_staff_store.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/postgres/text_array.hpp"

namespace karyana::store::postgres {

namespace {

namespace json = boost::json;
using operations_admin_rows::read_admin_slot;
using operations_admin_rows::read_admin_voucher;
using operations_admin_rows::slot_audit;
using operations_admin_rows::text;
using operations_admin_rows::unless_empty;
using operations_admin_rows::voucher_audit;

const std::string kSlotSelect = std::string("SELECT ") + kSlotColumns + ", version FROM delivery_slots";
const std::string kVoucherSelect = std::string("SELECT ") + kVoucherColumns + ", version, created_at FROM vouchers";

std::optional<AdminSlot> load_slot(Connection& c, const std::string& id) {
  auto rows = c.exec(kSlotSelect + " WHERE id = $1", id);
  if (!rows.step()) return std::nullopt;
  return read_admin_slot(rows);
}

// `lock`: the row FOR UPDATE (a save about to check the version and change it).
std::optional<AdminVoucher> load_voucher(Connection& c, const std::string& id, bool lock = false) {
  auto rows = c.exec(kVoucherSelect + " WHERE id = $1" + (lock ? " FOR UPDATE" : ""), id);
  if (!rows.step()) return std::nullopt;
  auto a = read_admin_voucher(rows);
  load_voucher_requirements(c, {&a.voucher});
  return a;
}

}  // namespace

std::vector<AdminSlot> PostgresOperationsAdminStore::slots() {
  return db_.read([](Connection& c) {
    std::vector<AdminSlot> out;
    auto rows = c.exec(kSlotSelect + " ORDER BY day_index, start_time");
    while (rows.step()) out.push_back(read_admin_slot(rows));
    return out;
  });
}

SlotSaveResult PostgresOperationsAdminStore::save_slot(const std::string& actor_id, const SlotWrite& w) {
  try {
    return db_.write([&](Connection& c) -> SlotSaveResult {
      const std::string now = now_iso();
      std::optional<AdminSlot> before;
      std::string id = w.id;
      if (id.empty()) {
        id = new_id();
        c.exec(
            "INSERT INTO delivery_slots(id, day, day_index, start_time, end_time, time_range_utc,"
            " max_order_limit, status, version, created_at, updated_at)"
            " VALUES($1, $2, $3, $4, $5, $6, $7, 'enabled', 1, $8, $8)",
            id, w.day, w.day_index, w.start_time, w.end_time, w.time_range_utc, w.max_order_limit, now);
      } else {
        before = load_slot(c, id);
        if (!before) return {AdminSaveOutcome::not_found, std::nullopt};
        if (before->version != w.version) return {AdminSaveOutcome::stale, before};
        c.exec(
            "UPDATE delivery_slots SET day = $2, day_index = $3, start_time = $4, end_time = $5,"
            " time_range_utc = $6, max_order_limit = $7, version = version + 1, updated_at = $8 WHERE id = $1",
            id, w.day, w.day_index, w.start_time, w.end_time, w.time_range_utc, w.max_order_limit, now);
      }
      auto after = load_slot(c, id);
      insert_audit(
          c, {actor_id, "slot.save", id, before ? text(slot_audit(before->slot)) : "{}", text(slot_audit(after->slot))},
          now);
      return {AdminSaveOutcome::saved, after};
    });
  } catch (const Error& e) {
    if (e.is_constraint()) return {AdminSaveOutcome::taken, std::nullopt};  // UNIQUE (day, start_time)
    throw;
  }
}

SlotSaveResult PostgresOperationsAdminStore::set_slot_enabled(const std::string& actor_id, const std::string& id,
                                                              std::int64_t version, bool enabled) {
  return db_.write([&](Connection& c) -> SlotSaveResult {
    auto before = load_slot(c, id);
    if (!before) return {AdminSaveOutcome::not_found, std::nullopt};
    if (before->version != version) return {AdminSaveOutcome::stale, before};
    const std::string now = now_iso();
    c.exec("UPDATE delivery_slots SET status = $2, version = version + 1, updated_at = $3 WHERE id = $1", id,
           enabled ? "enabled" : "disabled", now);
    insert_audit(c,
                 {actor_id, "slot.enabled", id, text({{"status", before->slot.status}}),
                  text({{"status", enabled ? "enabled" : "disabled"}})},
                 now);
    return {AdminSaveOutcome::saved, load_slot(c, id)};
  });
}

std::vector<AdminSlot> PostgresOperationsAdminStore::set_blocked_dates(
    const std::string& actor_id, const std::string& action, const std::map<std::string, std::string>& blocked) {
  return db_.write([&](Connection& c) {
    const std::string now = now_iso();
    std::vector<AdminSlot> out;
    for (const auto& [id, dates] : blocked) {
      auto before = load_slot(c, id);
      if (!before) continue;
      if (before->slot.blocked_dates != dates) {
        c.exec("UPDATE delivery_slots SET blocked_dates = $2, version = version + 1, updated_at = $3 WHERE id = $1", id,
               dates, now);
        insert_audit(c,
                     {actor_id, action, id, text({{"blocked_dates", before->slot.blocked_dates}}),
                      text({{"blocked_dates", dates}})},
                     now);
      }
      out.push_back(*load_slot(c, id));
    }
    return out;
  });
}

std::int64_t PostgresOperationsAdminStore::most_booked_from(const std::string& slot_id, const std::string& from_utc) {
  return db_.read([&](Connection& c) {
    static const std::string sql = std::string(
                                       "SELECT coalesce(max(n), 0) FROM (SELECT count(*) AS n FROM orders"
                                       " WHERE delivery_slot_id = $1 AND slot_start_utc >= $2 AND status NOT IN (") +
                                   not_live_statuses_sql() + ") GROUP BY slot_start_utc) AS per_start";
    return c.exec(sql, slot_id, from_utc).single_int();
  });
}

std::int64_t PostgresOperationsAdminStore::booked_on(const std::vector<std::string>& slot_ids,
                                                     const std::string& slot_date) {
  return db_.read([&](Connection& c) {
    static const std::string sql =
        std::string(
            "SELECT count(*) FROM orders WHERE slot_date = $2 AND delivery_slot_id = ANY($1::text[])"
            " AND status NOT IN (") +
        not_live_statuses_sql() + ")";
    return c.exec(sql, text_array(slot_ids), slot_date).single_int();
  });
}

void PostgresOperationsAdminStore::save_settings(const std::string& actor_id, const std::string& action,
                                                 const std::map<std::string, std::string>& values) {
  db_.write([&](Connection& c) {
    json::object before, after;
    for (const auto& [key, value] : values) {
      auto read = c.exec("SELECT value FROM settings WHERE key = $1", key);
      std::optional<std::string> old;
      if (read.step()) old = read.get_text(0);
      if (old == value) continue;
      before[key] = old ? json::value(*old) : json::value(nullptr);
      after[key] = value;
      c.exec(
          "INSERT INTO settings(key, value) VALUES($1, $2) ON CONFLICT(key) DO UPDATE SET value = excluded.value,"
          " updated_at = karyana_now()",
          key, value);
    }
    if (!after.empty()) insert_audit(c, {actor_id, action, "settings", text(before), text(after)}, now_iso());
  });
}

std::vector<AdminVoucher> PostgresOperationsAdminStore::vouchers(const std::string& search) {
  return db_.read([&](Connection& c) {
    std::vector<AdminVoucher> out;
    // strpos on lower() finds the part anywhere without LIKE's wildcards (ASCII case only, as SQLite).
    auto rows = c.exec(kVoucherSelect +
                           " WHERE $1::text = '' OR strpos(lower(code::text), lower($1::text)) > 0"
                           " OR strpos(lower(title), lower($1::text)) > 0 ORDER BY created_at DESC, id DESC",
                       search);
    while (rows.step()) out.push_back(read_admin_voucher(rows));
    std::vector<VoucherRecord*> records;
    for (auto& a : out) records.push_back(&a.voucher);
    load_voucher_requirements(c, records);
    return out;
  });
}

std::optional<AdminVoucher> PostgresOperationsAdminStore::voucher(const std::string& id) {
  return db_.read([&](Connection& c) { return load_voucher(c, id); });
}

VoucherSaveResult PostgresOperationsAdminStore::save_voucher(const std::string& actor_id, const VoucherWrite& w) {
  try {
    auto body = [&](Connection& c) -> VoucherSaveResult {
      const std::string now = now_iso();
      std::optional<AdminVoucher> before;
      std::string id = w.id;
      if (!id.empty()) {
        before = load_voucher(c, id, /*lock=*/true);
        if (!before) return {AdminSaveOutcome::not_found, std::nullopt};
        if (before->version != w.version) return {AdminSaveOutcome::stale, before};
      }
      if (c.exec("SELECT 1 FROM vouchers WHERE code = $1 AND id <> $2", w.code, id).step())
        return {AdminSaveOutcome::taken, std::nullopt};
      const char* status = w.enabled ? "published" : "draft";
      if (id.empty()) {
        id = new_id();
        c.exec(
            "INSERT INTO vouchers(id, title, details, code, discount_type, discount_amount, discount_percent,"
            " limit_usage, limit_one_per_customer, status, activation_date, deactivation_date, version,"
            " created_at, updated_at) VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 1, $13, $13)",
            id, w.title, w.details, w.code, w.discount_type, w.discount_amount, w.discount_percent, w.limit_usage,
            w.limit_one_per_customer ? 1 : 0, status, unless_empty(w.activation_date),
            unless_empty(w.deactivation_date), now);
      } else {
        c.exec(
            "UPDATE vouchers SET title = $2, details = $3, code = $4, discount_type = $5, discount_amount = $6,"
            " discount_percent = $7, limit_usage = $8, limit_one_per_customer = $9, status = $10,"
            " activation_date = $11, deactivation_date = $12, version = version + 1, updated_at = $13"
            " WHERE id = $1",
            id, w.title, w.details, w.code, w.discount_type, w.discount_amount, w.discount_percent, w.limit_usage,
            w.limit_one_per_customer ? 1 : 0, status, unless_empty(w.activation_date),
            unless_empty(w.deactivation_date), now);
      }
      c.exec("DELETE FROM voucher_requirements WHERE voucher_id = $1 AND type = 'min_order_amount'", id);
      if (!w.min_order_amount.empty())
        c.exec(
            "INSERT INTO voucher_requirements(id, voucher_id, type, value, sort_order)"
            " VALUES($1, $2, 'min_order_amount', $3, 0)",
            new_id(), id, w.min_order_amount);
      auto after = load_voucher(c, id);
      insert_audit(c,
                   {actor_id, "voucher.save", id, before ? text(voucher_audit(before->voucher)) : "{}",
                    text(voucher_audit(after->voucher))},
                   now);
      return {AdminSaveOutcome::saved, after};
    };
    return db_.write(body, Isolation::read_committed);
  } catch (const Error& e) {
    if (e.is_constraint()) return {AdminSaveOutcome::taken, std::nullopt};  // the code was taken meanwhile
    throw;
  }
}

}  // namespace karyana::store::postgres
