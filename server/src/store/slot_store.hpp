// Weekly delivery slots: their definitions, and how many live orders hold a slot occurrence
// (status not canceled, declined or refunded: domain/order_status.hpp's is_live_status).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "store/records.hpp"

namespace karyana::store {

class SlotStore {
 public:
  virtual ~SlotStore() = default;
  // Ordered by day (Monday first) then start time; enabled ones only when asked.
  virtual std::vector<DeliverySlot> list_slots(bool enabled_only) = 0;
  virtual std::optional<DeliverySlot> slot_by_id(const std::string& id) = 0;
  // Live orders per occurrence start (ISO UTC instants as orders store them, e.g.
  // "2026-11-24T04:00:00.000Z"), in one query; starts without orders are absent.
  virtual std::map<std::string, std::int64_t> live_orders_at(const std::vector<std::string>& starts) = 0;
};

}  // namespace karyana::store
