// store/backup.hpp: a backup taken while another thread keeps committing holds every write
// committed before it started, passes integrity_check and is one file; restore refuses a database
// in use and moves a stopped one aside.
#include "store/backup.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <thread>

#include "store/migrations/migrations.hpp"
#include "store/sqlite/database.hpp"
#include "temp_dir.hpp"

using karyana::store::backup_sqlite_store;
using karyana::store::restore_sqlite_store;
using karyana::store::sqlite::Connection;
using karyana::store::sqlite::Database;
namespace fs = std::filesystem;
namespace migrations = karyana::store::migrations;

namespace {

std::int64_t count(Database& db, const std::string& sql) {
  return db.read([&](Connection& c) {
    auto st = c.prepare(sql);
    st.step();
    return st.get_int(0);
  });
}

// A migrated store with a table of its own that a thread fills one committed row at a time.
struct BusyStore {
  explicit BusyStore(const std::string& path) : db(path) {
    migrations::migrate(db);
    db.write([](Connection& c) { c.exec("CREATE TABLE burst (id INTEGER PRIMARY KEY, note TEXT NOT NULL)"); });
  }
  void start() {
    writer = std::thread([this] {
      for (std::int64_t id = 1; !stop; ++id) {
        db.write([&](Connection& c) {
          c.prepare("INSERT INTO burst (id, note) VALUES (?, ?)").bind_all(id, std::string(200, 'x')).run();
        });
        committed = id;  // after write() returned: committed
      }
    });
  }
  void finish() {
    stop = true;
    writer.join();
  }
  Database db;
  std::atomic<std::int64_t> committed{0};
  std::atomic<bool> stop{false};
  std::thread writer;
};

}  // namespace

TEST(Backup, HoldsEveryWriteCommittedBeforeItStartedWhileAnotherThreadWrites) {
  karyana::test::TempDir dir("backup");
  BusyStore store(dir.file("live.sqlite3"));
  store.start();
  while (store.committed < 500) std::this_thread::yield();
  const std::int64_t before = store.committed;
  const auto summary = backup_sqlite_store(store.db.path(), dir.file("copy.sqlite3"), false);
  const std::int64_t after = store.committed;
  store.finish();

  EXPECT_EQ(summary.schema_version, migrations::all().back().version);
  EXPECT_EQ(summary.orders, 0);
  EXPECT_EQ(summary.bytes, fs::file_size(dir.file("copy.sqlite3")));
  EXPECT_FALSE(fs::exists(dir.file("copy.sqlite3.tmp")));
  EXPECT_FALSE(fs::exists(dir.file("copy.sqlite3-wal")));  // one self-contained file

  Database copy(dir.file("copy.sqlite3"));
  const std::int64_t rows = count(copy, "SELECT count(*) FROM burst");
  EXPECT_EQ(count(copy, "SELECT count(*) FROM burst WHERE id <= " + std::to_string(before)), before);
  EXPECT_EQ(count(copy, "SELECT max(id) FROM burst"), rows);         // one moment: no gaps
  EXPECT_LE(rows, after + 1);                                        // nothing from after it finished
  EXPECT_LT(before, count(store.db, "SELECT count(*) FROM burst"));  // the writer did go on
  copy.read([](Connection& c) {
    auto st = c.prepare("PRAGMA integrity_check");
    ASSERT_TRUE(st.step());
    EXPECT_EQ(st.get_text(0), "ok");
  });
}

TEST(Backup, RefusesAnExistingFileUnlessForcedAndSaysWhyItCannotWrite) {
  karyana::test::TempDir dir("backup-refuse");
  BusyStore store(dir.file("live.sqlite3"));
  backup_sqlite_store(store.db.path(), dir.file("copy.sqlite3"), false);
  try {
    backup_sqlite_store(store.db.path(), dir.file("copy.sqlite3"), false);
    FAIL() << "an existing backup was overwritten";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("--force"), std::string::npos) << e.what();
  }
  EXPECT_NO_THROW(backup_sqlite_store(store.db.path(), dir.file("copy.sqlite3"), true));
  EXPECT_THROW(backup_sqlite_store(store.db.path(), dir.file("no-such-folder/copy.sqlite3"), false),
               std::runtime_error);
  EXPECT_THROW(backup_sqlite_store(dir.file("missing.sqlite3"), dir.file("other.sqlite3"), false), std::runtime_error);
  EXPECT_FALSE(fs::exists(dir.file("missing.sqlite3")));  // not created by asking
}

TEST(Backup, RestoreRefusesADatabaseInUseAndMovesAStoppedOneAside) {
  karyana::test::TempDir dir("backup-restore");
  const std::string live = dir.file("live.sqlite3");
  {
    BusyStore store(live);
    store.db.write([](Connection& c) { c.exec("INSERT INTO burst (id, note) VALUES (1, 'kept')"); });
    backup_sqlite_store(live, dir.file("copy.sqlite3"), false);
    store.db.write([](Connection& c) { c.exec("INSERT INTO burst (id, note) VALUES (2, 'after the backup')"); });
    EXPECT_THROW(restore_sqlite_store(dir.file("copy.sqlite3"), live, false), std::runtime_error);  // exists
    try {
      restore_sqlite_store(dir.file("copy.sqlite3"), live, true);
      FAIL() << "restored over a database that is open";
    } catch (const std::runtime_error& e) {
      EXPECT_NE(std::string(e.what()).find("in use"), std::string::npos) << e.what();
    }
  }
  const auto restored = restore_sqlite_store(dir.file("copy.sqlite3"), live, true);
  ASSERT_FALSE(restored.moved_aside.empty());
  Database back(live);
  EXPECT_EQ(count(back, "SELECT count(*) FROM burst"), 1);
  Database aside(restored.moved_aside);
  EXPECT_EQ(count(aside, "SELECT count(*) FROM burst"), 2);
  EXPECT_FALSE(fs::exists(live + ".restore.tmp"));
}
