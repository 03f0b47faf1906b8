// Delivery slots, settings and vouchers as the console changes them (issue 18; contract in
// docs/api.md 'Staff: slots, settings, vouchers'). Every write is one transaction with its audit
// row (store/audit_store.hpp): the changed fields before and after. Slots and vouchers carry a
// version (migration 0013) that every change bumps; a write naming an older one is refused.
// The rules (times, overlaps, codes, amounts) are domain/'s; the store only keeps them.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "store/records.hpp"
#include "store/voucher_store.hpp"

namespace karyana::store {

struct AdminSlot {
  DeliverySlot slot;
  std::int64_t version = 0;
};

struct SlotWrite {
  std::string id;  // "" creates
  std::int64_t version = 0;
  std::string day;
  int day_index = 0;
  std::string start_time, end_time;  // HH:MM local
  std::string time_range_utc;
  std::int64_t max_order_limit = 0;
};

enum class AdminSaveOutcome { saved, not_found, stale, taken };

struct SlotSaveResult {
  AdminSaveOutcome outcome = AdminSaveOutcome::not_found;
  std::optional<AdminSlot> slot;  // after the save
};

struct AdminVoucher {
  VoucherRecord voucher;
  std::int64_t version = 0;
  std::string created_at;
};

struct VoucherWrite {
  std::string id;  // "" creates
  std::int64_t version = 0;
  std::string code, title, details;
  std::string discount_type;                       // 'fix' | '%'
  std::int64_t discount_amount = 0;                // paisa, for 'fix'
  double discount_percent = 0;                     // for '%'
  std::string activation_date, deactivation_date;  // ISO instants; "" unbounded
  std::string min_order_amount;                    // rupees text; "" no requirement
  std::int64_t limit_usage = 0;
  bool limit_one_per_customer = false;
  bool enabled = true;  // status 'published', else 'draft'
};

struct VoucherSaveResult {
  AdminSaveOutcome outcome = AdminSaveOutcome::not_found;  // taken: another voucher has the code
  std::optional<AdminVoucher> voucher;
};

class OperationsAdminStore {
 public:
  virtual ~OperationsAdminStore() = default;

  // Every slot, by day (Monday first) then start time.
  virtual std::vector<AdminSlot> slots() = 0;
  // Audited 'slot.save'; taken when the day already has a slot at that start.
  virtual SlotSaveResult save_slot(const std::string& actor_id, const SlotWrite& slot) = 0;
  // Audited 'slot.enabled'.
  virtual SlotSaveResult set_slot_enabled(const std::string& actor_id, const std::string& id, std::int64_t version,
                                          bool enabled) = 0;
  // Sets each slot's blocked_dates text (id → text), one transaction; each audited as `action`
  // ('slot.block' / 'slot.unblock'). Returns the slots after; unknown ids are skipped.
  virtual std::vector<AdminSlot> set_blocked_dates(const std::string& actor_id, const std::string& action,
                                                   const std::map<std::string, std::string>& blocked) = 0;
  // The most live orders any one occurrence of the slot holds from `from_utc` (ISO) on.
  virtual std::int64_t most_booked_from(const std::string& slot_id, const std::string& from_utc) = 0;
  // Live orders in these slots on `slot_date` (DD-MM-YYYY, as orders keep it).
  virtual std::int64_t booked_on(const std::vector<std::string>& slot_ids, const std::string& slot_date) = 0;

  // Writes the keys given (key → stored text) in one transaction, audited as `action` on subject
  // 'settings' with the keys' old and new values; keys whose value does not change are skipped.
  virtual void save_settings(const std::string& actor_id, const std::string& action,
                             const std::map<std::string, std::string>& values) = 0;

  // Newest first; search: part of the code or title, any case ("" for all).
  virtual std::vector<AdminVoucher> vouchers(const std::string& search) = 0;
  virtual std::optional<AdminVoucher> voucher(const std::string& id) = 0;
  // Audited 'voucher.save'. Placed orders keep their own snapshot of the voucher.
  virtual VoucherSaveResult save_voucher(const std::string& actor_id, const VoucherWrite& voucher) = 0;
};

}  // namespace karyana::store
