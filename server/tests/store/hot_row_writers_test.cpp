// The console's and the board's writers of hot rows wait their turn during an order burst instead
// of failing (issue 20). On PostgreSQL a placement runs READ COMMITTED behind row locks (products
// by id, then the voucher); a stock or price save, a voucher save and a cancellation that gives
// stock back take the same locks in the same order under READ COMMITTED, so each waits for the
// placements ahead of it and goes on with the row they left — under SERIALIZABLE each wait ended in
// a serialization failure, and ten in a row failed the save. On SQLite (one writer) the same
// bodies pass trivially. Each test races placements of one product (or voucher) on many threads
// against a run of saves on another, and checks every save and every placement went through and
// the counts afterwards are exact.
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

namespace karyana::store {
namespace {

using test::cart_line_sql;
using test::customer_with_cart_sql;
using test::exec_sql;
using test::query_int;

constexpr int kCustomers = 8;   // placing one unit of `hot` each, again and again
constexpr int kSaves = 12;      // console saves racing them, one after another
constexpr int kStock = 100000;  // never runs out

class HotRowWritersTest : public test::StoreBackendTest {
 protected:
  void SetUp() override {
    StoreBackendTest::SetUp();
    std::string sql = test::dairy_and_slot_sql() +
                      "INSERT INTO products(id, title, slug, price, status, cat_id, available_qty) VALUES"
                      " ('hot', 'Hot milk', 'hot-milk', 100, 'published', 'dairy', " +
                      std::to_string(kStock) +
                      ");"
                      "INSERT INTO vouchers(id, title, code, discount_type, discount_amount, limit_usage)"
                      " VALUES('v', 'Burst', 'BURST', 'fix', 10, 100000);";
    for (int i = 0; i < kCustomers + kSaves; ++i) {
      const std::string id = i < kCustomers ? "c" + std::to_string(i) : "e" + std::to_string(i - kCustomers);
      sql += customer_with_cart_sql(id) + cart_line_sql(id, "hot", 1);
      sql += "INSERT INTO products(id, title, slug, price, status, cat_id, available_qty) VALUES('own-" + id +
             "', 'Own " + id + "', 'own-" + id + "', 100, 'published', 'dairy', " + std::to_string(kStock) + ");";
    }
    exec_sql(stores(), sql);
  }

  // The cart as it is, for the one slot, with voucher BURST when asked.
  static PlacementDecision order_it(const PlacementReads& reads, bool with_voucher) {
    PlacementDecision d;
    if (reads.cart.lines.empty() || !reads.slot) {
      d.refusal.message = "nothing to order";
      return d;
    }
    OrderRecord o;
    o.shipping_address = "{}";
    o.customer = "{}";
    test::order_for_slot(reads, o);
    if (with_voucher && reads.voucher) {
      o.voucher_id = reads.voucher->id;
      o.voucher = "{}";
      o.discount_value = 10;
    }
    test::order_cart_lines(reads, o);
    o.grand_total = o.total_price - o.discount_value;
    d.order = std::move(o);
    d.first_note = "Order placed";
    return d;
  }

  // Customers c0…c{n-1} keep placing (their one line put back in the cart after each
  // order) while `saves` runs on this thread, each at least once: the product's row lock is held by
  // one placement after another for as long as the saves take. Answers the orders placed and any
  // refusal or error out of place().
  struct Burst {
    std::vector<std::string> order_ids;
    std::vector<std::string> refusals;
    std::vector<std::string> errors;
  };
  Burst burst(int n, bool with_voucher, const std::function<void()>& saves, const std::string& product = "hot") {
    Burst out;
    std::mutex m;
    std::atomic<int> ready{0};
    std::atomic<bool> saved{false};
    std::vector<std::thread> threads;
    for (int i = 0; i < n; ++i)
      threads.emplace_back([&, i] {
        const std::string customer = "c" + std::to_string(i);
        PlacementRequest r;
        r.customer_id = customer;
        r.slot_id = "s";
        if (with_voucher) r.voucher_code = "burst";
        ready.fetch_add(1);
        while (ready.load() < n + 1) std::this_thread::yield();
        do {
          try {
            auto result = stores().placement().place(
                r, [&](const PlacementReads& reads) { return order_it(reads, with_voucher); });
            std::lock_guard lock(m);
            if (result.outcome == PlacementResult::Outcome::refused) {
              out.refusals.push_back(result.refusal.message);
              return;
            }
            out.order_ids.push_back(result.order_id);
          } catch (const std::exception& e) {
            std::lock_guard lock(m);
            out.errors.emplace_back(e.what());
            return;
          }
          exec_sql(stores(), cart_line_sql(customer, product == "own" ? "own-" + customer : product, 1));
        } while (!saved.load());
      });
    ready.fetch_add(1);
    while (ready.load() < n + 1) std::this_thread::yield();
    saves();
    saved.store(true);
    for (auto& t : threads) t.join();
    return out;
  }

  // Transactions PostgreSQL aborted (40001, 40P01) and ran again; none on SQLite.
  std::uint64_t reruns() {
    auto* pg = postgres::postgres_database(stores());
    return pg ? pg->retries() : 0;
  }

  // Every save (none in `failures`) and every placement of `result` went through, the saves' waits
  // ended in no rerun, and each customer placed at least once. Answers how many orders were placed.
  std::int64_t all_went_through(const std::vector<std::string>& failures, const Burst& result) {
    EXPECT_EQ(failures, std::vector<std::string>{});
    EXPECT_EQ(reruns(), 0u) << "every writer waited its turn, none was aborted and run again";
    EXPECT_EQ(result.errors, std::vector<std::string>{});
    EXPECT_EQ(result.refusals, std::vector<std::string>{});
    const auto placed = static_cast<std::int64_t>(result.order_ids.size());
    EXPECT_GE(placed, kCustomers);
    return placed;
  }

  std::int64_t stock() { return query_int(stores(), "SELECT available_qty FROM products WHERE id = 'hot'"); }
};

TEST_P(HotRowWritersTest, StockAndPriceSavesDuringABurstOfOrdersAllGoThrough) {
  auto& admin = stores().product_admin();
  std::vector<std::string> failures;
  auto result = burst(kCustomers, false, [&] {
    for (int i = 0; i < kSaves; ++i) {
      try {
        const auto current = admin.find("hot");
        if (i % 2 == 0) {
          StockAdjustment received{"received", 5, std::nullopt, "delivery"};
          auto r = admin.adjust_stock("", "hot", current->version, received,
                                      [](std::int64_t available) -> StockDecision { return available + 5; });
          if (r.outcome != StockAdjustResult::Outcome::changed) failures.push_back("stock save " + std::to_string(i));
        } else {
          ProductFields f;
          f.title = current->product.title;
          f.slug = current->product.slug;
          f.price = 100 + i;
          f.cat_id = "dairy";
          f.status = "published";
          auto r = admin.update("", "hot", current->version, f);
          if (r.outcome != ProductSaveOutcome::saved) failures.push_back("price save " + std::to_string(i));
        }
      } catch (const std::exception& e) {
        failures.push_back("save " + std::to_string(i) + ": " + e.what());
      }
    }
  });
  const auto placed = all_went_through(failures, result);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM orders"), placed);
  // Every unit ordered came off, every unit received went on, none twice or lost.
  EXPECT_EQ(stock(), kStock - placed + 5 * (kSaves / 2));
  EXPECT_EQ(query_int(stores(), "SELECT price FROM products WHERE id = 'hot'"), 100 + kSaves - 1);
  EXPECT_EQ(query_int(stores(), "SELECT version FROM products WHERE id = 'hot'"), 1 + kSaves);
}

TEST_P(HotRowWritersTest, VoucherSavesDuringABurstOfOrdersWithItAllGoThrough) {
  // Each customer buys a product of their own: the voucher's row is the one they queue on.
  exec_sql(stores(), "UPDATE cart_items SET product_id = 'own-' || substr(cart_id, 6)");
  auto& operations = stores().operations_admin();
  std::vector<std::string> failures;
  auto result = burst(
      kCustomers, true,
      [&] {
        for (int i = 0; i < kSaves; ++i) {
          try {
            const auto current = operations.voucher("v");
            VoucherWrite w;
            w.id = "v";
            w.version = current->version;
            w.code = "BURST";
            w.title = "Burst " + std::to_string(i);
            w.discount_type = "fix";
            w.discount_amount = 10;
            w.limit_usage = kStock;
            auto r = operations.save_voucher("", w);
            if (r.outcome != AdminSaveOutcome::saved) failures.push_back("voucher save " + std::to_string(i));
          } catch (const std::exception& e) {
            failures.push_back("voucher save " + std::to_string(i) + ": " + e.what());
          }
        }
      },
      "own");
  const auto placed = all_went_through(failures, result);
  EXPECT_EQ(query_int(stores(), "SELECT used FROM vouchers WHERE id = 'v'"), placed);
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM voucher_uses WHERE voucher_id = 'v'"), placed);
  EXPECT_EQ(query_int(stores(), "SELECT version FROM vouchers WHERE id = 'v'"), 1 + kSaves);
}

TEST_P(HotRowWritersTest, CancellationsGivingStockBackDuringABurstOfOrdersAllGoThrough) {
  // Earlier orders (with the voucher), one by one; the staff cancel them during the burst.
  std::vector<std::string> serials;
  for (int i = 0; i < kSaves; ++i) {
    PlacementRequest r;
    r.customer_id = "e" + std::to_string(i);
    r.slot_id = "s";
    r.voucher_code = "BURST";
    auto placed = stores().placement().place(r, [](const PlacementReads& reads) { return order_it(reads, true); });
    ASSERT_EQ(placed.outcome, PlacementResult::Outcome::placed) << placed.refusal.message;
    serials.push_back(std::to_string(
        query_int(stores(), "SELECT CAST(serial AS INTEGER) FROM orders WHERE id = '" + placed.order_id + "'")));
  }
  auto& fulfilment = stores().fulfilment();
  std::vector<std::string> failures;
  auto result = burst(kCustomers, true, [&] {
    for (const auto& serial : serials) {
      try {
        const auto current = fulfilment.order_by_serial(serial);
        auto r = fulfilment.change_order(serial, current->version, "", {}, [](const StaffOrderRecord& o) {
          OrderChange ch;
          ch.status = "cancelled";
          ch.cancel_reason = "customer asked";
          for (const auto& item : o.order.items) ch.stock_back.emplace_back(item.product_id, item.qty);
          ch.release_voucher = true;
          ch.audit.action = "order.status";
          return ChangeDecision{ch, ""};
        });
        if (r.outcome != ChangeResult::Outcome::changed) failures.push_back("cancel " + serial);
      } catch (const std::exception& e) {
        failures.push_back("cancel " + serial + ": " + e.what());
      }
    }
  });
  const auto placed = all_went_through(failures, result);
  // The cancelled units are back on sale and the voucher counts only the live orders.
  EXPECT_EQ(query_int(stores(), "SELECT count(*) FROM orders WHERE status = 'cancelled'"), kSaves);
  EXPECT_EQ(stock(), kStock - placed);
  EXPECT_EQ(query_int(stores(), "SELECT used FROM vouchers WHERE id = 'v'"), placed);
}

KARYANA_ON_BOTH_BACKENDS(HotRowWritersTest);

}  // namespace
}  // namespace karyana::store
