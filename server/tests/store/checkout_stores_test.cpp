// The customer's checkout stores — carts, slots, vouchers, orders — answer the same on SQLite and
// PostgreSQL (issue 20): every interface method, the owner check, NULLs and UTF-8, the order of rows
// (ties broken the same way on both), and carts' promise that concurrent changes lose no update.
#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

#include "backend_sql.hpp"
#include "store_backends.hpp"

namespace {

using karyana::test::exec_sql;
using karyana::test::query_int;

class CheckoutStoresTest : public karyana::test::StoreBackendTest {
 protected:
  void SetUp() override {
    StoreBackendTest::SetUp();
    exec_sql(stores(),
             "INSERT INTO users(id, email, password_hash) VALUES('u1', 'a@example.com', 'x'), ('u2', 'b@example.com', "
             "'x');"
             "INSERT INTO products(id, title, slug, price, status, available_qty) VALUES"
             " ('p1', 'Milk', 'milk', 100, 'published', 5), ('p2', 'Bread', 'bread', 200, 'published', 5),"
             " ('p3', 'Eggs', 'eggs', 300, 'published', 5);");
  }
};

TEST_P(CheckoutStoresTest, ACartIsCreatedOnceAndReachedOnlyThroughItsOwner) {
  auto& carts = stores().carts();
  auto mine = carts.cart_of("u1");
  EXPECT_EQ(mine.customer_id, "u1");
  EXPECT_TRUE(mine.lines.empty());
  EXPECT_FALSE(mine.created_at.empty());
  EXPECT_EQ(carts.cart_of("u1").id, mine.id);
  auto theirs = carts.cart_of("u2");
  EXPECT_NE(theirs.id, mine.id);
  EXPECT_EQ(carts.cart_by_id("u1", mine.id).value().id, mine.id);
  EXPECT_FALSE(carts.cart_by_id("u1", theirs.id).has_value());
  EXPECT_FALSE(carts.cart_by_id("u1", "no-such-cart").has_value());
}

TEST_P(CheckoutStoresTest, ChangesAddUpdateAndRemoveLinesNewestFirst) {
  auto& carts = stores().carts();
  // One change writes its lines in one millisecond: the later insert (p3 after p1: the map's
  // order) comes first, by rowid, on both databases.
  auto cart = carts.change("u1", [](const karyana::store::CartRecord& current) {
    EXPECT_TRUE(current.lines.empty());
    return karyana::store::CartChanges{{"p1", 2}, {"p3", 1}};
  });
  ASSERT_EQ(cart.lines.size(), 2u);
  EXPECT_EQ(cart.lines[0].product_id, "p3");
  EXPECT_EQ(cart.lines[1].product_id, "p1");
  EXPECT_EQ(cart.lines[1].qty, 2);

  cart = carts.change("u1", [](const karyana::store::CartRecord& current) {
    EXPECT_EQ(current.lines.size(), 2u);
    return karyana::store::CartChanges{{"p1", 0}, {"p2", 4}, {"p3", 7}};
  });
  ASSERT_EQ(cart.lines.size(), 2u);
  EXPECT_EQ(cart.lines[0].product_id, "p2");
  EXPECT_EQ(cart.lines[0].qty, 4);
  EXPECT_EQ(cart.lines[1].product_id, "p3");
  EXPECT_EQ(cart.lines[1].qty, 7);
  EXPECT_EQ(carts.cart_of("u1").lines.size(), 2u);

  // No change: the cart as it is, nothing written.
  auto same = carts.change("u1", [](const karyana::store::CartRecord&) { return karyana::store::CartChanges{}; });
  EXPECT_EQ(same.updated_at, cart.updated_at);
  // Another customer's cart is untouched.
  EXPECT_TRUE(carts.cart_of("u2").lines.empty());
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM cart_items"), 2);
}

TEST_P(CheckoutStoresTest, ConcurrentChangesOfOneCartLoseNoUpdate) {
  auto& carts = stores().carts();
  constexpr int kThreads = 4;
  constexpr int kEach = 10;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < kEach; ++i)
        carts.change("u1", [](const karyana::store::CartRecord& current) {
          std::int64_t qty = 0;
          for (const auto& line : current.lines)
            if (line.product_id == "p1") qty = line.qty;
          return karyana::store::CartChanges{{"p1", qty + 1}};
        });
    });
  for (auto& t : threads) t.join();
  auto cart = carts.cart_of("u1");
  ASSERT_EQ(cart.lines.size(), 1u);
  EXPECT_EQ(cart.lines[0].qty, kThreads * kEach);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM carts WHERE customer_id = 'u1'"), 1);
}

TEST_P(CheckoutStoresTest, SlotsAreListedByDayThenStartAndCountOnlyLiveOrders) {
  exec_sql(stores(),
           "INSERT INTO delivery_slots(id, day, day_index, start_time, end_time, time_range_utc, blocked_dates,"
           " max_order_limit, status) VALUES"
           " ('tue', 'Tue', 1, '09:00', '12:00', '[\"04:00\",\"07:00\"]', '', 3, 'enabled'),"
           " ('mon-late', 'Mon', 0, '15:00', '18:00', '[\"10:00\",\"13:00\"]', '01-12-2026,08-12-2026', 0, 'enabled'),"
           " ('mon-b', 'Mon', 0, '12:00', '15:00', '[\"04:00\",\"07:00\"]', '', 2, 'disabled'),"
           " ('mon-a', 'Mon', 0, '09:00', '12:00', '[\"04:00\",\"07:00\"]', '', 2, 'enabled');"
           "INSERT INTO orders(id, serial, customer_id, status, shipping_address, customer, delivery_slot_id,"
           " slot_start_utc) VALUES"
           " ('o1', '1', 'u1', 'new', '{}', '{}', 'tue', '2026-12-01T04:00:00.000Z'),"
           " ('o2', '2', 'u2', 'delivered', '{}', '{}', 'tue', '2026-12-01T04:00:00.000Z'),"
           " ('o3', '3', 'u1', 'canceled', '{}', '{}', 'tue', '2026-12-01T04:00:00.000Z'),"
           " ('o4', '4', 'u1', 'refunded', '{}', '{}', 'mon-a', '2026-11-30T04:00:00.000Z'),"
           " ('o5', '5', 'u2', 'declined', '{}', '{}', 'mon-a', '2026-11-30T04:00:00.000Z'),"
           " ('o6', '6', 'u2', 'processing', '{}', '{}', 'mon-a', '2026-12-07T04:00:00.000Z');");
  auto& slots = stores().slots();
  std::vector<std::string> all;
  for (const auto& s : slots.list_slots(false)) all.push_back(s.id);
  EXPECT_EQ(all, (std::vector<std::string>{"mon-a", "mon-b", "mon-late", "tue"}));
  std::vector<std::string> enabled;
  for (const auto& s : slots.list_slots(true)) enabled.push_back(s.id);
  EXPECT_EQ(enabled, (std::vector<std::string>{"mon-a", "mon-late", "tue"}));

  auto late = slots.slot_by_id("mon-late").value();
  EXPECT_EQ(late.day, "Mon");
  EXPECT_EQ(late.day_index, 0);
  EXPECT_EQ(late.start_time, "15:00");
  EXPECT_EQ(late.end_time, "18:00");
  EXPECT_EQ(late.timezone, "Asia/Karachi");
  EXPECT_EQ(late.utc_offset_minutes, 300);
  EXPECT_EQ(late.time_range_utc, "[\"10:00\",\"13:00\"]");
  EXPECT_EQ(late.blocked_dates, "01-12-2026,08-12-2026");
  EXPECT_EQ(late.max_order_limit, 0);
  EXPECT_EQ(late.status, "enabled");
  EXPECT_FALSE(slots.slot_by_id("nope").has_value());

  auto counts = slots.live_orders_at({"2026-12-01T04:00:00.000Z", "2026-11-30T04:00:00.000Z",
                                      "2026-12-07T04:00:00.000Z", "2026-12-14T04:00:00.000Z", "a \"quoted\" \\ start"});
  EXPECT_EQ(counts,
            (std::map<std::string, std::int64_t>{{"2026-12-01T04:00:00.000Z", 2}, {"2026-12-07T04:00:00.000Z", 1}}));
  EXPECT_TRUE(slots.live_orders_at({}).empty());
}

TEST_P(CheckoutStoresTest, VouchersAreFoundByCodeInAnyCaseWithTheirRequirementsInOrder) {
  exec_sql(
      stores(),
      "INSERT INTO vouchers(id, title, details, code, discount_type, discount_amount, discount_percent,"
      " limit_usage, used, limit_one_per_customer, picture, picture_thumb, status, activation_date,"
      " deactivation_date) VALUES"
      " ('v1', 'عید مبارک — 10%', 'ساری چیزیں', 'Eid10', '%', 0, 12.5, 100, 3, 1, NULL, NULL, 'enabled',"
      " '2026-11-01T00:00:00.000Z', ''),"
      " ('v2', 'Flat', '', 'FLAT200', 'fix', 20000, 0, 0, 0, 0, '/img/v2.png', '/img/v2-t.png', 'disabled', '', '');"
      "INSERT INTO voucher_requirements(id, voucher_id, type, value, sort_order) VALUES"
      " ('r1', 'v1', 'min_order', '1000', 2), ('r2', 'v1', 'first_order', 'true', 1),"
      " ('r3', 'v1', 'category', 'dairy', 2), ('r4', 'v2', 'min_order', '500', 0);"
      "INSERT INTO voucher_uses(id, voucher_id, customer_id) VALUES ('x1', 'v1', 'u1'), ('x2', 'v2', 'u1'),"
      " ('x3', 'v2', 'u1'), ('x4', 'v2', 'u2');");
  auto& vouchers = stores().vouchers();
  for (const char* code : {"Eid10", "EID10", "eid10"}) {
    auto v = vouchers.voucher_by_code(code);
    ASSERT_TRUE(v.has_value()) << code;
    EXPECT_EQ(v->id, "v1");
  }
  auto v = vouchers.voucher_by_code("eId10").value();
  EXPECT_EQ(v.title, "عید مبارک — 10%");
  EXPECT_EQ(v.details, "ساری چیزیں");
  EXPECT_EQ(v.code, "Eid10");
  EXPECT_EQ(v.discount_type, "%");
  EXPECT_EQ(v.discount_percent, 12.5);
  EXPECT_EQ(v.limit_usage, 100);
  EXPECT_EQ(v.used, 3);
  EXPECT_EQ(v.limit_one_per_customer, 1);
  EXPECT_FALSE(v.picture.has_value());
  EXPECT_FALSE(v.picture_thumb.has_value());
  EXPECT_EQ(v.activation_date, "2026-11-01T00:00:00.000Z");
  EXPECT_EQ(v.deactivation_date, "");
  using Requirements = std::vector<std::pair<std::string, std::string>>;
  EXPECT_EQ(v.requirements, (Requirements{{"first_order", "true"}, {"category", "dairy"}, {"min_order", "1000"}}));

  auto flat = vouchers.voucher_by_code("flat200").value();
  EXPECT_EQ(flat.discount_amount, 20000);
  EXPECT_EQ(flat.picture.value_or(""), "/img/v2.png");
  EXPECT_EQ(flat.picture_thumb.value_or(""), "/img/v2-t.png");
  EXPECT_EQ(flat.status, "disabled");
  EXPECT_EQ(flat.requirements, (Requirements{{"min_order", "500"}}));

  EXPECT_FALSE(vouchers.voucher_by_code("EID1").has_value());
  EXPECT_FALSE(vouchers.voucher_by_code("").has_value());
  EXPECT_EQ(vouchers.uses_by_customer("v1", "u1"), 1);
  EXPECT_EQ(vouchers.uses_by_customer("v2", "u1"), 2);
  EXPECT_EQ(vouchers.uses_by_customer("v2", "u2"), 1);
  EXPECT_EQ(vouchers.uses_by_customer("v1", "u2"), 0);
}

class OrderStoreTest : public CheckoutStoresTest {
 protected:
  void SetUp() override {
    CheckoutStoresTest::SetUp();
    exec_sql(stores(),
             "INSERT INTO carts(id, customer_id) VALUES('c1', 'u1');"
             "INSERT INTO delivery_slots(id, day, day_index, start_time, end_time, time_range_utc, max_order_limit)"
             " VALUES('s1', 'Mon', 0, '09:00', '12:00', '[\"04:00\",\"07:00\"]', 0);"
             "INSERT INTO vouchers(id, title, code, discount_type, discount_percent) VALUES('v1', 'Eid', 'EID10', '%', "
             "10);");
    // Three orders of u1 in one millisecond (rowid decides: the last inserted is the newest) and
    // one of u2.
    exec_sql(stores(),
             "INSERT INTO orders(id, serial, customer_id, cart_id, idempotency_key, status, note, shipping_address,"
             " lat, lng, customer, delivery_slot_id, slot_day, slot_date, slot_start_time, slot_end_time,"
             " slot_start_utc, slot_end_utc, voucher_id, voucher, discount_value, total_price, total_tax,"
             " delivery_charges, grand_total, total_savings, refund_amount, log, created_at, updated_at) VALUES"
             " ('oa', '100001', 'u1', 'c1', 'k1', 'new', 'دروازے پر گھنٹی بجائیں 🛎', "
             "'{\"city\":\"Lahore\"}',"
             " 31.5204, 74.3587, '{\"_id\":\"u1\"}', 's1', 'Mon', '30-11-2026', '09:00', '12:00',"
             " '2026-11-30T04:00:00.000Z', '2026-11-30T07:00:00.000Z', 'v1', '{\"code\":\"EID10\"}', 1250, 10000, 1700,"
             " 15000, 25450, 300, 0, 'placed', '2026-11-27T04:00:00.000Z', '2026-11-27T04:00:00.000Z'),"
             " ('ob', '100002', 'u1', NULL, NULL, 'canceled', '', '{}', NULL, NULL, '{}', NULL, '', '', '', '', '', '',"
             " NULL, NULL, 0, 200, 0, 0, 200, 0, 200, '', '2026-11-27T04:00:00.000Z', '2026-11-27T04:00:01.000Z'),"
             " ('oc', '100003', 'u1', NULL, NULL, 'new', '', '{}', NULL, NULL, '{}', NULL, '', '', '', '', '', '',"
             " NULL, NULL, 0, 300, 0, 0, 300, 0, 0, '', '2026-11-27T04:00:00.000Z', '2026-11-27T04:00:00.000Z'),"
             " ('od', '100004', 'u2', NULL, NULL, 'new', '', '{}', NULL, NULL, '{}', NULL, '', '', '', '', '', '',"
             " NULL, NULL, 0, 400, 0, 0, 400, 0, 0, '', '2026-11-28T04:00:00.000Z', '2026-11-28T04:00:00.000Z');"
             "INSERT INTO order_items(id, order_id, product_id, title, slug, price, price_was, cost, tax_value,"
             " tax_unit, tax_total, taxable, qty, deliverable_qty, delivery_status, limit_max_qty_in_cart, picture,"
             " picture_thumb, barcode, attributes, cat_id, cat_title, sort_order) VALUES"
             " ('i2', 'oa', 'p2', 'Bread', 'bread', 200, 250, 150, 17, '%', 34, 1, 3, NULL, 'pending', 5, NULL,"
             " NULL, NULL, '[]', NULL, NULL, 1),"
             " ('i1', 'oa', 'p1', 'دودھ', 'milk', 100, 0, 80, 0.5, 'Rs', 0, 0, 2, 1, 'partial', 0, '/p.png',"
             " '/p-t.png', '8964000000001', '[{\"name\":\"Weight\"}]', 'dairy', 'Dairy', 0),"
             " ('i3', 'ob', 'p3', 'Eggs', 'eggs', 300, 0, 0, 0, '%', 0, 0, 1, NULL, 'pending', 0, NULL, NULL, NULL,"
             " '[]', NULL, NULL, 0),"
             " ('i4', 'od', 'p3', 'Eggs', 'eggs', 300, 0, 0, 0, '%', 0, 0, 1, NULL, 'pending', 0, NULL, NULL, NULL,"
             " '[]', NULL, NULL, 0);"
             "INSERT INTO order_status_notes(id, order_id, status, note, created_at) VALUES"
             " ('n2', 'oa', NULL, 'second, same time', '2026-11-27T04:00:00.000Z'),"
             " ('n3', 'oa', 'processing', 'later', '2026-11-27T05:00:00.000Z'),"
             " ('n1', 'ob', 'canceled', 'customer canceled', '2026-11-27T04:00:01.000Z');"
             "INSERT INTO order_pickup_data(order_id, product_id, picked_qty, not_found) VALUES"
             " ('oa', 'p2', 3, 0), ('oa', 'p1', 1, 1);");
  }
};

TEST_P(OrderStoreTest, AnOrderReadsBackFieldForFieldWithItsDetails) {
  auto& orders = stores().orders();
  auto o = orders.order_by_id("u1", "oa").value();
  EXPECT_EQ(o.serial, "100001");
  EXPECT_EQ(o.customer_id, "u1");
  EXPECT_EQ(o.cart_id.value_or(""), "c1");
  EXPECT_EQ(o.idempotency_key.value_or(""), "k1");
  EXPECT_EQ(o.payment_method, "COD");
  EXPECT_EQ(o.payment_status, "pending");
  EXPECT_EQ(o.note, "دروازے پر گھنٹی بجائیں 🛎");
  EXPECT_EQ(o.shipping_address, "{\"city\":\"Lahore\"}");
  EXPECT_DOUBLE_EQ(o.lat.value_or(0), 31.5204);
  EXPECT_DOUBLE_EQ(o.lng.value_or(0), 74.3587);
  EXPECT_EQ(o.delivery_slot_id.value_or(""), "s1");
  EXPECT_EQ(o.slot_date, "30-11-2026");
  EXPECT_EQ(o.slot_end_utc, "2026-11-30T07:00:00.000Z");
  EXPECT_EQ(o.voucher.value_or(""), "{\"code\":\"EID10\"}");
  EXPECT_EQ(o.discount_value, 1250);
  EXPECT_EQ(o.grand_total, 25450);
  EXPECT_EQ(o.total_savings, 300);
  EXPECT_EQ(o.log, "placed");
  ASSERT_EQ(o.items.size(), 2u);  // by sort_order
  EXPECT_EQ(o.items[0].id, "i1");
  EXPECT_EQ(o.items[0].title, "دودھ");
  EXPECT_EQ(o.items[0].tax_value, 0.5);
  EXPECT_EQ(o.items[0].tax_unit, "Rs");
  EXPECT_EQ(o.items[0].deliverable_qty.value_or(-1), 1);
  EXPECT_EQ(o.items[0].delivery_status, "partial");
  EXPECT_EQ(o.items[0].barcode.value_or(""), "8964000000001");
  EXPECT_EQ(o.items[0].attributes, "[{\"name\":\"Weight\"}]");
  EXPECT_EQ(o.items[0].cat_title.value_or(""), "Dairy");
  EXPECT_EQ(o.items[1].id, "i2");
  EXPECT_EQ(o.items[1].price_was, 250);
  EXPECT_EQ(o.items[1].tax_total, 34);
  EXPECT_EQ(o.items[1].taxable, 1);
  EXPECT_EQ(o.items[1].limit_max_qty_in_cart, 5);
  EXPECT_FALSE(o.items[1].deliverable_qty.has_value());
  EXPECT_FALSE(o.items[1].picture.has_value());
  EXPECT_FALSE(o.items[1].cat_id.has_value());
  ASSERT_EQ(o.status_notes.size(), 2u);  // oldest first
  EXPECT_EQ(o.status_notes[0].id, "n2");
  EXPECT_FALSE(o.status_notes[0].status.has_value());
  EXPECT_EQ(o.status_notes[1].status.value_or(""), "processing");
  ASSERT_EQ(o.pickup_data.size(), 2u);  // by product id
  EXPECT_EQ(o.pickup_data[0].product_id, "p1");
  EXPECT_EQ(o.pickup_data[0].not_found, 1);
  EXPECT_EQ(o.pickup_data[1].picked_qty, 3);

  auto plain = orders.order_by_serial("u1", "100002").value();
  EXPECT_EQ(plain.id, "ob");
  EXPECT_FALSE(plain.cart_id.has_value());
  EXPECT_FALSE(plain.lat.has_value());
  EXPECT_FALSE(plain.voucher.has_value());
  EXPECT_EQ(plain.refund_amount, 200);
  EXPECT_EQ(plain.items.size(), 1u);
  EXPECT_TRUE(plain.pickup_data.empty());
}

TEST_P(OrderStoreTest, AnotherCustomersOrderIsNotFound) {
  auto& orders = stores().orders();
  EXPECT_FALSE(orders.order_by_id("u2", "oa").has_value());
  EXPECT_FALSE(orders.order_by_serial("u2", "100001").has_value());
  EXPECT_FALSE(orders.order_by_id("u1", "od").has_value());
  EXPECT_FALSE(orders.order_by_id("u1", "nope").has_value());
  EXPECT_TRUE(orders.order_by_id("u2", "od").has_value());
}

TEST_P(OrderStoreTest, TheListIsNewestFirstWithTiesByInsertionAndPages) {
  auto& orders = stores().orders();
  EXPECT_EQ(orders.orders_count("u1"), 3);
  EXPECT_EQ(orders.orders_count("u2"), 1);
  EXPECT_EQ(orders.orders_count("nobody"), 0);
  auto ids = [](const karyana::store::OrderPage& page) {
    std::vector<std::string> out;
    for (const auto& o : page.entries) out.push_back(o.id);
    return out;
  };
  auto page = orders.list_orders("u1", 10, 0);
  EXPECT_EQ(page.total_count, 3);
  EXPECT_EQ(ids(page), (std::vector<std::string>{"oc", "ob", "oa"}));
  EXPECT_EQ(page.entries[2].items.size(), 2u);
  EXPECT_EQ(page.entries[2].status_notes.size(), 2u);
  EXPECT_EQ(page.entries[1].items.size(), 1u);
  EXPECT_EQ(page.entries[1].status_notes.size(), 1u);
  EXPECT_TRUE(page.entries[0].items.empty());
  EXPECT_EQ(ids(orders.list_orders("u1", 2, 0)), (std::vector<std::string>{"oc", "ob"}));
  EXPECT_EQ(ids(orders.list_orders("u1", 2, 2)), (std::vector<std::string>{"oa"}));
  EXPECT_TRUE(orders.list_orders("u1", 2, 3).entries.empty());
  EXPECT_TRUE(orders.list_orders("u1", 0, 0).entries.empty());
  EXPECT_EQ(ids(orders.list_orders("u1", -1, -5)), std::vector<std::string>{});
  EXPECT_EQ(orders.list_orders("u1", 1, -5).entries.size(), 1u);
  EXPECT_EQ(ids(orders.list_orders("u2", 10, 0)), (std::vector<std::string>{"od"}));
}

KARYANA_ON_BOTH_BACKENDS(CheckoutStoresTest);
KARYANA_ON_BOTH_BACKENDS(OrderStoreTest);

}  // namespace
