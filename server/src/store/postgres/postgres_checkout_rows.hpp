// Checkout reads on a PostgreSQL connection (slots and their live order counts, vouchers and their
// uses, a customer's order), shared by the slot, voucher and order stores and by the placement
// transaction, which runs them on its own connection: the twin of store/sqlite/sqlite_checkout_rows.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "store/order_store.hpp"
#include "store/postgres/connection.hpp"
#include "store/records.hpp"
#include "store/voucher_store.hpp"

namespace karyana::store::postgres {

std::optional<DeliverySlot> read_slot_by_id(Connection& c, const std::string& id);
// Live orders per slot start (ISO instants as stored); starts without orders are absent.
std::map<std::string, std::int64_t> count_live_orders_at(Connection& c, const std::vector<std::string>& starts);

// Requirements of many vouchers in one query.
void load_voucher_requirements(Connection& c, const std::vector<VoucherRecord*>& vouchers);
std::optional<VoucherRecord> read_voucher_by_code(Connection& c, const std::string& code);
std::int64_t count_voucher_uses(Connection& c, const std::string& voucher_id, const std::string& customer_id);

// The customer's order with this id (items, notes, pickup data); nullopt when not theirs.
std::optional<OrderRecord> load_order(Connection& c, const std::string& customer_id, const std::string& order_id);

}  // namespace karyana::store::postgres
