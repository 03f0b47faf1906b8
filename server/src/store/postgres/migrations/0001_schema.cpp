// The whole schema of the PostgreSQL store (issue 20): the SQLite schema after its migration 0016
// (store/migrations/), with the same tables, columns, defaults, checks, keys and indexes, and the
// same meaning in every column, so the stores' row mapping and every answer stay byte-identical.
// SQLite's triggers are PL/pgSQL functions refusing with SQLite's messages; each says what it
// needs under concurrency, which SQLite's single writer gave for free. The catalogue tables also
// NOTIFY karyana_changes (the caches of every instance). Deviations and the SQL the stores port:
// docs/postgres-porting.md. server/tests/store/postgres/schema_test.cpp keeps the two schemas equal.
#include "store/postgres/migrations/migrations.hpp"

namespace karyana::store::postgres {

const char* pg_sql_0001_schema() {
  return R"sql(
-- Conventions (docs/decisions.md, docs/postgres-porting.md): every SQLite INTEGER is BIGINT, every
-- REAL is DOUBLE PRECISION, every TEXT is TEXT COLLATE "C" (byte order and ASCII-only lower(), as
-- SQLite's BINARY collation), COLLATE NOCASE columns are CITEXT COLLATE "C" (ASCII case folding,
-- as NOCASE), 0/1 flags are BIGINT CHECK (flag IN (0, 1)), times are ISO-8601 UTC text with
-- milliseconds as SQLite's strftime('%Y-%m-%dT%H:%M:%fZ', 'now') writes them (karyana_now()).
-- Tables whose rows the stores order by SQLite's implicit rowid get a `rowid` identity column,
-- last. Index columns that may be NULL sort as on SQLite (ASC NULLS FIRST, DESC NULLS LAST).
CREATE EXTENSION IF NOT EXISTS citext;

-- The time as SQLite's strftime('%Y-%m-%dT%H:%M:%fZ', 'now') writes it: one value for the whole
-- statement (as SQLite's 'now' within one step), milliseconds truncated.
CREATE FUNCTION karyana_now() RETURNS TEXT LANGUAGE sql STABLE AS $$
  SELECT to_char(statement_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

-- SQLite's RAISE(ABORT, '…'): a trigger refusing a row with the message given as its argument.
CREATE FUNCTION karyana_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING MESSAGE = TG_ARGV[0];
END
$$;

-- ---------------------------------------------------------------------------------------------
-- Accounts (SQLite 0001)
CREATE TABLE users (
  id              TEXT COLLATE "C" PRIMARY KEY,
  email           CITEXT COLLATE "C" NOT NULL UNIQUE,
  password_hash   TEXT COLLATE "C" NOT NULL,                 -- libsodium crypto_pwhash_str (Argon2id)
  fname           TEXT COLLATE "C" NOT NULL DEFAULT '',
  lname           TEXT COLLATE "C" NOT NULL DEFAULT '',
  avatar          TEXT COLLATE "C",
  avatar_thumb    TEXT COLLATE "C",
  phone           TEXT COLLATE "C",                          -- 11 digits, e.g. 03001234567
  phone_confirmed BIGINT NOT NULL DEFAULT 0 CHECK (phone_confirmed IN (0, 1)),
  country         TEXT COLLATE "C" NOT NULL DEFAULT 'PK',
  city            TEXT COLLATE "C" NOT NULL DEFAULT 'sahiwal',
  note            TEXT COLLATE "C",
  interests       TEXT COLLATE "C",                          -- comma-separated tags
  gender          TEXT COLLATE "C",
  dob             TEXT COLLATE "C",                          -- ISO date-time at midnight UTC
  status          TEXT COLLATE "C" NOT NULL DEFAULT 'enabled',
  status_note     TEXT COLLATE "C",
  timezone        TEXT COLLATE "C" NOT NULL DEFAULT 'Asia/Karachi',
  freezed_until   TEXT COLLATE "C",
  type            TEXT COLLATE "C" NOT NULL DEFAULT 'customer',
  receive_offers  BIGINT NOT NULL DEFAULT 0 CHECK (receive_offers IN (0, 1)),
  created_at      TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  updated_at      TEXT COLLATE "C" NOT NULL DEFAULT karyana_now()
);
CREATE INDEX users_phone ON users(phone NULLS FIRST);

-- Refresh tokens. Only a hash of the token is kept; a rotated token points at its successor,
-- and reuse of a rotated token revokes the whole family.
CREATE TABLE sessions (
  id            TEXT COLLATE "C" PRIMARY KEY,
  user_id       TEXT COLLATE "C" NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  family_id     TEXT COLLATE "C" NOT NULL,
  token_hash    TEXT COLLATE "C" NOT NULL UNIQUE,
  created_at    TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  last_used_at  TEXT COLLATE "C",
  expires_at    TEXT COLLATE "C" NOT NULL,
  revoked_at    TEXT COLLATE "C",
  replaced_by   TEXT COLLATE "C",
  user_agent    TEXT COLLATE "C",
  ip            TEXT COLLATE "C"
);
CREATE INDEX sessions_user ON sessions(user_id);
CREATE INDEX sessions_family ON sessions(family_id);

-- Phone verification (4 digits, sent by SMS) and password reset (6 digits, sent by e-mail).
CREATE TABLE verification_codes (
  id            TEXT COLLATE "C" PRIMARY KEY,
  user_id       TEXT COLLATE "C" NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose       TEXT COLLATE "C" NOT NULL CHECK (purpose IN ('phone', 'password_reset')),
  target        TEXT COLLATE "C" NOT NULL,                 -- the phone number or e-mail the code went to
  code_hash     TEXT COLLATE "C" NOT NULL,
  attempts      BIGINT NOT NULL DEFAULT 0,
  max_attempts  BIGINT NOT NULL DEFAULT 5,
  created_at    TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  expires_at    TEXT COLLATE "C" NOT NULL,
  used_at       TEXT COLLATE "C",
  verified_at   TEXT COLLATE "C",                          -- reset codes: checked, waiting for the new password
  rowid         BIGINT GENERATED ALWAYS AS IDENTITY  -- SQLite's rowid (insertion order)
);
CREATE INDEX verification_codes_user ON verification_codes(user_id, purpose, created_at);

-- Rate-limit buckets, keyed by e.g. 'signin:ip:1.2.3.4' or 'signin:email:a@b.c'. Internal
-- arithmetic state, so times here are unix milliseconds.
CREATE TABLE rate_limits (
  bucket_key        TEXT COLLATE "C" PRIMARY KEY,
  hits              BIGINT NOT NULL DEFAULT 0,
  tokens            DOUBLE PRECISION NOT NULL DEFAULT 0,
  window_start_ms   BIGINT NOT NULL DEFAULT 0,
  blocked_until_ms  BIGINT NOT NULL DEFAULT 0,
  updated_at_ms     BIGINT NOT NULL DEFAULT 0
);

-- Service areas. polygon is JSON text {"type":"Polygon","coordinates":[[[lat,lng],...]]} with
-- points in the spec's [lat, lng] order (the reverse of GeoJSON).
CREATE TABLE geo_zones (
  id          TEXT COLLATE "C" PRIMARY KEY,
  title       TEXT COLLATE "C" NOT NULL,
  category    TEXT COLLATE "C" NOT NULL DEFAULT 'service-area',
  polygon     TEXT COLLATE "C" NOT NULL,
  status      TEXT COLLATE "C" NOT NULL DEFAULT 'published',
  city        TEXT COLLATE "C" NOT NULL,
  created_at  TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  updated_at  TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  version     BIGINT NOT NULL DEFAULT 1,
  UNIQUE (city, category, title)
);
CREATE INDEX geo_zones_city ON geo_zones(city, status, category);

CREATE TABLE addresses (
  id                    TEXT COLLATE "C" PRIMARY KEY,
  user_id               TEXT COLLATE "C" NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  full_address          TEXT COLLATE "C" NOT NULL,
  city                  TEXT COLLATE "C" NOT NULL DEFAULT 'sahiwal',
  label                 TEXT COLLATE "C" NOT NULL CHECK (label IN ('home', 'office', 'other')),
  lat                   DOUBLE PRECISION NOT NULL,
  lng                   DOUBLE PRECISION NOT NULL,
  delivery_zone_id      TEXT COLLATE "C" REFERENCES geo_zones(id) ON DELETE SET NULL,
  delivery_instructions TEXT COLLATE "C",
  is_default            BIGINT NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  verified              TEXT COLLATE "C" NOT NULL DEFAULT 'no',
  created_at            TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  updated_at            TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  rowid                 BIGINT GENERATED ALWAYS AS IDENTITY  -- SQLite's rowid (insertion order)
);
CREATE INDEX addresses_user ON addresses(user_id, created_at);
-- At most one default address per user.
CREATE UNIQUE INDEX addresses_one_default ON addresses(user_id) WHERE is_default > 0;

-- Gazetteer for the place search of the address form.
CREATE TABLE locations (
  id              TEXT COLLATE "C" PRIMARY KEY,
  title           TEXT COLLATE "C" NOT NULL,
  code            TEXT COLLATE "C" NOT NULL UNIQUE,
  lat             DOUBLE PRECISION NOT NULL,
  lng             DOUBLE PRECISION NOT NULL,
  latitude_delta  DOUBLE PRECISION NOT NULL DEFAULT 0.01,
  longitude_delta DOUBLE PRECISION NOT NULL DEFAULT 0.01,
  type            TEXT COLLATE "C" NOT NULL DEFAULT 'locality',
  city            TEXT COLLATE "C" NOT NULL DEFAULT 'sahiwal'
);
-- SQLite: ON locations(title COLLATE NOCASE), for ORDER BY title COLLATE NOCASE; here the same
-- order is lower(title) (ASCII folding under the column's "C" collation).
CREATE INDEX locations_title ON locations(lower(title));

-- ---------------------------------------------------------------------------------------------
-- Catalogue (SQLite 0002, 0012, 0014)
CREATE TABLE product_categories (
  id                 TEXT COLLATE "C" PRIMARY KEY,
  title              TEXT COLLATE "C" NOT NULL,
  slug               TEXT COLLATE "C" NOT NULL UNIQUE,
  status             TEXT COLLATE "C" NOT NULL DEFAULT 'enabled',
  parent_cat_id      TEXT COLLATE "C" REFERENCES product_categories(id) ON DELETE SET NULL,
  sort_order         BIGINT NOT NULL DEFAULT 0,
  menu_bg_img        TEXT COLLATE "C",
  menu_bg_img_thumb  TEXT COLLATE "C",
  title_img          TEXT COLLATE "C",
  title_img_thumb    TEXT COLLATE "C",
  seo_title          TEXT COLLATE "C",
  seo_desc           TEXT COLLATE "C",
  created_at         TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  updated_at         TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  version            BIGINT NOT NULL DEFAULT 1
);
CREATE INDEX product_categories_parent ON product_categories(parent_cat_id NULLS FIRST, sort_order);
CREATE INDEX product_categories_status ON product_categories(status, sort_order);

CREATE TABLE product_types (
  id          TEXT COLLATE "C" PRIMARY KEY,
  title       TEXT COLLATE "C" NOT NULL,
  slug        TEXT COLLATE "C" NOT NULL UNIQUE,
  tax_value   DOUBLE PRECISION NOT NULL DEFAULT 0,     -- with tax_unit '%': percent of the price
  tax_unit    TEXT COLLATE "C" NOT NULL DEFAULT '%',
  created_at  TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  updated_at  TEXT COLLATE "C" NOT NULL DEFAULT karyana_now()
);

CREATE TABLE attributes (
  id             TEXT COLLATE "C" PRIMARY KEY,
  title          TEXT COLLATE "C" NOT NULL,
  slug           TEXT COLLATE "C" NOT NULL UNIQUE,
  code           TEXT COLLATE "C" NOT NULL DEFAULT '',
  show_in_store  BIGINT NOT NULL DEFAULT 1 CHECK (show_in_store IN (0, 1)),
  display_as     TEXT COLLATE "C" NOT NULL DEFAULT 'text',
  seo_title      TEXT COLLATE "C",
  seo_desc       TEXT COLLATE "C"
);

CREATE TABLE product_type_attributes (
  type_id       TEXT COLLATE "C" NOT NULL REFERENCES product_types(id) ON DELETE CASCADE,
  attribute_id  TEXT COLLATE "C" NOT NULL REFERENCES attributes(id) ON DELETE CASCADE,
  sort_order    BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (type_id, attribute_id)
);

-- seq: SQLite's INTEGER PRIMARY KEY (a rowid alias the full-text index follows); here an
-- identity the database assigns (never written by the stores); everything else refers to
-- products by id.
CREATE TABLE products (
  seq                    BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id                     TEXT COLLATE "C" NOT NULL UNIQUE,
  title                  TEXT COLLATE "C" NOT NULL,
  slug                   TEXT COLLATE "C" NOT NULL UNIQUE,
  short_description      TEXT COLLATE "C" NOT NULL DEFAULT '',
  details                TEXT COLLATE "C" NOT NULL DEFAULT '',   -- HTML
  barcode                TEXT COLLATE "C",
  brand                  TEXT COLLATE "C" NOT NULL DEFAULT '',
  available_qty          BIGINT NOT NULL DEFAULT 0 CHECK (available_qty >= 0),
  reserved_for_order     BIGINT NOT NULL DEFAULT 0,
  limit_max_qty_in_cart  BIGINT NOT NULL DEFAULT 0,  -- 0: no limit
  type_id                TEXT COLLATE "C" REFERENCES product_types(id) ON DELETE SET NULL,
  cat_id                 TEXT COLLATE "C" REFERENCES product_categories(id) ON DELETE SET NULL,
  taxable                BIGINT NOT NULL DEFAULT 0 CHECK (taxable IN (0, 1)),
  tags                   TEXT COLLATE "C" NOT NULL DEFAULT '',    -- comma-separated
  cost                   BIGINT NOT NULL DEFAULT 0,  -- paisa
  price                  BIGINT NOT NULL CHECK (price >= 0),  -- paisa
  price_was              BIGINT NOT NULL DEFAULT 0,  -- paisa; above price means 'Price Cut'
  picture                TEXT COLLATE "C",
  picture_thumb          TEXT COLLATE "C",
  rating                 DOUBLE PRECISION NOT NULL DEFAULT 0,     -- 1..5, 0 when unrated
  free_shipping          BIGINT NOT NULL DEFAULT 0 CHECK (free_shipping IN (0, 1)),
  status                 TEXT COLLATE "C" NOT NULL DEFAULT 'draft',  -- published means purchasable
  published_at           TEXT COLLATE "C",
  seo_title              TEXT COLLATE "C",
  seo_desc               TEXT COLLATE "C",
  created_at             TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  updated_at             TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  version                BIGINT NOT NULL DEFAULT 1
);
CREATE INDEX products_category ON products(cat_id NULLS FIRST, status, published_at DESC NULLS LAST, id DESC);
CREATE INDEX products_status ON products(status, published_at DESC NULLS LAST, id DESC);
CREATE INDEX products_brand ON products(brand);
CREATE INDEX products_updated ON products(updated_at DESC, id DESC);
CREATE INDEX products_barcode ON products(barcode) WHERE barcode IS NOT NULL AND barcode <> '';

CREATE TABLE product_gallery (
  id          TEXT COLLATE "C" PRIMARY KEY,
  prod_id     TEXT COLLATE "C" NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  img         TEXT COLLATE "C" NOT NULL,
  thumb       TEXT COLLATE "C" NOT NULL,
  sort_order  BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX product_gallery_product ON product_gallery(prod_id, sort_order);

CREATE TABLE product_attribute_values (
  product_id    TEXT COLLATE "C" NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  attribute_id  TEXT COLLATE "C" NOT NULL REFERENCES attributes(id) ON DELETE CASCADE,
  value         TEXT COLLATE "C" NOT NULL,
  sort_order    BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, attribute_id)
);

-- 'Notify me' requests: one per customer and product; sent_at is set when the alert went out.
CREATE TABLE product_alerts (
  id           TEXT COLLATE "C" PRIMARY KEY,
  prod_id      TEXT COLLATE "C" NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  customer_id  TEXT COLLATE "C" NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title        TEXT COLLATE "C" NOT NULL DEFAULT '',
  created_at   TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  sent_at      TEXT COLLATE "C",
  UNIQUE (customer_id, prod_id)
);
CREATE INDEX product_alerts_pending ON product_alerts(prod_id) WHERE sent_at IS NULL;
CREATE INDEX product_alerts_customer ON product_alerts(customer_id, prod_id) WHERE sent_at IS NULL;

-- ---------------------------------------------------------------------------------------------
-- Content (SQLite 0003, 0014, 0015)
-- Store settings, delivered to the client as one JSON object of these keys.
CREATE TABLE settings (
  key         TEXT COLLATE "C" PRIMARY KEY,
  value       TEXT COLLATE "C" NOT NULL,
  updated_at  TEXT COLLATE "C" NOT NULL DEFAULT karyana_now()
);
-- SQLite 0011.
INSERT INTO settings(key, value) VALUES ('confirm_first_orders', '1');

CREATE TABLE offers (
  id          TEXT COLLATE "C" PRIMARY KEY,
  title       TEXT COLLATE "C" NOT NULL,
  key         TEXT COLLATE "C" NOT NULL UNIQUE,
  type        TEXT COLLATE "C" NOT NULL DEFAULT 'product-list',
  deleteable  BIGINT NOT NULL DEFAULT 1 CHECK (deleteable IN (0, 1)),
  status      TEXT COLLATE "C" NOT NULL DEFAULT 'published',
  created_at  TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  updated_at  TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  version     BIGINT NOT NULL DEFAULT 1
);

CREATE TABLE offer_items (
  id             TEXT COLLATE "C" PRIMARY KEY,
  offer_id       TEXT COLLATE "C" NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  prod_id        TEXT COLLATE "C" NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  offer_details  TEXT COLLATE "C" NOT NULL DEFAULT '',
  sort_order     BIGINT NOT NULL DEFAULT 0,
  UNIQUE (offer_id, prod_id)
);
CREATE INDEX offer_items_offer ON offer_items(offer_id, sort_order);

CREATE TABLE banner_groups (
  id          TEXT COLLATE "C" PRIMARY KEY,
  title       TEXT COLLATE "C" NOT NULL,
  key         TEXT COLLATE "C" NOT NULL UNIQUE,
  height      BIGINT NOT NULL DEFAULT 0,
  width       BIGINT NOT NULL DEFAULT 0,
  status      TEXT COLLATE "C" NOT NULL DEFAULT 'published',
  deleteable  BIGINT NOT NULL DEFAULT 1 CHECK (deleteable IN (0, 1)),
  created_at  TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  updated_at  TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  version     BIGINT NOT NULL DEFAULT 1
);

CREATE TABLE banner_items (
  id          TEXT COLLATE "C" PRIMARY KEY,
  group_id    TEXT COLLATE "C" NOT NULL REFERENCES banner_groups(id) ON DELETE CASCADE,
  title       TEXT COLLATE "C" NOT NULL DEFAULT '',
  img         TEXT COLLATE "C" NOT NULL,
  thumb       TEXT COLLATE "C" NOT NULL,
  url         TEXT COLLATE "C" NOT NULL DEFAULT '',
  sort_order  BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX banner_items_group ON banner_items(group_id, sort_order);

CREATE TABLE page_settings (
  id          TEXT COLLATE "C" PRIMARY KEY,
  title       TEXT COLLATE "C" NOT NULL,
  key         TEXT COLLATE "C" NOT NULL UNIQUE,
  created_at  TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  updated_at  TEXT COLLATE "C" NOT NULL DEFAULT karyana_now()
);

-- The banner slots of a page (top-slider, top-banner …), each showing one banner group.
CREATE TABLE page_setting_banners (
  page_setting_id  TEXT COLLATE "C" NOT NULL REFERENCES page_settings(id) ON DELETE CASCADE,
  key              TEXT COLLATE "C" NOT NULL,
  banner_group_id  TEXT COLLATE "C" NOT NULL REFERENCES banner_groups(id) ON DELETE CASCADE,
  sort_order       BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (page_setting_id, key)
);

-- The product lists of a page (featured-products, top-products) and their products.
CREATE TABLE page_setting_product_lists (
  id               TEXT COLLATE "C" PRIMARY KEY,
  page_setting_id  TEXT COLLATE "C" NOT NULL REFERENCES page_settings(id) ON DELETE CASCADE,
  key              TEXT COLLATE "C" NOT NULL,
  title            TEXT COLLATE "C" NOT NULL DEFAULT '',
  sort_order       BIGINT NOT NULL DEFAULT 0,
  version          BIGINT NOT NULL DEFAULT 1,
  UNIQUE (page_setting_id, key)
);

CREATE TABLE page_setting_list_products (
  list_id     TEXT COLLATE "C" NOT NULL REFERENCES page_setting_product_lists(id) ON DELETE CASCADE,
  product_id  TEXT COLLATE "C" NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  sort_order  BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (list_id, product_id)
);

CREATE TABLE pages (
  id          TEXT COLLATE "C" PRIMARY KEY,
  title       TEXT COLLATE "C" NOT NULL,
  slug        TEXT COLLATE "C" NOT NULL UNIQUE,
  body        TEXT COLLATE "C" NOT NULL DEFAULT '',     -- HTML
  status      TEXT COLLATE "C" NOT NULL DEFAULT 'published',
  seo_title   TEXT COLLATE "C",
  seo_desc    TEXT COLLATE "C",
  created_at  TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  updated_at  TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  version     BIGINT NOT NULL DEFAULT 1
);

-- ---------------------------------------------------------------------------------------------
-- Cart, checkout, orders (SQLite 0004, 0010, 0013)
-- One server cart per customer.
CREATE TABLE carts (
  id           TEXT COLLATE "C" PRIMARY KEY,
  customer_id  TEXT COLLATE "C" NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  created_at   TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  updated_at   TEXT COLLATE "C" NOT NULL DEFAULT karyana_now()
);

CREATE TABLE cart_items (
  cart_id     TEXT COLLATE "C" NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  product_id  TEXT COLLATE "C" NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  qty         BIGINT NOT NULL CHECK (qty > 0),
  created_at  TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  updated_at  TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  rowid       BIGINT GENERATED ALWAYS AS IDENTITY,  -- SQLite's rowid (insertion order)
  PRIMARY KEY (cart_id, product_id)
);
-- Lines are listed newest first.
CREATE INDEX cart_items_by_cart ON cart_items(cart_id, created_at DESC);

-- Weekly delivery slots. start_time/end_time are 'HH:MM' in the slot's time zone
-- (Asia/Karachi, UTC+05:00 with no daylight saving); time_range_utc holds the same two times
-- of day in UTC as JSON text, e.g. ["04:00","07:00"], and utc_offset_minutes converts dates.
CREATE TABLE delivery_slots (
  id                  TEXT COLLATE "C" PRIMARY KEY,
  day                 TEXT COLLATE "C" NOT NULL CHECK (day IN ('Mon','Tue','Wed','Thu','Fri','Sat','Sun')),
  day_index           BIGINT NOT NULL CHECK (day_index BETWEEN 0 AND 6),  -- 0 = Monday
  start_time          TEXT COLLATE "C" NOT NULL,
  end_time            TEXT COLLATE "C" NOT NULL,
  timezone            TEXT COLLATE "C" NOT NULL DEFAULT 'Asia/Karachi',
  utc_offset_minutes  BIGINT NOT NULL DEFAULT 300,
  time_range_utc      TEXT COLLATE "C" NOT NULL,
  blocked_dates       TEXT COLLATE "C" NOT NULL DEFAULT '',   -- comma-separated DD-MM-YYYY
  max_order_limit     BIGINT NOT NULL DEFAULT 0, -- 0: unlimited
  status              TEXT COLLATE "C" NOT NULL DEFAULT 'enabled',
  created_at          TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  updated_at          TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  version             BIGINT NOT NULL DEFAULT 1,
  UNIQUE (day, start_time)
);

-- discount_type 'fix' uses discount_amount (paisa); '%' uses discount_percent.
CREATE TABLE vouchers (
  id                      TEXT COLLATE "C" PRIMARY KEY,
  title                   TEXT COLLATE "C" NOT NULL,
  details                 TEXT COLLATE "C" NOT NULL DEFAULT '',
  code                    CITEXT COLLATE "C" NOT NULL UNIQUE,
  discount_type           TEXT COLLATE "C" NOT NULL CHECK (discount_type IN ('fix', '%')),
  discount_amount         BIGINT NOT NULL DEFAULT 0,
  discount_percent        DOUBLE PRECISION NOT NULL DEFAULT 0,
  limit_usage             BIGINT NOT NULL DEFAULT 0,  -- 0: unlimited
  used                    BIGINT NOT NULL DEFAULT 0,
  limit_one_per_customer  BIGINT NOT NULL DEFAULT 0 CHECK (limit_one_per_customer IN (0, 1)),
  picture                 TEXT COLLATE "C",
  picture_thumb           TEXT COLLATE "C",
  status                  TEXT COLLATE "C" NOT NULL DEFAULT 'published',
  activation_date         TEXT COLLATE "C",
  deactivation_date       TEXT COLLATE "C",
  created_at              TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  updated_at              TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  version                 BIGINT NOT NULL DEFAULT 1
);

-- Requirement rows as the API shows them: type and value text. For type 'min_order_amount'
-- the value is in rupees (e.g. '1000').
CREATE TABLE voucher_requirements (
  id          TEXT COLLATE "C" PRIMARY KEY,
  voucher_id  TEXT COLLATE "C" NOT NULL REFERENCES vouchers(id) ON DELETE CASCADE,
  type        TEXT COLLATE "C" NOT NULL,
  value       TEXT COLLATE "C" NOT NULL,
  sort_order  BIGINT NOT NULL DEFAULT 0,
  UNIQUE (voucher_id, type)
);

CREATE TABLE orders (
  id                   TEXT COLLATE "C" PRIMARY KEY,
  serial               TEXT COLLATE "C" NOT NULL UNIQUE,
  customer_id          TEXT COLLATE "C" NOT NULL REFERENCES users(id),
  cart_id              TEXT COLLATE "C",
  idempotency_key      TEXT COLLATE "C",
  payment_method       TEXT COLLATE "C" NOT NULL DEFAULT 'COD',
  payment_status       TEXT COLLATE "C" NOT NULL DEFAULT 'pending',
  status               TEXT COLLATE "C" NOT NULL DEFAULT 'new',
  note                 TEXT COLLATE "C" NOT NULL DEFAULT '',
  shipping_address_id  TEXT COLLATE "C",
  shipping_address     TEXT COLLATE "C" NOT NULL,             -- JSON snapshot of the address at order time
  lat                  DOUBLE PRECISION,
  lng                  DOUBLE PRECISION,
  customer             TEXT COLLATE "C" NOT NULL,             -- JSON snapshot {_id,fname,lname,email,phone}
  delivery_slot_id     TEXT COLLATE "C" REFERENCES delivery_slots(id) ON DELETE SET NULL,
  slot_day             TEXT COLLATE "C",
  slot_date            TEXT COLLATE "C",                      -- DD-MM-YYYY, as the client sends it
  slot_start_time      TEXT COLLATE "C",                      -- HH:MM local
  slot_end_time        TEXT COLLATE "C",
  slot_start_utc       TEXT COLLATE "C",                      -- ISO instant
  slot_end_utc         TEXT COLLATE "C",
  voucher_id           TEXT COLLATE "C" REFERENCES vouchers(id) ON DELETE SET NULL,
  voucher              TEXT COLLATE "C",                      -- JSON snapshot of the applied voucher
  discount_value       BIGINT NOT NULL DEFAULT 0,
  total_price          BIGINT NOT NULL DEFAULT 0,
  total_tax            BIGINT NOT NULL DEFAULT 0,
  delivery_charges     BIGINT NOT NULL DEFAULT 0,
  grand_total          BIGINT NOT NULL DEFAULT 0,
  total_savings        BIGINT NOT NULL DEFAULT 0,
  refund_amount        BIGINT NOT NULL DEFAULT 0,
  log                  TEXT COLLATE "C" NOT NULL DEFAULT '',
  created_at           TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  updated_at           TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  version              BIGINT NOT NULL DEFAULT 1,
  rider_id             TEXT COLLATE "C" REFERENCES users(id),
  cash_collected       BIGINT,                    -- paisa
  cancel_reason        TEXT COLLATE "C",
  delivered_at         TEXT COLLATE "C",
  dispatched_at        TEXT COLLATE "C",
  -- SQLite's rowid (insertion order; the order serial is 100001 + max(rowid)).
  rowid                BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
  UNIQUE (customer_id, idempotency_key)
);
CREATE INDEX orders_customer ON orders(customer_id, created_at DESC);
-- Slot capacity: orders per slot start.
CREATE INDEX orders_slot ON orders(slot_start_utc NULLS FIRST, status);
CREATE INDEX orders_board ON orders(slot_date NULLS FIRST, slot_start_time NULLS FIRST);
CREATE INDEX orders_rider ON orders(rider_id NULLS FIRST, slot_date NULLS FIRST);
CREATE INDEX orders_slot_date ON orders(delivery_slot_id NULLS FIRST, slot_date NULLS FIRST);

CREATE TABLE order_items (
  id                     TEXT COLLATE "C" PRIMARY KEY,
  order_id               TEXT COLLATE "C" NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id             TEXT COLLATE "C" NOT NULL,
  title                  TEXT COLLATE "C" NOT NULL,
  slug                   TEXT COLLATE "C" NOT NULL DEFAULT '',
  price                  BIGINT NOT NULL,
  price_was              BIGINT NOT NULL DEFAULT 0,
  cost                   BIGINT NOT NULL DEFAULT 0,
  tax_value              DOUBLE PRECISION NOT NULL DEFAULT 0,
  tax_unit               TEXT COLLATE "C" NOT NULL DEFAULT '%',
  tax_total              BIGINT NOT NULL DEFAULT 0,   -- tax per unit, paisa
  taxable                BIGINT NOT NULL DEFAULT 0 CHECK (taxable IN (0, 1)),
  qty                    BIGINT NOT NULL,
  deliverable_qty        BIGINT,
  delivery_status        TEXT COLLATE "C" NOT NULL DEFAULT 'pending',
  limit_max_qty_in_cart  BIGINT NOT NULL DEFAULT 0,
  picture                TEXT COLLATE "C",
  picture_thumb          TEXT COLLATE "C",
  barcode                TEXT COLLATE "C",
  attributes             TEXT COLLATE "C" NOT NULL DEFAULT '[]',   -- JSON snapshot of the shown attributes
  cat_id                 TEXT COLLATE "C",
  cat_title              TEXT COLLATE "C",
  sort_order             BIGINT NOT NULL DEFAULT 0,
  rowid                  BIGINT GENERATED ALWAYS AS IDENTITY,  -- SQLite's rowid (insertion order)
  UNIQUE (order_id, product_id)
);
CREATE INDEX order_items_order ON order_items(order_id, sort_order);

CREATE TABLE order_status_notes (
  id          TEXT COLLATE "C" PRIMARY KEY,
  order_id    TEXT COLLATE "C" NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status      TEXT COLLATE "C",
  note        TEXT COLLATE "C" NOT NULL,
  created_at  TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  rowid       BIGINT GENERATED ALWAYS AS IDENTITY  -- SQLite's rowid (insertion order)
);
CREATE INDEX order_status_notes_order ON order_status_notes(order_id, created_at);

CREATE TABLE order_pickup_data (
  order_id    TEXT COLLATE "C" NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id  TEXT COLLATE "C" NOT NULL,
  picked_qty  BIGINT NOT NULL DEFAULT 0,
  not_found   BIGINT NOT NULL DEFAULT 0 CHECK (not_found IN (0, 1)),
  PRIMARY KEY (order_id, product_id)
);

CREATE TABLE voucher_uses (
  id           TEXT COLLATE "C" PRIMARY KEY,
  voucher_id   TEXT COLLATE "C" NOT NULL REFERENCES vouchers(id) ON DELETE CASCADE,
  customer_id  TEXT COLLATE "C" NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_id     TEXT COLLATE "C" REFERENCES orders(id) ON DELETE SET NULL,
  created_at   TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  UNIQUE (voucher_id, order_id)
);
CREATE INDEX voucher_uses_customer ON voucher_uses(voucher_id, customer_id);

-- ---------------------------------------------------------------------------------------------
-- Platform (SQLite 0005)
-- Messages are written here in the same transaction as the change that causes them and
-- delivered later by the outbox worker (retries with next_attempt_at).
CREATE TABLE message_outbox (
  id               TEXT COLLATE "C" PRIMARY KEY,
  channel          TEXT COLLATE "C" NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient        TEXT COLLATE "C" NOT NULL,           -- phone number or e-mail address ("to")
  subject          TEXT COLLATE "C" NOT NULL DEFAULT '',
  body             TEXT COLLATE "C" NOT NULL,
  kind             TEXT COLLATE "C" NOT NULL DEFAULT '', -- e.g. phone_code, password_reset, product_alert
  created_at       TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  attempts         BIGINT NOT NULL DEFAULT 0,
  next_attempt_at  TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  sent_at          TEXT COLLATE "C",
  last_error       TEXT COLLATE "C"
);
CREATE INDEX message_outbox_pending ON message_outbox(next_attempt_at) WHERE sent_at IS NULL;

CREATE TABLE uploads (
  id             TEXT COLLATE "C" PRIMARY KEY,
  owner_id       TEXT COLLATE "C" REFERENCES users(id) ON DELETE SET NULL,
  kind           TEXT COLLATE "C" NOT NULL DEFAULT 'asset',
  original_name  TEXT COLLATE "C" NOT NULL DEFAULT '',
  path           TEXT COLLATE "C" NOT NULL,             -- URL path, e.g. /media/uploads/<id>.jpg
  thumb_path     TEXT COLLATE "C",
  mime_type      TEXT COLLATE "C" NOT NULL,
  width          BIGINT NOT NULL DEFAULT 0,
  height         BIGINT NOT NULL DEFAULT 0,
  size_bytes     BIGINT NOT NULL DEFAULT 0,
  created_at     TEXT COLLATE "C" NOT NULL DEFAULT karyana_now()
);
CREATE INDEX uploads_owner ON uploads(owner_id NULLS FIRST, created_at);

-- Named counters (e.g. 'order_serial'), bumped inside the transaction that uses them.
CREATE TABLE counters (
  name   TEXT COLLATE "C" PRIMARY KEY,
  value  BIGINT NOT NULL DEFAULT 0
);

-- ---------------------------------------------------------------------------------------------
-- Search (SQLite 0006, 0008). SQLite's FTS5 tables products_fts and products_fts_vocab have no
-- PostgreSQL counterpart here: the search port chooses its own (docs/postgres-porting.md).
CREATE TABLE search_state (
  id       BIGINT PRIMARY KEY CHECK (id = 1),
  version  BIGINT NOT NULL
);
INSERT INTO search_state(id, version) VALUES (1, 1);

CREATE TABLE search_synonyms (
  word     TEXT COLLATE "C" NOT NULL,   -- one lower-case word, as shoppers type it
  synonym  TEXT COLLATE "C" NOT NULL,   -- a lower-case word of product titles
  PRIMARY KEY (word, synonym)
);

-- Spelling variants ('chaawal', 'dudh', 'aata') are folded by the search itself; these rows
-- map the Roman-Urdu name to the English word the catalogue uses.
INSERT INTO search_synonyms(word, synonym) VALUES
  ('chawal', 'rice'), ('doodh', 'milk'), ('dahi', 'yogurt'), ('anda', 'eggs'), ('anday', 'eggs'),
  ('ande', 'eggs'), ('cheeni', 'sugar'), ('chini', 'sugar'), ('namak', 'salt'), ('chai', 'tea'),
  ('chaye', 'tea'), ('pani', 'water'), ('aloo', 'potatoes'), ('pyaz', 'onions'), ('piyaz', 'onions'),
  ('tamatar', 'tomatoes'), ('lehsan', 'garlic'), ('lahsan', 'garlic'), ('adrak', 'ginger'),
  ('mirch', 'chillies'), ('gajar', 'carrots'), ('kheera', 'cucumber'), ('kela', 'bananas'),
  ('seb', 'apples'), ('saib', 'apples'), ('angoor', 'grapes'), ('nimbu', 'lemons'),
  ('tarbooz', 'watermelon'), ('amrood', 'guava'), ('anar', 'pomegranate'), ('murghi', 'chicken'),
  ('murgi', 'chicken'), ('murgh', 'chicken'), ('gosht', 'mutton'), ('gosht', 'beef'),
  ('makhan', 'butter'), ('malai', 'cream'), ('tel', 'oil'), ('sabun', 'soap'), ('shehad', 'honey'),
  ('shahad', 'honey'), ('sirka', 'vinegar'), ('biskut', 'biscuits'), ('roti', 'bread'),
  ('mithai', 'sweets'), ('namkeen', 'nimko'), ('atta', 'flour'), ('maida', 'flour'),
  ('masala', 'spices'), ('sabzi', 'vegetables'), ('phal', 'fruits');

-- ---------------------------------------------------------------------------------------------
-- Staff (SQLite 0010)
CREATE TABLE staff (
  user_id      TEXT COLLATE "C" PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  role         TEXT COLLATE "C" NOT NULL CHECK (role IN ('owner', 'manager', 'picker', 'rider')),
  disabled_at  TEXT COLLATE "C",                             -- set: the member may not use the console
  added_by     TEXT COLLATE "C",                             -- staff user id; NULL for the command line
  created_at   TEXT COLLATE "C" NOT NULL DEFAULT karyana_now(),
  rowid        BIGINT GENERATED ALWAYS AS IDENTITY  -- SQLite's rowid (insertion order)
);
CREATE INDEX staff_role ON staff(role);

-- before/after are JSON text of the changed fields. id: SQLite's INTEGER PRIMARY KEY
-- AUTOINCREMENT, here an identity (never reused either).
CREATE TABLE audit_log (
  id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id    TEXT COLLATE "C",                              -- staff user id; NULL for the command line
  action      TEXT COLLATE "C" NOT NULL,                     -- e.g. order.status, staff.role
  subject     TEXT COLLATE "C" NOT NULL,                     -- order serial or staff user id
  before      TEXT COLLATE "C" NOT NULL DEFAULT '{}',
  after       TEXT COLLATE "C" NOT NULL DEFAULT '{}',
  created_at  TEXT COLLATE "C" NOT NULL DEFAULT karyana_now()
);
CREATE INDEX audit_log_created ON audit_log(created_at);
CREATE INDEX audit_log_subject ON audit_log(subject, created_at);

-- ---------------------------------------------------------------------------------------------
-- Triggers. SQLite's triggers are FOR EACH ROW; so are these, unless said otherwise.

-- The search version (SQLite 0008): moved by every change the search snapshot sees. Every such
-- write updates the one search_state row, so writers of products, categories and synonyms queue
-- on its row lock until the first commits (as they queue on SQLite's single writer).
CREATE FUNCTION karyana_bump_search_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_products_insert AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION karyana_bump_search_version();
CREATE TRIGGER search_products_delete AFTER DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION karyana_bump_search_version();
CREATE TRIGGER search_products_update AFTER UPDATE OF
  id, title, slug, brand, tags, short_description, price, price_was, rating, free_shipping, status,
  published_at, cat_id ON products
  FOR EACH ROW EXECUTE FUNCTION karyana_bump_search_version();
CREATE TRIGGER search_categories_insert AFTER INSERT ON product_categories
  FOR EACH ROW EXECUTE FUNCTION karyana_bump_search_version();
CREATE TRIGGER search_categories_delete AFTER DELETE ON product_categories
  FOR EACH ROW EXECUTE FUNCTION karyana_bump_search_version();
CREATE TRIGGER search_categories_update AFTER UPDATE OF title, status, parent_cat_id ON product_categories
  FOR EACH ROW EXECUTE FUNCTION karyana_bump_search_version();
CREATE TRIGGER search_synonyms_insert AFTER INSERT ON search_synonyms
  FOR EACH ROW EXECUTE FUNCTION karyana_bump_search_version();
CREATE TRIGGER search_synonyms_delete AFTER DELETE ON search_synonyms
  FOR EACH ROW EXECUTE FUNCTION karyana_bump_search_version();
CREATE TRIGGER search_synonyms_update AFTER UPDATE ON search_synonyms
  FOR EACH ROW EXECUTE FUNCTION karyana_bump_search_version();

-- 'Notify me' (SQLite 0007): a product back in stock queues one message per pending alert of an
-- enabled customer (SMS to a confirmed phone, else e-mail) and marks the alerts sent, in the
-- transaction that restocked it. Ids: 24 lower-case hex digits, as SQLite's
-- lower(hex(randomblob(12))). Concurrency: two restocks of one product queue on its row lock,
-- and the second sees the first's quantity as OLD, so alerts go out once.
CREATE FUNCTION karyana_product_alerts_back_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO message_outbox(id, channel, recipient, subject, body, kind)
  SELECT substr(md5(gen_random_uuid()::text), 1, 24),
         CASE WHEN u.phone_confirmed > 0 AND coalesce(u.phone, '') <> '' THEN 'sms' ELSE 'email' END,
         CASE WHEN u.phone_confirmed > 0 AND coalesce(u.phone, '') <> '' THEN u.phone ELSE u.email::text END,
         CASE WHEN u.phone_confirmed > 0 AND coalesce(u.phone, '') <> '' THEN ''
              ELSE NEW.title || ' is back in stock' END,
         'Good news! ' || NEW.title || ' is back in stock at Karyana. Order now before it sells out again: /product/'
           || NEW.slug,
         'product_alert'
  FROM product_alerts a JOIN users u ON u.id = a.customer_id
  WHERE a.prod_id = NEW.id AND a.sent_at IS NULL AND u.status = 'enabled'
  ORDER BY a.created_at, a.id;

  UPDATE product_alerts SET sent_at = karyana_now()
  WHERE prod_id = NEW.id AND sent_at IS NULL;
  RETURN NULL;
END
$$;
CREATE TRIGGER product_alerts_back_in_stock
AFTER UPDATE OF available_qty, status ON products
FOR EACH ROW
WHEN (NEW.available_qty >= 1 AND NEW.status = 'published'
      AND (OLD.available_qty < 1 OR OLD.status IS DISTINCT FROM 'published'))
EXECUTE FUNCTION karyana_product_alerts_back_in_stock();

-- Checkout guards (SQLite 0009), refusing with SQLite's messages (SQLSTATE P0001).
--
-- A voucher's use count stays within its limit. Safe across processes as it stands: the UPDATE
-- that moves `used` holds the voucher's row lock, and a concurrent one re-reads the row after the
-- first commits, so this check sees every committed use.
CREATE TRIGGER vouchers_used_within_limit
BEFORE UPDATE OF used ON vouchers
FOR EACH ROW
WHEN (NEW.used < 0 OR (NEW.limit_usage > 0 AND NEW.used > NEW.limit_usage))
EXECUTE FUNCTION karyana_refuse('voucher used past its limit');

-- A once-per-customer voucher is used once per customer. SQLite counted on its single writer;
-- here the function first locks the voucher's row (FOR NO KEY UPDATE, the lock the store's
-- `UPDATE vouchers SET used = used + 1` takes too), so uses of one voucher are checked one at a
-- time. Under READ COMMITTED the EXISTS below then sees every use committed before the lock was
-- granted (each statement of a VOLATILE function takes a new snapshot). Under REPEATABLE READ it
-- does not: there it holds only because the store also bumps vouchers.used in the same
-- transaction (the second writer then fails with 40001 and retries); SERIALIZABLE is safe.
CREATE FUNCTION karyana_voucher_uses_once_per_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM vouchers WHERE id = NEW.voucher_id FOR NO KEY UPDATE;
  IF (SELECT limit_one_per_customer FROM vouchers WHERE id = NEW.voucher_id) > 0
     AND EXISTS (SELECT 1 FROM voucher_uses
                 WHERE voucher_id = NEW.voucher_id AND customer_id = NEW.customer_id) THEN
    RAISE EXCEPTION USING MESSAGE = 'voucher already used by this customer';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER voucher_uses_once_per_customer
BEFORE INSERT ON voucher_uses
FOR EACH ROW EXECUTE FUNCTION karyana_voucher_uses_once_per_customer();

-- A delivery slot takes at most max_order_limit live orders per occurrence (slot_start_utc).
-- SQLite counted on its single writer; here the function takes a transaction-scoped advisory
-- lock on the occurrence (pg_advisory_xact_lock, held to COMMIT), so two placements into one
-- occurrence count one after the other; other occurrences and slot edits do not wait. Under
-- READ COMMITTED the count then sees every order committed before the lock was granted. Under
-- REPEATABLE READ it does not (the snapshot predates the wait): the order placement must write
-- in READ COMMITTED (or SERIALIZABLE). Only INSERT is guarded, as on SQLite.
CREATE FUNCTION karyana_orders_slot_within_limit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  order_limit BIGINT;
BEGIN
  SELECT max_order_limit INTO order_limit FROM delivery_slots WHERE id = NEW.delivery_slot_id;
  IF order_limit > 0 AND NEW.slot_start_utc IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('karyana.delivery_slot:' || NEW.slot_start_utc, 0));
    IF (SELECT count(*) FROM orders WHERE slot_start_utc = NEW.slot_start_utc
          AND status NOT IN ('canceled', 'declined', 'refunded')) >= order_limit THEN
      RAISE EXCEPTION USING MESSAGE = 'delivery slot full';
    END IF;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER orders_slot_within_limit
BEFORE INSERT ON orders
FOR EACH ROW
WHEN (NEW.delivery_slot_id IS NOT NULL AND NEW.status NOT IN ('canceled', 'declined', 'refunded'))
EXECUTE FUNCTION karyana_orders_slot_within_limit();

-- ---------------------------------------------------------------------------------------------
-- Change notices for the caches (the tables of store/sqlite/catalogue_tables.cpp but SQLite's
-- products_fts): every statement that writes one of them sends NOTIFY karyana_changes with the
-- table's name. PostgreSQL delivers it at COMMIT (never for a rollback), to every listening
-- instance, one notice per table and transaction. Statement-level, so a statement that matches
-- no row sends one too (a cache dropped for nothing, never a change missed).
CREATE FUNCTION karyana_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('karyana_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'attributes', 'banner_groups', 'banner_items', 'geo_zones', 'locations', 'offer_items', 'offers',
    'page_setting_banners', 'page_setting_list_products', 'page_setting_product_lists', 'page_settings',
    'pages', 'product_attribute_values', 'product_categories', 'product_gallery',
    'product_type_attributes', 'product_types', 'products', 'search_state', 'search_synonyms',
    'settings']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I'
                   ' FOR EACH STATEMENT EXECUTE FUNCTION karyana_notify_change()', t || '_changed', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I'
                   ' FOR EACH STATEMENT EXECUTE FUNCTION karyana_notify_change()', t || '_truncated', t);
  END LOOP;
END
$$;
)sql";
}

}  // namespace karyana::store::postgres
