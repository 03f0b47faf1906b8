// The test hooks' writes on both databases (issue 20): a slot's limit, a voucher's usage limits
// (found by code, any case) and an order's status with its note.
#include <gtest/gtest.h>

#include "backend_sql.hpp"
#include "store_backends.hpp"

namespace karyana::store {
namespace {

class TestControlsTest : public test::StoreBackendTest {};

TEST_P(TestControlsTest, SetsSlotLimitsVoucherLimitsAndOrderStatuses) {
  test::exec_sql(stores(),
                 "INSERT INTO users(id, email, password_hash) VALUES('c1', 'customer@example.com', 'x');"
                 "INSERT INTO delivery_slots(id, day, day_index, start_time, end_time, time_range_utc)"
                 " VALUES('s1', 'Mon', 0, '10:00', '12:00', '05:00-07:00');"
                 "INSERT INTO vouchers(id, title, code, discount_type, discount_amount, used)"
                 " VALUES('v1', 'V', 'Eid50', 'fix', 10000, 1);"
                 "INSERT INTO orders(id, serial, customer_id, status, shipping_address, customer, slot_date)"
                 " VALUES('o1', '100001', 'c1', 'new', '{}', '{}', '30-11-2026');");
  auto& controls = stores().test_controls();
  EXPECT_TRUE(controls.set_slot_limit("s1", 3));
  EXPECT_EQ(test::query_int(stores(), "SELECT max_order_limit FROM delivery_slots WHERE id = 's1'"), 3);
  EXPECT_FALSE(controls.set_slot_limit("nope", 3));

  auto limits = controls.set_voucher_limits("EID50", 5, 1);
  ASSERT_TRUE(limits);
  EXPECT_EQ(limits->id, "v1");
  EXPECT_EQ(limits->code, "Eid50");
  EXPECT_EQ(limits->limit_usage, 5);
  EXPECT_EQ(limits->used, 1);
  EXPECT_EQ(limits->limit_one_per_customer, 1);
  EXPECT_EQ(controls.set_voucher_limits("eid50", 7, std::nullopt)->limit_one_per_customer, 1);  // unchanged
  EXPECT_FALSE(controls.set_voucher_limits("NOPE", 1, std::nullopt));

  EXPECT_TRUE(controls.set_order_status("o1", "cancelled", "test: سٹاک ختم"));
  EXPECT_EQ(test::query_int(stores(), "SELECT count(*) FROM orders WHERE id = 'o1' AND status = 'cancelled'"), 1);
  EXPECT_EQ(test::query_int(stores(),
                            "SELECT count(*) FROM order_status_notes WHERE order_id = 'o1' AND status ="
                            " 'cancelled' AND note = 'test: سٹاک ختم'"),
            1);
  EXPECT_FALSE(controls.set_order_status("nope", "cancelled", "x"));
  EXPECT_EQ(test::query_int(stores(), "SELECT count(*) FROM order_status_notes"), 1);
}

KARYANA_ON_BOTH_BACKENDS(TestControlsTest);

}  // namespace
}  // namespace karyana::store
