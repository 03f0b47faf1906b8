// The SQLite implementation of SettingsStore (the settings table).
#pragma once

#include <memory>

#include "store/settings_store.hpp"
#include "store/sqlite/database.hpp"

namespace karyana::store::sqlite {

std::unique_ptr<SettingsStore> make_sqlite_settings_store(Database& db);

}  // namespace karyana::store::sqlite
