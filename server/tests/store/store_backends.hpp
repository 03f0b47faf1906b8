// The same store test body on both databases: a test suite derived from StoreBackendTest gets
// fresh, migrated, empty stores of the backend it runs with (SQLite in a temp file, PostgreSQL in
// its own database of the process's private cluster):
//
//   class SettingsStoreTest : public karyana::test::StoreBackendTest {};
//   TEST_P(SettingsStoreTest, GetAndSet) { auto& settings = stores().settings(); ... }
//   KARYANA_ON_BOTH_BACKENDS(SettingsStoreTest);
//
// PostgreSQL opens only the stores ported so far (a test of an unported one fails loudly).
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "postgres/postgres_cluster.hpp"
#include "store/stores.hpp"
#include "temp_dir.hpp"

namespace karyana::test {

enum class Backend { sqlite, postgres };

inline std::string backend_name(const ::testing::TestParamInfo<Backend>& info) {
  return info.param == Backend::sqlite ? "Sqlite" : "Postgres";
}

// Fresh empty stores (migrated, not seeded) on `backend`; `dir` holds the SQLite file.
inline std::unique_ptr<store::Stores> open_empty_stores(Backend backend, TempDir& dir) {
  if (backend == Backend::sqlite) return store::open_sqlite_stores(dir.file("karyana.sqlite3"));
  store::PostgresStoreOptions options;
  options.allow_incomplete = true;
  options.connections = 4;
  return store::open_postgres_stores(PostgresCluster::shared().create_database("stores"), options);
}

class StoreBackendTest : public ::testing::TestWithParam<Backend> {
 protected:
  void SetUp() override { stores_ = open_empty_stores(GetParam(), dir_); }
  void TearDown() override { stores_.reset(); }
  store::Stores& stores() { return *stores_; }

 private:
  TempDir dir_{"backend"};
  std::unique_ptr<store::Stores> stores_;
};

}  // namespace karyana::test

#define KARYANA_ON_BOTH_BACKENDS(suite)                                                                         \
  INSTANTIATE_TEST_SUITE_P(Backends, suite,                                                                     \
                           ::testing::Values(karyana::test::Backend::sqlite, karyana::test::Backend::postgres), \
                           karyana::test::backend_name)
