// Weekly delivery slots (definitions; order counts per slot belong to the orders store).
#pragma once

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
};

}  // namespace karyana::store
