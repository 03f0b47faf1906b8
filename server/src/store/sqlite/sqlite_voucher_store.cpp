// The SQLite VoucherStore: vouchers by code (case-insensitive, the column is NOCASE) with their
// requirements, and a customer's uses.
#include <map>

#include "store/sqlite/product_rows.hpp"
#include "store/sqlite/sqlite_checkout_rows.hpp"

namespace karyana::store::sqlite {

VoucherRecord read_voucher(const Statement& st) { return voucher_from_row(st); }

void load_voucher_requirements(Connection& c, const std::vector<VoucherRecord*>& vouchers) {
  if (vouchers.empty()) return;
  std::vector<std::string> ids;
  std::map<std::string, VoucherRecord*> by_id;
  for (auto* v : vouchers) {
    ids.push_back(v->id);
    by_id[v->id] = v;
  }
  auto st = c.prepare(
      "SELECT voucher_id, type, value FROM voucher_requirements WHERE voucher_id IN (SELECT value FROM json_each(?1))"
      " ORDER BY voucher_id, sort_order, type");
  st.bind(1, json_string_array(ids));
  while (st.step()) by_id.at(st.get_text(0))->requirements.emplace_back(st.get_text(1), st.get_text(2));
}

std::optional<VoucherRecord> read_voucher_by_code(Connection& c, const std::string& code) {
  auto st = c.prepare(std::string("SELECT ") + kVoucherColumns + " FROM vouchers WHERE code = ?1");
  st.bind(1, code);
  if (!st.step()) return std::nullopt;
  auto v = read_voucher(st);
  load_voucher_requirements(c, {&v});
  return v;
}

std::int64_t count_voucher_uses(Connection& c, const std::string& voucher_id, const std::string& customer_id) {
  auto st = c.prepare("SELECT count(*) FROM voucher_uses WHERE voucher_id = ?1 AND customer_id = ?2");
  st.bind_all(voucher_id, customer_id);
  return st.step() ? st.get_int(0) : 0;
}

namespace {

class SqliteVoucherStore final : public VoucherStore {
 public:
  explicit SqliteVoucherStore(Database& db) : db_(db) {}
  std::optional<VoucherRecord> voucher_by_code(const std::string& code) override {
    return db_.read([&](Connection& c) { return read_voucher_by_code(c, code); });
  }
  std::int64_t uses_by_customer(const std::string& voucher_id, const std::string& customer_id) override {
    return db_.read([&](Connection& c) { return count_voucher_uses(c, voucher_id, customer_id); });
  }

 private:
  Database& db_;
};

}  // namespace

std::unique_ptr<VoucherStore> make_sqlite_voucher_store(Database& db) {
  return std::make_unique<SqliteVoucherStore>(db);
}

}  // namespace karyana::store::sqlite
