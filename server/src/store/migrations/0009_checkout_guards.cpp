// The placement transaction checks stock, slot places and voucher limits before it writes; these
// triggers make the database refuse the same overruns whatever writes the rows (an operator's
// tool, a future resolver, a bug), so a limit can never be passed silently. Stock already has
// CHECK (available_qty >= 0) in 0002. A trigger that fires aborts the statement and, with it, the
// caller's transaction. Live orders are every status but canceled, declined and refunded
// (domain/order_status.hpp).
#include "store/migrations/migrations.hpp"

namespace karyana::store::migrations {

const char* sql_0009_checkout_guards() {
  return R"sql(
CREATE TRIGGER vouchers_used_within_limit
BEFORE UPDATE OF used ON vouchers
WHEN new.used < 0 OR (new.limit_usage > 0 AND new.used > new.limit_usage)
BEGIN
  SELECT RAISE(ABORT, 'voucher used past its limit');
END;

CREATE TRIGGER voucher_uses_once_per_customer
BEFORE INSERT ON voucher_uses
WHEN (SELECT limit_one_per_customer FROM vouchers WHERE id = new.voucher_id) > 0
 AND EXISTS (SELECT 1 FROM voucher_uses WHERE voucher_id = new.voucher_id AND customer_id = new.customer_id)
BEGIN
  SELECT RAISE(ABORT, 'voucher already used by this customer');
END;

CREATE TRIGGER orders_slot_within_limit
BEFORE INSERT ON orders
WHEN new.delivery_slot_id IS NOT NULL
 AND new.status NOT IN ('canceled', 'declined', 'refunded')
 AND (SELECT max_order_limit FROM delivery_slots WHERE id = new.delivery_slot_id) > 0
 AND (SELECT count(*) FROM orders WHERE slot_start_utc = new.slot_start_utc
        AND status NOT IN ('canceled', 'declined', 'refunded'))
     >= (SELECT max_order_limit FROM delivery_slots WHERE id = new.delivery_slot_id)
BEGIN
  SELECT RAISE(ABORT, 'delivery slot full');
END;
)sql";
}

}  // namespace karyana::store::migrations
