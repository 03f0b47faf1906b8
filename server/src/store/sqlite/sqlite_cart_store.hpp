// The SQLite implementation of CartStore (tables carts and cart_items of migration 0004).
#pragma once

#include <memory>

#include "store/cart_store.hpp"
#include "store/sqlite/database.hpp"

namespace karyana::store::sqlite {

std::unique_ptr<CartStore> make_sqlite_cart_store(Database& db);

}  // namespace karyana::store::sqlite
