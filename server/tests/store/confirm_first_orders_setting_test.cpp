// Migration 0011: a new store confirms first orders ('1'), and a shop that already chose a value
// keeps it (the insert is only where the setting is absent).
#include <gtest/gtest.h>

#include <string>

#include "store/migrations/migrations.hpp"
#include "store/sqlite/database.hpp"
#include "temp_dir.hpp"

using karyana::store::sqlite::Connection;
using karyana::store::sqlite::Database;
namespace migrations = karyana::store::migrations;

namespace {

std::string setting(Database& db) {
  return db.read([](Connection& c) {
    auto st = c.prepare("SELECT value FROM settings WHERE key = 'confirm_first_orders'");
    return st.step() ? st.get_text(0) : std::string("(absent)");
  });
}

TEST(ConfirmFirstOrdersSetting, IsOnForANewStore) {
  karyana::test::TempDir dir("confirm-first-new");
  Database db(dir.file("store.sqlite3"));
  migrations::migrate(db);
  EXPECT_EQ(setting(db), "1");
}

TEST(ConfirmFirstOrdersSetting, AShopsOwnValueIsKept) {
  karyana::test::TempDir dir("confirm-first-kept");
  Database db(dir.file("store.sqlite3"));
  migrations::migrate(db);
  // The shop turned it off, and the migration runs again (as on a store that set it before 0011).
  db.write([](Connection& c) {
    c.exec("UPDATE settings SET value = '0' WHERE key = 'confirm_first_orders'");
    c.exec("DELETE FROM schema_migrations WHERE name = '0011_confirm_first_orders'");
  });
  EXPECT_EQ(migrations::migrate(db), 1);
  EXPECT_EQ(setting(db), "0");
}

}  // namespace
