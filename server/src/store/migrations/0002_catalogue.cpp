// Catalogue: categories (a tree), product types with tax, attributes, products, gallery,
// attribute values and back-in-stock alerts. Money columns are INTEGER paisa.
#include "store/migrations/migrations.hpp"

namespace karyana::store::migrations {

const char* sql_0002_catalogue() {
  return R"sql(
CREATE TABLE product_categories (
  id                 TEXT PRIMARY KEY,
  title              TEXT NOT NULL,
  slug               TEXT NOT NULL UNIQUE,
  status             TEXT NOT NULL DEFAULT 'enabled',
  parent_cat_id      TEXT REFERENCES product_categories(id) ON DELETE SET NULL,
  sort_order         INTEGER NOT NULL DEFAULT 0,
  menu_bg_img        TEXT,
  menu_bg_img_thumb  TEXT,
  title_img          TEXT,
  title_img_thumb    TEXT,
  seo_title          TEXT,
  seo_desc           TEXT,
  created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX product_categories_parent ON product_categories(parent_cat_id, sort_order);
CREATE INDEX product_categories_status ON product_categories(status, sort_order);

CREATE TABLE product_types (
  id          TEXT PRIMARY KEY,
  title       TEXT NOT NULL,
  slug        TEXT NOT NULL UNIQUE,
  tax_value   REAL NOT NULL DEFAULT 0,     -- with tax_unit '%': percent of the price
  tax_unit    TEXT NOT NULL DEFAULT '%',
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

CREATE TABLE attributes (
  id             TEXT PRIMARY KEY,
  title          TEXT NOT NULL,
  slug           TEXT NOT NULL UNIQUE,
  code           TEXT NOT NULL DEFAULT '',
  show_in_store  INTEGER NOT NULL DEFAULT 1,
  display_as     TEXT NOT NULL DEFAULT 'text',
  seo_title      TEXT,
  seo_desc       TEXT
);

CREATE TABLE product_type_attributes (
  type_id       TEXT NOT NULL REFERENCES product_types(id) ON DELETE CASCADE,
  attribute_id  TEXT NOT NULL REFERENCES attributes(id) ON DELETE CASCADE,
  sort_order    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (type_id, attribute_id)
);

-- seq is an INTEGER PRIMARY KEY so the full-text index (0006) can follow rows by a rowid that
-- VACUUM never changes; everything else refers to products by id.
CREATE TABLE products (
  seq                    INTEGER PRIMARY KEY,
  id                     TEXT NOT NULL UNIQUE,
  title                  TEXT NOT NULL,
  slug                   TEXT NOT NULL UNIQUE,
  short_description      TEXT NOT NULL DEFAULT '',
  details                TEXT NOT NULL DEFAULT '',   -- HTML
  barcode                TEXT,
  brand                  TEXT NOT NULL DEFAULT '',
  available_qty          INTEGER NOT NULL DEFAULT 0 CHECK (available_qty >= 0),
  reserved_for_order     INTEGER NOT NULL DEFAULT 0,
  limit_max_qty_in_cart  INTEGER NOT NULL DEFAULT 0,  -- 0: no limit
  type_id                TEXT REFERENCES product_types(id) ON DELETE SET NULL,
  cat_id                 TEXT REFERENCES product_categories(id) ON DELETE SET NULL,
  taxable                INTEGER NOT NULL DEFAULT 0,
  tags                   TEXT NOT NULL DEFAULT '',    -- comma-separated
  cost                   INTEGER NOT NULL DEFAULT 0,  -- paisa
  price                  INTEGER NOT NULL CHECK (price >= 0),  -- paisa
  price_was              INTEGER NOT NULL DEFAULT 0,  -- paisa; above price means 'Price Cut'
  picture                TEXT,
  picture_thumb          TEXT,
  rating                 REAL NOT NULL DEFAULT 0,     -- 1..5, 0 when unrated
  free_shipping          INTEGER NOT NULL DEFAULT 0,
  status                 TEXT NOT NULL DEFAULT 'draft',  -- published means purchasable
  published_at           TEXT,
  seo_title              TEXT,
  seo_desc               TEXT,
  created_at             TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at             TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX products_category ON products(cat_id, status, published_at DESC, id DESC);
CREATE INDEX products_status ON products(status, published_at DESC, id DESC);
CREATE INDEX products_brand ON products(brand);

CREATE TABLE product_gallery (
  id          TEXT PRIMARY KEY,
  prod_id     TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  img         TEXT NOT NULL,
  thumb       TEXT NOT NULL,
  sort_order  INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_gallery_product ON product_gallery(prod_id, sort_order);

CREATE TABLE product_attribute_values (
  product_id    TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  attribute_id  TEXT NOT NULL REFERENCES attributes(id) ON DELETE CASCADE,
  value         TEXT NOT NULL,
  sort_order    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, attribute_id)
);

-- 'Notify me' requests: one per customer and product; sent_at is set when the alert went out.
CREATE TABLE product_alerts (
  id           TEXT PRIMARY KEY,
  prod_id      TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  customer_id  TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title        TEXT NOT NULL DEFAULT '',
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  sent_at      TEXT,
  UNIQUE (customer_id, prod_id)
);
CREATE INDEX product_alerts_pending ON product_alerts(prod_id) WHERE sent_at IS NULL;
)sql";
}

}  // namespace karyana::store::migrations
