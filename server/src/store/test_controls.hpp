// Writes only the test hooks make (the karyana_test_hooks library, never the production
// binary): limits and statuses that have no admin interface yet, set directly so the
// concurrency, crash and benchmark runs can race for them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace karyana::store {

struct VoucherLimits {
  std::string id, code;
  std::int64_t limit_usage = 0, used = 0, limit_one_per_customer = 0;
};

class TestControls {
 public:
  virtual ~TestControls() = default;
  // A slot's places per date; false for an unknown slot.
  virtual bool set_slot_limit(const std::string& slot_id, std::int64_t max_order_limit) = 0;
  // A voucher's usage limits (once per customer unchanged when nullopt); the stored values, or
  // nullopt for an unknown code.
  virtual std::optional<VoucherLimits> set_voucher_limits(const std::string& code, std::int64_t limit_usage,
                                                          std::optional<std::int64_t> limit_one_per_customer) = 0;
  // An order's status with its status note, in one transaction; false for an unknown order.
  virtual bool set_order_status(const std::string& order_id, const std::string& status, const std::string& note) = 0;
};

}  // namespace karyana::store
