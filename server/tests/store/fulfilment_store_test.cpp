// The staff's order fulfilment store answers and changes orders the same on SQLite and PostgreSQL
// (issue 20): the board, one order with its rider, a slot's pick list, a rider's deliveries, and a
// change written whole (version, pickup, deliverable quantities, stock back, voucher released, note,
// SMS, audit) or not at all; two staff changing one order at once: one wins, the other is stale.
#include <gtest/gtest.h>

#include <atomic>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "backend_sql.hpp"
#include "store_backends.hpp"

namespace {

using karyana::store::ChangeDecision;
using karyana::store::ChangeResult;
using karyana::store::OrderChange;
using karyana::store::StaffOrderRecord;
using karyana::test::exec_sql;
using karyana::test::query_int;

class FulfilmentStoreTest : public karyana::test::StoreBackendTest {
 protected:
  void SetUp() override {
    StoreBackendTest::SetUp();
    exec_sql(stores(),
             "INSERT INTO users(id, email, password_hash, fname, lname, type) VALUES"
             " ('c1', 'customer@example.com', 'x', 'Ali', 'Khan', 'customer'),"
             " ('r1', 'rider@example.com', 'x', 'Rashid', 'Rider', 'staff'),"
             " ('r2', 'rider2@example.com', 'x', 'Bilal', '', 'staff');"
             "INSERT INTO staff(user_id, role) VALUES ('r1', 'rider'), ('r2', 'rider');"
             "INSERT INTO products(id, title, slug, price, available_qty) VALUES"
             " ('p1', 'Rice', 'rice', 100, 10), ('p2', 'Tea', 'tea', 50, 5), ('p3', 'Atta', 'atta', 70, 5);"
             "INSERT INTO delivery_slots(id, day, day_index, start_time, end_time, time_range_utc) VALUES"
             " ('s2', 'Mon', 0, '15:00', '18:00', '[\"10:00\",\"13:00\"]'),"
             " ('s1', 'Mon', 0, '09:00', '12:00', '[\"04:00\",\"07:00\"]');"
             "INSERT INTO vouchers(id, title, code, discount_type, discount_amount, used)"
             " VALUES('v1', 'V', 'V1', 'fix', 10000, 1);"
             "INSERT INTO orders(id, serial, customer_id, status, shipping_address, customer, delivery_slot_id,"
             " slot_date, slot_start_time, slot_end_time, voucher_id, rider_id, grand_total, created_at) VALUES"
             " ('o1', '100001', 'c1', 'new', '{}', '{\"fname\":\"Ali\"}', 's1', '30-11-2026', '09:00', '12:00',"
             " 'v1', 'r1', 400, '2026-11-27T04:00:00.000Z'),"
             " ('o2', '100002', 'c1', 'canceled', '{}', '{}', 's1', '30-11-2026', '09:00', '12:00', NULL, NULL, 70,"
             " '2026-11-27T04:00:00.000Z'),"
             " ('o3', '100003', 'c1', 'picking', '{}', '{}', 's1', '30-11-2026', '09:00', '12:00', NULL, 'r2', 150,"
             " '2026-11-27T04:00:00.000Z'),"
             " ('o4', '100004', 'c1', 'new', '{}', '{}', 's2', '30-11-2026', '15:00', '18:00', NULL, 'r1', 100,"
             " '2026-11-27T03:00:00.000Z'),"
             " ('o5', '100005', 'c1', 'new', '{}', '{}', 's1', '07-12-2026', '09:00', '12:00', NULL, NULL, 100,"
             " '2026-11-27T03:00:00.000Z');"
             "INSERT INTO order_items(id, order_id, product_id, title, price, qty, barcode, cat_id, cat_title,"
             " sort_order) VALUES"
             " ('i1', 'o1', 'p1', 'Rice', 100, 3, '111', 'grain', 'Grains', 0),"
             " ('i2', 'o1', 'p2', 'Tea', 50, 2, NULL, NULL, NULL, 1),"
             " ('i3', 'o2', 'p3', 'Atta', 70, 1, NULL, 'grain', 'Grains', 0),"
             " ('i4', 'o3', 'p1', 'Rice', 100, 1, '111', 'grain', 'Grains', 0),"
             " ('i5', 'o3', 'p2', 'Tea', 50, 1, NULL, NULL, NULL, 1),"
             " ('i6', 'o4', 'p1', 'Rice', 100, 1, '111', 'grain', 'Grains', 0);"
             "INSERT INTO order_pickup_data(order_id, product_id, picked_qty, not_found) VALUES ('o3', 'p1', 1, 0);"
             "INSERT INTO voucher_uses(id, voucher_id, customer_id, order_id) VALUES('u1', 'v1', 'c1', 'o1');");
  }

  ChangeResult move(std::int64_t version, const std::string& to, bool visible = true) {
    return stores().fulfilment().change_order(
        "100001", version, "actor", [&](const StaffOrderRecord&) { return visible; },
        [&](const StaffOrderRecord&) {
          OrderChange change;
          change.status = to;
          change.status_note = "Status Updated to " + to;
          change.audit = {"", "order.status", "", "{}", "{}"};
          return ChangeDecision{change, ""};
        });
  }
};

TEST_P(FulfilmentStoreTest, TheBoardListsTheDatesOrdersBySlotThenAgeWithEverySlot) {
  auto board = stores().fulfilment().board({"30-11-2026"});
  std::vector<std::string> serials;
  for (const auto& r : board.orders) serials.push_back(r.serial);
  // 09:00 orders in one millisecond by insertion, then the 15:00 one (older, but a later slot).
  EXPECT_EQ(serials, (std::vector<std::string>{"100001", "100002", "100003", "100004"}));
  const auto& first = board.orders[0];
  EXPECT_EQ(first.item_count, 2);
  EXPECT_EQ(first.rider_name, "Rashid Rider");
  EXPECT_EQ(first.version, 1);
  EXPECT_EQ(first.grand_total, 400);
  EXPECT_EQ(first.customer, "{\"fname\":\"Ali\"}");
  EXPECT_EQ(first.slot_id.value_or(""), "s1");
  EXPECT_EQ(first.order.items.size(), 2u);
  EXPECT_TRUE(first.order.status_notes.empty());
  EXPECT_EQ(board.orders[1].rider_name, "");
  EXPECT_EQ(board.orders[2].rider_name, "Bilal");  // trimmed
  EXPECT_EQ(board.orders[2].order.pickup_data.size(), 1u);
  ASSERT_EQ(board.slots.size(), 2u);
  EXPECT_EQ(board.slots[0].id, "s1");
  EXPECT_EQ(board.slots[1].time_range_utc, "[\"10:00\",\"13:00\"]");
  EXPECT_EQ(stores().fulfilment().board({"30-11-2026", "07-12-2026"}).orders.size(), 5u);
  EXPECT_TRUE(stores().fulfilment().board({}).orders.empty());
}

TEST_P(FulfilmentStoreTest, AnOrderBySerialCarriesItsRider) {
  auto o = stores().fulfilment().order_by_serial("100001").value();
  EXPECT_EQ(o.order.id, "o1");
  EXPECT_EQ(o.version, 1);
  EXPECT_EQ(o.rider_id.value_or(""), "r1");
  ASSERT_TRUE(o.rider.has_value());
  EXPECT_EQ(o.rider->fname, "Rashid");
  EXPECT_EQ(o.rider->role, "rider");
  EXPECT_FALSE(o.cash_collected.has_value());
  EXPECT_FALSE(o.delivered_at.has_value());
  EXPECT_EQ(o.order.items.size(), 2u);
  EXPECT_FALSE(stores().fulfilment().order_by_serial("100002")->rider.has_value());
  EXPECT_FALSE(stores().fulfilment().order_by_serial("999999").has_value());
}

TEST_P(FulfilmentStoreTest, APickListSumsTheSlotsLiveOrdersByCategoryThenTitle) {
  auto list = stores().fulfilment().pick_list("30-11-2026", "s1");
  EXPECT_EQ(list.serials, (std::vector<std::string>{"100001", "100003"}));  // not the canceled one
  ASSERT_EQ(list.lines.size(), 2u);
  EXPECT_EQ(list.lines[0].product_id, "p2");  // no category sorts first
  EXPECT_EQ(list.lines[0].qty, 3);
  EXPECT_EQ(list.lines[0].orders, 2);
  EXPECT_FALSE(list.lines[0].barcode.has_value());
  EXPECT_EQ(list.lines[1].product_id, "p1");
  EXPECT_EQ(list.lines[1].qty, 4);
  EXPECT_EQ(list.lines[1].cat_title.value_or(""), "Grains");
  EXPECT_EQ(list.lines[1].barcode.value_or(""), "111");
  EXPECT_TRUE(stores().fulfilment().pick_list("30-11-2026", "nope").lines.empty());
}

TEST_P(FulfilmentStoreTest, DeliveriesAreTheDatesOrdersWithARiderOrOneRiders) {
  auto serials = [](const std::vector<StaffOrderRecord>& orders) {
    std::vector<std::string> out;
    for (const auto& o : orders) out.push_back(o.order.serial);
    return out;
  };
  EXPECT_EQ(serials(stores().fulfilment().deliveries("30-11-2026", std::nullopt)),
            (std::vector<std::string>{"100001", "100003", "100004"}));
  auto mine = stores().fulfilment().deliveries("30-11-2026", std::string("r1"));
  EXPECT_EQ(serials(mine), (std::vector<std::string>{"100001", "100004"}));
  EXPECT_EQ(mine[0].rider->email, "rider@example.com");
  EXPECT_TRUE(stores().fulfilment().deliveries("07-12-2026", std::nullopt).empty());
}

TEST_P(FulfilmentStoreTest, AChangeNeedsTheCurrentVersionAndBumpsIt) {
  EXPECT_EQ(move(2, "picking").outcome, ChangeResult::Outcome::stale);
  EXPECT_EQ(move(1, "picking", false).outcome, ChangeResult::Outcome::not_found);
  EXPECT_EQ(stores()
                .fulfilment()
                .change_order("nope", 1, "actor", {}, [](const StaffOrderRecord&) { return ChangeDecision{}; })
                .outcome,
            ChangeResult::Outcome::not_found);
  auto refused = stores().fulfilment().change_order("100001", 1, "actor", {}, [](const StaffOrderRecord&) {
    return ChangeDecision{std::nullopt, "Not from new"};
  });
  EXPECT_EQ(refused.outcome, ChangeResult::Outcome::refused);
  EXPECT_EQ(refused.refusal, "Not from new");
  auto done = move(1, "picking");
  ASSERT_EQ(done.outcome, ChangeResult::Outcome::changed);
  EXPECT_EQ(done.order->version, 2);
  EXPECT_EQ(done.order->order.status, "picking");
  ASSERT_EQ(done.order->order.status_notes.size(), 1u);
  EXPECT_EQ(done.order->order.status_notes[0].status.value_or(""), "picking");
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM audit_log WHERE subject = '100001' AND actor_id = 'actor'"), 1);
  EXPECT_EQ(move(1, "pending").outcome, ChangeResult::Outcome::stale);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM order_status_notes"), 1);
}

TEST_P(FulfilmentStoreTest, AChangeWritesEverythingItSays) {
  auto done = stores().fulfilment().change_order("100001", 1, "r1", {}, [](const StaffOrderRecord&) {
    OrderChange ch;
    ch.status = "delivered";
    ch.picking = {{"p1", 2, 1}, {"p2", 2, 0}};
    ch.deliverable = {{"p1", 2, std::string("partial")}, {"p2", 2, std::nullopt}};
    ch.stock_back = {{"p1", 1}, {"p2", 0}};
    ch.rider_id = "r2";
    ch.cash_collected = 35000;
    ch.payment_status = "paid";
    ch.refund_amount = 100;
    ch.set_dispatched_at = true;
    ch.set_delivered_at = true;
    ch.release_voucher = true;
    ch.status_note = "Delivered — شکریہ";
    karyana::store::NewOutboxMessage sms;
    sms.to = "+923001234567";
    sms.body = "Delivered";
    sms.kind = "order_status";
    ch.messages.push_back(sms);
    ch.audit = {"", "order.deliver", "", "{\"a\":1}", "{\"b\":2}"};
    return ChangeDecision{ch, ""};
  });
  ASSERT_EQ(done.outcome, ChangeResult::Outcome::changed);
  const auto& o = *done.order;
  EXPECT_EQ(o.order.status, "delivered");
  EXPECT_EQ(o.order.payment_status, "paid");
  EXPECT_EQ(o.order.refund_amount, 100);
  EXPECT_EQ(o.cash_collected.value_or(0), 35000);
  EXPECT_EQ(o.rider_id.value_or(""), "r2");
  EXPECT_EQ(o.rider->fname, "Bilal");
  EXPECT_EQ(o.delivered_at.value_or("?"), o.order.updated_at);
  EXPECT_EQ(o.dispatched_at.value_or("?"), o.order.updated_at);
  EXPECT_FALSE(o.cancel_reason.has_value());
  ASSERT_EQ(o.order.pickup_data.size(), 2u);
  EXPECT_EQ(o.order.pickup_data[0].not_found, 1);
  EXPECT_EQ(o.order.items[0].deliverable_qty.value_or(-1), 2);
  EXPECT_EQ(o.order.items[0].delivery_status, "partial");
  EXPECT_EQ(o.order.items[1].delivery_status, "pending");
  EXPECT_EQ(o.order.status_notes.at(0).note, "Delivered — شکریہ");
  EXPECT_EQ(query_int(stores(), "SELECT available_qty FROM products WHERE id = 'p1'"), 11);
  EXPECT_EQ(query_int(stores(), "SELECT available_qty FROM products WHERE id = 'p2'"), 5);
  EXPECT_EQ(query_int(stores(), "SELECT used FROM vouchers WHERE id = 'v1'"), 0);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM voucher_uses"), 0);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM message_outbox WHERE body = 'Delivered'"), 1);
  EXPECT_EQ(query_int(stores(),
                      "SELECT count(*) FROM audit_log WHERE action = 'order.deliver' AND actor_id = 'r1'"
                      " AND subject = '100001'"),
            1);
  // Unchanged parts keep their values.
  auto again = stores().fulfilment().change_order("100001", 2, "r1", {}, [](const StaffOrderRecord&) {
    OrderChange ch;
    ch.audit = {"", "order.touch", "", "{}", "{}"};
    return ChangeDecision{ch, ""};
  });
  ASSERT_EQ(again.outcome, ChangeResult::Outcome::changed);
  EXPECT_EQ(again.order->order.status, "delivered");
  EXPECT_EQ(again.order->cash_collected.value_or(0), 35000);
  EXPECT_EQ(again.order->delivered_at, o.delivered_at);
  EXPECT_EQ(again.order->version, 3);
}

TEST_P(FulfilmentStoreTest, TwoStaffChangingOneOrderAtOnceOneWinsTheOtherIsStale) {
  constexpr int kStaff = 4;
  std::atomic<int> ready{0};
  std::mutex m;
  std::vector<ChangeResult::Outcome> outcomes;
  std::vector<std::thread> threads;
  for (int i = 0; i < kStaff; ++i)
    threads.emplace_back([&] {
      ready.fetch_add(1);
      while (ready.load() < kStaff) std::this_thread::yield();
      auto result = move(1, "picking");
      std::lock_guard lock(m);
      outcomes.push_back(result.outcome);
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(std::count(outcomes.begin(), outcomes.end(), ChangeResult::Outcome::changed), 1);
  EXPECT_EQ(std::count(outcomes.begin(), outcomes.end(), ChangeResult::Outcome::stale), kStaff - 1);
  EXPECT_EQ(query_int(stores(), "SELECT version FROM orders WHERE id = 'o1'"), 2);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM order_status_notes WHERE order_id = 'o1'"), 1);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM audit_log"), 1);
}

KARYANA_ON_BOTH_BACKENDS(FulfilmentStoreTest);

}  // namespace
