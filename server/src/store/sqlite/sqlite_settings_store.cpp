#include "store/sqlite/sqlite_stores.hpp"

namespace karyana::store::sqlite {

std::map<std::string, std::string> SqliteSettingsStore::all() {
  return db_.read([](Connection& c) {
    std::map<std::string, std::string> values;
    auto st = c.prepare("SELECT key, value FROM settings");
    while (st.step()) values.emplace(st.get_text(0), st.get_text(1));
    return values;
  });
}

std::optional<std::string> SqliteSettingsStore::get(const std::string& key) {
  return db_.read([&](Connection& c) -> std::optional<std::string> {
    auto st = c.prepare("SELECT value FROM settings WHERE key = ?");
    st.bind(1, key);
    if (!st.step()) return std::nullopt;
    return st.get_text(0);
  });
}

void SqliteSettingsStore::set(const std::string& key, const std::string& value) {
  db_.write([&](Connection& c) {
    c.prepare(
         "INSERT INTO settings(key, value) VALUES(?1, ?2) ON CONFLICT(key) DO UPDATE SET value = excluded.value,"
         " updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')")
        .bind_all(key, value)
        .run();
  });
}

}  // namespace karyana::store::sqlite
