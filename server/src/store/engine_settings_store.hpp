// The settings store written once for both engines (issue 20): SettingsStoreOver<Sql> is the
// SettingsStore of an engine whose statements `Sql` hands in, so which call reads and which
// writes is the same on SQLite and PostgreSQL.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "store/settings_store.hpp"

namespace karyana::store {

// Sql: the engine's Database and Connection types and static functions over a connection:
// all(c) → every key and value; get(c, key) → optional value; set(c, key, value) inserts or
// replaces, stamping updated_at.
template <class Sql>
class SettingsStoreOver final : public SettingsStore {
 public:
  using Database = typename Sql::Database;
  using Connection = typename Sql::Connection;
  explicit SettingsStoreOver(Database& db) : db_(db) {}

  std::map<std::string, std::string> all() override {
    return db_.read([](Connection& c) { return Sql::all(c); });
  }
  std::optional<std::string> get(const std::string& key) override {
    return db_.read([&](Connection& c) { return Sql::get(c, key); });
  }
  void set(const std::string& key, const std::string& value) override {
    db_.write([&](Connection& c) { Sql::set(c, key, value); });
  }

 private:
  Database& db_;
};

}  // namespace karyana::store
