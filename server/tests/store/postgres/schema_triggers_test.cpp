// The PostgreSQL schema's behaviour (store/postgres/migrations/0001_schema.cpp): SQLite's triggers
// refuse with SQLite's messages, also when two connections race (where SQLite had one writer),
// foreign keys cascade as on SQLite, and the catalogue tables' change notices arrive at COMMIT only.
#include <gtest/gtest.h>
#include <libpq-fe.h>
#include <poll.h>

#include <functional>
#include <optional>
#include <set>
#include <string>
#include <thread>

#include "postgres_cluster.hpp"
#include "store/postgres/connection.hpp"
#include "store/postgres/error.hpp"
#include "store/postgres/migrate.hpp"

namespace {

namespace pg = karyana::store::postgres;

std::string fresh_database() {
  std::string url = karyana::test::PostgresCluster::shared().create_database("triggers");
  pg::migrate(url);
  return url;
}

// The SQLSTATE and message a statement failed with; nullopt when it succeeded.
std::optional<pg::Error> failure(const std::function<void()>& statement) {
  try {
    statement();
  } catch (const pg::Error& e) {
    return e;
  }
  return std::nullopt;
}

void expect_refused(pg::Connection& c, const std::string& sql, const std::string& message) {
  auto e = failure([&] { c.exec_script(sql); });
  ASSERT_TRUE(e) << sql;
  EXPECT_TRUE(e->is_raise()) << e->what();
  EXPECT_EQ(e->primary_message(), message);
}

std::int64_t count(pg::Connection& c, const std::string& sql) { return c.exec(sql).single_int(); }

void add_users(pg::Connection& c) {
  c.exec_script(
      "INSERT INTO users(id, email, password_hash, phone, phone_confirmed) VALUES"
      " ('u1', 'one@example.com', 'h', '03001234567', 1), ('u2', 'two@example.com', 'h', NULL, 0)");
}

std::string order_sql(const std::string& id, const std::string& slot_start_utc, const std::string& status = "new") {
  return "INSERT INTO orders(id, serial, customer_id, shipping_address, customer, delivery_slot_id, slot_start_utc,"
         " status) VALUES ('" +
         id + "', '" + id + "', 'u1', '{}', '{}', 's1', '" + slot_start_utc + "', '" + status + "')";
}

// Waits until `waiter`'s backend waits for a lock another transaction holds (no clock involved:
// the bound only stops a broken test from hanging).
void wait_until_blocked(pg::Connection& observer, int waiter_pid) {
  for (int i = 0; i < 100000; ++i) {
    if (observer.exec("SELECT count(*) FROM pg_locks WHERE pid = $1::integer AND NOT granted", waiter_pid)
            .single_int() > 0)
      return;
    std::this_thread::yield();
  }
  FAIL() << "the second transaction never waited for the first";
}

// Runs `second` on another connection while `first` holds its transaction open, then commits
// `first`: what `second` failed with (nullopt when it succeeded).
std::optional<pg::Error> race(const std::string& url, const std::string& isolation, const std::string& first,
                              const std::string& second) {
  pg::Connection a(url), b(url), observer(url);
  a.exec_script("BEGIN ISOLATION LEVEL " + isolation);
  b.exec_script("BEGIN ISOLATION LEVEL " + isolation);
  b.exec_script("SELECT 1 FROM users LIMIT 1");  // b's snapshot predates a's commit
  a.exec_script(first);
  std::optional<pg::Error> result;
  std::thread t([&] {
    result = failure([&] {
      b.exec_script(second);
      b.exec_script("COMMIT");
    });
    if (result && b.in_transaction()) b.exec_script("ROLLBACK");
  });
  wait_until_blocked(observer, b.backend_pid());
  a.exec_script("COMMIT");
  t.join();
  return result;
}

// The change notices `listener` holds once `last` arrived (PQsocket readiness, not a clock).
std::multiset<std::string> notices_until(pg::Connection& listener, const std::string& last) {
  std::multiset<std::string> tables;
  for (int i = 0; i < 200 && !tables.contains(last); ++i) {
    for (const auto& n : listener.take_notices()) {
      EXPECT_EQ(n.channel, "karyana_changes");
      tables.insert(n.payload);
    }
    if (tables.contains(last)) break;
    pollfd fd{PQsocket(listener.handle()), POLLIN, 0};
    ::poll(&fd, 1, 100);
  }
  EXPECT_TRUE(tables.contains(last)) << "no notice for " << last;
  return tables;
}

}  // namespace

TEST(PostgresSchemaTriggers, VoucherUsePastItsLimitIsRefusedWithSqlitesMessage) {
  pg::Connection c(fresh_database());
  c.exec_script(
      "INSERT INTO vouchers(id, title, code, discount_type, limit_usage) VALUES ('v1', 'V', 'SAVE', 'fix', 2)");
  c.exec_script("UPDATE vouchers SET used = used + 2 WHERE id = 'v1'");
  expect_refused(c, "UPDATE vouchers SET used = used + 1 WHERE id = 'v1'", "voucher used past its limit");
  expect_refused(c, "UPDATE vouchers SET used = -1 WHERE id = 'v1'", "voucher used past its limit");
  EXPECT_EQ(count(c, "SELECT used FROM vouchers WHERE id = 'v1'"), 2);
  // No limit: any count.
  c.exec_script("UPDATE vouchers SET limit_usage = 0, used = 50 WHERE id = 'v1'");
  // Codes compare without case, as SQLite's NOCASE.
  EXPECT_EQ(count(c, "SELECT count(*) FROM vouchers WHERE code = 'save'"), 1);
}

TEST(PostgresSchemaTriggers, OncePerCustomerVoucherIsUsedOncePerCustomer) {
  pg::Connection c(fresh_database());
  add_users(c);
  c.exec_script(
      "INSERT INTO vouchers(id, title, code, discount_type, limit_one_per_customer) VALUES"
      " ('once', 'Once', 'ONCE', 'fix', 1), ('many', 'Many', 'MANY', 'fix', 0)");
  c.exec_script("INSERT INTO voucher_uses(id, voucher_id, customer_id) VALUES ('a', 'once', 'u1')");
  expect_refused(c, "INSERT INTO voucher_uses(id, voucher_id, customer_id) VALUES ('b', 'once', 'u1')",
                 "voucher already used by this customer");
  c.exec_script("INSERT INTO voucher_uses(id, voucher_id, customer_id) VALUES ('c', 'once', 'u2')");
  c.exec_script(
      "INSERT INTO voucher_uses(id, voucher_id, customer_id) VALUES ('d', 'many', 'u1'), ('e', 'many', 'u1')");
  EXPECT_EQ(count(c, "SELECT count(*) FROM voucher_uses"), 4);
}

TEST(PostgresSchemaTriggers, OncePerCustomerHoldsWhenTwoTransactionsRace) {
  const std::string url = fresh_database();
  pg::Connection c(url);
  add_users(c);
  c.exec_script(
      "INSERT INTO vouchers(id, title, code, discount_type, limit_one_per_customer) VALUES ('once', 'O', 'O', 'fix', "
      "1)");
  auto e =
      race(url, "READ COMMITTED", "INSERT INTO voucher_uses(id, voucher_id, customer_id) VALUES ('a', 'once', 'u1')",
           "INSERT INTO voucher_uses(id, voucher_id, customer_id) VALUES ('b', 'once', 'u1')");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->primary_message(), "voucher already used by this customer");
  EXPECT_EQ(count(c, "SELECT count(*) FROM voucher_uses"), 1);
}

TEST(PostgresSchemaTriggers, FullDeliverySlotIsRefusedWithSqlitesMessage) {
  pg::Connection c(fresh_database());
  add_users(c);
  c.exec_script(
      "INSERT INTO delivery_slots(id, day, day_index, start_time, end_time, time_range_utc, max_order_limit)"
      " VALUES ('s1', 'Mon', 0, '09:00', '12:00', '[\"04:00\",\"07:00\"]', 2)");
  const std::string monday = "2026-11-30T04:00:00.000Z";
  c.exec_script(order_sql("o1", monday));
  c.exec_script(order_sql("o2", monday, "canceled"));  // a canceled order takes no place
  c.exec_script(order_sql("o3", monday));
  expect_refused(c, order_sql("o4", monday), "delivery slot full");
  c.exec_script(order_sql("o5", monday, "declined"));              // nor is one refused
  c.exec_script(order_sql("o6", "2026-12-07T04:00:00.000Z"));      // the next Monday has room
  c.exec_script("UPDATE delivery_slots SET max_order_limit = 0");  // 0: no limit
  c.exec_script(order_sql("o7", monday));
  EXPECT_EQ(count(c, "SELECT count(*) FROM orders"), 6);
}

TEST(PostgresSchemaTriggers, FullDeliverySlotHoldsWhenTwoTransactionsRace) {
  const std::string url = fresh_database();
  pg::Connection c(url);
  add_users(c);
  c.exec_script(
      "INSERT INTO delivery_slots(id, day, day_index, start_time, end_time, time_range_utc, max_order_limit)"
      " VALUES ('s1', 'Mon', 0, '09:00', '12:00', '[\"04:00\",\"07:00\"]', 1)");
  // READ COMMITTED: the second waits for the first's lock on the occurrence, then counts its order.
  auto e = race(url, "READ COMMITTED", order_sql("a", "2026-11-30T04:00:00.000Z"),
                order_sql("b", "2026-11-30T04:00:00.000Z"));
  ASSERT_TRUE(e);
  EXPECT_EQ(e->primary_message(), "delivery slot full");
  // SERIALIZABLE (the store's writes): refused, or a serialization failure the write retries.
  e = race(url, "SERIALIZABLE", order_sql("c", "2026-12-07T04:00:00.000Z"), order_sql("d", "2026-12-07T04:00:00.000Z"));
  ASSERT_TRUE(e);
  EXPECT_TRUE(e->primary_message() == "delivery slot full" || e->is_serialization_failure()) << e->what();
  EXPECT_EQ(count(c, "SELECT count(*) FROM orders"), 2);
}

TEST(PostgresSchemaTriggers, ProductBackInStockQueuesEachPendingAlertOnce) {
  pg::Connection c(fresh_database());
  add_users(c);
  c.exec_script(
      "INSERT INTO products(id, title, slug, price, status, available_qty) VALUES ('p1', 'Milk', 'milk', 100,"
      " 'published', 0)");
  c.exec_script("INSERT INTO product_alerts(id, prod_id, customer_id) VALUES ('a1', 'p1', 'u1'), ('a2', 'p1', 'u2')");
  c.exec_script("UPDATE products SET available_qty = 3 WHERE id = 'p1'");
  c.exec_script("UPDATE products SET available_qty = 5 WHERE id = 'p1'");  // still in stock: nothing new
  auto rows = c.exec("SELECT id, channel, recipient, subject, body, kind FROM message_outbox ORDER BY channel");
  ASSERT_EQ(rows.rows(), 2);
  ASSERT_TRUE(rows.step());
  EXPECT_EQ(rows.get_text(1), "email");
  EXPECT_EQ(rows.get_text(2), "two@example.com");
  EXPECT_EQ(rows.get_text(3), "Milk is back in stock");
  ASSERT_TRUE(rows.step());
  EXPECT_EQ(rows.get_text(1), "sms");
  EXPECT_EQ(rows.get_text(2), "03001234567");
  EXPECT_EQ(rows.get_text(3), "");
  EXPECT_EQ(rows.get_text(4),
            "Good news! Milk is back in stock at Karyana. Order now before it sells out again: /product/milk");
  EXPECT_EQ(rows.get_text(5), "product_alert");
  EXPECT_EQ(count(c, "SELECT count(*) FROM message_outbox WHERE id ~ '^[0-9a-f]{24}$'"), 2);
  EXPECT_EQ(count(c, "SELECT count(*) FROM product_alerts WHERE sent_at IS NULL"), 0);
}

TEST(PostgresSchemaTriggers, SearchVersionMovesWithWhatSearchReads) {
  pg::Connection c(fresh_database());
  auto version = [&] { return count(c, "SELECT version FROM search_state WHERE id = 1"); };
  const auto start = version();
  c.exec_script("INSERT INTO products(id, title, slug, price) VALUES ('p1', 'Milk', 'milk', 100)");
  EXPECT_EQ(version(), start + 1);
  c.exec_script("UPDATE products SET details = '<p>fresh</p>', available_qty = 4");  // not searched
  EXPECT_EQ(version(), start + 1);
  c.exec_script("UPDATE products SET price = 120");
  EXPECT_EQ(version(), start + 2);
  c.exec_script("INSERT INTO search_synonyms(word, synonym) VALUES ('paneer', 'cheese')");
  c.exec_script("INSERT INTO product_categories(id, title, slug) VALUES ('c1', 'Dairy', 'dairy')");
  c.exec_script("UPDATE product_categories SET sort_order = 3");  // not searched
  c.exec_script("DELETE FROM products");
  EXPECT_EQ(version(), start + 5);
  // products.seq is numbered by the database (SQLite's INTEGER PRIMARY KEY).
  c.exec_script("INSERT INTO products(id, title, slug, price) VALUES ('p2', 'Tea', 'tea', 100)");
  EXPECT_GT(count(c, "SELECT seq FROM products WHERE id = 'p2'"), 0);
}

TEST(PostgresSchemaTriggers, ForeignKeysActAsOnSqlite) {
  pg::Connection c(fresh_database());
  add_users(c);
  c.exec_script(
      "INSERT INTO geo_zones(id, title, polygon, city) VALUES ('z1', 'Zone', '{}', 'sahiwal');"
      "INSERT INTO addresses(id, user_id, full_address, label, lat, lng, delivery_zone_id)"
      " VALUES ('ad1', 'u2', 'Street 1', 'home', 30.6, 73.1, 'z1');"
      "INSERT INTO sessions(id, user_id, family_id, token_hash, expires_at) VALUES ('s1', 'u2', 'f', 't', 'x');"
      "INSERT INTO product_categories(id, title, slug) VALUES ('top', 'Top', 'top');"
      "INSERT INTO product_categories(id, title, slug, parent_cat_id) VALUES ('sub', 'Sub', 'sub', 'top');"
      "INSERT INTO products(id, title, slug, price, cat_id) VALUES ('p1', 'Milk', 'milk', 100, 'sub');"
      "INSERT INTO carts(id, customer_id) VALUES ('k1', 'u2');"
      "INSERT INTO cart_items(cart_id, product_id, qty) VALUES ('k1', 'p1', 2);"
      "INSERT INTO uploads(id, owner_id, path, mime_type) VALUES ('up1', 'u2', '/media/x.jpg', 'image/jpeg');"
      "INSERT INTO delivery_slots(id, day, day_index, start_time, end_time, time_range_utc)"
      " VALUES ('s1', 'Mon', 0, '09:00', '12:00', '[]');");
  c.exec_script(order_sql("o1", "2026-11-30T04:00:00.000Z"));

  // SET NULL
  c.exec_script("DELETE FROM geo_zones WHERE id = 'z1'");
  EXPECT_EQ(count(c, "SELECT count(*) FROM addresses WHERE delivery_zone_id IS NULL"), 1);
  c.exec_script("DELETE FROM product_categories WHERE id = 'sub'");
  EXPECT_EQ(count(c, "SELECT count(*) FROM products WHERE cat_id IS NULL"), 1);
  c.exec_script("DELETE FROM delivery_slots WHERE id = 's1'");
  EXPECT_EQ(count(c, "SELECT count(*) FROM orders WHERE delivery_slot_id IS NULL"), 1);
  // CASCADE
  c.exec_script("DELETE FROM products WHERE id = 'p1'");
  EXPECT_EQ(count(c, "SELECT count(*) FROM cart_items"), 0);
  c.exec_script("DELETE FROM users WHERE id = 'u2'");
  EXPECT_EQ(count(c, "SELECT count(*) FROM addresses"), 0);
  EXPECT_EQ(count(c, "SELECT count(*) FROM sessions"), 0);
  EXPECT_EQ(count(c, "SELECT count(*) FROM carts"), 0);
  EXPECT_EQ(count(c, "SELECT count(*) FROM uploads WHERE owner_id IS NULL"), 1);
  // NO ACTION: a customer with orders stays.
  auto e = failure([&] { c.exec_script("DELETE FROM users WHERE id = 'u1'"); });
  ASSERT_TRUE(e);
  EXPECT_TRUE(e->is_foreign_key_violation()) << e->what();
  // Checks refuse as SQLite's do (by SQLSTATE here, by name: products_available_qty_check).
  e = failure([&] {
    c.exec_script("INSERT INTO products(id, title, slug, price, available_qty) VALUES ('p2', 'T', 't', 1, -1)");
  });
  ASSERT_TRUE(e);
  EXPECT_TRUE(e->is_check_violation()) << e->what();
}

TEST(PostgresSchemaTriggers, ChangeNoticesArriveAtCommitOnly) {
  const std::string url = fresh_database();
  pg::Connection listener(url), writer(url), other(url);
  listener.exec_script("LISTEN karyana_changes");

  // A rolled-back write sends nothing; an open transaction's write nothing yet.
  writer.exec_script("BEGIN; UPDATE settings SET value = '0'; ROLLBACK");
  writer.exec_script("BEGIN; INSERT INTO pages(id, title, slug) VALUES ('pg1', 'About', 'about')");
  other.exec_script("INSERT INTO locations(id, title, code, lat, lng) VALUES ('l1', 'Farid Town', 'ft', 30.6, 73.1)");
  EXPECT_EQ(notices_until(listener, "locations"), std::multiset<std::string>{"locations"});

  writer.exec_script("COMMIT");
  EXPECT_EQ(notices_until(listener, "pages"), std::multiset<std::string>{"pages"});

  // One notice per table and transaction, the trigger-made search_state change included; tables
  // outside the catalogue send none.
  writer.exec_script(
      "BEGIN;"
      " INSERT INTO products(id, title, slug, price) VALUES ('p1', 'Milk', 'milk', 100);"
      " UPDATE products SET price = 110;"
      " INSERT INTO users(id, email, password_hash) VALUES ('u1', 'one@example.com', 'h');"
      "COMMIT");
  other.exec_script("TRUNCATE search_synonyms");
  EXPECT_EQ(notices_until(listener, "search_synonyms"),
            (std::multiset<std::string>{"products", "search_state", "search_synonyms"}));
}
