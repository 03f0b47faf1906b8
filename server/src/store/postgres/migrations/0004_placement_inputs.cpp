// As SQLite's 0018_placement_inputs (issue 19): placement_inputs.version, moved by every write to
// the rows a placement's rules read but stock and a voucher's use count, and slot_occupancy, the
// live orders per slot start kept by the orders' triggers. The PostgreSQL placement locks what it
// reads and does not use them yet; they are kept here so both schemas hold the same data.
// Concurrency: the version's bump is statement-level and updates the one row, so catalogue
// writers queue on its row lock as on search_state's; an order's insert or status change updates
// its slot start's row, so placements into one occurrence queue on it until the first commits
// (an upsert under READ COMMITTED, exact however many race; under SERIALIZABLE a second writer
// fails with 40001 and reruns). orders_slot_within_limit (0001) now counts the insert and
// refuses by that count, as on SQLite.
#include "store/postgres/migrations/migrations.hpp"

namespace karyana::store::postgres {

const char* pg_sql_0004_placement_inputs() {
  return R"sql(
CREATE TABLE placement_inputs (
  id       BIGINT PRIMARY KEY CHECK (id = 1),
  version  BIGINT NOT NULL
);
INSERT INTO placement_inputs(id, version) VALUES (1, 1);

CREATE FUNCTION karyana_bump_placement_inputs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE placement_inputs SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;

-- Every change of these tables (SQLite: placement_inputs_<table>_insert, _delete, _update).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'product_types', 'product_categories', 'attributes', 'product_attribute_values', 'delivery_slots',
    'voucher_requirements']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I'
                   ' FOR EACH STATEMENT EXECUTE FUNCTION karyana_bump_placement_inputs()',
                   'placement_inputs_' || t || '_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I'
                   ' FOR EACH STATEMENT EXECUTE FUNCTION karyana_bump_placement_inputs()',
                   'placement_inputs_' || t || '_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I'
                   ' FOR EACH STATEMENT EXECUTE FUNCTION karyana_bump_placement_inputs()',
                   'placement_inputs_' || t || '_update', t);
  END LOOP;
END
$$;

-- Products and vouchers: every column but stock (available_qty, reserved_for_order), a voucher's
-- use count (used) and the bookkeeping (updated_at, version).
CREATE TRIGGER placement_inputs_products_insert AFTER INSERT ON products
  FOR EACH STATEMENT EXECUTE FUNCTION karyana_bump_placement_inputs();
CREATE TRIGGER placement_inputs_products_delete AFTER DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION karyana_bump_placement_inputs();
CREATE TRIGGER placement_inputs_products_update AFTER UPDATE OF
  seq, id, title, slug, short_description, details, barcode, brand, limit_max_qty_in_cart, type_id, cat_id,
  taxable, tags, cost, price, price_was, picture, picture_thumb, rating, free_shipping, status, published_at,
  seo_title, seo_desc, created_at ON products
  FOR EACH STATEMENT EXECUTE FUNCTION karyana_bump_placement_inputs();
CREATE TRIGGER placement_inputs_vouchers_insert AFTER INSERT ON vouchers
  FOR EACH STATEMENT EXECUTE FUNCTION karyana_bump_placement_inputs();
CREATE TRIGGER placement_inputs_vouchers_delete AFTER DELETE ON vouchers
  FOR EACH STATEMENT EXECUTE FUNCTION karyana_bump_placement_inputs();
CREATE TRIGGER placement_inputs_vouchers_update AFTER UPDATE OF
  id, title, details, code, discount_type, discount_amount, discount_percent, limit_usage,
  limit_one_per_customer, picture, picture_thumb, status, activation_date, deactivation_date, created_at
  ON vouchers
  FOR EACH STATEMENT EXECUTE FUNCTION karyana_bump_placement_inputs();

CREATE TABLE slot_occupancy (
  slot_start_utc  TEXT COLLATE "C" PRIMARY KEY,
  live_orders     BIGINT NOT NULL
);
INSERT INTO slot_occupancy(slot_start_utc, live_orders)
  SELECT slot_start_utc, count(*) FROM orders
  WHERE slot_start_utc IS NOT NULL AND status NOT IN ('canceled', 'declined', 'refunded')
  GROUP BY slot_start_utc;

-- Status and start changes, and deletes.
CREATE FUNCTION karyana_slot_occupancy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.slot_start_utc IS NOT NULL AND OLD.status NOT IN ('canceled', 'declined', 'refunded') THEN
    UPDATE slot_occupancy SET live_orders = live_orders - 1 WHERE slot_start_utc = OLD.slot_start_utc;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.slot_start_utc IS NOT NULL
     AND NEW.status NOT IN ('canceled', 'declined', 'refunded') THEN
    INSERT INTO slot_occupancy(slot_start_utc, live_orders) VALUES (NEW.slot_start_utc, 1)
    ON CONFLICT (slot_start_utc) DO UPDATE SET live_orders = slot_occupancy.live_orders + 1;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER slot_occupancy_update AFTER UPDATE OF status, slot_start_utc ON orders
FOR EACH ROW
WHEN (OLD.slot_start_utc IS DISTINCT FROM NEW.slot_start_utc
      OR (OLD.status NOT IN ('canceled', 'declined', 'refunded'))
         <> (NEW.status NOT IN ('canceled', 'declined', 'refunded')))
EXECUTE FUNCTION karyana_slot_occupancy();
CREATE TRIGGER slot_occupancy_delete AFTER DELETE ON orders
FOR EACH ROW
WHEN (OLD.slot_start_utc IS NOT NULL AND OLD.status NOT IN ('canceled', 'declined', 'refunded'))
EXECUTE FUNCTION karyana_slot_occupancy();

-- An insert: counted, and refused past its slot's limit by the count its upsert returns (as
-- SQLite's orders_slot_within_limit, now AFTER INSERT). The upsert holds the start's row lock to
-- COMMIT, so two inserts into one occurrence count one after the other; under READ COMMITTED the
-- second's DO UPDATE works on the first's committed count (under SERIALIZABLE it fails with
-- 40001 and reruns). For a slot with a limit the occurrence's advisory lock comes first, as
-- before: the placement takes it before its rules count (postgres_order_placement.cpp), so every
-- writer takes the two locks in one order.
CREATE OR REPLACE FUNCTION karyana_orders_slot_within_limit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  order_limit BIGINT := 0;
  live BIGINT;
BEGIN
  IF NEW.delivery_slot_id IS NOT NULL THEN
    SELECT max_order_limit INTO order_limit FROM delivery_slots WHERE id = NEW.delivery_slot_id;
  END IF;
  IF order_limit > 0 THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('karyana.delivery_slot:' || NEW.slot_start_utc, 0));
  END IF;
  INSERT INTO slot_occupancy(slot_start_utc, live_orders) VALUES (NEW.slot_start_utc, 1)
  ON CONFLICT (slot_start_utc) DO UPDATE SET live_orders = slot_occupancy.live_orders + 1
  RETURNING live_orders INTO live;
  IF order_limit > 0 AND live > order_limit THEN
    RAISE EXCEPTION USING MESSAGE = 'delivery slot full';
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER orders_slot_within_limit ON orders;
CREATE TRIGGER orders_slot_within_limit
AFTER INSERT ON orders
FOR EACH ROW
WHEN (NEW.slot_start_utc IS NOT NULL AND NEW.status NOT IN ('canceled', 'declined', 'refunded'))
EXECUTE FUNCTION karyana_orders_slot_within_limit();

-- As SQLite's: status in the index, for the customer's orders awaiting delivery.
DROP INDEX orders_customer;
CREATE INDEX orders_customer ON orders(customer_id, created_at DESC, status);
)sql";
}

}  // namespace karyana::store::postgres
