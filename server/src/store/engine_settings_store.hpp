// The settings store written once for both engines (issue 20): SettingsStoreOver<Sql> is the
// SettingsStore of an engine whose statements `Sql` hands in, so which call reads and which
// writes is the same on SQLite and PostgreSQL.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "store/settings_store.hpp"
#include "store/store_over.hpp"

namespace karyana::store {

// Sql: the engine's Database and Connection types and static functions over a connection:
// all(c) → every key and value; get(c, key) → optional value; set(c, key, value) inserts or
// replaces, stamping updated_at.
template <class Sql>
class SettingsStoreOver final : public StoreOver<Sql, SettingsStore> {
 public:
  using StoreOver<Sql, SettingsStore>::StoreOver;

  std::map<std::string, std::string> all() override {
    return this->read([](auto& c) { return Sql::all(c); });
  }
  std::optional<std::string> get(const std::string& key) override {
    return this->read([&](auto& c) { return Sql::get(c, key); });
  }
  void set(const std::string& key, const std::string& value) override {
    this->write([&](auto& c) { Sql::set(c, key, value); });
  }
};

}  // namespace karyana::store
