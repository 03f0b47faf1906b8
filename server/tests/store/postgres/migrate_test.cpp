// The PostgreSQL migration runner: applies what is missing once, records it, and two runners
// started together (two instances booting) apply each migration exactly once (issue 20).
#include <gtest/gtest.h>

#include <atomic>
#include <exception>
#include <thread>

#include "postgres_cluster.hpp"
#include "store/postgres/connection.hpp"
#include "store/postgres/migrate.hpp"

namespace {

using karyana::store::postgres::Connection;
using karyana::store::postgres::Migration;

const char* first_sql() { return "CREATE TABLE first (id INTEGER PRIMARY KEY); INSERT INTO first VALUES (1);"; }
// Slow enough that a second runner arrives while the first holds the lock (not a timing assertion:
// the test passes however the two interleave, as long as each migration runs once).
const char* second_sql() { return "SELECT pg_sleep(0.2); CREATE TABLE second (id INTEGER PRIMARY KEY);"; }
const char* broken_sql() { return "CREATE TABLE third (id INTEGER PRIMARY KEY); SELECT no_such_function();"; }

const std::vector<Migration> kTwo = {{1, "0001_first", first_sql}, {2, "0002_second", second_sql}};

TEST(PostgresMigrations, AppliesTheMissingOnesOnceAndRecordsThem) {
  auto url = karyana::test::PostgresCluster::shared().create_database("migrate");
  EXPECT_EQ(karyana::store::postgres::current_version(url), 0);
  EXPECT_EQ(karyana::store::postgres::migrate(url, {kTwo[0]}), 1);
  EXPECT_EQ(karyana::store::postgres::migrate(url, kTwo), 1);
  EXPECT_EQ(karyana::store::postgres::migrate(url, kTwo), 0);
  EXPECT_EQ(karyana::store::postgres::current_version(url), 2);
  Connection c(url);
  EXPECT_EQ(c.exec("SELECT count(*) FROM first").single_int(), 1);
  auto rows = c.exec("SELECT name, applied_at FROM schema_migrations ORDER BY version");
  ASSERT_TRUE(rows.step());
  EXPECT_EQ(rows.get_text(0), "0001_first");
  EXPECT_EQ(rows.get_text(1).size(), std::string("2026-11-27T10:00:00.000Z").size());
}

TEST(PostgresMigrations, TwoRunnersStartingTogetherApplyEachOnce) {
  auto url = karyana::test::PostgresCluster::shared().create_database("migrate_race");
  std::atomic<int> ran{0};
  std::atomic<int> failed{0};
  auto runner = [&] {
    try {
      ran += karyana::store::postgres::migrate(url, kTwo);
    } catch (const std::exception&) {
      ++failed;
    }
  };
  std::thread a(runner);
  std::thread b(runner);
  a.join();
  b.join();
  EXPECT_EQ(failed.load(), 0);
  EXPECT_EQ(ran.load(), 2);
  Connection c(url);
  EXPECT_EQ(c.exec("SELECT count(*) FROM first").single_int(), 1);
  EXPECT_EQ(c.exec("SELECT count(*) FROM schema_migrations").single_int(), 2);
}

TEST(PostgresMigrations, AFailingMigrationLeavesNothingOfItself) {
  auto url = karyana::test::PostgresCluster::shared().create_database("migrate_broken");
  const std::vector<Migration> list = {kTwo[0], {3, "0003_broken", broken_sql}};
  EXPECT_THROW(karyana::store::postgres::migrate(url, list), karyana::store::postgres::Error);
  EXPECT_EQ(karyana::store::postgres::current_version(url), 1);
  Connection c(url);
  EXPECT_EQ(c.exec("SELECT to_regclass('third') IS NULL").single_int(), 1);
}

TEST(PostgresMigrations, TheStoresOwnMigrationsApplyToAnEmptyDatabase) {
  auto url = karyana::test::PostgresCluster::shared().create_database("migrate_store");
  const auto& all = karyana::store::postgres::postgres_migrations();
  ASSERT_FALSE(all.empty());
  EXPECT_EQ(karyana::store::postgres::migrate(url), static_cast<int>(all.size()));
  EXPECT_EQ(karyana::store::postgres::current_version(url), all.back().version);
  EXPECT_EQ(karyana::store::postgres::migrate(url), 0);
}

}  // namespace
