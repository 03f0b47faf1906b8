// Checkout reads on a connection (slots, their live order counts, vouchers and their uses), shared
// by the slot and voucher stores and by the placement transaction, which runs them on its writer.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "store/checkout_rows.hpp"
#include "store/order_placement.hpp"
#include "store/records.hpp"
#include "store/sqlite/connection.hpp"
#include "store/sqlite/database.hpp"
#include "store/voucher_store.hpp"

namespace karyana::store::sqlite {

// A delivery_slots row selected as kSlotColumns (store/checkout_rows.hpp).
DeliverySlot read_slot(const Statement& st);
std::optional<DeliverySlot> read_slot_by_id(Connection& c, const std::string& id);
// Live orders per slot start (ISO instants as stored); starts without orders are absent.
std::map<std::string, std::int64_t> count_live_orders_at(Connection& c, const std::vector<std::string>& starts);

// A vouchers row selected as kVoucherColumns, without its requirements; load_voucher_requirements
// fills them for many in one query.
VoucherRecord read_voucher(const Statement& st);
void load_voucher_requirements(Connection& c, const std::vector<VoucherRecord*>& vouchers);
std::optional<VoucherRecord> read_voucher_by_code(Connection& c, const std::string& code);
std::int64_t count_voucher_uses(Connection& c, const std::string& voucher_id, const std::string& customer_id);

std::unique_ptr<VoucherStore> make_sqlite_voucher_store(Database& db);
std::unique_ptr<OrderPlacement> make_sqlite_order_placement(Database& db);

}  // namespace karyana::store::sqlite
