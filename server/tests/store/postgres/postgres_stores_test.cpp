// open_postgres_stores (every store is ported since h63): migrates, and two instances on one
// database share their catalogue version moves (issue 20).
#include <gtest/gtest.h>

#include <chrono>
#include <stdexcept>
#include <string>
#include <thread>

#include "postgres_cluster.hpp"
#include "store/postgres/migrations/migrations.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/stores.hpp"

namespace {

karyana::store::PostgresStoreOptions partial() {
  karyana::store::PostgresStoreOptions options;
  options.allow_incomplete = true;
  options.connections = 2;
  return options;
}

TEST(PostgresStores, MigrateAppliesTheSchemaOnce) {
  auto url = karyana::test::PostgresCluster::shared().create_database("migrate_store");
  const auto& all = karyana::store::postgres::postgres_migrations();
  auto first = karyana::store::migrate_postgres_store(url);
  EXPECT_EQ(first.applied, static_cast<int>(all.size()));
  EXPECT_EQ(first.schema_version, all.back().version);
  auto again = karyana::store::migrate_postgres_store(url);
  EXPECT_EQ(again.applied, 0);
  EXPECT_EQ(again.schema_version, all.back().version);
}

TEST(PostgresStores, AnotherInstancesSettingsWriteMovesThisInstancesCatalogueVersion) {
  auto url = karyana::test::PostgresCluster::shared().create_database("two_instances");
  auto a = karyana::store::open_postgres_stores(url, partial());
  auto b = karyana::store::open_postgres_stores(url, partial());
  const auto before = a->catalogue_version().current();
  b->settings().set("suspend_app", "true");
  // Told through a's listener after b's COMMIT: wait for it (no timing assertion, a generous bound).
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (a->catalogue_version().current() == before && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  EXPECT_GT(a->catalogue_version().current(), before);
  EXPECT_EQ(a->settings().get("suspend_app").value_or(""), "true");
}

}  // namespace
