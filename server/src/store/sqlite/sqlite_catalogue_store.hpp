// The SQLite implementation of CatalogueStore (the catalogue tables and product_alerts).
#pragma once

#include <memory>

#include "store/catalogue_store.hpp"
#include "store/sqlite/database.hpp"

namespace karyana::store::sqlite {

std::unique_ptr<CatalogueStore> make_sqlite_catalogue_store(Database& db);

}  // namespace karyana::store::sqlite
