// The staff, audit and order fulfilment stores (issue 17) on a real SQLite file: staff added with
// their user row in one go and never twice per e-mail, the last enabled owner kept, every change
// audited; an order change written whole (version, note, audit, SMS, stock, voucher) or not at all.
#include <gtest/gtest.h>

#include <string>

#include "store/sqlite/sqlite_stores.hpp"
#include "store/stores.hpp"
#include "temp_dir.hpp"

namespace karyana::store {
namespace {

using sqlite::Connection;

class StaffStores : public ::testing::Test {
 protected:
  void SetUp() override {
    exec("INSERT INTO users(id, email, password_hash) VALUES('c1', 'customer@example.com', 'x')");
    exec(
        "INSERT INTO products(id, title, slug, price, available_qty)"
        " VALUES('p1', 'Rice', 'rice', 100, 10), ('p2', 'Tea', 'tea', 50, 5)");
    exec(
        "INSERT INTO vouchers(id, title, code, discount_type, discount_amount, used) VALUES('v1', 'V', 'V1', 'fix',"
        " 10000, 1)");
    exec(
        "INSERT INTO orders(id, serial, customer_id, status, shipping_address, customer, slot_date, voucher_id)"
        " VALUES('o1', '100001', 'c1', 'new', '{}', '{\"fname\":\"Ali\",\"phone\":\"03001234567\"}', '30-11-2026',"
        " 'v1')");
    exec(
        "INSERT INTO order_items(id, order_id, product_id, title, price, qty) VALUES('i1', 'o1', 'p1', 'Rice', 100, 3),"
        " ('i2', 'o1', 'p2', 'Tea', 50, 2)");
    exec("INSERT INTO voucher_uses(id, voucher_id, customer_id, order_id) VALUES('u1', 'v1', 'c1', 'o1')");
  }

  void exec(const std::string& sql) {
    sqlite::sqlite_database(*stores)->write([&](Connection& c) { c.prepare(sql).run(); });
  }
  std::int64_t number(const std::string& sql) {
    return sqlite::sqlite_database(*stores)->read([&](Connection& c) {
      auto st = c.prepare(sql);
      return st.step() ? st.get_int(0) : -1;
    });
  }

  static NewStaffMember member(const std::string& email, const std::string& role) {
    NewStaffMember m;
    m.email = email;
    m.password_hash = "hash";
    m.fname = "Name";
    m.role = role;
    return m;
  }

  ChangeResult move(std::int64_t version, const std::string& to, bool visible = true) {
    return stores->fulfilment().change_order(
        "100001", version, "actor", [&](const StaffOrderRecord&) { return visible; },
        [&](const StaffOrderRecord&) {
          OrderChange change;
          change.status = to;
          change.status_note = "Status Updated to " + to;
          change.audit = {"", "order.status", "", "{}", "{}"};
          return ChangeDecision{change, ""};
        });
  }

  test::TempDir dir{"staff-stores"};
  std::unique_ptr<Stores> stores = open_sqlite_stores(dir.file("k.sqlite3"));
};

TEST_F(StaffStores, AddsAMemberAsAStaffUserOncePerEmail) {
  auto owner = stores->staff().add_member(member("owner@example.com", "owner"), "");
  ASSERT_TRUE(owner);
  EXPECT_EQ(owner->role, "owner");
  EXPECT_FALSE(owner->disabled_at);
  EXPECT_EQ(number("SELECT count(*) FROM users WHERE type = 'staff'"), 1);
  EXPECT_FALSE(stores->staff().add_member(member("OWNER@example.com", "rider"), ""));
  EXPECT_FALSE(stores->staff().add_member(member("customer@example.com", "rider"), ""));  // any user's e-mail
  EXPECT_EQ(number("SELECT count(*) FROM staff"), 1);
  EXPECT_EQ(number("SELECT count(*) FROM audit_log WHERE action = 'staff.add'"), 1);
}

TEST_F(StaffStores, KeepsTheLastEnabledOwner) {
  auto a = stores->staff().add_member(member("a@example.com", "owner"), "");
  auto b = stores->staff().add_member(member("b@example.com", "owner"), "");
  EXPECT_EQ(stores->staff().set_disabled(a->user_id, b->user_id, true).outcome, StaffChangeOutcome::changed);
  EXPECT_EQ(stores->staff().enabled_owners(), 1);
  EXPECT_EQ(stores->staff().set_disabled(a->user_id, a->user_id, true).outcome, StaffChangeOutcome::last_owner);
  EXPECT_EQ(stores->staff().set_role(a->user_id, a->user_id, "manager").outcome, StaffChangeOutcome::last_owner);
  EXPECT_EQ(stores->staff().set_role(a->user_id, b->user_id, "rider").outcome, StaffChangeOutcome::changed);
  EXPECT_EQ(stores->staff().set_role(a->user_id, b->user_id, "rider").outcome, StaffChangeOutcome::unchanged);
  EXPECT_EQ(stores->staff().set_role(a->user_id, "nobody", "rider").outcome, StaffChangeOutcome::not_found);
  EXPECT_EQ(stores->staff().list("rider").size(), 1u);
  EXPECT_EQ(stores->staff().list("").size(), 2u);
}

TEST_F(StaffStores, TheAuditLogPagesNewestFirst) {
  for (int i = 0; i < 5; ++i) stores->audit().append({"", "test", "s" + std::to_string(i % 2), "{}", "{}"});
  auto first = stores->audit().page(2, std::nullopt, "");
  ASSERT_EQ(first.entries.size(), 2u);
  EXPECT_GT(first.entries[0].id, first.entries[1].id);
  ASSERT_TRUE(first.next_before_id);
  auto second = stores->audit().page(2, first.next_before_id, "");
  ASSERT_EQ(second.entries.size(), 2u);
  EXPECT_LT(second.entries[0].id, first.entries[1].id);
  auto last = stores->audit().page(2, second.next_before_id, "");
  EXPECT_EQ(last.entries.size(), 1u);
  EXPECT_FALSE(last.next_before_id);
  EXPECT_EQ(stores->audit().page(10, std::nullopt, "s0").entries.size(), 3u);
}

TEST_F(StaffStores, AChangeNeedsTheCurrentVersionAndBumpsIt) {
  EXPECT_EQ(move(2, "picking").outcome, ChangeResult::Outcome::stale);
  EXPECT_EQ(move(1, "picking", false).outcome, ChangeResult::Outcome::not_found);
  EXPECT_EQ(number("SELECT version FROM orders WHERE id = 'o1'"), 1);
  auto done = move(1, "picking");
  ASSERT_EQ(done.outcome, ChangeResult::Outcome::changed);
  EXPECT_EQ(done.order->version, 2);
  EXPECT_EQ(done.order->order.status, "picking");
  ASSERT_EQ(done.order->order.status_notes.size(), 1u);
  EXPECT_EQ(done.order->order.status_notes[0].note, "Status Updated to picking");
  EXPECT_EQ(number("SELECT count(*) FROM audit_log WHERE subject = '100001' AND actor_id = 'actor'"), 1);
  EXPECT_EQ(move(1, "pending").outcome, ChangeResult::Outcome::stale);  // the first caller's version is gone
  EXPECT_EQ(number("SELECT count(*) FROM order_status_notes"), 1);
}

TEST_F(StaffStores, ARefusalWritesNothing) {
  auto refused = stores->fulfilment().change_order("100001", 1, "actor", {}, [](const StaffOrderRecord&) {
    return ChangeDecision{std::nullopt, "No"};
  });
  EXPECT_EQ(refused.outcome, ChangeResult::Outcome::refused);
  EXPECT_EQ(refused.refusal, "No");
  EXPECT_EQ(number("SELECT version FROM orders WHERE id = 'o1'"), 1);
  EXPECT_EQ(number("SELECT count(*) FROM audit_log"), 0);
}

TEST_F(StaffStores, ACancelGivesStockAndTheVoucherUseBackAndQueuesTheSms) {
  auto result = stores->fulfilment().change_order("100001", 1, "actor", {}, [](const StaffOrderRecord& o) {
    OrderChange change;
    change.status = "canceled";
    change.cancel_reason = "Out of area";
    for (const auto& i : o.order.items) change.stock_back.emplace_back(i.product_id, i.qty);
    change.release_voucher = true;
    change.messages.push_back({MessageChannel::sms, "03001234567", "", "canceled", "order_canceled"});
    change.audit = {"", "order.cancel", "", "{}", "{}"};
    return ChangeDecision{change, ""};
  });
  ASSERT_EQ(result.outcome, ChangeResult::Outcome::changed);
  EXPECT_EQ(result.order->cancel_reason, "Out of area");
  EXPECT_EQ(number("SELECT available_qty FROM products WHERE id = 'p1'"), 13);
  EXPECT_EQ(number("SELECT available_qty FROM products WHERE id = 'p2'"), 7);
  EXPECT_EQ(number("SELECT count(*) FROM voucher_uses"), 0);
  EXPECT_EQ(number("SELECT used FROM vouchers WHERE id = 'v1'"), 0);
  EXPECT_EQ(stores->outbox().unsent_count(), 1);
}

TEST_F(StaffStores, PickingAndDeliverableQuantitiesAreRecorded) {
  auto result = stores->fulfilment().change_order("100001", 1, "actor", {}, [](const StaffOrderRecord&) {
    OrderChange change;
    change.picking = {{"p1", 2, 0}, {"p2", 0, 1}};
    change.deliverable = {{"p1", 2, std::nullopt}, {"p2", 0, "canceled"}};
    change.audit = {"", "order.picking", "", "{}", "{}"};
    return ChangeDecision{change, ""};
  });
  ASSERT_EQ(result.outcome, ChangeResult::Outcome::changed);
  EXPECT_EQ(result.order->order.pickup_data.size(), 2u);
  EXPECT_EQ(number("SELECT deliverable_qty FROM order_items WHERE id = 'i1'"), 2);
  EXPECT_EQ(number("SELECT count(*) FROM order_items WHERE delivery_status = 'canceled'"), 1);
  // Recorded again: the row is replaced, not added.
  stores->fulfilment().change_order("100001", 2, "actor", {}, [](const StaffOrderRecord&) {
    OrderChange change;
    change.picking = {{"p1", 3, 0}};
    change.audit = {"", "order.picking", "", "{}", "{}"};
    return ChangeDecision{change, ""};
  });
  EXPECT_EQ(number("SELECT picked_qty FROM order_pickup_data WHERE product_id = 'p1'"), 3);
  EXPECT_EQ(number("SELECT count(*) FROM order_pickup_data"), 2);
}

}  // namespace
}  // namespace karyana::store
