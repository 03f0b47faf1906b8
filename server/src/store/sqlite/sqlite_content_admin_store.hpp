// The SQLite ContentAdminStore (tables product_categories, users with orders, pages; versions
// from migration 0014).
#pragma once

#include <memory>

#include "store/content_admin_store.hpp"
#include "store/sqlite/database.hpp"

namespace karyana::store::sqlite {

std::unique_ptr<ContentAdminStore> make_sqlite_content_admin_store(Database& db);

}  // namespace karyana::store::sqlite
