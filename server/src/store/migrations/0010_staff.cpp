// Staff and the operator console (issue 17): staff members are users (type 'staff') with a role
// row here, so they sign in through the same login; every staff action leaves an audit row;
// orders gain what fulfilment records (optimistic-concurrency version, rider, cash, cancel reason,
// times) and the indexes the order board and a rider's day read by.
#include "store/migrations/migrations.hpp"

namespace karyana::store::migrations {

const char* sql_0010_staff() {
  return R"sql(
CREATE TABLE staff (
  user_id      TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  role         TEXT NOT NULL CHECK (role IN ('owner', 'manager', 'picker', 'rider')),
  disabled_at  TEXT,                             -- set: the member may not use the console
  added_by     TEXT,                             -- staff user id; NULL for the command line
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX staff_role ON staff(role);

-- before/after are JSON text of the changed fields.
CREATE TABLE audit_log (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  actor_id    TEXT,                              -- staff user id; NULL for the command line
  action      TEXT NOT NULL,                     -- e.g. order.status, staff.role
  subject     TEXT NOT NULL,                     -- order serial or staff user id
  before      TEXT NOT NULL DEFAULT '{}',
  after       TEXT NOT NULL DEFAULT '{}',
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX audit_log_created ON audit_log(created_at);
CREATE INDEX audit_log_subject ON audit_log(subject, created_at);

ALTER TABLE orders ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE orders ADD COLUMN rider_id TEXT REFERENCES users(id);
ALTER TABLE orders ADD COLUMN cash_collected INTEGER;   -- paisa
ALTER TABLE orders ADD COLUMN cancel_reason TEXT;
ALTER TABLE orders ADD COLUMN delivered_at TEXT;
ALTER TABLE orders ADD COLUMN dispatched_at TEXT;
CREATE INDEX orders_board ON orders(slot_date, slot_start_time);
CREATE INDEX orders_rider ON orders(rider_id, slot_date);
)sql";
}

}  // namespace karyana::store::migrations
