// Platform tables: the message outbox (SMS and e-mail), uploaded media files, named counters.
#include "store/migrations/migrations.hpp"

namespace karyana::store::migrations {

const char* sql_0005_platform() {
  return R"sql(
-- Messages are written here in the same transaction as the change that causes them and
-- delivered later by the outbox worker (retries with next_attempt_at).
CREATE TABLE message_outbox (
  id               TEXT PRIMARY KEY,
  channel          TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient        TEXT NOT NULL,           -- phone number or e-mail address ("to")
  subject          TEXT NOT NULL DEFAULT '',
  body             TEXT NOT NULL,
  kind             TEXT NOT NULL DEFAULT '', -- e.g. phone_code, password_reset, product_alert
  created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_attempt_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  sent_at          TEXT,
  last_error       TEXT
);
CREATE INDEX message_outbox_pending ON message_outbox(next_attempt_at) WHERE sent_at IS NULL;

CREATE TABLE uploads (
  id             TEXT PRIMARY KEY,
  owner_id       TEXT REFERENCES users(id) ON DELETE SET NULL,
  kind           TEXT NOT NULL DEFAULT 'asset',
  original_name  TEXT NOT NULL DEFAULT '',
  path           TEXT NOT NULL,             -- URL path, e.g. /media/uploads/<id>.jpg
  thumb_path     TEXT,
  mime_type      TEXT NOT NULL,
  width          INTEGER NOT NULL DEFAULT 0,
  height         INTEGER NOT NULL DEFAULT 0,
  size_bytes     INTEGER NOT NULL DEFAULT 0,
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX uploads_owner ON uploads(owner_id, created_at);

-- Named counters (e.g. 'order_serial'), bumped inside the transaction that uses them.
CREATE TABLE counters (
  name   TEXT PRIMARY KEY,
  value  INTEGER NOT NULL DEFAULT 0
);
)sql";
}

}  // namespace karyana::store::migrations
