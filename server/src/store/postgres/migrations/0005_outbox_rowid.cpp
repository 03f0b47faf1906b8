// The outbox's queue order (issue 20): SQLite claims messages due and created in the same
// millisecond in insertion order (its rowid); PostgreSQL's message_outbox had no such column and
// broke the tie by id, whose last 16 hex digits are random — so two messages queued together
// (an order's confirmation and a product alert, a restock's alerts) could go out in either order.
// A `rowid` identity column, last, as the other tables the stores order by rowid (0001); the rows
// already queued are numbered in their current physical order.
#include "store/postgres/migrations/migrations.hpp"

namespace karyana::store::postgres {

const char* pg_sql_0005_outbox_rowid() {
  return R"sql(
ALTER TABLE message_outbox ADD COLUMN rowid BIGINT GENERATED ALWAYS AS IDENTITY;
)sql";
}

}  // namespace karyana::store::postgres
