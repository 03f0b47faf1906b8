// The list of PostgreSQL migrations, in the order the runner applies them.
#include "store/postgres/migrations/migrations.hpp"

namespace karyana::store::postgres {

const std::vector<Migration>& postgres_migrations() {
  static const std::vector<Migration> list = {
      {1, "0001_schema", pg_sql_0001_schema},
      {2, "0002_events", pg_sql_0002_events},
      {3, "0003_server_secrets", pg_sql_0003_server_secrets},
      {4, "0004_placement_inputs", pg_sql_0004_placement_inputs},
      {5, "0005_outbox_rowid", pg_sql_0005_outbox_rowid},
  };
  return list;
}

}  // namespace karyana::store::postgres
