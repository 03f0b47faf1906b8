// The PostgreSQL Database keeps the SQLite Database's contract (issue 20): read snapshots, writes
// that commit or roll back whole, nested writes as savepoints, writes run again after a real
// serialization failure, and a commit observer told of this process's and other processes' writes.
#include <gtest/gtest.h>

#include <barrier>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "postgres_cluster.hpp"
#include "store/postgres/database.hpp"

namespace {

using karyana::store::postgres::ChangedTables;
using karyana::store::postgres::Connection;
using karyana::store::postgres::Database;
using karyana::store::postgres::DatabaseOptions;
using karyana::store::postgres::Error;

std::string fresh_database(const char* hint) {
  auto url = karyana::test::PostgresCluster::shared().create_database(hint);
  Connection c(url);
  c.exec_script(
      "CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL);"
      "CREATE TABLE other (id INTEGER PRIMARY KEY);"
      // The change notice the schema puts on each catalogue table.
      "CREATE FUNCTION notify_change() RETURNS trigger LANGUAGE plpgsql AS"
      " $$ BEGIN PERFORM pg_notify('karyana_changes', TG_TABLE_NAME); RETURN NULL; END $$;"
      "CREATE TRIGGER items_changed AFTER INSERT OR UPDATE OR DELETE ON items"
      " FOR EACH STATEMENT EXECUTE FUNCTION notify_change();"
      "CREATE TRIGGER other_changed AFTER INSERT OR UPDATE OR DELETE ON other"
      " FOR EACH STATEMENT EXECUTE FUNCTION notify_change();");
  return url;
}

std::int64_t count(Database& db, const char* table) {
  return db.read([&](Connection& c) { return c.exec(std::string("SELECT count(*) FROM ") + table).single_int(); });
}

// What an observer was told, and a way to wait for a table without a timing assertion.
struct Told {
  std::mutex mutex;
  std::condition_variable changed;
  std::vector<ChangedTables> calls;
  std::thread::id last_thread;

  void note(const ChangedTables& t) {
    {
      std::lock_guard lock(mutex);
      calls.push_back(t);
      last_thread = std::this_thread::get_id();
    }
    changed.notify_all();
  }
  bool saw(const std::string& table) {
    for (const auto& c : calls)
      if (c.tables.contains(table)) return true;
    return false;
  }
  bool wait_for(const std::string& table) {
    std::unique_lock lock(mutex);
    return changed.wait_for(lock, std::chrono::seconds(60), [&] { return saw(table); });
  }
  bool wait_for_unknown() {
    std::unique_lock lock(mutex);
    return changed.wait_for(lock, std::chrono::seconds(60), [&] {
      for (const auto& c : calls)
        if (c.unknown) return true;
      return false;
    });
  }
};

TEST(PostgresDatabase, AWriteCommitsAndAReadSeesIt) {
  Database db(fresh_database("write"), {.connections = 2});
  db.write([](Connection& c) { c.exec("INSERT INTO items(id, name) VALUES($1, $2)", 1, "rice"); });
  auto name = db.read([](Connection& c) {
    auto rows = c.exec("SELECT name FROM items WHERE id = $1", 1);
    return rows.step() ? rows.get_text(0) : std::string();
  });
  EXPECT_EQ(name, "rice");
  db.write_durable([](Connection& c) { c.exec("INSERT INTO items(id, name) VALUES($1, $2)", 2, "dal"); });
  EXPECT_EQ(count(db, "items"), 2);
}

TEST(PostgresDatabase, AWriteThatThrowsLeavesNothing) {
  Database db(fresh_database("rollback"), {.connections = 2});
  EXPECT_THROW(db.write([](Connection& c) {
    c.exec("INSERT INTO items(id, name) VALUES($1, $2)", 1, "rice");
    throw std::runtime_error("changed my mind");
  }),
               std::runtime_error);
  EXPECT_EQ(count(db, "items"), 0);
  // The connection went back to the pool clean: the next write works.
  db.write([](Connection& c) { c.exec("INSERT INTO items(id, name) VALUES($1, $2)", 1, "rice"); });
  EXPECT_EQ(count(db, "items"), 1);
}

TEST(PostgresDatabase, ANestedWriteIsASavepointThatFailsAlone) {
  Database db(fresh_database("savepoint"), {.connections = 2});
  db.write([&](Connection& c) {
    c.exec("INSERT INTO items(id, name) VALUES($1, $2)", 1, "rice");
    // The duplicate key spoils only the savepoint: the outer write goes on.
    try {
      db.write([](Connection& inner) { inner.exec("INSERT INTO items(id, name) VALUES($1, $2)", 1, "again"); });
      ADD_FAILURE() << "the duplicate was accepted";
    } catch (const Error& e) {
      EXPECT_TRUE(e.is_unique_violation());
    }
    db.write([](Connection& inner) { inner.exec("INSERT INTO items(id, name) VALUES($1, $2)", 2, "dal"); });
    // A read inside the write sees the write's own rows.
    EXPECT_EQ(db.read([](Connection& r) { return r.exec("SELECT count(*) FROM items").single_int(); }), 2);
  });
  EXPECT_EQ(count(db, "items"), 2);
}

TEST(PostgresDatabase, AnErrorCaughtOutsideANestedWriteFailsTheCommitInsteadOfLosingTheWrite) {
  Database db(fresh_database("spoiled"), {.connections = 1});
  db.write([](Connection& c) { c.exec("INSERT INTO items(id, name) VALUES($1, $2)", 1, "rice"); });
  try {
    db.write([](Connection& c) {
      c.exec("INSERT INTO items(id, name) VALUES($1, $2)", 2, "dal");
      try {
        c.exec("INSERT INTO items(id, name) VALUES($1, $2)", 1, "again");
      } catch (const Error&) {
        // Swallowed: PostgreSQL would now turn COMMIT into ROLLBACK without a word.
      }
    });
    FAIL() << "the spoiled write reported success";
  } catch (const Error& e) {
    EXPECT_EQ(e.sqlstate(), "25P02");
  }
  EXPECT_EQ(count(db, "items"), 1);
}

TEST(PostgresDatabase, AReadSeesOneSnapshotAndCannotWrite) {
  auto url = fresh_database("snapshot");
  Database db(url, {.connections = 2});
  Database elsewhere(url, {.connections = 1});
  db.write([](Connection& c) { c.exec("INSERT INTO items(id, name) VALUES($1, $2)", 1, "rice"); });
  db.read([&](Connection& c) {
    EXPECT_EQ(c.exec("SELECT count(*) FROM items").single_int(), 1);
    // Another process commits meanwhile: this read keeps its snapshot.
    elsewhere.write([](Connection& w) { w.exec("INSERT INTO items(id, name) VALUES($1, $2)", 2, "dal"); });
    EXPECT_EQ(c.exec("SELECT count(*) FROM items").single_int(), 1);
  });
  EXPECT_EQ(count(db, "items"), 2);
  EXPECT_THROW(db.read([](Connection& c) { c.exec("INSERT INTO items(id, name) VALUES($1, $2)", 3, "x"); }), Error);
}

// Two writers both count the rows and insert count + 1: under SERIALIZABLE one of them is aborted
// (40001) and, run again, sees the other's row, so the ids come out 1 and 2 as with one writer.
void race_two_writers(Database& db, std::vector<std::exception_ptr>& errors) {
  std::barrier both_counted(2);
  std::mutex errors_mutex;
  auto writer = [&] {
    int attempt = 0;
    try {
      db.write([&](Connection& c) {
        ++attempt;
        const auto n = c.exec("SELECT count(*) FROM items").single_int();
        if (attempt == 1) both_counted.arrive_and_wait();  // only the first run meets the other
        c.exec("INSERT INTO items(id, name) VALUES($1, $2)", n + 1, "row");
      });
    } catch (...) {
      std::lock_guard lock(errors_mutex);
      errors.push_back(std::current_exception());
    }
  };
  std::thread a(writer);
  std::thread b(writer);
  a.join();
  b.join();
}

TEST(PostgresDatabase, RunsAWriteAgainAfterARealSerializationFailure) {
  Database db(fresh_database("retry"), {.connections = 2, .max_attempts = 5});
  std::vector<std::exception_ptr> errors;
  race_two_writers(db, errors);
  EXPECT_TRUE(errors.empty());
  EXPECT_GE(db.retries(), 1u);
  auto ids = db.read([](Connection& c) {
    std::set<std::int64_t> found;
    auto rows = c.exec("SELECT id FROM items");
    while (rows.step()) found.insert(rows.get_int(0));
    return found;
  });
  EXPECT_EQ(ids, (std::set<std::int64_t>{1, 2}));
}

TEST(PostgresDatabase, GivesUpWithTheSerializationFailureWhenAttemptsRunOut) {
  Database db(fresh_database("no_retry"), {.connections = 2, .max_attempts = 1});
  std::vector<std::exception_ptr> errors;
  race_two_writers(db, errors);
  ASSERT_EQ(errors.size(), 1u);
  try {
    std::rethrow_exception(errors[0]);
  } catch (const Error& e) {
    EXPECT_TRUE(e.is_serialization_failure()) << e.what();
  }
  EXPECT_EQ(count(db, "items"), 1);
}

TEST(PostgresDatabase, TellsTheObserverOfItsOwnCommitBeforeTheWriteReturns) {
  Database db(fresh_database("observer_own"), {.connections = 2});
  Told told;
  db.observe_commits([&](const ChangedTables& t) { told.note(t); });
  db.write([](Connection& c) { c.exec("INSERT INTO items(id, name) VALUES($1, $2)", 1, "rice"); });
  {
    std::lock_guard lock(told.mutex);
    ASSERT_EQ(told.calls.size(), 1u);
    EXPECT_TRUE(told.calls[0].tables.contains("items"));
    EXPECT_FALSE(told.calls[0].unknown);
    EXPECT_EQ(told.last_thread, std::this_thread::get_id());
  }
  // A rollback and a write of nothing tell nothing.
  EXPECT_THROW(db.write([](Connection& c) {
    c.exec("INSERT INTO items(id, name) VALUES($1, $2)", 2, "dal");
    throw std::runtime_error("no");
  }),
               std::runtime_error);
  db.write([](Connection& c) { c.exec("SELECT 1"); });
  std::lock_guard lock(told.mutex);
  EXPECT_EQ(told.calls.size(), 1u);
}

TEST(PostgresDatabase, TellsTheObserverOfAnotherProcessCommitButNotOfItsRollback) {
  auto url = fresh_database("observer_other");
  Database db(url, {.connections = 1});
  Told told;
  db.observe_commits([&](const ChangedTables& t) { told.note(t); });
  Database elsewhere(url, {.connections = 1});  // another instance: no observer of its own
  EXPECT_THROW(elsewhere.write([](Connection& c) {
    c.exec("INSERT INTO items(id, name) VALUES($1, $2)", 1, "rolled back");
    throw std::runtime_error("no");
  }),
               std::runtime_error);
  elsewhere.write([](Connection& c) { c.exec("INSERT INTO other(id) VALUES($1)", 1); });
  // Notices arrive in commit order: once `other` is told, a notice of the rollback would have been too.
  ASSERT_TRUE(told.wait_for("other"));
  {
    std::lock_guard lock(told.mutex);
    EXPECT_FALSE(told.saw("items"));
    EXPECT_NE(told.last_thread, std::this_thread::get_id());  // the listener's thread
  }
  elsewhere.write([](Connection& c) { c.exec("INSERT INTO items(id, name) VALUES($1, $2)", 2, "committed"); });
  EXPECT_TRUE(told.wait_for("items"));
}

TEST(PostgresDatabase, ReportsUnknownChangesWhenItsListenerLostItsConnection) {
  auto url = fresh_database("observer_gap");
  Database db(url, {.connections = 1});
  Told told;
  db.observe_commits([&](const ChangedTables& t) { told.note(t); });
  const int pid = db.listener().backend_pid();
  ASSERT_NE(pid, 0);
  Connection admin(url);
  admin.exec("SELECT pg_terminate_backend($1, $2)", pid, 60'000);
  ASSERT_TRUE(told.wait_for_unknown());
  ASSERT_TRUE(db.listener().wait_listening(karyana::store::postgres::kChangesChannel, 1, 60'000));
  EXPECT_NE(db.listener().backend_pid(), pid);
  // Listening again: another process's commit is told.
  Database elsewhere(url, {.connections = 1});
  elsewhere.write([](Connection& c) { c.exec("INSERT INTO other(id) VALUES($1)", 7); });
  EXPECT_TRUE(told.wait_for("other"));
}

TEST(PostgresDatabase, APooledConnectionTheServerDroppedIsReplacedUnnoticed) {
  auto url = fresh_database("reconnect");
  Database db(url, {.connections = 1});
  const int pid = db.read([](Connection& c) { return c.backend_pid(); });
  Connection admin(url);
  admin.exec("SELECT pg_terminate_backend($1, $2)", pid, 60'000);  // waits until it is gone
  // Nothing was sent on the dead session yet: the read starts again on a fresh one.
  EXPECT_NE(db.read([](Connection& c) { return c.backend_pid(); }), pid);
  db.write([](Connection& c) { c.exec("INSERT INTO other(id) VALUES($1)", 1); });
  EXPECT_EQ(count(db, "other"), 1);
}

}  // namespace
