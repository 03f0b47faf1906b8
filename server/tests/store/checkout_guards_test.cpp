// Migration 0009: the database itself refuses a voucher used past its limits and a slot filled
// past its limit, whatever writes the rows (the placement transaction checks first).
#include <gtest/gtest.h>

#include <string>

#include "store/migrations/migrations.hpp"
#include "store/sqlite/database.hpp"
#include "temp_dir.hpp"

using karyana::store::sqlite::Connection;
using karyana::store::sqlite::Database;
using karyana::store::sqlite::Error;

namespace {

class CheckoutGuards : public ::testing::Test {
 protected:
  void SetUp() override {
    karyana::store::migrations::migrate(db);
    exec(
        "INSERT INTO users(id, email, password_hash) VALUES('u1', 'a@example.com', 'x'), ('u2', 'b@example.com', 'x')");
    exec(
        "INSERT INTO vouchers(id, title, code, discount_type, discount_percent, limit_usage, used, "
        "limit_one_per_customer)"
        " VALUES('once', 'Once', 'ONCE', '%', 10, 0, 0, 1), ('two', 'Two', 'TWO', 'fix', 0, 2, 0, 0)");
    exec(
        "INSERT INTO delivery_slots(id, day, day_index, start_time, end_time, time_range_utc, max_order_limit)"
        " VALUES('s', 'Mon', 0, '09:00', '12:00', '[\"04:00\",\"07:00\"]', 2)");
  }

  void exec(const std::string& sql) {
    db.write([&](Connection& c) { c.prepare(sql).run(); });
  }

  void order(const std::string& id, const std::string& status) {
    exec(
        "INSERT INTO orders(id, serial, customer_id, status, shipping_address, customer, delivery_slot_id,"
        " slot_start_utc) VALUES('" +
        id + "', '" + id + "', 'u1', '" + status + "', '{}', '{}', 's', '2026-11-30T04:00:00.000Z')");
  }

  karyana::test::TempDir dir{"guards"};
  Database db{dir.file("g.sqlite3")};
};

TEST_F(CheckoutGuards, AVoucherCannotBeUsedPastItsLimit) {
  exec("UPDATE vouchers SET used = used + 1 WHERE id = 'two'");
  exec("UPDATE vouchers SET used = used + 1 WHERE id = 'two'");
  EXPECT_THROW(exec("UPDATE vouchers SET used = used + 1 WHERE id = 'two'"), Error);
  // Unlimited (limit_usage 0) vouchers count freely.
  exec("UPDATE vouchers SET used = 50 WHERE id = 'once'");
}

TEST_F(CheckoutGuards, AOncePerCustomerVoucherIsUsedOncePerCustomer) {
  exec("INSERT INTO voucher_uses(id, voucher_id, customer_id) VALUES('1', 'once', 'u1')");
  EXPECT_THROW(exec("INSERT INTO voucher_uses(id, voucher_id, customer_id) VALUES('2', 'once', 'u1')"), Error);
  exec("INSERT INTO voucher_uses(id, voucher_id, customer_id) VALUES('3', 'once', 'u2')");
  // Vouchers without the rule may be used again by the same customer.
  exec("INSERT INTO voucher_uses(id, voucher_id, customer_id) VALUES('4', 'two', 'u1')");
  exec("INSERT INTO voucher_uses(id, voucher_id, customer_id) VALUES('5', 'two', 'u1')");
}

TEST_F(CheckoutGuards, ASlotTakesNoMoreLiveOrdersThanItsLimit) {
  order("o1", "new");
  order("o2", "canceled");  // not live: holds no place
  order("o3", "picking");
  EXPECT_THROW(order("o4", "new"), Error);
  // A canceled order frees its place.
  exec("UPDATE orders SET status = 'canceled' WHERE id = 'o1'");
  order("o5", "new");
}

}  // namespace
