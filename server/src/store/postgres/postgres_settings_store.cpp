// Settings on PostgreSQL: the statements SettingsStoreOver runs (store/engine_settings_store.hpp).
#include <memory>

#include "store/engine_settings_store.hpp"
#include "store/postgres/postgres_stores.hpp"

namespace karyana::store::postgres {

namespace {

// The timestamps the SQLite store writes (strftime('%Y-%m-%dT%H:%M:%fZ','now')), so both stores'
// rows read alike.
constexpr const char* kNow = "to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')";

struct SettingsSql {
  using Database = postgres::Database;
  using Connection = postgres::Connection;

  static std::map<std::string, std::string> all(Connection& c) {
    std::map<std::string, std::string> values;
    auto rows = c.exec("SELECT key, value FROM settings");
    while (rows.step()) values.emplace(rows.get_text(0), rows.get_text(1));
    return values;
  }
  static std::optional<std::string> get(Connection& c, const std::string& key) {
    auto rows = c.exec("SELECT value FROM settings WHERE key = $1", key);
    if (!rows.step()) return std::nullopt;
    return rows.get_text(0);
  }
  static void set(Connection& c, const std::string& key, const std::string& value) {
    static const std::string sql =
        std::string(
            "INSERT INTO settings(key, value) VALUES($1, $2) ON CONFLICT(key) DO UPDATE SET value = "
            "excluded.value, updated_at = ") +
        kNow;
    c.exec(sql, key, value);
  }
};

}  // namespace

std::unique_ptr<SettingsStore> make_postgres_settings_store(Database& db) {
  return std::make_unique<SettingsStoreOver<SettingsSql>>(db);
}

}  // namespace karyana::store::postgres
