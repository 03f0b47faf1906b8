// Order placement keeps its invariants when many placements race, on SQLite (one writer) and on
// PostgreSQL (many writers, READ COMMITTED behind row locks taken in a fixed order: customer, cart,
// products by id, voucher, slot occurrence — docs/decisions.md): stock never below zero, no slot
// occurrence over its limit, a voucher within its limit, one order per idempotency key; the losers
// get SQLite's refusal messages and the counts afterwards agree with the orders written. A hot
// product's buyers all wait their turn instead of failing. Also a placement's answer read back
// field for field, the replay of a key, and a refusal writing nothing.
#include <gtest/gtest.h>

#include <atomic>
#include <exception>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "backend_sql.hpp"
#include "placement_fixtures.hpp"
#include "store/order_placement.hpp"
#include "store_backends.hpp"

namespace {

using karyana::store::PlacementDecision;
using karyana::store::PlacementReads;
using karyana::store::PlacementRequest;
using karyana::store::PlacementResult;
using karyana::test::cart_line_sql;
using karyana::test::customer_with_cart_sql;
using karyana::test::exec_sql;
using karyana::test::kSlotStart;
using karyana::test::query_int;

constexpr const char* kSlotFull = "The delivery slot is full";

// Rules just strict enough for the store's guards to matter: every cart line is ordered as it is
// (the stock is left to the store's guarded UPDATE: "Low Stock"), the voucher always applied (its
// limit left to the store: "This voucher has already been used"), and the slot refused when its
// live orders reach the limit (as api/checkout/order_draft asks the reads).
PlacementDecision naive_rules(const PlacementReads& reads, bool with_voucher) {
  PlacementDecision d;
  if (reads.cart.lines.empty()) {
    d.refusal.message = "Your cart is empty";
    return d;
  }
  if (!reads.slot) {
    d.refusal.message = "no slot";
    return d;
  }
  if (reads.slot->max_order_limit > 0 && reads.live_orders_at(kSlotStart) >= reads.slot->max_order_limit) {
    d.refusal.message = kSlotFull;
    return d;
  }
  karyana::store::OrderRecord o;
  o.shipping_address = "{\"city\":\"کراچی\"}";
  o.customer = "{}";
  o.note = "ring twice";
  karyana::test::order_for_slot(reads, o);
  o.lat = 24.8607;
  if (with_voucher && reads.voucher) {
    o.voucher_id = reads.voucher->id;
    o.voucher = "{\"code\":\"" + reads.voucher->code + "\"}";
    o.discount_value = 100;
  }
  karyana::test::order_cart_lines(reads, o);
  o.grand_total = o.total_price - o.discount_value;
  d.order = std::move(o);
  d.first_note = "Order placed";
  d.confirmation = karyana::store::NewOutboxMessage{};
  d.confirmation->channel = karyana::store::MessageChannel::sms;
  d.confirmation->to = "+923001234567";
  d.confirmation->body = "Order {serial} placed";
  d.confirmation->kind = "order_placed";
  return d;
}

class PlacementInvariantsTest : public karyana::test::StoreBackendTest {
 protected:
  void SetUp() override {
    StoreBackendTest::SetUp();
    exec_sql(stores(), karyana::test::dairy_and_slot_sql() +
                           "INSERT INTO products(id, title, slug, price, status, cat_id, available_qty) VALUES"
                           " ('last', 'Last milk', 'last-milk', 100, 'published', 'dairy', 3),"
                           " ('plenty', 'Bread', 'bread', 200, 'published', 'dairy', 1000),"
                           " ('other', 'Eggs', 'eggs', 300, 'published', 'dairy', 1000);"
                           "INSERT INTO vouchers(id, title, code, discount_type, discount_amount, limit_usage)"
                           " VALUES('v', 'Two only', 'TWO', 'fix', 100, 2);");
  }

  // Customers c0…c{n-1}, each with `qty` of `product` in their cart (the odd ones one 'other' too).
  void customers_with_carts(int n, const std::string& product, int qty) {
    std::string sql;
    for (int i = 0; i < n; ++i) {
      const std::string id = "c" + std::to_string(i);
      sql += customer_with_cart_sql(id) + cart_line_sql(id, product, qty);
      // A second line in the other order of ids for some: locks are taken by id, never a deadlock.
      if (i % 2 == 1) sql += cart_line_sql(id, "other", 1);
    }
    exec_sql(stores(), sql);
  }

  // Customers c0…c{n-1}, each with a cart holding one unit of a product of its own (p0…), so only
  // the slot or the voucher is shared between them.
  void customers_with_own_products(int n) {
    std::string sql;
    for (int i = 0; i < n; ++i) {
      const std::string id = "c" + std::to_string(i);
      const std::string product = "p" + std::to_string(i);
      sql += "INSERT INTO products(id, title, slug, price, status, cat_id, available_qty) VALUES('" + product +
             "', 'Product " + product + "', '" + product + "', 100, 'published', 'dairy', 10);";
      sql += customer_with_cart_sql(id) + cart_line_sql(id, product, 1);
    }
    exec_sql(stores(), sql);
  }

  struct Outcomes {
    int placed = 0;
    std::vector<std::string> refusals;
    std::vector<std::string> order_ids;
    std::vector<std::string> errors;  // exceptions out of place() (the customer's "Internal server error")
  };

  // Every customer places at once (a barrier first), `with_voucher` asking for voucher TWO.
  Outcomes race(int n, bool with_voucher, const std::optional<std::string>& one_key = std::nullopt,
                bool one_customer = false) {
    Outcomes out;
    std::mutex m;
    std::atomic<int> ready{0};
    std::vector<std::thread> threads;
    for (int i = 0; i < n; ++i)
      threads.emplace_back([&, i] {
        PlacementRequest r;
        r.customer_id = one_customer ? "c0" : "c" + std::to_string(i);
        r.slot_id = "s";
        r.idempotency_key = one_key;
        if (with_voucher) r.voucher_code = "two";
        ready.fetch_add(1);
        while (ready.load() < n) std::this_thread::yield();
        PlacementResult result;
        try {
          result = stores().placement().place(
              r, [&](const PlacementReads& reads) { return naive_rules(reads, with_voucher); });
        } catch (const std::exception& e) {
          std::lock_guard lock(m);
          out.errors.emplace_back(e.what());
          return;
        }
        std::lock_guard lock(m);
        if (result.outcome == PlacementResult::Outcome::refused)
          out.refusals.push_back(result.refusal.message);
        else {
          out.placed += result.outcome == PlacementResult::Outcome::placed ? 1 : 0;
          out.order_ids.push_back(result.order_id);
        }
      });
    for (auto& t : threads) t.join();
    return out;
  }
};

TEST_P(PlacementInvariantsTest, ThePlacedOrderIsWrittenAsAnsweredAndTheCartEmptied) {
  customers_with_carts(2, "plenty", 2);
  PlacementRequest r;
  r.customer_id = "c1";
  r.slot_id = "s";
  r.idempotency_key = "key-1";
  r.voucher_code = "tWo";
  PlacementReads seen;
  auto result = stores().placement().place(r, [&](const PlacementReads& reads) {
    seen.cart = reads.cart;
    seen.products = reads.products;
    seen.listed_product_ids = reads.listed_product_ids;
    seen.voucher = reads.voucher;
    seen.customer_orders_awaiting_delivery = reads.customer_orders_awaiting_delivery;
    return naive_rules(reads, true);
  });
  ASSERT_EQ(result.outcome, PlacementResult::Outcome::placed) << result.refusal.message;
  // The reads: the cart newest first (ties by insertion), products in the cart's order, listed.
  ASSERT_EQ(seen.cart.lines.size(), 2u);
  EXPECT_EQ(seen.cart.lines[0].product_id, "other");
  ASSERT_EQ(seen.products.size(), 2u);
  EXPECT_EQ(seen.products[0].id, "other");
  EXPECT_EQ(seen.products[1].category.value().title, "Dairy");
  EXPECT_EQ(seen.listed_product_ids, (std::set<std::string>{"other", "plenty"}));
  EXPECT_EQ(seen.voucher.value().id, "v");
  EXPECT_EQ(seen.customer_orders_awaiting_delivery, 0);

  ASSERT_TRUE(result.order.has_value());
  EXPECT_EQ(result.order->serial, "100001");
  EXPECT_TRUE(result.cart.lines.empty());
  EXPECT_EQ(result.slot_live_orders.value_or(-1), 1);
  auto stored = stores().orders().order_by_id("c1", result.order_id).value();
  EXPECT_EQ(stored.serial, result.order->serial);
  EXPECT_EQ(stored.created_at, result.order->created_at);
  EXPECT_EQ(stored.shipping_address, "{\"city\":\"کراچی\"}");
  EXPECT_EQ(stored.cart_id.value_or(""), "cart-c1");
  EXPECT_EQ(stored.idempotency_key.value_or(""), "key-1");
  EXPECT_EQ(stored.voucher_id.value_or(""), "v");
  ASSERT_EQ(stored.items.size(), 2u);
  EXPECT_EQ(stored.items[0].id, result.order->items[0].id);
  EXPECT_EQ(stored.items[1].cat_title.value_or(""), "Dairy");
  ASSERT_EQ(stored.status_notes.size(), 1u);
  EXPECT_EQ(stored.status_notes[0].id, result.order->status_notes[0].id);
  EXPECT_EQ(stored.status_notes[0].note, "Order placed");
  EXPECT_TRUE(stores().carts().cart_of("c1").lines.empty());
  EXPECT_EQ(query_int(stores(), "SELECT available_qty FROM products WHERE id = 'plenty'"), 998);
  EXPECT_EQ(query_int(stores(), "SELECT used FROM vouchers WHERE id = 'v'"), 1);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM message_outbox WHERE body = 'Order 100001 placed'"), 1);

  // The same key again: the first order, nothing written, decide not asked.
  auto replay = stores().placement().place(r, [](const PlacementReads&) -> PlacementDecision {
    ADD_FAILURE() << "decide called on a replay";
    return {};
  });
  EXPECT_EQ(replay.outcome, PlacementResult::Outcome::replayed);
  EXPECT_EQ(replay.order_id, result.order_id);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM orders"), 1);

  // The next order's serial follows.
  PlacementRequest next;
  next.customer_id = "c0";
  next.slot_id = "s";
  auto second = stores().placement().place(next, [](const PlacementReads& reads) { return naive_rules(reads, false); });
  ASSERT_EQ(second.outcome, PlacementResult::Outcome::placed);
  EXPECT_EQ(second.order->serial, "100002");
  EXPECT_EQ(second.slot_live_orders.value_or(-1), 2);
}

TEST_P(PlacementInvariantsTest, ARefusalWritesNothing) {
  customers_with_carts(1, "last", 5);  // more than the 3 in stock
  PlacementRequest r;
  r.customer_id = "c0";
  r.slot_id = "s";
  auto result = stores().placement().place(r, [](const PlacementReads& reads) { return naive_rules(reads, false); });
  EXPECT_EQ(result.outcome, PlacementResult::Outcome::refused);
  EXPECT_EQ(result.refusal.message, "Low Stock");
  ASSERT_EQ(result.refusal.errors.size(), 1u);
  EXPECT_EQ(result.refusal.errors[0].code, "LOW_STOCK");
  EXPECT_EQ(result.refusal.errors[0].details, "last");
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM orders"), 0);
  EXPECT_EQ(query_int(stores(), "SELECT available_qty FROM products WHERE id = 'last'"), 3);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM cart_items"), 1);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM message_outbox"), 0);
}

TEST_P(PlacementInvariantsTest, ManyCustomersForTheLastUnitsExactlyTheStockIsSold) {
  constexpr int kCustomers = 8;
  customers_with_carts(kCustomers, "last", 1);
  auto out = race(kCustomers, false);
  EXPECT_TRUE(out.errors.empty()) << out.errors.front();
  EXPECT_EQ(out.placed, 3);
  EXPECT_EQ(out.refusals, std::vector<std::string>(kCustomers - 3, "Low Stock"));
  EXPECT_EQ(query_int(stores(), "SELECT available_qty FROM products WHERE id = 'last'"), 0);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM orders"), 3);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM order_items WHERE product_id = 'last'"), 3);
  EXPECT_EQ(query_int(stores(), "SELECT count(DISTINCT serial) FROM orders"), 3);
  // The refused customers keep their carts; the others' are empty.
  EXPECT_EQ(query_int(stores(), "SELECT count(DISTINCT cart_id) FROM cart_items"), kCustomers - 3);
}

TEST_P(PlacementInvariantsTest, ManyCustomersForTheLastSlotPlacesNoMoreThanItsLimit) {
  exec_sql(stores(), "UPDATE delivery_slots SET max_order_limit = 3 WHERE id = 's'");
  constexpr int kCustomers = 8;
  customers_with_carts(kCustomers, "plenty", 1);
  auto out = race(kCustomers, false);
  EXPECT_TRUE(out.errors.empty()) << out.errors.front();
  EXPECT_EQ(out.placed, 3);
  EXPECT_EQ(out.refusals, std::vector<std::string>(kCustomers - 3, kSlotFull));
  EXPECT_EQ(stores().slots().live_orders_at({kSlotStart}).at(kSlotStart), 3);
  EXPECT_EQ(query_int(stores(), "SELECT available_qty FROM products WHERE id = 'plenty'"), 1000 - 3);
}

TEST_P(PlacementInvariantsTest, ManyCustomersForAVouchersLastUsesUseItNoMoreThanItsLimit) {
  constexpr int kCustomers = 6;
  customers_with_carts(kCustomers, "plenty", 1);
  auto out = race(kCustomers, true);
  EXPECT_TRUE(out.errors.empty()) << out.errors.front();
  EXPECT_EQ(out.placed, 2);
  EXPECT_EQ(out.refusals, std::vector<std::string>(kCustomers - 2, "This voucher has already been used"));
  EXPECT_EQ(query_int(stores(), "SELECT used FROM vouchers WHERE id = 'v'"), 2);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM voucher_uses WHERE voucher_id = 'v'"), 2);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM orders WHERE voucher_id = 'v'"), 2);
  // A refused placement gave its stock back with its rollback.
  EXPECT_EQ(query_int(stores(), "SELECT available_qty FROM products WHERE id = 'plenty'"), 1000 - 2);
}

TEST_P(PlacementInvariantsTest, OneSubmitSentManyTimesAtOncePlacesOneOrder) {
  customers_with_carts(1, "plenty", 1);
  constexpr int kSubmits = 6;
  auto out = race(kSubmits, false, std::string("same-key"), true);
  EXPECT_TRUE(out.errors.empty()) << out.errors.front();
  EXPECT_EQ(out.placed, 1);
  EXPECT_TRUE(out.refusals.empty()) << out.refusals.front();
  ASSERT_EQ(out.order_ids.size(), static_cast<std::size_t>(kSubmits));
  for (const auto& id : out.order_ids) EXPECT_EQ(id, out.order_ids.front());
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM orders"), 1);
  EXPECT_EQ(query_int(stores(), "SELECT available_qty FROM products WHERE id = 'plenty'"), 999);
}

TEST_P(PlacementInvariantsTest, ManyCustomersForOneHotProductAllPlaceWhileItLasts) {
  // Issue 20: on PostgreSQL under SERIALIZABLE every placement waiting for the product's row lock
  // failed when the holder committed, and some used up their reruns ("Internal server error").
  constexpr int kCustomers = 24;
  exec_sql(stores(), "UPDATE products SET available_qty = 24 WHERE id = 'last'");
  customers_with_carts(kCustomers, "last", 1);
  auto out = race(kCustomers, false);
  EXPECT_TRUE(out.errors.empty()) << out.errors.size() << " failed, first: " << out.errors.front();
  EXPECT_TRUE(out.refusals.empty()) << out.refusals.front();
  EXPECT_EQ(out.placed, kCustomers);
  EXPECT_EQ(query_int(stores(), "SELECT available_qty FROM products WHERE id = 'last'"), 0);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM orders"), kCustomers);
  EXPECT_EQ(query_int(stores(), "SELECT count(DISTINCT serial) FROM orders"), kCustomers);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM cart_items"), 0);
  EXPECT_EQ(query_int(stores(), "SELECT available_qty FROM products WHERE id = 'other'"), 1000 - kCustomers / 2);
}

TEST_P(PlacementInvariantsTest, CustomersOfDifferentProductsForTheLastSlotPlaceNoMoreThanItsLimit) {
  // No product row in common: only the slot occurrence's lock makes them count one after another.
  exec_sql(stores(), "UPDATE delivery_slots SET max_order_limit = 3 WHERE id = 's'");
  constexpr int kCustomers = 8;
  customers_with_own_products(kCustomers);
  auto out = race(kCustomers, false);
  EXPECT_TRUE(out.errors.empty()) << out.errors.front();
  EXPECT_EQ(out.placed, 3);
  EXPECT_EQ(out.refusals, std::vector<std::string>(kCustomers - 3, kSlotFull));
  EXPECT_EQ(stores().slots().live_orders_at({kSlotStart}).at(kSlotStart), 3);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM cart_items"), kCustomers - 3);
}

TEST_P(PlacementInvariantsTest, CustomersOfDifferentProductsForAVouchersLastUsesUseItNoMoreThanItsLimit) {
  // No product row in common: only the voucher's row lock makes them read its uses one after another.
  constexpr int kCustomers = 6;
  customers_with_own_products(kCustomers);
  auto out = race(kCustomers, true);
  EXPECT_TRUE(out.errors.empty()) << out.errors.front();
  EXPECT_EQ(out.placed, 2);
  EXPECT_EQ(out.refusals, std::vector<std::string>(kCustomers - 2, "This voucher has already been used"));
  EXPECT_EQ(query_int(stores(), "SELECT used FROM vouchers WHERE id = 'v'"), 2);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM voucher_uses WHERE voucher_id = 'v'"), 2);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM orders WHERE voucher_id = 'v'"), 2);
}

KARYANA_ON_BOTH_BACKENDS(PlacementInvariantsTest);

}  // namespace
