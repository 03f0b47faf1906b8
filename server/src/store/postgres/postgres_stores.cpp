#include "store/postgres/postgres_stores.hpp"

#include <stdexcept>

#include "store/postgres/migrate.hpp"

namespace karyana::store {

namespace postgres {

namespace {

// The one list to shrink as stores are ported: while it is not empty, serve refuses PostgreSQL.
const std::vector<std::string_view> kNotPortedYet = {};

std::string joined(const std::vector<std::string_view>& names) {
  std::string text;
  for (auto name : names) text += (text.empty() ? "" : ", ") + std::string(name);
  return text;
}

}  // namespace

const std::vector<std::string_view>& not_ported_yet() { return kNotPortedYet; }

void PostgresStores::throw_not_ported(std::string_view name) {
  throw std::logic_error("the PostgreSQL store has no " + std::string(name) + " store yet (issue 20)");
}

PostgresStores::PostgresStores(std::unique_ptr<Database> db) : db_(std::move(db)) {
  // Only the catalogue tables carry a change trigger (the schema lists them as
  // store/sqlite/catalogue_tables.cpp does), so every notice on the channel concerns the catalogue;
  // this process's writes are told after COMMIT on the writing thread, other processes' on the
  // listener's: a reader that took the version before the bump can only have read older data.
  db_->observe_commits([this](const ChangedTables& changes) {
    if (changes.unknown || !changes.tables.empty()) catalogue_version_.bump();
  });
}

}  // namespace postgres

std::unique_ptr<Stores> open_postgres_stores(const std::string& url, PostgresStoreOptions options) {
  if (!options.allow_incomplete && !postgres::not_ported_yet().empty())
    throw std::runtime_error("PostgreSQL (--database-url / KARYANA_DATABASE_URL) is not complete yet: " +
                             postgres::joined(postgres::not_ported_yet()) +
                             " exist only for SQLite so far (issue 20); leave the URL unset to use SQLite");
  if (options.run_migrations) postgres::migrate(url);
  auto db = std::make_unique<postgres::Database>(url, postgres::DatabaseOptions{.connections = options.connections});
  return std::make_unique<postgres::PostgresStores>(std::move(db));
}

MigrationReport migrate_postgres_store(const std::string& url) {
  MigrationReport report;
  report.applied = postgres::migrate(url);
  report.schema_version = postgres::current_version(url);
  return report;
}

}  // namespace karyana::store
