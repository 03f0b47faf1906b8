// The server's secrets (the auth master key, issue 20) behave the same on SQLite and PostgreSQL:
// created once, the same value on every later call, and stores of two pools on one database (as two
// instances) racing to create one agree on a single value.
#include <gtest/gtest.h>

#include <latch>
#include <memory>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "store_backends.hpp"

namespace {

using karyana::test::Backend;

class ServerSecretStoreTest : public karyana::test::StoreBackendTest {};

TEST_P(ServerSecretStoreTest, IsCreatedOnceAndReadBackTheSame) {
  auto& secrets = stores().server_secrets();
  EXPECT_FALSE(secrets.get("auth_master_key").has_value());
  EXPECT_EQ(secrets.get_or_create("auth_master_key", "first"), "first");
  EXPECT_EQ(secrets.get_or_create("auth_master_key", "second"), "first");
  EXPECT_EQ(secrets.get("auth_master_key").value_or(""), "first");
  // Names are independent.
  EXPECT_EQ(secrets.get_or_create("other", "second"), "second");
  EXPECT_EQ(secrets.get("auth_master_key").value_or(""), "first");
}

TEST_P(ServerSecretStoreTest, IsNotASetting) {
  stores().server_secrets().get_or_create("auth_master_key", "secret");
  EXPECT_FALSE(stores().settings().all().contains("auth_master_key"));
}

// Two Stores on one database, each with its own connections: threads of both race to create the same
// secret with different candidates; every one of them gets the single stored value.
class ServerSecretRaceTest : public ::testing::TestWithParam<Backend> {};

TEST_P(ServerSecretRaceTest, StoresOnOneDatabaseRacingToCreateAgree) {
  karyana::test::TempDir dir("secret-race");
  std::vector<std::unique_ptr<karyana::store::Stores>> pools;
  if (GetParam() == Backend::sqlite) {
    const std::string file = dir.file("karyana.sqlite3");
    for (int i = 0; i < 2; ++i) pools.push_back(karyana::store::open_sqlite_stores(file));
  } else {
    const std::string url = karyana::test::PostgresCluster::shared().create_database("secret_race");
    karyana::store::PostgresStoreOptions options;
    options.connections = 4;
    for (int i = 0; i < 2; ++i) pools.push_back(karyana::store::open_postgres_stores(url, options));
  }
  constexpr int kThreads = 8;
  std::latch start(kThreads);
  std::vector<std::string> got(kThreads);
  std::vector<std::thread> threads;
  for (int i = 0; i < kThreads; ++i)
    threads.emplace_back([&, i] {
      start.arrive_and_wait();
      got[i] = pools[i % 2]->server_secrets().get_or_create("auth_master_key", "candidate-" + std::to_string(i));
    });
  for (auto& t : threads) t.join();
  const std::set<std::string> distinct(got.begin(), got.end());
  ASSERT_EQ(distinct.size(), 1u) << ::testing::PrintToString(got);
  EXPECT_TRUE(got[0].starts_with("candidate-")) << got[0];
  for (auto& pool : pools) EXPECT_EQ(pool->server_secrets().get("auth_master_key").value_or(""), got[0]);
}

KARYANA_ON_BOTH_BACKENDS(ServerSecretStoreTest);
KARYANA_ON_BOTH_BACKENDS(ServerSecretRaceTest);

}  // namespace
