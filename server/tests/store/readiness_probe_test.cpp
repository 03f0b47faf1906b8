// The SQLite readiness probe behind GET /readyz: ready on the store's database, and a failure
// (never a new empty file) when the file is missing, moved away or not the store's database.
#include "store/readiness_probe.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "store/migrations/migrations.hpp"
#include "store/sqlite/database.hpp"
#include "temp_dir.hpp"

namespace karyana::store {
namespace {

TEST(ReadinessProbe, ReadyOnTheStoresDatabaseAndNotWhileItsFileIsAway) {
  test::TempDir dir("readiness");
  const std::string path = dir.file("karyana.sqlite3");
  sqlite::Database db(path);
  migrations::migrate(db);
  auto probe = sqlite_readiness_probe(path);
  EXPECT_EQ(probe(), "");

  std::filesystem::rename(path, path + ".away");
  const std::string problem = probe();
  EXPECT_TRUE(problem.starts_with("database: ")) << problem;
  EXPECT_FALSE(std::filesystem::exists(path)) << "the probe must not create an empty database";
  // The store's own connection still reads the moved file: only a fresh open notices.
  EXPECT_NO_THROW(db.read([](sqlite::Connection& c) { c.exec("SELECT 1"); }));

  std::filesystem::rename(path + ".away", path);
  EXPECT_EQ(probe(), "");
}

TEST(ReadinessProbe, AFileThatIsNotTheStoresDatabaseIsNotReady) {
  test::TempDir dir("readiness-other");
  const std::string path = dir.file("other.sqlite3");
  { std::ofstream(path) << "not a database at all, just some text that is long enough to be a header"; }
  EXPECT_TRUE(sqlite_readiness_probe(path)().starts_with("database: "));
  sqlite::Database empty(dir.file("empty.sqlite3"));  // a database, but without the store's tables
  EXPECT_TRUE(sqlite_readiness_probe(dir.file("empty.sqlite3"))().starts_with("database: "));
}

}  // namespace
}  // namespace karyana::store
