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

// For other readers of the same tables (the staff's fulfilment store): the orders columns as
// "o.id, o.serial, …" (table alias o) that read_order_row reads from column 0 on, and an
// order_items row selected as "i.order_id, <kOrderItemColumns>".
const char* order_columns_sql();
OrderRecord read_order_row(const Statement& st);
const char* order_item_columns_sql();
OrderItemRecord read_order_item_row(const Statement& st);

}  // namespace karyana::store::sqlite
