// The SQLite OrderFulfilmentStore (orders of migrations 0004 and 0010, for the staff).
#pragma once

#include <memory>

#include "store/order_fulfilment_store.hpp"
#include "store/sqlite/database.hpp"

namespace karyana::store::sqlite {

std::unique_ptr<OrderFulfilmentStore> make_sqlite_order_fulfilment_store(Database& db);

}  // namespace karyana::store::sqlite
