// Versioned schema migrations, embedded in the binary. migrate() applies the ones a database
// has not seen yet, each in its own transaction, and records them in schema_migrations.
// To change the schema, add a new numbered file (never edit an applied one) and list it in
// migrations.cpp.
#pragma once

#include <string>
#include <vector>

namespace karyana::store::sqlite {
class Database;
}

namespace karyana::store::migrations {

struct Migration {
  int version;
  std::string name;
  const char* sql;
};

// All migrations in version order.
const std::vector<Migration>& all();

// Applies the missing migrations; returns how many ran. Safe to call from several processes
// at once (each migration re-checks its version inside BEGIN IMMEDIATE).
int migrate(sqlite::Database& db);

// The highest applied version (0 for an empty database).
int current_version(sqlite::Database& db);

// Per-file SQL (defined in the numbered .cpp files).
const char* sql_0001_accounts();
const char* sql_0002_catalogue();
const char* sql_0003_content();
const char* sql_0004_cart_checkout_orders();
const char* sql_0005_platform();
const char* sql_0006_product_search();
const char* sql_0007_product_alerts();
const char* sql_0008_search_fields();
const char* sql_0009_checkout_guards();
const char* sql_0010_staff();
const char* sql_0011_confirm_first_orders();
const char* sql_0012_product_admin();
const char* sql_0013_operations_versions();
const char* sql_0014_content_versions();
const char* sql_0015_home_versions();
const char* sql_0016_zone_versions();
const char* sql_0017_server_secrets();
const char* sql_0018_placement_inputs();

}  // namespace karyana::store::migrations
