// The SQLite placement decides on a reader's snapshot and writes on the writer (issue 19,
// store/sqlite/sqlite_order_placement.cpp): when nothing the rules read moved in between, the rules
// run once and the order is written as they drafted it; when something did — a price, the stock,
// the cart, the slot's room, the voucher's uses, the customer's orders, a category, the same key —
// the placement runs again on the writer and answers as a placement made after that change: the
// order at the new price or with the new cart, or the rules' own refusal. Each test makes its
// change from another thread while the rules run on the snapshot (they hold no writer then, so
// the change commits at once) and joins it before the rules answer.
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <thread>

#include "backend_sql.hpp"
#include "placement_fixtures.hpp"
#include "store/order_placement.hpp"
#include "store/sqlite/sqlite_stores.hpp"
#include "store/stores.hpp"
#include "temp_dir.hpp"

namespace {

using karyana::store::PlacementDecision;
using karyana::store::PlacementReads;
using karyana::store::PlacementRequest;
using karyana::store::PlacementResult;
using karyana::test::exec_sql;
using karyana::test::kSlotStart;
using karyana::test::query_int;

// Rules in the spirit of api/checkout/order_draft, refusing in their own words: the live orders
// limit (2), an empty cart, a line whose product is gone, unlisted or short of stock, a full
// slot, a used-up voucher; a customer who took an order before starts 'new', others 'unconfirmed'.
PlacementDecision rules(const PlacementReads& reads, bool with_voucher) {
  PlacementDecision d;
  auto refuse = [&d](const char* message) {
    d.refusal.message = message;
    return d;
  };
  if (reads.customer_orders_awaiting_delivery >= 2) return refuse("Live orders limit");
  if (reads.cart.lines.empty()) return refuse("Your cart is empty");
  karyana::store::OrderRecord o;
  for (const auto& line : reads.cart.lines) {
    const karyana::store::Product* product = nullptr;
    for (const auto& p : reads.products)
      if (p.id == line.product_id) product = &p;
    if (product == nullptr) return refuse("Product not found");
    if (!reads.listed_product_ids.contains(product->id)) return refuse("Category unavailable");
    if (product->available_qty - product->reserved_for_order < line.qty) return refuse("Sold Out");
    karyana::store::OrderItemRecord item;
    item.product_id = product->id;
    item.title = product->title;
    item.price = product->price;
    item.qty = line.qty;
    item.sort_order = static_cast<int>(o.items.size());
    o.total_price += item.price * item.qty;
    o.items.push_back(std::move(item));
  }
  if (!reads.slot) return refuse("No slot");
  if (reads.slot->max_order_limit > 0 && reads.live_orders_at(kSlotStart) >= reads.slot->max_order_limit)
    return refuse("The delivery slot is full");
  if (with_voucher) {
    if (!reads.voucher) return refuse("No voucher");
    if (reads.voucher->limit_usage > 0 && reads.voucher->used >= reads.voucher->limit_usage)
      return refuse("This voucher has already been used");
    o.voucher_id = reads.voucher->id;
    o.discount_value = reads.voucher->discount_amount;
  }
  o.status = reads.customer_has_received_order ? "new" : "unconfirmed";
  o.shipping_address = "{}";
  o.customer = "{}";
  o.delivery_slot_id = reads.slot->id;
  o.slot_start_utc = kSlotStart;
  o.grand_total = o.total_price - o.discount_value;
  d.order = std::move(o);
  d.first_note = "Order placed";
  return d;
}

class PlacementSnapshotTest : public ::testing::Test {
 protected:
  void SetUp() override {
    stores_ = karyana::store::open_sqlite_stores(dir_.file("karyana.sqlite3"));
    exec_sql(stores(), karyana::test::dairy_and_slot_sql() +
                           "INSERT INTO products(id, title, slug, price, status, cat_id, available_qty) VALUES"
                           " ('milk', 'Milk', 'milk', 100, 'published', 'dairy', 1),"
                           " ('bread', 'Bread', 'bread', 200, 'published', 'dairy', 1000);"
                           "INSERT INTO vouchers(id, title, code, discount_type, discount_amount, limit_usage)"
                           " VALUES('v', 'One only', 'ONE', 'fix', 50, 1);" +
                           karyana::test::customer_with_cart_sql("c0") + karyana::test::customer_with_cart_sql("c1"));
  }

  karyana::store::Stores& stores() { return *stores_; }

  void add_line(const std::string& customer, const std::string& product, int qty) {
    exec_sql(stores(), karyana::test::cart_line_sql(customer, product, qty));
  }

  static PlacementRequest request(const std::string& customer, bool with_voucher = false,
                                  const std::optional<std::string>& key = std::nullopt) {
    PlacementRequest r;
    r.customer_id = customer;
    r.slot_id = "s";
    r.idempotency_key = key;
    if (with_voucher) r.voucher_code = "one";
    return r;
  }

  // Places `r`; `meanwhile` runs on another thread during the first run of the rules (on the
  // snapshot), so it commits between the snapshot and the write. `decided` counts the rules' runs.
  PlacementResult place(const PlacementRequest& r, const std::function<void()>& meanwhile = {}) {
    const bool with_voucher = r.voucher_code.has_value();
    return stores().placement().place(r, [&](const PlacementReads& reads) {
      if (decided++ == 0 && meanwhile) std::thread(meanwhile).join();
      return rules(reads, with_voucher);
    });
  }

  // Places `r` at once, without `meanwhile` and outside `decided`: the other placement that commits
  // meanwhile.
  PlacementResult place_other(const PlacementRequest& r) {
    const bool with_voucher = r.voucher_code.has_value();
    return stores().placement().place(
        r, [with_voucher](const PlacementReads& reads) { return rules(reads, with_voucher); });
  }

  std::uint64_t durable_writes() { return karyana::store::sqlite::sqlite_database(stores())->durable_counts().writes; }

  int decided = 0;

 private:
  karyana::test::TempDir dir_{"snapshot"};
  std::unique_ptr<karyana::store::Stores> stores_;
};

TEST_F(PlacementSnapshotTest, WhenNothingMovedTheRulesRunOnceAndTheOrderIsWrittenAsDrafted) {
  add_line("c0", "bread", 2);
  auto result = place(request("c0"));
  ASSERT_EQ(result.outcome, PlacementResult::Outcome::placed) << result.refusal.message;
  EXPECT_EQ(decided, 1);
  EXPECT_EQ(durable_writes(), 1u);
  ASSERT_TRUE(result.order);
  EXPECT_EQ(result.order->serial, "100001");
  EXPECT_EQ(result.order->status, "unconfirmed");
  EXPECT_EQ(result.slot_live_orders.value_or(-1), 1);
  EXPECT_TRUE(result.cart.lines.empty());
  EXPECT_EQ(query_int(stores(), "SELECT available_qty FROM products WHERE id = 'bread'"), 998);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM cart_items"), 0);
  EXPECT_EQ(query_int(stores(), "SELECT live_orders FROM slot_occupancy"), 1);
}

TEST_F(PlacementSnapshotTest, ARefusalOnTheSnapshotNeverTakesTheWriter) {
  auto empty = place(request("c0"));
  EXPECT_EQ(empty.outcome, PlacementResult::Outcome::refused);
  EXPECT_EQ(empty.refusal.message, "Your cart is empty");
  add_line("c0", "milk", 2);  // one in stock
  auto short_of = place(request("c0"));
  EXPECT_EQ(short_of.refusal.message, "Sold Out");
  EXPECT_EQ(durable_writes(), 0u);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM orders"), 0);
}

TEST_F(PlacementSnapshotTest, APriceChangedMeanwhileIsOrderedAtTheNewPrice) {
  add_line("c0", "bread", 1);
  auto result = place(request("c0"), [&] { exec_sql(stores(), "UPDATE products SET price = 250 WHERE id = 'bread'"); });
  ASSERT_EQ(result.outcome, PlacementResult::Outcome::placed) << result.refusal.message;
  EXPECT_EQ(decided, 2);
  EXPECT_EQ(result.order->items.at(0).price, 250);
  EXPECT_EQ(query_int(stores(), "SELECT price FROM order_items"), 250);
  EXPECT_EQ(query_int(stores(), "SELECT grand_total FROM orders"), 250);
}

TEST_F(PlacementSnapshotTest, StockChangedMeanwhileButStillEnoughKeepsThePlan) {
  // Stock is re-checked by the guarded UPDATE itself: less stock that still covers the line
  // moves nothing the rules answered.
  add_line("c0", "bread", 1);
  auto result =
      place(request("c0"), [&] { exec_sql(stores(), "UPDATE products SET available_qty = 5 WHERE id = 'bread'"); });
  ASSERT_EQ(result.outcome, PlacementResult::Outcome::placed) << result.refusal.message;
  EXPECT_EQ(decided, 1);
  EXPECT_EQ(query_int(stores(), "SELECT available_qty FROM products WHERE id = 'bread'"), 4);
}

TEST_F(PlacementSnapshotTest, TheLastUnitSoldMeanwhileGetsTheRulesRefusal) {
  add_line("c0", "milk", 1);
  add_line("c1", "milk", 1);
  PlacementResult other;
  auto result = place(request("c0"), [&] { other = place_other(request("c1")); });
  ASSERT_EQ(other.outcome, PlacementResult::Outcome::placed) << other.refusal.message;
  EXPECT_EQ(result.outcome, PlacementResult::Outcome::refused);
  EXPECT_EQ(result.refusal.message, "Sold Out");
  EXPECT_EQ(decided, 2);
  EXPECT_EQ(query_int(stores(), "SELECT available_qty FROM products WHERE id = 'milk'"), 0);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM orders"), 1);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM cart_items WHERE cart_id = 'cart-c0'"), 1);  // kept
}

TEST_F(PlacementSnapshotTest, ACartChangedMeanwhileIsOrderedAsItIsThen) {
  add_line("c0", "bread", 1);
  auto result = place(request("c0"), [&] {
    exec_sql(stores(), "UPDATE cart_items SET qty = 3 WHERE cart_id = 'cart-c0'");
    add_line("c0", "milk", 1);
  });
  ASSERT_EQ(result.outcome, PlacementResult::Outcome::placed) << result.refusal.message;
  EXPECT_EQ(decided, 2);
  ASSERT_EQ(result.order->items.size(), 2u);
  EXPECT_EQ(query_int(stores(), "SELECT qty FROM order_items WHERE product_id = 'bread'"), 3);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM cart_items"), 0);
  EXPECT_EQ(query_int(stores(), "SELECT available_qty FROM products WHERE id = 'milk'"), 0);
}

TEST_F(PlacementSnapshotTest, ACartEmptiedMeanwhileGetsTheEmptyCartRefusal) {
  add_line("c0", "bread", 1);
  auto result = place(request("c0"), [&] { exec_sql(stores(), "DELETE FROM cart_items WHERE cart_id = 'cart-c0'"); });
  EXPECT_EQ(result.outcome, PlacementResult::Outcome::refused);
  EXPECT_EQ(result.refusal.message, "Your cart is empty");
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM orders"), 0);
  EXPECT_EQ(query_int(stores(), "SELECT available_qty FROM products WHERE id = 'bread'"), 1000);
}

TEST_F(PlacementSnapshotTest, TheSameKeyPlacedMeanwhileAnswersThatOrder) {
  add_line("c0", "bread", 1);
  PlacementResult first;
  auto result = place(request("c0", false, "submit-1"), [&] { first = place_other(request("c0", false, "submit-1")); });
  ASSERT_EQ(first.outcome, PlacementResult::Outcome::placed) << first.refusal.message;
  EXPECT_EQ(result.outcome, PlacementResult::Outcome::replayed);
  EXPECT_EQ(result.order_id, first.order_id);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM orders"), 1);
  EXPECT_EQ(query_int(stores(), "SELECT available_qty FROM products WHERE id = 'bread'"), 999);
}

TEST_F(PlacementSnapshotTest, AnotherSubmitOfTheSameCartMeanwhileLeavesNothingToOrder) {
  add_line("c0", "bread", 1);
  PlacementResult first;
  auto result = place(request("c0", false, "tab-1"), [&] { first = place_other(request("c0", false, "tab-2")); });
  ASSERT_EQ(first.outcome, PlacementResult::Outcome::placed) << first.refusal.message;
  EXPECT_EQ(result.outcome, PlacementResult::Outcome::refused);
  EXPECT_EQ(result.refusal.message, "Your cart is empty");
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM orders"), 1);
}

TEST_F(PlacementSnapshotTest, TheSlotFilledMeanwhileGetsTheSlotRefusal) {
  exec_sql(stores(), "UPDATE delivery_slots SET max_order_limit = 1 WHERE id = 's'");
  add_line("c0", "bread", 1);
  add_line("c1", "bread", 1);
  auto result = place(request("c0"), [&] {
    auto other = place_other(request("c1"));
    EXPECT_EQ(other.outcome, PlacementResult::Outcome::placed) << other.refusal.message;
  });
  EXPECT_EQ(result.outcome, PlacementResult::Outcome::refused);
  EXPECT_EQ(result.refusal.message, "The delivery slot is full");
  EXPECT_EQ(decided, 2);
  EXPECT_EQ(stores().slots().live_orders_at({kSlotStart}).at(kSlotStart), 1);
  EXPECT_EQ(query_int(stores(), "SELECT available_qty FROM products WHERE id = 'bread'"), 999);
}

TEST_F(PlacementSnapshotTest, TheVoucherUsedUpMeanwhileGetsTheVoucherRefusal) {
  add_line("c0", "bread", 1);
  add_line("c1", "bread", 1);
  auto result = place(request("c0", true), [&] {
    auto other = place_other(request("c1", true));
    EXPECT_EQ(other.outcome, PlacementResult::Outcome::placed) << other.refusal.message;
  });
  EXPECT_EQ(result.outcome, PlacementResult::Outcome::refused);
  EXPECT_EQ(result.refusal.message, "This voucher has already been used");
  EXPECT_EQ(query_int(stores(), "SELECT used FROM vouchers WHERE id = 'v'"), 1);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM voucher_uses"), 1);
}

TEST_F(PlacementSnapshotTest, AnEarlierOrderDeliveredMeanwhileStartsTheNewOneAsAProvenCustomers) {
  add_line("c0", "bread", 1);
  auto first = place(request("c0"));
  ASSERT_EQ(first.outcome, PlacementResult::Outcome::placed) << first.refusal.message;
  EXPECT_EQ(first.order->status, "unconfirmed");
  add_line("c0", "bread", 1);
  decided = 0;
  auto second = place(request("c0"), [&] {
    exec_sql(stores(), "UPDATE orders SET status = 'delivered' WHERE id = '" + first.order_id + "'");
  });
  ASSERT_EQ(second.outcome, PlacementResult::Outcome::placed) << second.refusal.message;
  EXPECT_EQ(decided, 2);
  EXPECT_EQ(second.order->status, "new");
}

TEST_F(PlacementSnapshotTest, ACategoryDisabledMeanwhileGetsItsRefusal) {
  add_line("c0", "bread", 1);
  auto result = place(request("c0"), [&] {
    exec_sql(stores(), "UPDATE product_categories SET status = 'disabled' WHERE id = 'dairy'");
  });
  EXPECT_EQ(result.outcome, PlacementResult::Outcome::refused);
  EXPECT_EQ(result.refusal.message, "Category unavailable");
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM orders"), 0);
}

}  // namespace
