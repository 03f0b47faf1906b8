// Slots and vouchers edited from the console (issue 18): a version each for optimistic
// concurrency, bumped by every console change (an order booking a slot or using a voucher
// leaves it alone).
#include "store/migrations/migrations.hpp"

namespace karyana::store::migrations {

const char* sql_0013_operations_versions() {
  return R"sql(
ALTER TABLE delivery_slots ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE vouchers ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
CREATE INDEX orders_slot_date ON orders(delivery_slot_id, slot_date);
)sql";
}

}  // namespace karyana::store::migrations
