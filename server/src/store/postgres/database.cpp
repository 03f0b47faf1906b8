#include "store/postgres/database.hpp"

#include <chrono>
#include <exception>
#include <functional>
#include <random>
#include <thread>

#include "metrics/karyana_metrics.hpp"

namespace karyana::store::postgres {

namespace {

// What this thread is doing with which database, so nested calls reuse the connection they are
// already inside (a read inside a write sees the write's own changes).
struct Active {
  const Database* db;
  Connection* connection;
  bool writing;
  std::exception_ptr* doomed;  // a retryable error a nested write swallowed: the outer write runs again
};
thread_local std::vector<Active> active_on_this_thread;

Active* find_active(const Database* db) {
  // NOLINTNEXTLINE(modernize-loop-convert)
  for (auto it = active_on_this_thread.rbegin(); it != active_on_this_thread.rend(); ++it)
    if (it->db == db) return &*it;
  return nullptr;
}

struct ActiveGuard {
  ActiveGuard(const Database* db, Connection* c, bool writing, std::exception_ptr* doomed) {
    active_on_this_thread.push_back({db, c, writing, doomed});
  }
  ~ActiveGuard() { active_on_this_thread.pop_back(); }
  ActiveGuard(const ActiveGuard&) = delete;
  ActiveGuard& operator=(const ActiveGuard&) = delete;
};

std::atomic<unsigned> savepoint_counter{0};

void rollback_quietly(Connection& c, const std::string& sql) {
  try {
    if (!c.broken()) c.exec_script(sql);
  } catch (...) {
    // The first error is the one the caller learns.
  }
}

// A short random pause before running an aborted write again, longer after each attempt, so two
// writers that collided do not collide again in step.
void back_off(int attempt) {
  thread_local std::minstd_rand random(static_cast<unsigned>(std::hash<std::thread::id>{}(std::this_thread::get_id())));
  const int ceiling_ms = std::min(1 << std::min(attempt, 6), 50);
  std::uniform_int_distribution<int> pause(0, ceiling_ms * 1000);
  std::this_thread::sleep_for(std::chrono::microseconds(pause(random)));
}

// COMMIT, refusing to let PostgreSQL turn it into a ROLLBACK unnoticed: after a failed statement
// whose error the body caught (outside a nested write), the transaction is spoiled.
void commit(Connection& c) {
  if (c.transaction_failed())
    throw Error("25P02", "current transaction is aborted",
                "postgres: a statement of this transaction failed and its error was caught outside a nested "
                "write (run a statement that may fail inside db.write within the write)");
  c.exec_script("COMMIT");
}

}  // namespace

Database::Database(std::string url, DatabaseOptions options) : url_(std::move(url)), options_(options) {
  if (options_.connections < 1) options_.connections = 1;
  if (options_.max_attempts < 1) options_.max_attempts = 1;
  for (int i = 0; i < options_.connections; ++i) {
    connections_.push_back(std::make_unique<Connection>(url_));
    free_.push_back(connections_.back().get());
    own_pids_.insert(connections_.back()->backend_pid());
  }
}

Database::~Database() {
  std::unique_ptr<Listener> listener;
  {
    std::lock_guard lock(listener_mutex_);
    listener.swap(listener_);
  }
  if (listener) listener->stop();
}

Listener& Database::listener() {
  std::lock_guard lock(listener_mutex_);
  if (!listener_) {
    listener_ = std::make_unique<Listener>(url_);
    listener_->start();
  }
  return *listener_;
}

void Database::observe_commits(CommitObserver observer) {
  commit_observer_ = std::move(observer);
  // This process's own writes: each pool connection listens too, and learns its transaction's
  // notices with the COMMIT's answer (PostgreSQL sends a session its own notices before it is ready).
  {
    std::lock_guard lock(pool_mutex_);
    for (auto& c : connections_) start_session(*c);
  }
  // Every other process's writes, through the listener (LISTENing before observe_commits returns).
  listener().listen(
      kChangesChannel,
      [this](const Notice& notice) {
        if (own_backend(notice.sender_pid) || !commit_observer_) return;  // told on the writing thread
        ChangedTables changes;
        changes.tables.insert(notice.payload);
        commit_observer_(changes);
      },
      [this] {
        if (!commit_observer_) return;
        ChangedTables changes;
        changes.unknown = true;
        commit_observer_(changes);
      });
}

void Database::start_session(Connection& c) {
  if (commit_observer_) c.exec_script(std::string("LISTEN \"") + kChangesChannel + "\"");
}

bool Database::own_backend(int pid) const {
  std::lock_guard lock(pool_mutex_);
  return own_pids_.contains(pid);
}

Connection& Database::acquire() {
  Connection* c = nullptr;
  {
    std::unique_lock lock(pool_mutex_);
    connection_free_.wait(lock, [&] { return !free_.empty(); });
    c = free_.back();
    free_.pop_back();
  }
  if (c->broken()) {
    try {
      revive(*c);
    } catch (...) {
      release(*c);
      throw;
    }
  }
  return *c;
}

void Database::revive(Connection& c) {
  // Lost earlier (a restarted server, a terminated backend): a fresh session, or the error.
  const int old_pid = c.backend_pid();
  c.reconnect();
  start_session(c);
  std::lock_guard lock(pool_mutex_);
  own_pids_.erase(old_pid);
  own_pids_.insert(c.backend_pid());
}

void Database::begin(Connection& c, const std::string& sql) {
  try {
    c.exec_script(sql);
  } catch (const Error&) {
    // A pooled session the server dropped while it sat idle: nothing was sent yet, so start again
    // on a fresh one (after a server restart every idle connection fails once like this).
    if (!c.broken()) throw;
    revive(c);
    c.exec_script(sql);
  }
}

void Database::release(Connection& c) {
  {
    std::lock_guard lock(pool_mutex_);
    free_.push_back(&c);
  }
  connection_free_.notify_one();
}

void Database::transact(const std::function<void(Connection&)>& body, Mode mode, Isolation isolation) {
  // GET /metrics as on SQLite: outermost transactions only. PostgreSQL commits each durable write on
  // its own (no group commit of ours), so each is a group of one.
  const bool outermost = find_active(this) == nullptr;
  const metrics::DatabaseWork work = mode == Mode::read    ? metrics::DatabaseWork::read
                                     : mode == Mode::write ? metrics::DatabaseWork::write
                                                           : metrics::DatabaseWork::durable;
  metrics::DatabaseTimer timer(work, outermost);
  if (mode == Mode::write_durable && outermost) metrics::observe_durable_group(1);
  if (mode == Mode::read) {
    read_transaction(body);
  } else {
    write_transaction(body, mode == Mode::write_durable, isolation);
  }
}

void Database::write_transaction(const std::function<void(Connection&)>& body, bool durable, Isolation isolation) {
  if (Active* active = find_active(this); active && active->writing) {
    // A write inside a write: a savepoint, so the inner part can fail on its own.
    Connection& c = *active->connection;
    const std::string name = "sp" + std::to_string(savepoint_counter++);
    c.exec_script("SAVEPOINT " + name);
    try {
      body(c);
    } catch (const Error& e) {
      if (e.is_retryable() && active->doomed && !*active->doomed) *active->doomed = std::current_exception();
      rollback_quietly(c, "ROLLBACK TO SAVEPOINT " + name + "; RELEASE SAVEPOINT " + name);
      throw;
    } catch (...) {
      rollback_quietly(c, "ROLLBACK TO SAVEPOINT " + name + "; RELEASE SAVEPOINT " + name);
      throw;
    }
    c.exec_script("RELEASE SAVEPOINT " + name);
    return;
  }

  Connection& c = acquire();
  struct Release {
    Database& db;
    Connection& c;
    ~Release() { db.release(c); }
  } release_on_exit{*this, c};
  // Plain writes may lose their last moments to a machine crash (as SQLite's synchronous=NORMAL);
  // durable ones wait for the WAL flush whatever the server's default.
  const std::string begin_sql = std::string("BEGIN ISOLATION LEVEL ") +
                                (isolation == Isolation::read_committed ? "READ COMMITTED" : "SERIALIZABLE") +
                                "; SET LOCAL synchronous_commit TO " + (durable ? "on" : "off");
  for (int attempt = 1;; ++attempt) {
    std::exception_ptr doomed;
    try {
      ActiveGuard guard(this, &c, true, &doomed);
      c.discard_notices();  // other processes' notices: the listener reports those
      begin(c, begin_sql);
      body(c);
      if (doomed) std::rethrow_exception(doomed);
      commit(c);
    } catch (const Error& e) {
      rollback_quietly(c, "ROLLBACK");
      if (e.is_retryable() && attempt < options_.max_attempts) {
        retries_ += 1;
        back_off(attempt);
        continue;
      }
      throw;
    } catch (...) {
      rollback_quietly(c, "ROLLBACK");
      throw;
    }
    break;
  }
  tell_observer_own_notices(c);
}

void Database::tell_observer_own_notices(Connection& c) {
  if (!commit_observer_) return;
  ChangedTables changes;
  const int me = c.backend_pid();
  for (auto& notice : c.take_notices())
    if (notice.sender_pid == me && notice.channel == kChangesChannel) changes.tables.insert(std::move(notice.payload));
  if (!changes.tables.empty()) commit_observer_(changes);
}

void Database::read_transaction(const std::function<void(Connection&)>& body) {
  if (Active* active = find_active(this)) {
    body(*active->connection);
    return;
  }
  Connection& c = acquire();
  struct Release {
    Database& db;
    Connection& c;
    ~Release() { db.release(c); }
  } release_on_exit{*this, c};
  ActiveGuard guard(this, &c, false, nullptr);
  // One snapshot for everything the read does, as a SQLite read transaction.
  begin(c, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  try {
    body(c);
  } catch (...) {
    rollback_quietly(c, "ROLLBACK");
    c.discard_notices();
    throw;
  }
  commit(c);
  c.discard_notices();  // other processes' (the listener tells those), queued while this read ran
}

}  // namespace karyana::store::postgres
