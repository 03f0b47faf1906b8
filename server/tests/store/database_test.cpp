// The SQLite layer: migrations, transactions, the reader pool, statements.
#include <gtest/gtest.h>

#include <atomic>
#include <functional>
#include <mutex>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/migrations/migrations.hpp"
#include "store/sqlite/database.hpp"
#include "temp_dir.hpp"

using karyana::store::sqlite::Connection;
using karyana::store::sqlite::Database;
namespace migrations = karyana::store::migrations;

namespace {

std::int64_t count(Database& db, const std::string& sql) {
  return db.read([&](Connection& c) {
    auto st = c.prepare(sql);
    st.step();
    return st.get_int(0);
  });
}

std::string pragma_text(Connection& c, const std::string& pragma) {
  auto st = c.prepare("PRAGMA " + pragma);
  st.step();
  return st.get_text(0);
}

}  // namespace

TEST(Migrations, ApplyOnAFreshFileAndAreIdempotent) {
  karyana::test::TempDir dir("migrate");
  const std::string path = dir.file("store.sqlite3");
  {
    Database db(path);
    EXPECT_EQ(migrations::current_version(db), 0);
    int ran = migrations::migrate(db);
    EXPECT_EQ(ran, static_cast<int>(migrations::all().size()));
    EXPECT_EQ(migrations::current_version(db), migrations::all().back().version);
    EXPECT_EQ(migrations::migrate(db), 0);
  }
  // A second process opening the same file finds nothing to do.
  Database again(path);
  EXPECT_EQ(migrations::migrate(again), 0);
  EXPECT_EQ(count(again, "SELECT COUNT(*) FROM schema_migrations"), static_cast<int>(migrations::all().size()));
  for (const char* table : {"users",
                            "sessions",
                            "verification_codes",
                            "rate_limits",
                            "addresses",
                            "geo_zones",
                            "locations",
                            "settings",
                            "product_categories",
                            "products",
                            "product_gallery",
                            "attributes",
                            "product_attribute_values",
                            "product_types",
                            "offers",
                            "offer_items",
                            "banner_groups",
                            "banner_items",
                            "page_settings",
                            "page_setting_banners",
                            "page_setting_product_lists",
                            "page_setting_list_products",
                            "pages",
                            "product_alerts",
                            "carts",
                            "cart_items",
                            "delivery_slots",
                            "vouchers",
                            "voucher_requirements",
                            "voucher_uses",
                            "orders",
                            "order_items",
                            "order_status_notes",
                            "order_pickup_data",
                            "message_outbox",
                            "uploads",
                            "counters",
                            "products_fts"}) {
    EXPECT_EQ(count(again, std::string("SELECT COUNT(*) FROM sqlite_master WHERE name = '") + table + "'"), 1) << table;
  }
}

TEST(Migrations, VersionsAreUniqueAndAscending) {
  int last = 0;
  for (const auto& m : migrations::all()) {
    EXPECT_GT(m.version, last) << m.name;
    last = m.version;
  }
}

TEST(Database, OpensWithWalForeignKeysAndNormalSync) {
  karyana::test::TempDir dir("pragmas");
  Database db(dir.file("p.sqlite3"));
  db.read([](Connection& c) {
    EXPECT_EQ(pragma_text(c, "journal_mode"), "wal");
    EXPECT_EQ(pragma_text(c, "foreign_keys"), "1");
    EXPECT_EQ(pragma_text(c, "synchronous"), "1");  // NORMAL
    EXPECT_EQ(pragma_text(c, "busy_timeout"), "5000");
  });
  db.write_durable([](Connection& c) { EXPECT_EQ(pragma_text(c, "synchronous"), "2"); });  // FULL
  db.write([](Connection& c) { EXPECT_EQ(pragma_text(c, "synchronous"), "1"); });
}

TEST(Database, FailedWriteRollsBack) {
  karyana::test::TempDir dir("rollback");
  Database db(dir.file("r.sqlite3"));
  migrations::migrate(db);
  db.write([](Connection& c) { c.prepare("INSERT INTO settings(key, value) VALUES('a', '1')").run(); });
  EXPECT_THROW(db.write([](Connection& c) {
    c.prepare("INSERT INTO settings(key, value) VALUES('b', '2')").run();
    c.prepare("UPDATE settings SET value = '9' WHERE key = 'a'").run();
    throw std::runtime_error("business rule failed");
  }),
               std::runtime_error);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM settings WHERE key IN ('a', 'b', 'c')"), 1);
  EXPECT_EQ(db.read([](Connection& c) {
    auto st = c.prepare("SELECT value FROM settings WHERE key = 'a'");
    st.step();
    return st.get_text(0);
  }),
            "1");
  // The writer is usable again afterwards.
  db.write([](Connection& c) { c.prepare("INSERT INTO settings(key, value) VALUES('c', '3')").run(); });
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM settings WHERE key IN ('a', 'b', 'c')"), 2);
}

TEST(Database, ConstraintViolationsAreReportedAsSuch) {
  karyana::test::TempDir dir("constraint");
  Database db(dir.file("c.sqlite3"));
  migrations::migrate(db);
  db.write([](Connection& c) { c.prepare("INSERT INTO settings(key, value) VALUES('a', '1')").run(); });
  try {
    db.write([](Connection& c) { c.prepare("INSERT INTO settings(key, value) VALUES('a', '2')").run(); });
    FAIL() << "expected a constraint error";
  } catch (const karyana::store::sqlite::Error& e) {
    EXPECT_TRUE(e.is_constraint()) << e.what();
  }
  // Foreign keys are enforced: a cart for an unknown user is refused.
  EXPECT_THROW(
      db.write([](Connection& c) { c.prepare("INSERT INTO carts(id, customer_id) VALUES('c1', 'nobody')").run(); }),
      karyana::store::sqlite::Error);
  // Stock cannot go negative.
  EXPECT_THROW(db.write([](Connection& c) {
    c.prepare("INSERT INTO products(id, title, slug, price, available_qty) VALUES('p', 'P', 'p', 100, -1)").run();
  }),
               karyana::store::sqlite::Error);
}

TEST(Database, NestedWriteIsASavepoint) {
  karyana::test::TempDir dir("savepoint");
  Database db(dir.file("s.sqlite3"));
  migrations::migrate(db);
  db.write([&](Connection& c) {
    c.prepare("INSERT INTO settings(key, value) VALUES('outer', '1')").run();
    EXPECT_THROW(db.write([](Connection& inner) {
      inner.prepare("INSERT INTO settings(key, value) VALUES('inner', '1')").run();
      throw std::runtime_error("inner fails");
    }),
                 std::runtime_error);
    // A read inside the write sees the write's own rows.
    EXPECT_EQ(db.read([](Connection& r) {
      auto st = r.prepare("SELECT COUNT(*) FROM settings WHERE key IN ('outer', 'inner')");
      st.step();
      return st.get_int(0);
    }),
              1);
  });
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM settings WHERE key = 'outer'"), 1);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM settings WHERE key = 'inner'"), 0);
}

TEST(Database, WritersAndReadersWorkFromManyThreads) {
  karyana::test::TempDir dir("threads");
  Database db(dir.file("t.sqlite3"), {.readers = 3});
  migrations::migrate(db);
  db.write([](Connection& c) { c.prepare("INSERT INTO counters(name, value) VALUES('n', 0)").run(); });

  constexpr int kWriters = 4, kIncrements = 100, kReaders = 4;
  std::atomic<bool> done{false};
  std::atomic<int> reads{0}, bad_reads{0};
  std::vector<std::thread> threads;
  for (int w = 0; w < kWriters; ++w) {
    threads.emplace_back([&] {
      // The readers are running before the first write: on a fast machine the writers once finished
      // before any reader had read at all.
      while (reads.load() < kReaders) std::this_thread::yield();
      for (int i = 0; i < kIncrements; ++i) {
        db.write([](Connection& c) {
          // Read-modify-write: only correct if writes are serialised.
          auto get = c.prepare("SELECT value FROM counters WHERE name = 'n'");
          get.step();
          auto value = get.get_int(0);
          c.prepare("UPDATE counters SET value = ?1 WHERE name = 'n'").bind(1, value + 1).run();
        });
      }
    });
  }
  for (int r = 0; r < kReaders; ++r) {
    threads.emplace_back([&] {
      std::int64_t last = 0;
      while (!done) {
        auto value = db.read([](Connection& c) {
          auto st = c.prepare("SELECT value FROM counters WHERE name = 'n'");
          st.step();
          return st.get_int(0);
        });
        if (value < last) ++bad_reads;  // committed values only grow
        last = value;
        ++reads;
      }
    });
  }
  for (int w = 0; w < kWriters; ++w) threads[w].join();
  done = true;
  for (size_t t = kWriters; t < threads.size(); ++t) threads[t].join();
  EXPECT_EQ(count(db, "SELECT value FROM counters WHERE name = 'n'"), kWriters * kIncrements);
  EXPECT_GT(reads.load(), 0);
  EXPECT_EQ(bad_reads.load(), 0);
}

TEST(Database, CommitObserverLearnsTheChangedTablesAfterCommit) {
  karyana::test::TempDir dir("observer");
  Database db(dir.file("store.sqlite3"));
  db.write([](Connection& c) { c.exec("CREATE TABLE a (x INTEGER); CREATE TABLE b (y INTEGER)"); });
  std::vector<karyana::store::sqlite::ChangedTables> told;
  db.observe_commits([&](const karyana::store::sqlite::ChangedTables& t) {
    // Told after COMMIT: a reader already sees the change.
    EXPECT_GE(count(db, "SELECT COUNT(*) FROM a") + count(db, "SELECT COUNT(*) FROM b"), 1);
    told.push_back(t);
  });
  db.write([](Connection& c) { c.exec("INSERT INTO a VALUES (1); INSERT INTO a VALUES (2)"); });
  db.write_durable([](Connection& c) { c.exec("INSERT INTO b VALUES (1)"); });
  ASSERT_EQ(told.size(), 2U);
  EXPECT_EQ(told[0].tables, (std::set<std::string, std::less<>>{"a"}));
  EXPECT_FALSE(told[0].unknown);
  EXPECT_TRUE(told[1].touches("b"));
  EXPECT_FALSE(told[1].touches("a"));

  // A write that changed nothing, or rolled back, tells nothing.
  db.write([](Connection& c) { c.exec("UPDATE a SET x = 5 WHERE x = 99"); });
  EXPECT_THROW(db.write([](Connection& c) {
    c.exec("INSERT INTO a VALUES (3)");
    throw std::runtime_error("refused");
  }),
               std::runtime_error);
  EXPECT_EQ(told.size(), 2U);

  // A DELETE without WHERE reports no rows to the hook: every table counts as changed.
  db.write([](Connection& c) { c.exec("DELETE FROM b"); });
  ASSERT_EQ(told.size(), 3U);
  EXPECT_TRUE(told[2].touches("b"));
}

// Starts `n` threads calling write_durable with body(i) while a plain write holds the writer, and
// lets the writer go only once all n wait in the queue: they then commit as one group. Returns
// what each thread caught ("" when its write succeeded).
std::vector<std::string> durable_writes_held_together(Database& db, int n,
                                                      const std::function<void(Connection&, int)>& body) {
  std::vector<std::string> caught(static_cast<std::size_t>(n));
  std::vector<std::thread> threads;
  db.write([&](Connection&) {
    for (int i = 0; i < n; ++i) {
      threads.emplace_back([&, i] {
        try {
          db.write_durable([&](Connection& c) { body(c, i); });
        } catch (const std::exception& e) {
          caught[static_cast<std::size_t>(i)] = e.what();
        }
      });
    }
    while (db.durable_waiting() < static_cast<std::size_t>(n)) std::this_thread::yield();
  });
  for (auto& t : threads) t.join();
  return caught;
}

TEST(Database, DurableWritesWaitingTogetherShareOneCommit) {
  karyana::test::TempDir dir("group");
  Database db(dir.file("g.sqlite3"));
  migrations::migrate(db);
  db.write([](Connection& c) { c.prepare("INSERT INTO counters(name, value) VALUES('n', 0)").run(); });
  const auto before = db.durable_counts();
  auto caught = durable_writes_held_together(db, 8, [](Connection& c, int i) {
    c.prepare("INSERT INTO settings(key, value) VALUES(?1, 'x')").bind(1, "k" + std::to_string(i)).run();
    c.prepare("UPDATE counters SET value = value + 1 WHERE name = 'n'").run();
  });
  EXPECT_EQ(caught, std::vector<std::string>(8));
  EXPECT_EQ(db.durable_counts().writes - before.writes, 8U);
  EXPECT_EQ(db.durable_counts().groups - before.groups, 1U);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM settings WHERE key LIKE 'k%'"), 8);
  EXPECT_EQ(count(db, "SELECT value FROM counters WHERE name = 'n'"), 8);
  // Back to NORMAL for plain writes after the group.
  db.write([](Connection& c) { EXPECT_EQ(pragma_text(c, "synchronous"), "1"); });
}

TEST(Database, AThrowingDurableBodyFailsOnlyItsOwnCaller) {
  karyana::test::TempDir dir("group-refusal");
  Database db(dir.file("g.sqlite3"));
  migrations::migrate(db);
  auto caught = durable_writes_held_together(db, 6, [](Connection& c, int i) {
    c.prepare("INSERT INTO settings(key, value) VALUES(?1, 'x')").bind(1, "k" + std::to_string(i)).run();
    if (i == 3) throw std::runtime_error("sold out for 3");
    // A constraint error (its own key again): its own rows go, the others stay.
    if (i == 4) c.prepare("INSERT INTO settings(key, value) VALUES('k4', 'again')").run();
  });
  for (int i = 0; i < 6; ++i) {
    const auto& what = caught[static_cast<std::size_t>(i)];
    if (i == 3) {
      EXPECT_EQ(what, "sold out for 3");
    } else if (i == 4) {
      EXPECT_NE(what.find("UNIQUE"), std::string::npos) << what;
    } else {
      EXPECT_EQ(what, "") << i;
    }
  }
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM settings WHERE key IN ('k0', 'k1', 'k2', 'k5')"), 4);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM settings WHERE key IN ('k3', 'k4')"), 0);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM settings WHERE value = 'again'"), 0);
}

TEST(Database, ManyThreadsWritingDurablyAllSucceedInFewerCommits) {
  karyana::test::TempDir dir("group-threads");
  Database db(dir.file("g.sqlite3"), {.readers = 2});
  migrations::migrate(db);
  db.write([](Connection& c) { c.prepare("INSERT INTO counters(name, value) VALUES('n', 0)").run(); });
  constexpr int kThreads = 16, kEach = 40;
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&] {
      for (int i = 0; i < kEach; ++i) {
        try {
          db.write_durable([](Connection& c) {
            // Read-modify-write: only correct if the group's members run one after another.
            auto get = c.prepare("SELECT value FROM counters WHERE name = 'n'");
            get.step();
            auto value = get.get_int(0);
            c.prepare("UPDATE counters SET value = ?1 WHERE name = 'n'").bind(1, value + 1).run();
          });
          if (i % 10 == 0) db.write([](Connection& c) { c.exec("UPDATE counters SET value = value WHERE 0"); });
        } catch (...) {
          ++failures;
        }
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(failures.load(), 0);
  EXPECT_EQ(count(db, "SELECT value FROM counters WHERE name = 'n'"), kThreads * kEach);
  EXPECT_EQ(db.durable_counts().writes, static_cast<std::uint64_t>(kThreads * kEach));
  EXPECT_LE(db.durable_counts().groups, db.durable_counts().writes);
}

TEST(Database, NestedWritesInsideAGroupMemberAreItsSavepoints) {
  karyana::test::TempDir dir("group-nested");
  Database db(dir.file("g.sqlite3"));
  migrations::migrate(db);
  auto caught = durable_writes_held_together(db, 3, [&](Connection& c, int i) {
    const std::string k = "k" + std::to_string(i);
    c.prepare("INSERT INTO settings(key, value) VALUES(?1, 'outer')").bind(1, k).run();
    db.write([&](Connection& inner) {
      inner.prepare("INSERT INTO settings(key, value) VALUES(?1, 'inner')").bind(1, k + "-inner").run();
    });
    EXPECT_THROW(db.write_durable([&](Connection& inner) {
      inner.prepare("INSERT INTO settings(key, value) VALUES(?1, 'x')").bind(1, k + "-failed").run();
      throw std::runtime_error("inner refusal");
    }),
                 std::runtime_error);
    // A read inside sees the member's own rows (and its group's earlier members').
    EXPECT_EQ(db.read([&](Connection& r) {
      auto st = r.prepare("SELECT COUNT(*) FROM settings WHERE key IN (?1, ?2, ?3)");
      st.bind_all(k, k + "-inner", k + "-failed");
      st.step();
      return st.get_int(0);
    }),
              2);
  });
  EXPECT_EQ(caught, std::vector<std::string>(3));
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM settings WHERE value IN ('outer', 'inner')"), 6);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM settings WHERE key LIKE '%-failed'"), 0);
}

TEST(Database, CommitObserverLearnsAGroupsTablesOnceAfterItsCommit) {
  karyana::test::TempDir dir("group-observer");
  Database db(dir.file("g.sqlite3"));
  db.write([](Connection& c) { c.exec("CREATE TABLE a (x INTEGER); CREATE TABLE b (y INTEGER)"); });
  std::mutex m;
  std::vector<karyana::store::sqlite::ChangedTables> told;
  std::vector<std::int64_t> rows_seen;
  db.observe_commits([&](const karyana::store::sqlite::ChangedTables& t) {
    std::lock_guard lock(m);
    rows_seen.push_back(count(db, "SELECT COUNT(*) FROM a") + count(db, "SELECT COUNT(*) FROM b"));
    told.push_back(t);
  });
  durable_writes_held_together(db, 4, [&](Connection& c, int i) {
    c.exec(i % 2 == 0 ? "INSERT INTO a VALUES (1)" : "INSERT INTO b VALUES (1)");
    if (i == 3) throw std::runtime_error("refused");
  });
  ASSERT_EQ(told.size(), 1U);
  EXPECT_TRUE(told[0].touches("a"));
  EXPECT_TRUE(told[0].touches("b"));
  EXPECT_EQ(rows_seen[0], 3);  // told after COMMIT: a reader already sees the three kept rows

  // A group whose every member failed tells nothing.
  durable_writes_held_together(db, 2, [](Connection& c, int) {
    c.exec("INSERT INTO a VALUES (2)");
    throw std::runtime_error("refused");
  });
  EXPECT_EQ(told.size(), 1U);
}

TEST(Database, ReadersCannotWrite) {
  karyana::test::TempDir dir("readonly");
  Database db(dir.file("ro.sqlite3"));
  migrations::migrate(db);
  EXPECT_THROW(db.read([](Connection& c) { c.prepare("INSERT INTO settings(key, value) VALUES('x', 'y')").run(); }),
               karyana::store::sqlite::Error);
}

TEST(Statement, CachedStatementsAreReusedAndNestedUseGetsAFreshOne) {
  Database db(":memory:");
  db.write([](Connection& c) {
    c.exec("CREATE TABLE t(a INTEGER, b TEXT, c REAL)");
    auto insert = c.prepare("INSERT INTO t(a, b, c) VALUES(:a, :b, :c)");
    insert.bind(":a", std::int64_t{1}).bind(":b", "one").bind(":c", 1.5).run();
    insert.reset();
    insert.bind(":a", std::int64_t{2}).bind(":b", nullptr).bind(":c", 2.5).run();
  });
  db.read([](Connection& c) {
    const std::string sql = "SELECT a, b, c FROM t ORDER BY a";
    auto outer = c.prepare(sql);
    ASSERT_TRUE(outer.step());
    EXPECT_EQ(outer.get_int(0), 1);
    EXPECT_EQ(outer.get_text(1), "one");
    EXPECT_DOUBLE_EQ(outer.get_double(2), 1.5);
    {
      // The same SQL while the cached statement is mid-iteration.
      auto inner = c.prepare(sql);
      int rows = 0;
      while (inner.step()) ++rows;
      EXPECT_EQ(rows, 2);
    }
    ASSERT_TRUE(outer.step());
    EXPECT_EQ(outer.get_int(0), 2);
    EXPECT_TRUE(outer.is_null(1));
    EXPECT_FALSE(outer.get_opt_text(1).has_value());
    EXPECT_FALSE(outer.step());
  });
  // After the handle is gone the cached statement starts from the top again.
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM t"), 2);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM t"), 2);
  EXPECT_THROW(db.read([](Connection& c) { c.prepare("SELEKT nonsense"); }), karyana::store::sqlite::Error);
}

TEST(Ids, LookLikeObjectIdsAndAreUnique) {
  std::set<std::string> seen;
  for (int i = 0; i < 1000; ++i) {
    auto id = karyana::store::new_id();
    EXPECT_TRUE(karyana::store::looks_like_id(id)) << id;
    seen.insert(id);
  }
  EXPECT_EQ(seen.size(), 1000u);
  EXPECT_EQ(karyana::store::stable_id("product:x"), karyana::store::stable_id("product:x"));
  EXPECT_NE(karyana::store::stable_id("product:x"), karyana::store::stable_id("product:y"));
  EXPECT_TRUE(karyana::store::looks_like_id(karyana::store::stable_id("anything")));
  EXPECT_FALSE(karyana::store::looks_like_id("zzzzzzzzzzzzzzzzzzzzzzzz"));
  EXPECT_FALSE(karyana::store::looks_like_id("abc"));
}

TEST(Clock, IsoRoundTripsInUtc) {
  using namespace std::chrono;
  auto t = sys_days(year(2024) / 5 / 1) + hours(10) + minutes(20) + seconds(30) + milliseconds(123);
  EXPECT_EQ(karyana::store::to_iso(t), "2024-05-01T10:20:30.123Z");
  auto back = karyana::store::from_iso("2024-05-01T10:20:30.123Z");
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(*back, t);
  EXPECT_TRUE(karyana::store::from_iso("2024-05-01T10:20:30Z").has_value());
  EXPECT_FALSE(karyana::store::from_iso("2024-05-01 10:20:30").has_value());
  EXPECT_FALSE(karyana::store::from_iso("2024-13-01T10:20:30Z").has_value());
}
