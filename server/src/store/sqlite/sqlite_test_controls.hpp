// The SQLite implementation of TestControls (tables delivery_slots, vouchers, orders and
// order_status_notes).
#pragma once

#include <memory>

#include "store/sqlite/database.hpp"
#include "store/test_controls.hpp"

namespace karyana::store::sqlite {

std::unique_ptr<TestControls> make_sqlite_test_controls(Database& db);

}  // namespace karyana::store::sqlite
