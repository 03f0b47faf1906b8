// The PostgreSQL store's schema migrations (issue 20), embedded in the binary like the SQLite
// ones (store/migrations/). The PostgreSQL history starts at the SQLite schema's end state
// (after SQLite's 0016), so 0001_schema holds it whole; later changes add numbered files.
// The runner (store/postgres/) applies the missing ones in order, each in its own transaction.
// Never edit an applied migration: add a new numbered file and list it in migrations.cpp.
#pragma once

#include <vector>

namespace karyana::store::postgres {

struct Migration {
  int version;
  const char* name;
  const char* (*sql)();
};

// All PostgreSQL migrations in version order.
const std::vector<Migration>& postgres_migrations();

// Per-file SQL (defined in the numbered .cpp files).
const char* pg_sql_0001_schema();
const char* pg_sql_0002_events();
const char* pg_sql_0003_server_secrets();
const char* pg_sql_0004_placement_inputs();
const char* pg_sql_0005_outbox_rowid();

}  // namespace karyana::store::postgres
