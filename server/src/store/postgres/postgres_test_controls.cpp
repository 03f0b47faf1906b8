// The PostgreSQL TestControls: the SQLite store's writes (sqlite_test_controls.cpp), for the test
// hooks only.
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/postgres/postgres_stores.hpp"

namespace karyana::store::postgres {

bool PostgresTestControls::set_slot_limit(const std::string& slot_id, std::int64_t max_order_limit) {
  return db_.write([&](Connection& c) {
    return c.exec("UPDATE delivery_slots SET max_order_limit = $2 WHERE id = $1", slot_id, max_order_limit)
               .affected_rows() > 0;
  });
}

std::optional<VoucherLimits> PostgresTestControls::set_voucher_limits(
    const std::string& code, std::int64_t limit_usage, std::optional<std::int64_t> limit_one_per_customer) {
  return db_.write([&](Connection& c) -> std::optional<VoucherLimits> {
    auto rows = c.exec(
        "UPDATE vouchers SET limit_usage = $2, limit_one_per_customer = coalesce($3, limit_one_per_customer)"
        " WHERE code = $1 RETURNING id, code, limit_usage, used, limit_one_per_customer",
        code, limit_usage, limit_one_per_customer);
    if (!rows.step()) return std::nullopt;
    return VoucherLimits{.id = rows.get_text(0),
                         .code = rows.get_text(1),
                         .limit_usage = rows.get_int(2),
                         .used = rows.get_int(3),
                         .limit_one_per_customer = rows.get_int(4)};
  });
}

bool PostgresTestControls::set_order_status(const std::string& order_id, const std::string& status,
                                            const std::string& note) {
  return db_.write([&](Connection& c) {
    const auto now = now_iso();
    const int n =
        c.exec("UPDATE orders SET status = $2, updated_at = $3 WHERE id = $1", order_id, status, now).affected_rows();
    if (n == 1)
      c.exec("INSERT INTO order_status_notes(id, order_id, status, note, created_at) VALUES($1, $2, $3, $4, $5)",
             new_id(), order_id, status, note, now);
    return n == 1;
  });
}

}  // namespace karyana::store::postgres
