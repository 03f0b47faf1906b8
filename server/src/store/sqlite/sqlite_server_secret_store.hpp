// The SQLite implementation of ServerSecretStore (table `server_secrets` of migration
// 0017_server_secrets).
#pragma once

#include <memory>

#include "store/server_secret_store.hpp"
#include "store/sqlite/database.hpp"

namespace karyana::store::sqlite {

std::unique_ptr<ServerSecretStore> make_sqlite_server_secret_store(Database& db);

}  // namespace karyana::store::sqlite
