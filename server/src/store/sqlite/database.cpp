#include "store/sqlite/database.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <string>
#include <vector>

#include <sqlite3.h>

#include "metrics/karyana_metrics.hpp"

namespace karyana::store::sqlite {

namespace {

// What this thread is doing with which database, so nested calls reuse the connection
// they are already inside (a read inside a write sees the write's own changes).
struct Active {
  const Database* db;
  Connection* connection;
  bool writing;
};
thread_local std::vector<Active> active_on_this_thread;

const Active* find_active(const Database* db) {
  // Innermost first (std::views::reverse does not build under clang 14 with libstdc++ 12).
  // NOLINTNEXTLINE(modernize-loop-convert)
  for (auto it = active_on_this_thread.rbegin(); it != active_on_this_thread.rend(); ++it)
    if (it->db == db) return &*it;
  return nullptr;
}

struct ActiveGuard {
  ActiveGuard(const Database* db, Connection* c, bool writing) { active_on_this_thread.push_back({db, c, writing}); }
  ~ActiveGuard() { active_on_this_thread.pop_back(); }
};

std::atomic<unsigned> savepoint_counter{0};

// Transaction control through the connection's statement cache: parsed once, not per call as
// sqlite3_exec would (a read and an order each run several of these).
void control(Connection& c, const char* sql) { c.prepare(sql).run(); }

// Rollbacks and the pragma reset after a commit: a failure there must not hide the first error.
void rollback_quietly(Connection& c, const char* sql) {
  try {
    c.exec(sql);
  } catch (...) {
    // The transaction may already be gone (SQLite rolls back by itself on some errors).
  }
}

// sqlite3_update_hook: called for each changed row of a rowid table; keeps its table's name.
void note_changed_table(void* tables, int /*operation*/, const char* /*database*/, const char* table,
                        sqlite3_int64 /*rowid*/) {
  auto& set = *static_cast<std::set<std::string, std::less<>>*>(tables);
  // A write changes many rows of few tables: skip the allocation when the name is already there.
  if (auto it = set.find(std::string_view(table)); it == set.end()) set.emplace(table);
}

}  // namespace

Database::Database(const std::string& path, DatabaseOptions options) : path_(path), options_(options) {
  bool memory = path.empty() || path == ":memory:" || path.find("mode=memory") != std::string::npos;
  if (memory) options_.readers = 0;
  writer_ = std::make_unique<Connection>(path, ConnectionOptions{options_.busy_timeout_ms, false});
  if (!memory) writer_->exec("PRAGMA journal_mode=WAL;");
  sqlite3_update_hook(writer_->handle(), note_changed_table, &changed_tables_);
  for (int i = 0; i < options_.readers; ++i) {
    readers_.push_back(std::make_unique<Connection>(path, ConnectionOptions{options_.busy_timeout_ms, true}));
    free_readers_.push_back(readers_.back().get());
  }
}

Database::~Database() = default;

void Database::transact(const std::function<void(Connection&)>& body, Mode mode) {
  // GET /metrics: outermost transactions only (a nested one is part of the outer one's time).
  const metrics::DatabaseWork work = mode == Mode::read    ? metrics::DatabaseWork::read
                                     : mode == Mode::write ? metrics::DatabaseWork::write
                                                           : metrics::DatabaseWork::durable;
  metrics::DatabaseTimer timer(work, find_active(this) == nullptr);
  if (mode == Mode::read) {
    read_transaction(body);
  } else {
    write_transaction(body, mode == Mode::write_durable);
  }
}

void Database::write_transaction(const std::function<void(Connection&)>& body, bool durable) {
  if (const Active* active = find_active(this); active && active->writing) {
    // A write inside a write: a savepoint, so the inner part can fail on its own.
    Connection& c = *active->connection;
    std::string name = "sp" + std::to_string(savepoint_counter++);
    c.exec("SAVEPOINT " + name);
    try {
      body(c);
    } catch (...) {
      rollback_quietly(c, ("ROLLBACK TO " + name + "; RELEASE " + name).c_str());
      throw;
    }
    c.exec("RELEASE " + name);
    return;
  }

  if (durable) return join_durable_group(body);

  std::lock_guard lock(writer_mutex_);
  Connection& c = *writer_;
  ActiveGuard guard(this, &c, true);
  changed_tables_.clear();
  const long long changes_before = sqlite3_total_changes64(c.handle());
  control(c, "BEGIN IMMEDIATE");
  try {
    body(c);
    control(c, "COMMIT");
  } catch (...) {
    rollback_quietly(c, "ROLLBACK");
    throw;
  }
  tell_commit_observer(changes_before);
}

// One caller of write_durable: its body, and what became of it.
struct Database::DurableMember {
  const std::function<void(Connection&)>* body;
  std::exception_ptr error;
  bool done = false;  // under group_mutex_
};

void Database::join_durable_group(const std::function<void(Connection&)>& body) {
  DurableMember me{&body, nullptr};
  std::unique_lock lock(group_mutex_);
  durable_queue_.push_back(&me);
  // Wait until a leader has committed this body, or lead the next group when nobody leads.
  group_done_.wait(lock, [&] { return me.done || !group_leader_; });
  if (!me.done) {
    group_leader_ = true;
    lock.unlock();
    std::vector<DurableMember*> group;
    try {
      // Plain writes hold the writer meanwhile; durable callers arriving during that wait
      // join this group.
      std::lock_guard writer_lock(writer_mutex_);
      {
        std::lock_guard queue_lock(group_mutex_);
        group.swap(durable_queue_);
      }
      commit_group(group);
    } catch (...) {
      // Out of memory and the like: the group fails, and the leader's role is still handed on.
      for (DurableMember* m : group)
        if (!m->error) m->error = std::current_exception();
    }
    lock.lock();
    for (DurableMember* m : group) m->done = true;
    group_leader_ = false;
    lock.unlock();
    group_done_.notify_all();
  }
  if (me.error) std::rethrow_exception(me.error);
}

std::size_t Database::durable_waiting() const {
  std::lock_guard lock(group_mutex_);
  return durable_queue_.size();
}

// Runs each member's body in its own SAVEPOINT of one transaction and commits them together with
// synchronous=FULL. Called with writer_mutex_ held; sets each member's error.
void Database::commit_group(const std::vector<DurableMember*>& group) {
  Connection& c = *writer_;
  ActiveGuard guard(this, &c, true);
  changed_tables_.clear();
  const long long changes_before = sqlite3_total_changes64(c.handle());
  durable_groups_ += 1;
  durable_writes_ += group.size();
  metrics::observe_durable_group(group.size());
  auto fail_all = [](const std::vector<DurableMember*>& members, const std::exception_ptr& error) {
    for (DurableMember* m : members)
      if (!m->error) m->error = error;
  };
  std::vector<DurableMember*> kept;  // members whose changes the open transaction holds
  try {
    control(c, "PRAGMA synchronous=FULL");
    control(c, "BEGIN IMMEDIATE");
    for (DurableMember* m : group) {
      if (sqlite3_get_autocommit(c.handle()) != 0) control(c, "BEGIN IMMEDIATE");  // see below
      control(c, "SAVEPOINT durable_member");
      try {
        (*m->body)(c);
        control(c, "RELEASE durable_member");
        kept.push_back(m);
      } catch (...) {
        m->error = std::current_exception();
        if (sqlite3_get_autocommit(c.handle()) != 0) {
          // SQLite rolled the whole transaction back (an I/O error, a full disk): the members
          // before this one lost their changes too. The next member opens a new transaction.
          fail_all(kept, m->error);
          kept.clear();
        } else {
          rollback_quietly(c, "ROLLBACK TO durable_member; RELEASE durable_member");
        }
      }
    }
    if (sqlite3_get_autocommit(c.handle()) == 0) control(c, "COMMIT");
  } catch (...) {
    // BEGIN or COMMIT failed: nothing of the group is stored.
    rollback_quietly(c, "ROLLBACK");
    rollback_quietly(c, "PRAGMA synchronous=NORMAL");
    fail_all(group, std::current_exception());
    return;
  }
  try {
    control(c, "PRAGMA synchronous=NORMAL");
  } catch (...) {
    // Committed: the writer left at FULL is only slower.
  }
  try {
    if (!kept.empty()) tell_commit_observer(changes_before);
  } catch (...) {
    fail_all(kept, std::current_exception());  // as a single write's caller would learn it
  }
  changed_tables_.clear();
}

void Database::tell_commit_observer(long long total_changes_before) {
  const bool changed = sqlite3_total_changes64(writer_->handle()) != total_changes_before;
  if (!commit_observer_ || (!changed && changed_tables_.empty())) return;
  ChangedTables changes;
  changes.tables.swap(changed_tables_);
  // Rows changed that no rowid table reported (WITHOUT ROWID tables, the truncate optimisation).
  changes.unknown = changes.tables.empty();
  commit_observer_(changes);
}

void Database::read_transaction(const std::function<void(Connection&)>& body) {
  if (const Active* active = find_active(this)) {
    body(*active->connection);
    return;
  }
  if (readers_.empty()) {
    std::lock_guard lock(writer_mutex_);
    ActiveGuard guard(this, writer_.get(), false);
    body(*writer_);
    return;
  }

  Connection* c = nullptr;
  {
    std::unique_lock lock(readers_mutex_);
    reader_free_.wait(lock, [&] { return !free_readers_.empty(); });
    c = free_readers_.back();
    free_readers_.pop_back();
  }
  auto give_back = [&] {
    {
      std::lock_guard lock(readers_mutex_);
      free_readers_.push_back(c);
    }
    reader_free_.notify_one();
  };
  try {
    ActiveGuard guard(this, c, false);
    // One snapshot for everything the reader does (WAL keeps it cheap).
    control(*c, "BEGIN");
    try {
      body(*c);
    } catch (...) {
      rollback_quietly(*c, "ROLLBACK");
      throw;
    }
    control(*c, "COMMIT");
  } catch (...) {
    give_back();
    throw;
  }
  give_back();
}

}  // namespace karyana::store::sqlite
