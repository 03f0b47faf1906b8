// Settings on SQLite: the statements SettingsStoreOver runs (store/engine_settings_store.hpp).
#include "store/sqlite/sqlite_settings_store.hpp"

#include <memory>

#include "store/engine_settings_store.hpp"

namespace karyana::store::sqlite {

namespace {

struct SettingsSql {
  using Database = sqlite::Database;
  using Connection = sqlite::Connection;

  static std::map<std::string, std::string> all(Connection& c) {
    std::map<std::string, std::string> values;
    auto st = c.prepare("SELECT key, value FROM settings");
    while (st.step()) values.emplace(st.get_text(0), st.get_text(1));
    return values;
  }
  static std::optional<std::string> get(Connection& c, const std::string& key) {
    auto st = c.prepare("SELECT value FROM settings WHERE key = ?");
    st.bind(1, key);
    if (!st.step()) return std::nullopt;
    return st.get_text(0);
  }
  static void set(Connection& c, const std::string& key, const std::string& value) {
    c.prepare(
         "INSERT INTO settings(key, value) VALUES(?1, ?2) ON CONFLICT(key) DO UPDATE SET value = excluded.value,"
         " updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')")
        .bind_all(key, value)
        .run();
  }
};

}  // namespace

std::unique_ptr<SettingsStore> make_sqlite_settings_store(Database& db) {
  return std::make_unique<SettingsStoreOver<SettingsSql>>(db);
}

}  // namespace karyana::store::sqlite
