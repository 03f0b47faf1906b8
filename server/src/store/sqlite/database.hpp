// The SQLite database: one writer connection behind a mutex and a pool of readers.
//
//   db.write([&](Connection& c) { ... });   // BEGIN IMMEDIATE … COMMIT, ROLLBACK on exception
//   db.write_durable([&](Connection& c) { ... });  // committed with synchronous=FULL (order placement)
//   auto n = db.read([&](Connection& c) { return ...; });  // a read snapshot on a reader
//
// The file is opened in WAL mode with foreign keys on, a busy timeout and synchronous=NORMAL.
// A write inside a write on the same thread is a SAVEPOINT of the outer one.
//
// Durable writes are group-committed: callers that arrive while the writer is busy queue their
// bodies; one of them (the leader) runs every queued body in one BEGIN IMMEDIATE, each in its own
// SAVEPOINT (a body that throws is rolled back alone and its exception goes to its own caller),
// then one COMMIT with synchronous=FULL: one fsync for the group. Each caller returns only after
// that COMMIT (a failed COMMIT fails every member). A body may so run on another caller's thread:
// it must not rely on thread-locals or locks its own thread holds.
//
//   db.observe_commits([](const ChangedTables& t) { ... });  // after every committed write
//
// The observer learns which tables each committed write changed (caches and versions above the store
// follow the data without every writer remembering to tell them). It runs after COMMIT, so a reader
// that looked before it was told can only have read older data, never newer.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

#include "store/sqlite/connection.hpp"
#include "store/sqlite/error.hpp"

namespace karyana::store::sqlite {

struct DatabaseOptions {
  int readers = 4;  // 0: reads share the writer connection (used for ":memory:")
  int busy_timeout_ms = 5000;
};

// The tables one committed write changed. `unknown` when rows changed that no table reported (SQLite
// reports no rows for WITHOUT ROWID tables or a DELETE without WHERE): treat every table as changed.
struct ChangedTables {
  std::set<std::string, std::less<>> tables;
  bool unknown = false;
  bool touches(const std::string& table) const { return unknown || tables.contains(table); }
};
using CommitObserver = std::function<void(const ChangedTables&)>;

class Database {
 public:
  explicit Database(const std::string& path, DatabaseOptions options = {});
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  const std::string& path() const { return path_; }

  // Set once at start-up, before the first write; called on the writing thread after each COMMIT
  // that changed rows (not for a write that changed nothing or rolled back).
  void observe_commits(CommitObserver observer) { commit_observer_ = std::move(observer); }

  template <class F>
  auto write(F&& fn) {
    return run(std::forward<F>(fn), Mode::write);
  }
  template <class F>
  auto write_durable(F&& fn) {
    return run(std::forward<F>(fn), Mode::write_durable);
  }
  template <class F>
  auto read(F&& fn) {
    return run(std::forward<F>(fn), Mode::read);
  }

  // Durable writes so far, and the COMMITs (groups) that carried them (for tests and benchmarks).
  struct DurableCounts {
    std::uint64_t writes = 0;
    std::uint64_t groups = 0;
  };
  DurableCounts durable_counts() const { return {durable_writes_.load(), durable_groups_.load()}; }
  // Durable writes queued for the next group (the leader's own included until it starts).
  std::size_t durable_waiting() const;

 private:
  struct DurableMember;
  enum class Mode { read, write, write_durable };

  template <class F>
  auto run(F&& fn, Mode mode) {
    using R = std::invoke_result_t<F&, Connection&>;
    if constexpr (std::is_void_v<R>) {
      transact([&](Connection& c) { fn(c); }, mode);
    } else {
      std::optional<R> result;
      transact([&](Connection& c) { result.emplace(fn(c)); }, mode);
      return std::move(*result);
    }
  }
  void transact(const std::function<void(Connection&)>& body, Mode mode);
  void write_transaction(const std::function<void(Connection&)>& body, bool durable);
  void join_durable_group(const std::function<void(Connection&)>& body);
  void commit_group(const std::vector<DurableMember*>& group);
  void read_transaction(const std::function<void(Connection&)>& body);

  std::string path_;
  DatabaseOptions options_;
  void tell_commit_observer(long long total_changes_before);

  std::mutex writer_mutex_;
  std::unique_ptr<Connection> writer_;
  CommitObserver commit_observer_;
  std::set<std::string, std::less<>> changed_tables_;  // filled by the writer's update hook, under writer_mutex_

  // Durable writes waiting for the next group, and whether a caller is leading one.
  mutable std::mutex group_mutex_;
  std::condition_variable group_done_;
  std::vector<DurableMember*> durable_queue_;
  bool group_leader_ = false;
  std::atomic<std::uint64_t> durable_writes_{0};
  std::atomic<std::uint64_t> durable_groups_{0};

  std::mutex readers_mutex_;
  std::condition_variable reader_free_;
  std::vector<std::unique_ptr<Connection>> readers_;
  std::vector<Connection*> free_readers_;
};

}  // namespace karyana::store::sqlite
