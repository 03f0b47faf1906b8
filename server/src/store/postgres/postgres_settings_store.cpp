#include "store/postgres/postgres_stores.hpp"

namespace karyana::store::postgres {

namespace {

// The timestamps the SQLite store writes (strftime('%Y-%m-%dT%H:%M:%fZ','now')), so both stores'
// rows read alike.
constexpr const char* kNow = "to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')";

}  // namespace

std::map<std::string, std::string> PostgresSettingsStore::all() {
  return db_.read([](Connection& c) {
    std::map<std::string, std::string> values;
    auto rows = c.exec("SELECT key, value FROM settings");
    while (rows.step()) values.emplace(rows.get_text(0), rows.get_text(1));
    return values;
  });
}

std::optional<std::string> PostgresSettingsStore::get(const std::string& key) {
  return db_.read([&](Connection& c) -> std::optional<std::string> {
    auto rows = c.exec("SELECT value FROM settings WHERE key = $1", key);
    if (!rows.step()) return std::nullopt;
    return rows.get_text(0);
  });
}

void PostgresSettingsStore::set(const std::string& key, const std::string& value) {
  static const std::string sql =
      std::string(
          "INSERT INTO settings(key, value) VALUES($1, $2) ON CONFLICT(key) DO UPDATE SET value = "
          "excluded.value, updated_at = ") +
      kNow;
  db_.write([&](Connection& c) { c.exec(sql, key, value); });
}

}  // namespace karyana::store::postgres
