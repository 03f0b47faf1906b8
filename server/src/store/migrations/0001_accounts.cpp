// Accounts: users, sessions (refresh tokens), verification/reset codes, sign-in rate limits,
// service-area zones, delivery addresses and the place gazetteer.
#include "store/migrations/migrations.hpp"

namespace karyana::store::migrations {

const char* sql_0001_accounts() {
  return R"sql(
CREATE TABLE users (
  id              TEXT PRIMARY KEY,
  email           TEXT NOT NULL COLLATE NOCASE UNIQUE,
  password_hash   TEXT NOT NULL,                 -- libsodium crypto_pwhash_str (Argon2id)
  fname           TEXT NOT NULL DEFAULT '',
  lname           TEXT NOT NULL DEFAULT '',
  avatar          TEXT,
  avatar_thumb    TEXT,
  phone           TEXT,                          -- 11 digits, e.g. 03001234567
  phone_confirmed INTEGER NOT NULL DEFAULT 0,    -- below 1: not confirmed
  country         TEXT NOT NULL DEFAULT 'PK',
  city            TEXT NOT NULL DEFAULT 'sahiwal',
  note            TEXT,
  interests       TEXT,                          -- comma-separated tags
  gender          TEXT,
  dob             TEXT,                          -- ISO date-time at midnight UTC
  status          TEXT NOT NULL DEFAULT 'enabled',
  status_note     TEXT,
  timezone        TEXT NOT NULL DEFAULT 'Asia/Karachi',
  freezed_until   TEXT,
  type            TEXT NOT NULL DEFAULT 'customer',
  receive_offers  INTEGER NOT NULL DEFAULT 0,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX users_phone ON users(phone);

-- Refresh tokens. Only a hash of the token is kept; a rotated token points at its successor,
-- and reuse of a rotated token revokes the whole family.
CREATE TABLE sessions (
  id            TEXT PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  family_id     TEXT NOT NULL,
  token_hash    TEXT NOT NULL UNIQUE,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  last_used_at  TEXT,
  expires_at    TEXT NOT NULL,
  revoked_at    TEXT,
  replaced_by   TEXT,
  user_agent    TEXT,
  ip            TEXT
);
CREATE INDEX sessions_user ON sessions(user_id);
CREATE INDEX sessions_family ON sessions(family_id);

-- Phone verification (4 digits, sent by SMS) and password reset (6 digits, sent by e-mail).
CREATE TABLE verification_codes (
  id            TEXT PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose       TEXT NOT NULL CHECK (purpose IN ('phone', 'password_reset')),
  target        TEXT NOT NULL,                 -- the phone number or e-mail the code went to
  code_hash     TEXT NOT NULL,
  attempts      INTEGER NOT NULL DEFAULT 0,
  max_attempts  INTEGER NOT NULL DEFAULT 5,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  expires_at    TEXT NOT NULL,
  used_at       TEXT,
  verified_at   TEXT                           -- reset codes: checked, waiting for the new password
);
CREATE INDEX verification_codes_user ON verification_codes(user_id, purpose, created_at);

-- Rate-limit buckets, keyed by e.g. 'signin:ip:1.2.3.4' or 'signin:email:a@b.c'. Internal
-- arithmetic state, so times here are unix milliseconds.
CREATE TABLE rate_limits (
  bucket_key        TEXT PRIMARY KEY,
  hits              INTEGER NOT NULL DEFAULT 0,
  tokens            REAL NOT NULL DEFAULT 0,
  window_start_ms   INTEGER NOT NULL DEFAULT 0,
  blocked_until_ms  INTEGER NOT NULL DEFAULT 0,
  updated_at_ms     INTEGER NOT NULL DEFAULT 0
);

-- Service areas. polygon is JSON text {"type":"Polygon","coordinates":[[[lat,lng],...]]} with
-- points in the spec's [lat, lng] order (the reverse of GeoJSON).
CREATE TABLE geo_zones (
  id          TEXT PRIMARY KEY,
  title       TEXT NOT NULL,
  category    TEXT NOT NULL DEFAULT 'service-area',
  polygon     TEXT NOT NULL,
  status      TEXT NOT NULL DEFAULT 'published',
  city        TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  UNIQUE (city, category, title)
);
CREATE INDEX geo_zones_city ON geo_zones(city, status, category);

CREATE TABLE addresses (
  id                    TEXT PRIMARY KEY,
  user_id               TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  full_address          TEXT NOT NULL,
  city                  TEXT NOT NULL DEFAULT 'sahiwal',
  label                 TEXT NOT NULL CHECK (label IN ('home', 'office', 'other')),
  lat                   REAL NOT NULL,
  lng                   REAL NOT NULL,
  delivery_zone_id      TEXT REFERENCES geo_zones(id) ON DELETE SET NULL,
  delivery_instructions TEXT,
  is_default            INTEGER NOT NULL DEFAULT 0,
  verified              TEXT NOT NULL DEFAULT 'no',
  created_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  updated_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX addresses_user ON addresses(user_id, created_at);
-- At most one default address per user.
CREATE UNIQUE INDEX addresses_one_default ON addresses(user_id) WHERE is_default > 0;

-- Gazetteer for the place search of the address form.
CREATE TABLE locations (
  id              TEXT PRIMARY KEY,
  title           TEXT NOT NULL,
  code            TEXT NOT NULL UNIQUE,
  lat             REAL NOT NULL,
  lng             REAL NOT NULL,
  latitude_delta  REAL NOT NULL DEFAULT 0.01,
  longitude_delta REAL NOT NULL DEFAULT 0.01,
  type            TEXT NOT NULL DEFAULT 'locality',
  city            TEXT NOT NULL DEFAULT 'sahiwal'
);
CREATE INDEX locations_title ON locations(title COLLATE NOCASE);
)sql";
}

}  // namespace karyana::store::migrations
