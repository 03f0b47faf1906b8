// The PostgreSQL schema (store/postgres/migrations/) against the SQLite one (store/migrations/):
// the same tables, the same columns in the same order, the same NOT NULLs and defaults, the same
// indexes and triggers — so a migration added to one store and not the other fails here.
// Deliberate differences are listed below (docs/postgres-porting.md explains each).
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "../temp_dir.hpp"
#include "postgres_cluster.hpp"
#include "store/migrations/migrations.hpp"
#include "store/postgres/connection.hpp"
#include "store/postgres/migrate.hpp"
#include "store/sqlite/database.hpp"

namespace {

namespace pg = karyana::store::postgres;
namespace sqlite = karyana::store::sqlite;

struct Column {
  std::string name;
  bool not_null = false;
  bool has_default = false;
  bool operator==(const Column&) const = default;
};
using Tables = std::map<std::string, std::vector<Column>>;

std::ostream& operator<<(std::ostream& out, const Column& c) {
  return out << c.name << (c.not_null ? " NOT NULL" : "") << (c.has_default ? " DEFAULT" : "");
}

// SQLite's FTS5 tables (full-text search) have no PostgreSQL counterpart; the search port picks its own.
bool is_fts(const std::string& name) { return name.starts_with("products_fts"); }

// Tables whose rows the stores order by SQLite's implicit rowid: PostgreSQL has a `rowid` identity
// column, last.
const std::set<std::string> kRowidTables = {"addresses",          "cart_items", "message_outbox", "order_items",
                                            "order_status_notes", "orders",     "staff",          "verification_codes"};

// SQLite's INTEGER PRIMARY KEYs the database numbers (rowid aliases): identity columns on PostgreSQL.
const std::set<std::string> kIdentityColumns = {"products.seq", "audit_log.id"};

// The SQLite schema after every SQLite migration.
struct SqliteSchema {
  Tables tables;
  std::set<std::string> indexes, triggers;
};

SqliteSchema sqlite_schema() {
  karyana::test::TempDir dir("pg-schema");
  sqlite::Database db(dir.file("store.sqlite3"));
  karyana::store::migrations::migrate(db);
  return db.read([](sqlite::Connection& c) {
    SqliteSchema s;
    auto tables = c.prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        " AND name <> 'schema_migrations'");
    std::vector<std::string> names;
    while (tables.step())
      if (!is_fts(tables.get_text(0))) names.push_back(tables.get_text(0));
    for (const auto& table : names) {
      // A primary key column is NOT NULL on PostgreSQL (SQLite lets a TEXT key be NULL, a quirk
      // of its own that no store relies on).
      auto st = c.prepare(
          "SELECT name, \"notnull\" OR pk > 0, dflt_value IS NOT NULL"
          " FROM pragma_table_info(?1) ORDER BY cid");
      st.bind(1, table);
      while (st.step()) s.tables[table].push_back({st.get_text(0), st.get_int(1) != 0, st.get_int(2) != 0});
    }
    auto indexes = c.prepare("SELECT name, tbl_name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL");
    while (indexes.step())
      if (!is_fts(indexes.get_text(1))) s.indexes.insert(indexes.get_text(0));
    auto triggers = c.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'");
    while (triggers.step())
      if (!is_fts(triggers.get_text(0))) s.triggers.insert(triggers.get_text(0));
    return s;
  });
}

class PostgresSchema : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    url_ = new std::string(karyana::test::PostgresCluster::shared().create_database("schema"));
    pg::migrate(*url_);
  }
  static void TearDownTestSuite() { delete url_; }
  static const std::string& url() { return *url_; }

 private:
  static std::string* url_;
};
std::string* PostgresSchema::url_ = nullptr;

}  // namespace

TEST_F(PostgresSchema, HasSqlitesTablesAndColumnsInTheSameOrder) {
  const Tables sqlite_tables = sqlite_schema().tables;
  pg::Connection c(url());
  Tables pg_tables;
  auto rows = c.exec(
      "SELECT table_name, column_name, is_nullable = 'NO', column_default IS NOT NULL OR is_identity = 'YES'"
      " FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> 'schema_migrations'"
      " ORDER BY table_name, ordinal_position");
  while (rows.step()) pg_tables[rows.get_text(0)].push_back({rows.get_text(1), rows.get_bool(2), rows.get_bool(3)});

  std::set<std::string> sqlite_names, pg_names;
  for (const auto& [table, columns] : sqlite_tables) sqlite_names.insert(table);
  for (const auto& [table, columns] : pg_tables) pg_names.insert(table);
  ASSERT_EQ(pg_names, sqlite_names);
  ASSERT_GE(pg_names.size(), 40u);

  for (const auto& [table, sqlite_columns] : sqlite_tables) {
    std::vector<Column> expected = sqlite_columns;
    for (Column& column : expected)
      if (kIdentityColumns.contains(table + "." + column.name)) column.has_default = true;
    if (kRowidTables.contains(table)) expected.push_back({"rowid", true, true});
    EXPECT_EQ(pg_tables[table], expected) << "table " << table;
  }
}

TEST_F(PostgresSchema, HasSqlitesIndexesAndTriggers) {
  const SqliteSchema sqlite = sqlite_schema();
  pg::Connection c(url());

  // Named indexes (PostgreSQL names the ones behind PRIMARY KEY and UNIQUE …_pkey / …_key, as SQLite
  // leaves its own unnamed).
  std::set<std::string> pg_indexes;
  auto indexes = c.exec(
      "SELECT indexname FROM pg_indexes WHERE schemaname = 'public'"
      " AND indexname NOT LIKE '%\\_pkey' AND indexname NOT LIKE '%\\_key'");
  while (indexes.step()) pg_indexes.insert(indexes.get_text(0));
  EXPECT_EQ(pg_indexes, sqlite.indexes);

  // Every SQLite trigger has its namesake; PostgreSQL adds only the change notices (…_changed,
  // …_truncated).
  std::set<std::string> pg_triggers, extra;
  auto triggers = c.exec("SELECT tgname FROM pg_trigger WHERE NOT tgisinternal");
  while (triggers.step()) pg_triggers.insert(triggers.get_text(0));
  for (const auto& name : sqlite.triggers) EXPECT_TRUE(pg_triggers.contains(name)) << name;
  for (const auto& name : pg_triggers)
    if (!sqlite.triggers.contains(name) && !name.ends_with("_changed") && !name.ends_with("_truncated"))
      extra.insert(name);
  EXPECT_TRUE(extra.empty()) << "triggers SQLite does not have: " << ::testing::PrintToString(extra);
}

TEST_F(PostgresSchema, SeedsTheRowsSqlitesMigrationsSeed) {
  karyana::test::TempDir dir("pg-schema-rows");
  sqlite::Database db(dir.file("store.sqlite3"));
  karyana::store::migrations::migrate(db);
  pg::Connection c(url());
  for (const char* sql : {"SELECT count(*) FROM search_synonyms", "SELECT count(*) FROM search_state",
                          "SELECT count(*) FROM settings WHERE key = 'confirm_first_orders' AND value = '1'"}) {
    const std::int64_t on_sqlite = db.read([&](sqlite::Connection& s) {
      auto st = s.prepare(sql);
      st.step();
      return st.get_int(0);
    });
    EXPECT_EQ(c.exec(sql).single_int(), on_sqlite) << sql;
    EXPECT_GT(on_sqlite, 0) << sql;
  }
}

TEST_F(PostgresSchema, TimesDefaultToSqlitesFormat) {
  pg::Connection c(url());
  // As strftime('%Y-%m-%dT%H:%M:%fZ', 'now'): UTC, milliseconds, whatever the session's zone.
  c.exec_script("SET TIME ZONE 'Asia/Karachi'");
  auto rows = c.exec("SELECT karyana_now(), karyana_now() ~ '^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z$'");
  ASSERT_TRUE(rows.step());
  EXPECT_TRUE(rows.get_bool(1)) << rows.get_text(0);
  // The text names the statement's instant (the 'Z' read as UTC), cut to the millisecond.
  auto utc = c.exec("SELECT karyana_now()::timestamptz = date_trunc('milliseconds', statement_timestamp())");
  ASSERT_TRUE(utc.step());
  EXPECT_TRUE(utc.get_bool(0));
}
