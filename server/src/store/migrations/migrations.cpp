#include "store/migrations/migrations.hpp"

#include "store/sqlite/database.hpp"

namespace karyana::store::migrations {

const std::vector<Migration>& all() {
  static const std::vector<Migration> list = {
      {1, "0001_accounts", sql_0001_accounts()},
      {2, "0002_catalogue", sql_0002_catalogue()},
      {3, "0003_content", sql_0003_content()},
      {4, "0004_cart_checkout_orders", sql_0004_cart_checkout_orders()},
      {5, "0005_platform", sql_0005_platform()},
      {6, "0006_product_search", sql_0006_product_search()},
      {7, "0007_product_alerts", sql_0007_product_alerts()},
      {8, "0008_search_fields", sql_0008_search_fields()},
      {9, "0009_checkout_guards", sql_0009_checkout_guards()},
      {10, "0010_staff", sql_0010_staff()},
      {11, "0011_confirm_first_orders", sql_0011_confirm_first_orders()},
      {12, "0012_product_admin", sql_0012_product_admin()},
      {13, "0013_operations_versions", sql_0013_operations_versions()},
      {14, "0014_content_versions", sql_0014_content_versions()},
      {15, "0015_home_versions", sql_0015_home_versions()},
      {16, "0016_zone_versions", sql_0016_zone_versions()},
      {17, "0017_server_secrets", sql_0017_server_secrets()},
      {18, "0018_placement_inputs", sql_0018_placement_inputs()},
  };
  return list;
}

namespace {

void ensure_table(sqlite::Database& db) {
  db.write([](sqlite::Connection& c) {
    c.exec(
        "CREATE TABLE IF NOT EXISTS schema_migrations ("
        " version INTEGER PRIMARY KEY,"
        " name TEXT NOT NULL,"
        " applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')))");
  });
}

bool applied(sqlite::Connection& c, int version) {
  auto st = c.prepare("SELECT 1 FROM schema_migrations WHERE version = ?");
  st.bind(1, version);
  return st.step();
}

}  // namespace

int migrate(sqlite::Database& db) {
  ensure_table(db);
  int ran = 0;
  for (const Migration& m : all()) {
    db.write([&](sqlite::Connection& c) {
      if (applied(c, m.version)) return;
      c.exec(m.sql);
      c.prepare("INSERT INTO schema_migrations(version, name) VALUES(?, ?)").bind_all(m.version, m.name).run();
      ++ran;
    });
  }
  return ran;
}

int current_version(sqlite::Database& db) {
  return db.read([](sqlite::Connection& c) {
    auto exists = c.prepare("SELECT 1 FROM sqlite_master WHERE type='table' AND name='schema_migrations'");
    if (!exists.step()) return 0;
    auto st = c.prepare("SELECT COALESCE(MAX(version), 0) FROM schema_migrations");
    st.step();
    return static_cast<int>(st.get_int(0));
  });
}

}  // namespace karyana::store::migrations
