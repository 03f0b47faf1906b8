// The event channel's large messages (store/postgres/postgres_event_channel.hpp): NOTIFY takes
// payloads under 8,000 bytes, so a larger one is stored here and the notice carries its id. Rows
// live about a minute (publishes delete older ones). In a schema of its own: it is no store table
// and has no SQLite counterpart (server/tests/store/postgres/schema_test.cpp compares `public`).
#include "store/postgres/migrations/migrations.hpp"

namespace karyana::store::postgres {

const char* pg_sql_0002_events() {
  return R"sql(
CREATE SCHEMA bus;
-- UNLOGGED: a message is worth nothing after a crash (its notice died with the server).
CREATE UNLOGGED TABLE bus.events (
  id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payload    TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX events_created_at ON bus.events(created_at);
)sql";
}

}  // namespace karyana::store::postgres
