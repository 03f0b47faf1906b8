// One PostgreSQL connection: bound parameters (NULL, UTF-8, numbers), the prepared statement cache,
// typed getters, and SQLSTATEs mapped onto postgres::Error (issue 20).
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <optional>
#include <string>

#include "postgres_cluster.hpp"
#include "store/postgres/connection.hpp"

namespace {

using karyana::store::postgres::Connection;
using karyana::store::postgres::Error;

std::string fresh_database() { return karyana::test::PostgresCluster::shared().create_database("connection"); }

TEST(PostgresConnection, BindsTextNumbersNullAndUtf8AsTheyAre) {
  Connection c(fresh_database());
  const std::string text = "आटा 5 kg — کریانہ 🛒 'quoted' \"double\" \\ $1";
  const std::int64_t big = std::numeric_limits<std::int64_t>::max();
  const std::optional<std::string> none;
  auto rows = c.exec("SELECT $1::text, $2::bigint, $3::double precision, $4::text, $5::text, $6::integer", text, big,
                     0.1, nullptr, none, true);
  ASSERT_TRUE(rows.step());
  EXPECT_EQ(rows.get_text(0), text);
  EXPECT_EQ(rows.get_int(1), big);
  EXPECT_DOUBLE_EQ(rows.get_double(2), 0.1);
  EXPECT_TRUE(rows.is_null(3));
  EXPECT_EQ(rows.get_text(3), "");
  EXPECT_FALSE(rows.get_opt_text(4).has_value());
  EXPECT_FALSE(rows.get_opt_int(4).has_value());
  EXPECT_EQ(rows.get_int(5), 1);
  EXPECT_FALSE(rows.step());
}

TEST(PostgresConnection, ParametersAreNeverSplicedIntoTheSql) {
  Connection c(fresh_database());
  c.exec_script("CREATE TABLE t (v TEXT)");
  const std::string attack = "x'); DROP TABLE t; --";
  c.exec("INSERT INTO t(v) VALUES($1)", attack);
  auto rows = c.exec("SELECT v FROM t");
  ASSERT_TRUE(rows.step());
  EXPECT_EQ(rows.get_text(0), attack);
}

TEST(PostgresConnection, PreparesEachSqlTextOnceAndReusesIt) {
  Connection c(fresh_database());
  c.exec_script("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)");
  const auto before = c.prepared_count();
  for (int i = 0; i < 5; ++i) c.exec("INSERT INTO t(id, v) VALUES($1, $2)", i, "v" + std::to_string(i));
  EXPECT_EQ(c.prepared_count(), before + 1);
  EXPECT_EQ(c.exec("SELECT count(*) FROM t").single_int(), 5);
  EXPECT_EQ(c.prepared_count(), before + 2);
  // The server holds them: one per text.
  EXPECT_EQ(c.exec("SELECT count(*) FROM pg_prepared_statements").single_int(), static_cast<std::int64_t>(before + 3));
  auto changed = c.exec("UPDATE t SET v = $1 WHERE id >= $2", "w", 3);
  EXPECT_EQ(changed.affected_rows(), 2);
}

TEST(PostgresConnection, ReadsRowsInOrderWithTypedGetters) {
  Connection c(fresh_database());
  auto rows =
      c.exec("SELECT n, n * 1.5::double precision, 'r' || n, n % 2 = 0 FROM generate_series(1, 3) AS n ORDER BY n");
  EXPECT_EQ(rows.rows(), 3);
  EXPECT_EQ(rows.column_count(), 4);
  int seen = 0;
  while (rows.step()) {
    ++seen;
    EXPECT_EQ(rows.get_int(0), seen);
    EXPECT_DOUBLE_EQ(rows.get_double(1), seen * 1.5);
    EXPECT_EQ(rows.get_text(2), "r" + std::to_string(seen));
    EXPECT_EQ(rows.get_bool(3), seen % 2 == 0);
  }
  EXPECT_EQ(seen, 3);
}

TEST(PostgresConnection, MapsSqlStatesOntoTheError) {
  Connection c(fresh_database());
  c.exec_script(
      "CREATE TABLE t (id INTEGER PRIMARY KEY, n INTEGER NOT NULL CHECK (n > 0));"
      "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS"
      " $$ BEGIN RAISE EXCEPTION 'Slot is full'; END $$;"
      "CREATE TABLE guarded (id INTEGER);"
      "CREATE TRIGGER guard BEFORE INSERT ON guarded FOR EACH ROW EXECUTE FUNCTION refuse();");
  c.exec("INSERT INTO t(id, n) VALUES($1, $2)", 1, 1);
  try {
    c.exec("INSERT INTO t(id, n) VALUES($1, $2)", 1, 2);
    FAIL() << "a duplicate key was accepted";
  } catch (const Error& e) {
    EXPECT_EQ(e.sqlstate(), "23505");
    EXPECT_TRUE(e.is_unique_violation());
    EXPECT_TRUE(e.is_constraint());
    EXPECT_FALSE(e.is_retryable());
  }
  try {
    c.exec("INSERT INTO t(id, n) VALUES($1, $2)", 2, 0);
    FAIL() << "a failing CHECK was accepted";
  } catch (const Error& e) {
    EXPECT_TRUE(e.is_check_violation());
  }
  try {
    c.exec("INSERT INTO guarded(id) VALUES($1)", 1);
    FAIL() << "the trigger did not refuse";
  } catch (const Error& e) {
    EXPECT_TRUE(e.is_raise());
    EXPECT_EQ(e.primary_message(), "Slot is full");  // the text the stores map, exactly
  }
  try {
    c.exec("SELECT nonsense FROM nowhere");
    FAIL() << "a bad statement ran";
  } catch (const Error& e) {
    EXPECT_EQ(e.sqlstate(), "42P01");
  }
  // The connection is still usable after errors outside a transaction.
  EXPECT_EQ(c.exec("SELECT count(*) FROM t").single_int(), 1);
}

TEST(PostgresConnection, ACannotConnectErrorHidesThePassword) {
  const std::string url = "postgresql://postgres:s3cret-pw@localhost:1/nowhere?connect_timeout=2";
  try {
    Connection c(url);
    FAIL() << "connected to nothing";
  } catch (const Error& e) {
    EXPECT_TRUE(e.is_connection_lost());
    EXPECT_EQ(std::string(e.what()).find("s3cret-pw"), std::string::npos) << e.what();
  }
  EXPECT_EQ(karyana::store::postgres::redact_url("postgresql://u:pw@h/db"), "postgresql://u:***@h/db");
  EXPECT_EQ(karyana::store::postgres::redact_url("host=h password=pw user=u"), "host=h password=*** user=u");
  EXPECT_EQ(karyana::store::postgres::redact_url("postgresql://h/db?user=u&password=pw"),
            "postgresql://h/db?user=u&password=***");
}

}  // namespace
