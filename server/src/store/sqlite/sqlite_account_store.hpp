// The SQLite implementation of AccountStore (tables of migration 0001_accounts).
#pragma once

#include <memory>

#include "store/account_store.hpp"
#include "store/sqlite/database.hpp"

namespace karyana::store::sqlite {

std::unique_ptr<AccountStore> make_sqlite_account_store(Database& db);

}  // namespace karyana::store::sqlite
