// Discount vouchers (tables vouchers, voucher_requirements and voucher_uses of migration 0004).
// Codes match without regard to case. Reads only: uses are recorded by the placement
// transaction (store/order_placement.hpp), which re-reads the voucher inside it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace karyana::store {

struct VoucherRecord {
  std::string id;
  std::string title;
  std::string details;
  std::string code;
  std::string discount_type;         // 'fix' or '%'
  std::int64_t discount_amount = 0;  // paisa, for 'fix'
  double discount_percent = 0;       // for '%'
  std::int64_t limit_usage = 0;      // 0: unlimited
  std::int64_t used = 0;
  int limit_one_per_customer = 0;
  std::optional<std::string> picture, picture_thumb;
  std::string status;
  std::string activation_date, deactivation_date;                 // ISO instants; "" when unbounded
  std::vector<std::pair<std::string, std::string>> requirements;  // {type, value}, in order
};

class VoucherStore {
 public:
  virtual ~VoucherStore() = default;
  virtual std::optional<VoucherRecord> voucher_by_code(const std::string& code) = 0;
  // How many orders of this customer used the voucher.
  virtual std::int64_t uses_by_customer(const std::string& voucher_id, const std::string& customer_id) = 0;
};

}  // namespace karyana::store
