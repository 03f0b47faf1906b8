// The server's own secrets (store/server_secret_store.hpp), as SQLite's 0017_server_secrets: the
// auth master key every instance on this database signs tokens and hashes codes with.
#include "store/postgres/migrations/migrations.hpp"

namespace karyana::store::postgres {

const char* pg_sql_0003_server_secrets() {
  return R"sql(
CREATE TABLE server_secrets (
  name        TEXT COLLATE "C" PRIMARY KEY,
  value       TEXT COLLATE "C" NOT NULL,
  created_at  TEXT COLLATE "C" NOT NULL DEFAULT karyana_now()
);
)sql";
}

}  // namespace karyana::store::postgres
