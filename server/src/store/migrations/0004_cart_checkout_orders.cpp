// Carts, delivery slots, vouchers and orders. Money columns are INTEGER paisa.
#include "store/migrations/migrations.hpp"

namespace karyana::store::migrations {

const char* sql_0004_cart_checkout_orders() {
  return R"sql(
-- One server cart per customer.
CREATE TABLE carts (
  id           TEXT PRIMARY KEY,
  customer_id  TEXT NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

CREATE TABLE cart_items (
  cart_id     TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  product_id  TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  qty         INTEGER NOT NULL CHECK (qty > 0),
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  PRIMARY KEY (cart_id, product_id)
);
-- Lines are listed newest first.
CREATE INDEX cart_items_by_cart ON cart_items(cart_id, created_at DESC);

-- Weekly delivery slots. start_time/end_time are 'HH:MM' in the slot's time zone
-- (Asia/Karachi, UTC+05:00 with no daylight saving); time_range_utc holds the same two times
-- of day in UTC as JSON text, e.g. ["04:00","07:00"], and utc_offset_minutes converts dates.
CREATE TABLE delivery_slots (
  id                  TEXT PRIMARY KEY,
  day                 TEXT NOT NULL CHECK (day IN ('Mon','Tue','Wed','Thu','Fri','Sat','Sun')),
  day_index           INTEGER NOT NULL CHECK (day_index BETWEEN 0 AND 6),  -- 0 = Monday
  start_time          TEXT NOT NULL,
  end_time            TEXT NOT NULL,
  timezone            TEXT NOT NULL DEFAULT 'Asia/Karachi',
  utc_offset_minutes  INTEGER NOT NULL DEFAULT 300,
  time_range_utc      TEXT NOT NULL,
  blocked_dates       TEXT NOT NULL DEFAULT '',   -- comma-separated DD-MM-YYYY
  max_order_limit     INTEGER NOT NULL DEFAULT 0, -- 0: unlimited
  status              TEXT NOT NULL DEFAULT 'enabled',
  created_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  UNIQUE (day, start_time)
);

-- discount_type 'fix' uses discount_amount (paisa); '%' uses discount_percent.
CREATE TABLE vouchers (
  id                      TEXT PRIMARY KEY,
  title                   TEXT NOT NULL,
  details                 TEXT NOT NULL DEFAULT '',
  code                    TEXT NOT NULL COLLATE NOCASE UNIQUE,
  discount_type           TEXT NOT NULL CHECK (discount_type IN ('fix', '%')),
  discount_amount         INTEGER NOT NULL DEFAULT 0,
  discount_percent        REAL NOT NULL DEFAULT 0,
  limit_usage             INTEGER NOT NULL DEFAULT 0,  -- 0: unlimited
  used                    INTEGER NOT NULL DEFAULT 0,
  limit_one_per_customer  INTEGER NOT NULL DEFAULT 0,
  picture                 TEXT,
  picture_thumb           TEXT,
  status                  TEXT NOT NULL DEFAULT 'published',
  activation_date         TEXT,
  deactivation_date       TEXT,
  created_at              TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at              TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

-- Requirement rows as the API shows them: type and value text. For type 'min_order_amount'
-- the value is in rupees (e.g. '1000').
CREATE TABLE voucher_requirements (
  id          TEXT PRIMARY KEY,
  voucher_id  TEXT NOT NULL REFERENCES vouchers(id) ON DELETE CASCADE,
  type        TEXT NOT NULL,
  value       TEXT NOT NULL,
  sort_order  INTEGER NOT NULL DEFAULT 0,
  UNIQUE (voucher_id, type)
);

CREATE TABLE orders (
  id                   TEXT PRIMARY KEY,
  serial               TEXT NOT NULL UNIQUE,
  customer_id          TEXT NOT NULL REFERENCES users(id),
  cart_id              TEXT,
  idempotency_key      TEXT,
  payment_method       TEXT NOT NULL DEFAULT 'COD',
  payment_status       TEXT NOT NULL DEFAULT 'pending',
  status               TEXT NOT NULL DEFAULT 'new',
  note                 TEXT NOT NULL DEFAULT '',
  shipping_address_id  TEXT,
  shipping_address     TEXT NOT NULL,             -- JSON snapshot of the address at order time
  lat                  REAL,
  lng                  REAL,
  customer             TEXT NOT NULL,             -- JSON snapshot {_id,fname,lname,email,phone}
  delivery_slot_id     TEXT REFERENCES delivery_slots(id) ON DELETE SET NULL,
  slot_day             TEXT,
  slot_date            TEXT,                      -- DD-MM-YYYY, as the client sends it
  slot_start_time      TEXT,                      -- HH:MM local
  slot_end_time        TEXT,
  slot_start_utc       TEXT,                      -- ISO instant
  slot_end_utc         TEXT,
  voucher_id           TEXT REFERENCES vouchers(id) ON DELETE SET NULL,
  voucher              TEXT,                      -- JSON snapshot of the applied voucher
  discount_value       INTEGER NOT NULL DEFAULT 0,
  total_price          INTEGER NOT NULL DEFAULT 0,
  total_tax            INTEGER NOT NULL DEFAULT 0,
  delivery_charges     INTEGER NOT NULL DEFAULT 0,
  grand_total          INTEGER NOT NULL DEFAULT 0,
  total_savings        INTEGER NOT NULL DEFAULT 0,
  refund_amount        INTEGER NOT NULL DEFAULT 0,
  log                  TEXT NOT NULL DEFAULT '',
  created_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  UNIQUE (customer_id, idempotency_key)
);
CREATE INDEX orders_customer ON orders(customer_id, created_at DESC);
-- Slot capacity: orders per slot start.
CREATE INDEX orders_slot ON orders(slot_start_utc, status);

CREATE TABLE order_items (
  id                     TEXT PRIMARY KEY,
  order_id               TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id             TEXT NOT NULL,
  title                  TEXT NOT NULL,
  slug                   TEXT NOT NULL DEFAULT '',
  price                  INTEGER NOT NULL,
  price_was              INTEGER NOT NULL DEFAULT 0,
  cost                   INTEGER NOT NULL DEFAULT 0,
  tax_value              REAL NOT NULL DEFAULT 0,
  tax_unit               TEXT NOT NULL DEFAULT '%',
  tax_total              INTEGER NOT NULL DEFAULT 0,   -- tax per unit, paisa
  taxable                INTEGER NOT NULL DEFAULT 0,
  qty                    INTEGER NOT NULL,
  deliverable_qty        INTEGER,
  delivery_status        TEXT NOT NULL DEFAULT 'pending',
  limit_max_qty_in_cart  INTEGER NOT NULL DEFAULT 0,
  picture                TEXT,
  picture_thumb          TEXT,
  barcode                TEXT,
  attributes             TEXT NOT NULL DEFAULT '[]',   -- JSON snapshot of the shown attributes
  cat_id                 TEXT,
  cat_title              TEXT,
  sort_order             INTEGER NOT NULL DEFAULT 0,
  UNIQUE (order_id, product_id)
);
CREATE INDEX order_items_order ON order_items(order_id, sort_order);

CREATE TABLE order_status_notes (
  id          TEXT PRIMARY KEY,
  order_id    TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status      TEXT,
  note        TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX order_status_notes_order ON order_status_notes(order_id, created_at);

CREATE TABLE order_pickup_data (
  order_id    TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id  TEXT NOT NULL,
  picked_qty  INTEGER NOT NULL DEFAULT 0,
  not_found   INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (order_id, product_id)
);

CREATE TABLE voucher_uses (
  id           TEXT PRIMARY KEY,
  voucher_id   TEXT NOT NULL REFERENCES vouchers(id) ON DELETE CASCADE,
  customer_id  TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_id     TEXT REFERENCES orders(id) ON DELETE SET NULL,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  UNIQUE (voucher_id, order_id)
);
CREATE INDEX voucher_uses_customer ON voucher_uses(voucher_id, customer_id);
)sql";
}

}  // namespace karyana::store::migrations
