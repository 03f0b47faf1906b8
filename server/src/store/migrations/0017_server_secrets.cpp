// The server's own secrets (store/server_secret_store.hpp), issue 20: the auth master key moves from
// <data dir>/auth/keys into the database so that several instances share it. Not the `settings`
// table: GraphQL reads that one. The value is text (the key in hex, as the old file held it).
#include "store/migrations/migrations.hpp"

namespace karyana::store::migrations {

const char* sql_0017_server_secrets() {
  return R"sql(
CREATE TABLE server_secrets (
  name        TEXT PRIMARY KEY,
  value       TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
)sql";
}

}  // namespace karyana::store::migrations
