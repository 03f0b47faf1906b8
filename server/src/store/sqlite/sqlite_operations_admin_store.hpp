// The SQLite OperationsAdminStore (tables delivery_slots, settings, vouchers and
// voucher_requirements; versions from migration 0013).
#pragma once

#include <memory>

#include "store/operations_admin_store.hpp"
#include "store/sqlite/database.hpp"

namespace karyana::store::sqlite {

std::unique_ptr<OperationsAdminStore> make_sqlite_operations_admin_store(Database& db);

}  // namespace karyana::store::sqlite
