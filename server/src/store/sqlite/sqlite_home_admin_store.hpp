// The SQLite HomeAdminStore (tables banner_groups, banner_items, page_settings with their banner
// slots and product lists, offers and offer_items; versions from migration 0015).
#pragma once

#include <memory>

#include "store/home_admin_store.hpp"
#include "store/sqlite/database.hpp"

namespace karyana::store::sqlite {

std::unique_ptr<HomeAdminStore> make_sqlite_home_admin_store(Database& db);

}  // namespace karyana::store::sqlite
