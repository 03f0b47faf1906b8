// The PostgreSQL VoucherStore (sqlite_voucher_store.cpp's twin): vouchers by code (vouchers.code is
// CITEXT: case-insensitive as SQLite's NOCASE) with their requirements, and a customer's uses.
#include "store/checkout_rows.hpp"
#include "store/postgres/postgres_checkout_rows.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/postgres/text_array.hpp"

namespace karyana::store::postgres {

void load_voucher_requirements(Connection& c, const std::vector<VoucherRecord*>& vouchers) {
  if (vouchers.empty()) return;
  std::vector<std::string> ids;
  std::map<std::string, VoucherRecord*> by_id;
  for (auto* v : vouchers) {
    ids.push_back(v->id);
    by_id[v->id] = v;
  }
  auto rows = c.exec(
      "SELECT voucher_id, type, value FROM voucher_requirements WHERE voucher_id = ANY($1::text[])"
      " ORDER BY voucher_id, sort_order, type",
      text_array(ids));
  while (rows.step()) by_id.at(rows.get_text(0))->requirements.emplace_back(rows.get_text(1), rows.get_text(2));
}

std::optional<VoucherRecord> read_voucher_by_code(Connection& c, const std::string& code) {
  auto rows = c.exec(std::string("SELECT ") + kVoucherColumns + " FROM vouchers WHERE code = $1", code);
  if (!rows.step()) return std::nullopt;
  auto v = voucher_from_row(rows);
  load_voucher_requirements(c, {&v});
  return v;
}

std::int64_t count_voucher_uses(Connection& c, const std::string& voucher_id, const std::string& customer_id) {
  return c.exec("SELECT count(*) FROM voucher_uses WHERE voucher_id = $1 AND customer_id = $2", voucher_id, customer_id)
      .single_int();
}

std::optional<VoucherRecord> PostgresVoucherStore::voucher_by_code(const std::string& code) {
  return db_.read([&](Connection& c) { return read_voucher_by_code(c, code); });
}

std::int64_t PostgresVoucherStore::uses_by_customer(const std::string& voucher_id, const std::string& customer_id) {
  return db_.read([&](Connection& c) { return count_voucher_uses(c, voucher_id, customer_id); });
}

}  // namespace karyana::store::postgres
