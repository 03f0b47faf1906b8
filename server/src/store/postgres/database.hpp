// The PostgreSQL database: a pool of connections with the SQLite Database's contract, so a store
// ports by changing its SQL, not its shape (docs/decisions.md, docs/postgres-porting.md):
//
//   db.write([&](Connection& c) { ... });          // BEGIN SERIALIZABLE … COMMIT, ROLLBACK on exception
//   db.write_durable([&](Connection& c) { ... });  // the same, COMMIT waits for the WAL flush
//   db.write_durable(fn, Isolation::read_committed);  // the same, READ COMMITTED (see below)
//   auto n = db.read([&](Connection& c) { return ...; });  // READ ONLY REPEATABLE READ: one snapshot
//
// Writes run SERIALIZABLE on any free connection, several at once (and in other processes): where
// the SQLite store relied on its single writer, PostgreSQL aborts one of two conflicting writes
// with a serialization failure (40001) or a deadlock (40P01), and write() runs the WHOLE body again
// on a fresh transaction, up to `max_attempts` times. So a write body must be re-runnable: no side
// effects outside the database (no publishing, no counters, no sends) — collect results in locals
// the body assigns, and act after write() returns. A plain write commits with synchronous_commit off
// (as SQLite's synchronous=NORMAL: a crash of the machine may lose the last moments); write_durable
// waits for the flush (orders). PostgreSQL groups concurrent flushes itself.
//
// Isolation::read_committed is for a body that queues on hot rows (order placement): under
// SERIALIZABLE the snapshot predates a lock wait, so every waiter fails with 40001 once the holder
// commits (N contenders cost O(N²) reruns); under READ COMMITTED each statement reads what was
// committed before it started, so a waiter proceeds with the fresh row. Such a body must take its
// locks first, in a fixed order, and say for every read why a newer committed row cannot break it
// (postgres_order_placement.cpp). 40001 and 40P01 still run it again. A nested write keeps the outer
// write's isolation (it is a savepoint).
//
// A write inside a write on the same thread is a SAVEPOINT of the outer one; a read inside a write
// uses the write's connection and sees its changes. Unlike SQLite, a failed statement spoils the
// whole transaction: a body that catches a postgres::Error (a duplicate key it expects) must run
// that statement in a nested write, whose savepoint is rolled back alone. A retryable error caught
// inside a nested write still makes the outer write start again.
//
//   db.observe_commits([](const ChangedTables& t) { ... });
//
// The observer learns which tables a committed write changed — this process's writes (on the
// writing thread, after COMMIT, before write() returns) and every other process's (on the
// listener's thread): tables with a change trigger (the catalogue tables, see the schema) send
// pg_notify('karyana_changes', table) and NOTIFY is delivered at COMMIT. When the listener lost its
// connection it reports `unknown` (notices may have been missed).
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

#include "store/postgres/connection.hpp"
#include "store/postgres/error.hpp"
#include "store/postgres/listener.hpp"

namespace karyana::store::postgres {

// The channel the schema's change triggers notify (the payload is the table's name).
inline constexpr const char* kChangesChannel = "karyana_changes";

// A write's isolation level; SERIALIZABLE unless a body proves it needs no more than row locks.
enum class Isolation { serializable, read_committed };

struct DatabaseOptions {
  int connections = 8;    // in the pool (a nested read or write on the same thread takes none)
  int max_attempts = 10;  // runs of a write PostgreSQL aborts with 40001 / 40P01
};

// The tables one committed write changed; `unknown`: treat every table as changed.
struct ChangedTables {
  std::set<std::string, std::less<>> tables;
  bool unknown = false;
  bool touches(const std::string& table) const { return unknown || tables.contains(table); }
};
using CommitObserver = std::function<void(const ChangedTables&)>;

class Database {
 public:
  // Connects the pool; throws postgres::Error when the server cannot be reached.
  explicit Database(std::string url, DatabaseOptions options = {});
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  // Set once at start-up, before the first write (starts the listener).
  void observe_commits(CommitObserver observer);

  template <class F>
  auto write(F&& fn, Isolation isolation = Isolation::serializable) {
    return run(std::forward<F>(fn), Mode::write, isolation);
  }
  template <class F>
  auto write_durable(F&& fn, Isolation isolation = Isolation::serializable) {
    return run(std::forward<F>(fn), Mode::write_durable, isolation);
  }
  template <class F>
  auto read(F&& fn) {
    return run(std::forward<F>(fn), Mode::read, Isolation::serializable);
  }

  // Cross-process notices on any channel (later: subscriptions fanned out across instances).
  // Created and started on first use.
  Listener& listener();

  // Writes run again after a serialization failure or deadlock (for tests and metrics).
  std::uint64_t retries() const { return retries_.load(); }

 private:
  enum class Mode { read, write, write_durable };

  template <class F>
  auto run(F&& fn, Mode mode, Isolation isolation) {
    using R = std::invoke_result_t<F&, Connection&>;
    if constexpr (std::is_void_v<R>) {
      transact([&](Connection& c) { fn(c); }, mode, isolation);
    } else {
      std::optional<R> result;
      transact([&](Connection& c) { result.emplace(fn(c)); }, mode, isolation);
      return std::move(*result);
    }
  }
  void transact(const std::function<void(Connection&)>& body, Mode mode, Isolation isolation);
  void write_transaction(const std::function<void(Connection&)>& body, bool durable, Isolation isolation);
  void read_transaction(const std::function<void(Connection&)>& body);
  void tell_observer_own_notices(Connection& c);

  Connection& acquire();
  void release(Connection& c);
  void revive(Connection& c);                         // reconnects a broken pooled connection
  void begin(Connection& c, const std::string& sql);  // BEGIN, on a fresh session if the old one died
  void start_session(Connection& c);                  // after (re)connecting: LISTEN when observing
  bool own_backend(int pid) const;

  std::string url_;
  DatabaseOptions options_;
  CommitObserver commit_observer_;
  std::atomic<std::uint64_t> retries_{0};

  mutable std::mutex pool_mutex_;
  std::condition_variable connection_free_;
  std::vector<std::unique_ptr<Connection>> connections_;
  std::vector<Connection*> free_;
  std::set<int> own_pids_;  // the pool's backends, under pool_mutex_

  std::mutex listener_mutex_;
  std::unique_ptr<Listener> listener_;
};

}  // namespace karyana::store::postgres
