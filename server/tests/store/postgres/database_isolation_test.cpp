// A READ COMMITTED write (Isolation::read_committed, the order placement's) that waits for a row lock
// goes on with the row its holder committed, where a SERIALIZABLE one fails with 40001 — why a hot
// product's placements now queue instead of using up their reruns (issue 20, h64). Also: the level
// asked for reaches PostgreSQL, SERIALIZABLE stays the default, and a nested write keeps the outer's.
#include <gtest/gtest.h>

#include <chrono>
#include <exception>
#include <string>
#include <thread>

#include "postgres_cluster.hpp"
#include "store/postgres/database.hpp"

namespace {

using karyana::store::postgres::Connection;
using karyana::store::postgres::Database;
using karyana::store::postgres::Error;
using karyana::store::postgres::Isolation;

std::string fresh_database(const char* hint) {
  auto url = karyana::test::PostgresCluster::shared().create_database(hint);
  Connection c(url);
  c.exec_script("CREATE TABLE stock (id INTEGER PRIMARY KEY, qty INTEGER NOT NULL); INSERT INTO stock VALUES (1, 10);");
  return url;
}

std::string isolation_seen(Connection& c) {
  auto rows = c.exec("SHOW transaction_isolation");
  return rows.step() ? rows.get_text(0) : std::string();
}

std::int64_t qty(Connection& c) { return c.exec("SELECT qty FROM stock WHERE id = 1").single_int(); }

struct Waited {
  std::exception_ptr error;
  std::int64_t qty_read = -1;
};

// Another session takes one unit and holds the row; `db` runs a write in `isolation` that locks the
// row, reads it and takes one unit too. The holder commits once the write is seen waiting for it.
Waited take_one_behind_a_holder(Database& db, const std::string& url, Isolation isolation) {
  Connection holder(url);
  holder.exec_script("BEGIN; UPDATE stock SET qty = qty - 1 WHERE id = 1");
  Waited waited;
  std::thread waiter([&] {
    try {
      db.write_durable(
          [&](Connection& c) {
            c.exec("SELECT id FROM stock WHERE id = 1 FOR NO KEY UPDATE");
            waited.qty_read = qty(c);
            c.exec("UPDATE stock SET qty = qty - 1 WHERE id = 1");
          },
          isolation);
    } catch (...) {
      waited.error = std::current_exception();
    }
  });
  // Polled, not timed: the waiter is blocked on the holder's lock before the holder commits.
  Connection watcher(url);
  bool waiting = false;
  for (int i = 0; i < 6000 && !waiting; ++i) {
    waiting = watcher
                  .exec(
                      "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
                      " AND wait_event_type = 'Lock'")
                  .single_int() == 1;
    if (!waiting) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_TRUE(waiting) << "the write never waited for the holder's lock";
  holder.exec_script("COMMIT");
  waiter.join();
  return waited;
}

TEST(PostgresDatabaseIsolation, AReadCommittedWriteWaitingForARowGoesOnWithTheCommittedRow) {
  const auto url = fresh_database("read_committed_waiter");
  Database db(url, {.connections = 2, .max_attempts = 1});  // no rerun to hide behind
  auto waited = take_one_behind_a_holder(db, url, Isolation::read_committed);
  EXPECT_FALSE(waited.error);
  EXPECT_EQ(waited.qty_read, 9);
  EXPECT_EQ(db.retries(), 0u);
  EXPECT_EQ(db.read([](Connection& c) { return qty(c); }), 8);
}

TEST(PostgresDatabaseIsolation, ASerializableWriteWaitingForARowFailsWhenTheHolderCommits) {
  const auto url = fresh_database("serializable_waiter");
  Database db(url, {.connections = 2, .max_attempts = 1});
  auto waited = take_one_behind_a_holder(db, url, Isolation::serializable);
  ASSERT_TRUE(waited.error);
  try {
    std::rethrow_exception(waited.error);
  } catch (const Error& e) {
    EXPECT_TRUE(e.is_serialization_failure()) << e.what();
  }
  EXPECT_EQ(db.read([](Connection& c) { return qty(c); }), 9);
}

TEST(PostgresDatabaseIsolation, TheLevelAskedForReachesPostgresAndANestedWriteKeepsTheOuters) {
  Database db(fresh_database("levels"), {.connections = 2});
  EXPECT_EQ(db.write([](Connection& c) { return isolation_seen(c); }), "serializable");
  EXPECT_EQ(db.write_durable([](Connection& c) { return isolation_seen(c); }), "serializable");
  EXPECT_EQ(db.write([](Connection& c) { return isolation_seen(c); }, Isolation::read_committed), "read committed");
  EXPECT_EQ(db.write_durable([](Connection& c) { return isolation_seen(c); }, Isolation::read_committed),
            "read committed");
  auto nested = db.write([&](Connection&) {
    return db.write([](Connection& c) { return isolation_seen(c); }, Isolation::read_committed);
  });
  EXPECT_EQ(nested, "serializable");
  EXPECT_EQ(db.read([](Connection& c) { return isolation_seen(c); }), "repeatable read");
}

}  // namespace
