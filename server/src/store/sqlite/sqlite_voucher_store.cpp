// The SQLite VoucherStore: vouchers by code (case-insensitive, the column is NOCASE) with their
// requirements, and a customer's uses.
#include "store/sqlite/sqlite_checkout_rows.hpp"

namespace karyana::store::sqlite {

std::optional<VoucherRecord> read_voucher_by_code(Connection& c, const std::string& code) {
  auto st = c.prepare(
      "SELECT id, title, details, code, discount_type, discount_amount, discount_percent, limit_usage, used,"
      " limit_one_per_customer, picture, picture_thumb, status, activation_date, deactivation_date"
      " FROM vouchers WHERE code = ?1");
  st.bind(1, code);
  if (!st.step()) return std::nullopt;
  VoucherRecord v;
  v.id = st.get_text(0);
  v.title = st.get_text(1);
  v.details = st.get_text(2);
  v.code = st.get_text(3);
  v.discount_type = st.get_text(4);
  v.discount_amount = st.get_int(5);
  v.discount_percent = st.get_double(6);
  v.limit_usage = st.get_int(7);
  v.used = st.get_int(8);
  v.limit_one_per_customer = static_cast<int>(st.get_int(9));
  v.picture = st.get_opt_text(10);
  v.picture_thumb = st.get_opt_text(11);
  v.status = st.get_text(12);
  v.activation_date = st.get_text(13);
  v.deactivation_date = st.get_text(14);
  auto req = c.prepare("SELECT type, value FROM voucher_requirements WHERE voucher_id = ?1 ORDER BY sort_order, type");
  req.bind(1, v.id);
  while (req.step()) v.requirements.emplace_back(req.get_text(0), req.get_text(1));
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
