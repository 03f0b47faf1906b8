// What lets an order placement decide on a reader's snapshot and keep the single writer's part
// short (issue 19, store/sqlite/sqlite_order_placement.cpp):
//  - placement_inputs.version moves with every write to the rows a placement's rules and order
//    lines read — products, their types, categories and attributes, delivery slots, vouchers and
//    their requirements — except what the writer re-checks by itself: a product's stock
//    (available_qty, reserved_for_order: the guarded stock UPDATE) and a voucher's `used` (its
//    guarded UPDATE and vouchers_used_within_limit), and the bookkeeping columns updated_at and
//    version, which no rule reads. The writer compares it with the version its snapshot read; if
//    it moved, the placement runs again on the writer. A column added to one of these tables later
//    moves it too, except in products' and vouchers' UPDATE OF lists: add it there
//    (placement_inputs_test lists every column).
//  - slot_occupancy: the live orders (every status but canceled, declined and refunded) per slot
//    start, kept by triggers on orders, so a slot's count is one row, not a count over all its
//    orders; orders_slot_within_limit (0009) now keeps it for inserts and refuses by it.
//  - orders_customer gains status, so a customer's orders awaiting delivery are counted from the
//    index alone (the placement counts them on its snapshot and again on the writer).
#include "store/migrations/migrations.hpp"

namespace karyana::store::migrations {

const char* sql_0018_placement_inputs() {
  return R"sql(
CREATE TABLE placement_inputs (
  id       INTEGER PRIMARY KEY CHECK (id = 1),
  version  INTEGER NOT NULL
);
INSERT INTO placement_inputs(id, version) VALUES (1, 1);

CREATE TRIGGER placement_inputs_products_insert AFTER INSERT ON products BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER placement_inputs_products_delete AFTER DELETE ON products BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER placement_inputs_products_update AFTER UPDATE OF
  seq, id, title, slug, short_description, details, barcode, brand, limit_max_qty_in_cart, type_id, cat_id,
  taxable, tags, cost, price, price_was, picture, picture_thumb, rating, free_shipping, status, published_at,
  seo_title, seo_desc, created_at ON products BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER placement_inputs_product_types_insert AFTER INSERT ON product_types BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER placement_inputs_product_types_delete AFTER DELETE ON product_types BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER placement_inputs_product_types_update AFTER UPDATE ON product_types BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER placement_inputs_product_categories_insert AFTER INSERT ON product_categories BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER placement_inputs_product_categories_delete AFTER DELETE ON product_categories BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER placement_inputs_product_categories_update AFTER UPDATE ON product_categories BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER placement_inputs_attributes_insert AFTER INSERT ON attributes BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER placement_inputs_attributes_delete AFTER DELETE ON attributes BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER placement_inputs_attributes_update AFTER UPDATE ON attributes BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER placement_inputs_product_attribute_values_insert AFTER INSERT ON product_attribute_values BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER placement_inputs_product_attribute_values_delete AFTER DELETE ON product_attribute_values BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER placement_inputs_product_attribute_values_update AFTER UPDATE ON product_attribute_values BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER placement_inputs_delivery_slots_insert AFTER INSERT ON delivery_slots BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER placement_inputs_delivery_slots_delete AFTER DELETE ON delivery_slots BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER placement_inputs_delivery_slots_update AFTER UPDATE ON delivery_slots BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER placement_inputs_vouchers_insert AFTER INSERT ON vouchers BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER placement_inputs_vouchers_delete AFTER DELETE ON vouchers BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER placement_inputs_vouchers_update AFTER UPDATE OF
  id, title, details, code, discount_type, discount_amount, discount_percent, limit_usage,
  limit_one_per_customer, picture, picture_thumb, status, activation_date, deactivation_date, created_at
  ON vouchers BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER placement_inputs_voucher_requirements_insert AFTER INSERT ON voucher_requirements BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER placement_inputs_voucher_requirements_delete AFTER DELETE ON voucher_requirements BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER placement_inputs_voucher_requirements_update AFTER UPDATE ON voucher_requirements BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
END;

CREATE TABLE slot_occupancy (
  slot_start_utc  TEXT PRIMARY KEY,
  live_orders     INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO slot_occupancy(slot_start_utc, live_orders)
  SELECT slot_start_utc, count(*) FROM orders
  WHERE slot_start_utc IS NOT NULL AND status NOT IN ('canceled', 'declined', 'refunded')
  GROUP BY slot_start_utc;

CREATE TRIGGER slot_occupancy_update AFTER UPDATE OF status, slot_start_utc ON orders
WHEN old.slot_start_utc IS NOT new.slot_start_utc
  OR (old.status NOT IN ('canceled', 'declined', 'refunded')) <> (new.status NOT IN ('canceled', 'declined', 'refunded'))
BEGIN
  UPDATE slot_occupancy SET live_orders = live_orders - 1
  WHERE slot_start_utc = old.slot_start_utc AND old.status NOT IN ('canceled', 'declined', 'refunded');
  INSERT INTO slot_occupancy(slot_start_utc, live_orders)
  SELECT new.slot_start_utc, 1
  WHERE new.slot_start_utc IS NOT NULL AND new.status NOT IN ('canceled', 'declined', 'refunded')
  ON CONFLICT(slot_start_utc) DO UPDATE SET live_orders = live_orders + 1;
END;
CREATE TRIGGER slot_occupancy_delete AFTER DELETE ON orders
WHEN old.slot_start_utc IS NOT NULL AND old.status NOT IN ('canceled', 'declined', 'refunded')
BEGIN
  UPDATE slot_occupancy SET live_orders = live_orders - 1 WHERE slot_start_utc = old.slot_start_utc;
END;

-- Counts a live order at its start and refuses it past its slot's limit in one trigger: a
-- trigger costs a sub-program and a statement journal on the placement's serial part, so the
-- count and the guard (0009's, which counted the orders) share one. AFTER INSERT: only a row
-- really inserted is counted, whatever its conflict clause; the RAISE takes the row and its
-- count back with the statement.
DROP TRIGGER orders_slot_within_limit;
CREATE TRIGGER orders_slot_within_limit
AFTER INSERT ON orders
WHEN new.slot_start_utc IS NOT NULL AND new.status NOT IN ('canceled', 'declined', 'refunded')
BEGIN
  INSERT INTO slot_occupancy(slot_start_utc, live_orders) VALUES (new.slot_start_utc, 1)
  ON CONFLICT(slot_start_utc) DO UPDATE SET live_orders = live_orders + 1;
  SELECT RAISE(ABORT, 'delivery slot full')
  WHERE new.delivery_slot_id IS NOT NULL
    AND (SELECT max_order_limit FROM delivery_slots WHERE id = new.delivery_slot_id) > 0
    AND (SELECT live_orders FROM slot_occupancy WHERE slot_start_utc = new.slot_start_utc)
        > (SELECT max_order_limit FROM delivery_slots WHERE id = new.delivery_slot_id);
END;

-- A customer's orders awaiting delivery and whether they took one (the placement reads them on
-- its snapshot and again on the writer): status in the index, so both read the index alone.
DROP INDEX orders_customer;
CREATE INDEX orders_customer ON orders(customer_id, created_at DESC, status);
)sql";
}

}  // namespace karyana::store::migrations
