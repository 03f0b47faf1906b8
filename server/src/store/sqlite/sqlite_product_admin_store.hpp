// The SQLite ProductAdminStore (products edited from the console, issue 18).
#pragma once

#include <memory>

#include "store/product_admin_store.hpp"
#include "store/sqlite/database.hpp"

namespace karyana::store::sqlite {

std::unique_ptr<ProductAdminStore> make_sqlite_product_admin_store(Database& db);

}  // namespace karyana::store::sqlite
