#include "store/sqlite/sqlite_test_controls.hpp"

#include "store/clock.hpp"
#include "store/ids.hpp"

namespace karyana::store::sqlite {

namespace {

class SqliteTestControls final : public TestControls {
 public:
  explicit SqliteTestControls(Database& db) : db_(db) {}

  bool set_slot_limit(const std::string& slot_id, std::int64_t max_order_limit) override {
    return db_.write([&](Connection& c) {
      return c.prepare("UPDATE delivery_slots SET max_order_limit = ?2 WHERE id = ?1")
                 .bind_all(slot_id, max_order_limit)
                 .run() > 0;
    });
  }

  std::optional<VoucherLimits> set_voucher_limits(const std::string& code, std::int64_t limit_usage,
                                                  std::optional<std::int64_t> limit_one_per_customer) override {
    return db_.write([&](Connection& c) -> std::optional<VoucherLimits> {
      auto st = c.prepare(
          "UPDATE vouchers SET limit_usage = ?2, limit_one_per_customer = coalesce(?3, limit_one_per_customer)"
          " WHERE code = ?1 RETURNING id, code, limit_usage, used, limit_one_per_customer");
      st.bind_all(code, limit_usage, limit_one_per_customer);
      if (!st.step()) return std::nullopt;
      return VoucherLimits{.id = st.get_text(0),
                           .code = st.get_text(1),
                           .limit_usage = st.get_int(2),
                           .used = st.get_int(3),
                           .limit_one_per_customer = st.get_int(4)};
    });
  }

  bool set_order_status(const std::string& order_id, const std::string& status, const std::string& note) override {
    return db_.write([&](Connection& c) {
      const auto now = now_iso();
      const int n = c.prepare("UPDATE orders SET status = ?2, updated_at = ?3 WHERE id = ?1")
                        .bind_all(order_id, status, now)
                        .run();
      if (n == 1)
        c.prepare("INSERT INTO order_status_notes(id, order_id, status, note, created_at) VALUES(?1, ?2, ?3, ?4, ?5)")
            .bind_all(new_id(), order_id, status, note, now)
            .run();
      return n == 1;
    });
  }

 private:
  Database& db_;
};

}  // namespace

std::unique_ptr<TestControls> make_sqlite_test_controls(Database& db) {
  return std::make_unique<SqliteTestControls>(db);
}

}  // namespace karyana::store::sqlite
