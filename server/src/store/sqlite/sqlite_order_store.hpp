// The SQLite implementation of OrderStore (reads of migration 0004's order tables).
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "store/order_store.hpp"
#include "store/sqlite/connection.hpp"
#include "store/sqlite/database.hpp"

namespace karyana::store::sqlite {

std::unique_ptr<OrderStore> make_sqlite_order_store(Database& db);

// The customer's order with this id, read on a connection already inside a transaction (the
// placement transaction answers an idempotent retry with it). nullopt when not theirs.
std::optional<OrderRecord> load_order(Connection& c, const std::string& customer_id, const std::string& order_id);

}  // namespace karyana::store::sqlite
