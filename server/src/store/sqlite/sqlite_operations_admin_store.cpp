// Slots, settings and vouchers written by the console: each write one transaction with its audit
// row; a stale version or a taken code changes nothing.
#include "store/sqlite/sqlite_operations_admin_store.hpp"

#include <string>

#include <boost/json.hpp>

#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/operations_admin_rows.hpp"
#include "store/sqlite/error.hpp"
#include "store/sqlite/order_status_sql.hpp"
#include "store/sqlite/sqlite_checkout_rows.hpp"
#include "store/sqlite/sqlite_staff_store.hpp"

namespace karyana::store::sqlite {

namespace {

namespace json = boost::json;
using operations_admin_rows::read_admin_slot;
using operations_admin_rows::read_admin_voucher;
using operations_admin_rows::slot_audit;
using operations_admin_rows::text;
using operations_admin_rows::unless_empty;
using operations_admin_rows::voucher_audit;

// The shared row readers with the console's own columns after them.
const std::string kSlotSelect = std::string("SELECT ") + kSlotColumns + ", version FROM delivery_slots";
const std::string kVoucherSelect = std::string("SELECT ") + kVoucherColumns + ", version, created_at FROM vouchers";

std::optional<AdminSlot> load_slot(Connection& c, const std::string& id) {
  auto st = c.prepare(kSlotSelect + " WHERE id = ?1");
  st.bind(1, id);
  if (!st.step()) return std::nullopt;
  return read_admin_slot(st);
}

std::optional<AdminVoucher> load_voucher(Connection& c, const std::string& id) {
  auto st = c.prepare(kVoucherSelect + " WHERE id = ?1");
  st.bind(1, id);
  if (!st.step()) return std::nullopt;
  auto a = read_admin_voucher(st);
  load_voucher_requirements(c, {&a.voucher});
  return a;
}

class SqliteOperationsAdminStore final : public OperationsAdminStore {
 public:
  explicit SqliteOperationsAdminStore(Database& db) : db_(db) {}

  std::vector<AdminSlot> slots() override {
    return db_.read([](Connection& c) {
      std::vector<AdminSlot> out;
      auto st = c.prepare(kSlotSelect + " ORDER BY day_index, start_time");
      while (st.step()) out.push_back(read_admin_slot(st));
      return out;
    });
  }

  SlotSaveResult save_slot(const std::string& actor_id, const SlotWrite& w) override {
    try {
      return db_.write([&](Connection& c) -> SlotSaveResult {
        const std::string now = now_iso();
        std::optional<AdminSlot> before;
        std::string id = w.id;
        if (id.empty()) {
          id = new_id();
          c.prepare(
               "INSERT INTO delivery_slots(id, day, day_index, start_time, end_time, time_range_utc,"
               " max_order_limit, status, version, created_at, updated_at)"
               " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, 'enabled', 1, ?8, ?8)")
              .bind_all(id, w.day, w.day_index, w.start_time, w.end_time, w.time_range_utc, w.max_order_limit, now)
              .run();
        } else {
          before = load_slot(c, id);
          if (!before) return {AdminSaveOutcome::not_found, std::nullopt};
          if (before->version != w.version) return {AdminSaveOutcome::stale, before};
          c.prepare(
               "UPDATE delivery_slots SET day = ?2, day_index = ?3, start_time = ?4, end_time = ?5,"
               " time_range_utc = ?6, max_order_limit = ?7, version = version + 1, updated_at = ?8 WHERE id = ?1")
              .bind_all(id, w.day, w.day_index, w.start_time, w.end_time, w.time_range_utc, w.max_order_limit, now)
              .run();
        }
        auto after = load_slot(c, id);
        insert_audit(
            c,
            {actor_id, "slot.save", id, before ? text(slot_audit(before->slot)) : "{}", text(slot_audit(after->slot))},
            now);
        return {AdminSaveOutcome::saved, after};
      });
    } catch (const Error& e) {
      if (e.is_constraint()) return {AdminSaveOutcome::taken, std::nullopt};  // UNIQUE (day, start_time)
      throw;
    }
  }

  SlotSaveResult set_slot_enabled(const std::string& actor_id, const std::string& id, std::int64_t version,
                                  bool enabled) override {
    return db_.write([&](Connection& c) -> SlotSaveResult {
      auto before = load_slot(c, id);
      if (!before) return {AdminSaveOutcome::not_found, std::nullopt};
      if (before->version != version) return {AdminSaveOutcome::stale, before};
      const std::string now = now_iso();
      c.prepare("UPDATE delivery_slots SET status = ?2, version = version + 1, updated_at = ?3 WHERE id = ?1")
          .bind_all(id, enabled ? "enabled" : "disabled", now)
          .run();
      insert_audit(c,
                   {actor_id, "slot.enabled", id, text({{"status", before->slot.status}}),
                    text({{"status", enabled ? "enabled" : "disabled"}})},
                   now);
      return {AdminSaveOutcome::saved, load_slot(c, id)};
    });
  }

  std::vector<AdminSlot> set_blocked_dates(const std::string& actor_id, const std::string& action,
                                           const std::map<std::string, std::string>& blocked) override {
    return db_.write([&](Connection& c) {
      const std::string now = now_iso();
      std::vector<AdminSlot> out;
      for (const auto& [id, dates] : blocked) {
        auto before = load_slot(c, id);
        if (!before) continue;
        if (before->slot.blocked_dates != dates) {
          c.prepare(
               "UPDATE delivery_slots SET blocked_dates = ?2, version = version + 1, updated_at = ?3 WHERE id = ?1")
              .bind_all(id, dates, now)
              .run();
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

  std::int64_t most_booked_from(const std::string& slot_id, const std::string& from_utc) override {
    return db_.read([&](Connection& c) {
      auto st = c.prepare(std::string("SELECT coalesce(max(n), 0) FROM (SELECT count(*) AS n FROM orders"
                                      " WHERE delivery_slot_id = ?1 AND slot_start_utc >= ?2 AND status NOT IN (") +
                          not_live_statuses_sql() + ") GROUP BY slot_start_utc)");
      st.bind_all(slot_id, from_utc);
      return st.step() ? st.get_int(0) : std::int64_t{0};
    });
  }

  std::int64_t booked_on(const std::vector<std::string>& slot_ids, const std::string& slot_date) override {
    return db_.read([&](Connection& c) {
      json::array ids;
      for (const auto& id : slot_ids) ids.emplace_back(id);
      auto st = c.prepare(std::string("SELECT count(*) FROM orders WHERE slot_date = ?2 AND delivery_slot_id IN"
                                      " (SELECT value FROM json_each(?1)) AND status NOT IN (") +
                          not_live_statuses_sql() + ")");
      st.bind_all(json::serialize(ids), slot_date);
      return st.step() ? st.get_int(0) : std::int64_t{0};
    });
  }

  void save_settings(const std::string& actor_id, const std::string& action,
                     const std::map<std::string, std::string>& values) override {
    db_.write([&](Connection& c) {
      json::object before, after;
      auto read = c.prepare("SELECT value FROM settings WHERE key = ?1");
      auto write = c.prepare(
          "INSERT INTO settings(key, value) VALUES(?1, ?2) ON CONFLICT(key) DO UPDATE SET value = excluded.value,"
          " updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')");
      for (const auto& [key, value] : values) {
        read.reset();
        read.bind(1, key);
        std::optional<std::string> old;
        if (read.step()) old = read.get_text(0);
        if (old == value) continue;
        before[key] = old ? json::value(*old) : json::value(nullptr);
        after[key] = value;
        write.reset();
        write.bind_all(key, value).run();
      }
      if (!after.empty()) insert_audit(c, {actor_id, action, "settings", text(before), text(after)}, now_iso());
    });
  }

  std::vector<AdminVoucher> vouchers(const std::string& search) override {
    return db_.read([&](Connection& c) {
      std::vector<AdminVoucher> out;
      // instr on lower() finds the part anywhere without LIKE's wildcards.
      auto st = c.prepare(kVoucherSelect +
                          " WHERE ?1 = '' OR instr(lower(code), lower(?1)) > 0 OR instr(lower(title), lower(?1)) > 0"
                          " ORDER BY created_at DESC, id DESC");
      st.bind(1, search);
      while (st.step()) out.push_back(read_admin_voucher(st));
      std::vector<VoucherRecord*> records;
      for (auto& a : out) records.push_back(&a.voucher);
      load_voucher_requirements(c, records);
      return out;
    });
  }

  std::optional<AdminVoucher> voucher(const std::string& id) override {
    return db_.read([&](Connection& c) { return load_voucher(c, id); });
  }

  VoucherSaveResult save_voucher(const std::string& actor_id, const VoucherWrite& w) override {
    try {
      return db_.write([&](Connection& c) -> VoucherSaveResult {
        const std::string now = now_iso();
        std::optional<AdminVoucher> before;
        std::string id = w.id;
        if (!id.empty()) {
          before = load_voucher(c, id);
          if (!before) return {AdminSaveOutcome::not_found, std::nullopt};
          if (before->version != w.version) return {AdminSaveOutcome::stale, before};
        }
        auto taken = c.prepare("SELECT 1 FROM vouchers WHERE code = ?1 AND id <> ?2");
        taken.bind_all(w.code, id);
        if (taken.step()) return {AdminSaveOutcome::taken, std::nullopt};
        const char* status = w.enabled ? "published" : "draft";
        if (id.empty()) {
          id = new_id();
          c.prepare(
               "INSERT INTO vouchers(id, title, details, code, discount_type, discount_amount, discount_percent,"
               " limit_usage, limit_one_per_customer, status, activation_date, deactivation_date, version,"
               " created_at, updated_at) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, 1, ?13, ?13)")
              .bind_all(id, w.title, w.details, w.code, w.discount_type, w.discount_amount, w.discount_percent,
                        w.limit_usage, w.limit_one_per_customer ? 1 : 0, status, unless_empty(w.activation_date),
                        unless_empty(w.deactivation_date), now)
              .run();
        } else {
          c.prepare(
               "UPDATE vouchers SET title = ?2, details = ?3, code = ?4, discount_type = ?5, discount_amount = ?6,"
               " discount_percent = ?7, limit_usage = ?8, limit_one_per_customer = ?9, status = ?10,"
               " activation_date = ?11, deactivation_date = ?12, version = version + 1, updated_at = ?13"
               " WHERE id = ?1")
              .bind_all(id, w.title, w.details, w.code, w.discount_type, w.discount_amount, w.discount_percent,
                        w.limit_usage, w.limit_one_per_customer ? 1 : 0, status, unless_empty(w.activation_date),
                        unless_empty(w.deactivation_date), now)
              .run();
        }
        c.prepare("DELETE FROM voucher_requirements WHERE voucher_id = ?1 AND type = 'min_order_amount'")
            .bind_all(id)
            .run();
        if (!w.min_order_amount.empty())
          c.prepare(
               "INSERT INTO voucher_requirements(id, voucher_id, type, value, sort_order)"
               " VALUES(?1, ?2, 'min_order_amount', ?3, 0)")
              .bind_all(new_id(), id, w.min_order_amount)
              .run();
        auto after = load_voucher(c, id);
        insert_audit(c,
                     {actor_id, "voucher.save", id, before ? text(voucher_audit(before->voucher)) : "{}",
                      text(voucher_audit(after->voucher))},
                     now);
        return {AdminSaveOutcome::saved, after};
      });
    } catch (const Error& e) {
      if (e.is_constraint()) return {AdminSaveOutcome::taken, std::nullopt};  // the code was taken meanwhile
      throw;
    }
  }

 private:
  Database& db_;
};

}  // namespace

std::unique_ptr<OperationsAdminStore> make_sqlite_operations_admin_store(Database& db) {
  return std::make_unique<SqliteOperationsAdminStore>(db);
}

}  // namespace karyana::store::sqlite
