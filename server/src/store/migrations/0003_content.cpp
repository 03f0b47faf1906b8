// Content: offers, banner groups, page settings (home page layout), content pages, settings.
#include "store/migrations/migrations.hpp"

namespace karyana::store::migrations {

const char* sql_0003_content() {
  return R"sql(
-- Store settings, delivered to the client as one JSON object of these keys.
CREATE TABLE settings (
  key         TEXT PRIMARY KEY,
  value       TEXT NOT NULL,
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

CREATE TABLE offers (
  id          TEXT PRIMARY KEY,
  title       TEXT NOT NULL,
  key         TEXT NOT NULL UNIQUE,
  type        TEXT NOT NULL DEFAULT 'product-list',
  deleteable  INTEGER NOT NULL DEFAULT 1,
  status      TEXT NOT NULL DEFAULT 'published',
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

CREATE TABLE offer_items (
  id             TEXT PRIMARY KEY,
  offer_id       TEXT NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  prod_id        TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  offer_details  TEXT NOT NULL DEFAULT '',
  sort_order     INTEGER NOT NULL DEFAULT 0,
  UNIQUE (offer_id, prod_id)
);
CREATE INDEX offer_items_offer ON offer_items(offer_id, sort_order);

CREATE TABLE banner_groups (
  id          TEXT PRIMARY KEY,
  title       TEXT NOT NULL,
  key         TEXT NOT NULL UNIQUE,
  height      INTEGER NOT NULL DEFAULT 0,
  width       INTEGER NOT NULL DEFAULT 0,
  status      TEXT NOT NULL DEFAULT 'published',
  deleteable  INTEGER NOT NULL DEFAULT 1,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

CREATE TABLE banner_items (
  id          TEXT PRIMARY KEY,
  group_id    TEXT NOT NULL REFERENCES banner_groups(id) ON DELETE CASCADE,
  title       TEXT NOT NULL DEFAULT '',
  img         TEXT NOT NULL,
  thumb       TEXT NOT NULL,
  url         TEXT NOT NULL DEFAULT '',
  sort_order  INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX banner_items_group ON banner_items(group_id, sort_order);

CREATE TABLE page_settings (
  id          TEXT PRIMARY KEY,
  title       TEXT NOT NULL,
  key         TEXT NOT NULL UNIQUE,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);

-- The banner slots of a page (top-slider, top-banner …), each showing one banner group.
CREATE TABLE page_setting_banners (
  page_setting_id  TEXT NOT NULL REFERENCES page_settings(id) ON DELETE CASCADE,
  key              TEXT NOT NULL,
  banner_group_id  TEXT NOT NULL REFERENCES banner_groups(id) ON DELETE CASCADE,
  sort_order       INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (page_setting_id, key)
);

-- The product lists of a page (featured-products, top-products) and their products.
CREATE TABLE page_setting_product_lists (
  id               TEXT PRIMARY KEY,
  page_setting_id  TEXT NOT NULL REFERENCES page_settings(id) ON DELETE CASCADE,
  key              TEXT NOT NULL,
  title            TEXT NOT NULL DEFAULT '',
  sort_order       INTEGER NOT NULL DEFAULT 0,
  UNIQUE (page_setting_id, key)
);

CREATE TABLE page_setting_list_products (
  list_id     TEXT NOT NULL REFERENCES page_setting_product_lists(id) ON DELETE CASCADE,
  product_id  TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  sort_order  INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (list_id, product_id)
);

CREATE TABLE pages (
  id          TEXT PRIMARY KEY,
  title       TEXT NOT NULL,
  slug        TEXT NOT NULL UNIQUE,
  body        TEXT NOT NULL DEFAULT '',     -- HTML
  status      TEXT NOT NULL DEFAULT 'published',
  seo_title   TEXT,
  seo_desc    TEXT,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
)sql";
}

}  // namespace karyana::store::migrations
