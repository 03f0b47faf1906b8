// The SQLite implementation of AddressStore (table `addresses` of migration 0001_accounts).
#pragma once

#include <memory>

#include "store/address_store.hpp"
#include "store/sqlite/database.hpp"

namespace karyana::store::sqlite {

std::unique_ptr<AddressStore> make_sqlite_address_store(Database& db);

}  // namespace karyana::store::sqlite
