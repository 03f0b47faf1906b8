// The SQLite implementation of GeoStore (geo_zones, locations; addresses' points).
#pragma once

#include <memory>

#include "store/geo_store.hpp"
#include "store/sqlite/database.hpp"

namespace karyana::store::sqlite {

std::unique_ptr<GeoStore> make_sqlite_geo_store(Database& db);

}  // namespace karyana::store::sqlite
