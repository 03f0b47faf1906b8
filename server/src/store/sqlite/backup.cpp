// SQLite's side of store/backup.hpp. The copy is SQLite's online backup API in one step: one read
// snapshot of the source, so it holds exactly what was committed when it started; in WAL mode the
// server's writer goes on meanwhile (docs/decisions.md: why one step and not chunks or VACUUM INTO).
#include "store/backup.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <system_error>
#include <thread>

#include <sqlite3.h>

#include "store/migrations/migrations.hpp"
#include "store/sqlite/connection.hpp"
#include "store/sqlite/error.hpp"

namespace karyana::store {

namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;

[[noreturn]] void fail(const std::string& message) { throw std::runtime_error(message); }

std::string errno_text() { return std::strerror(errno); }

// fsync of a file or a folder (a rename is durable once its folder is synced).
void sync_path(const fs::path& path, bool directory) {
  const int fd = ::open(path.c_str(), (directory ? O_DIRECTORY : 0) | O_RDONLY | O_CLOEXEC);
  if (fd < 0) fail("cannot open " + path.string() + " to sync it: " + errno_text());
  const int rc = ::fsync(fd);
  const std::string why = rc == 0 ? "" : errno_text();
  ::close(fd);
  if (rc != 0) fail("cannot sync " + path.string() + ": " + why);
}

fs::path folder_of(const fs::path& file) { return file.has_parent_path() ? file.parent_path() : fs::path("."); }

// Creates `path` empty (0600 under the server's umask), or says plainly why it cannot.
void create_empty(const fs::path& path) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) fail("cannot write " + path.string() + ": " + errno_text());
  ::close(fd);
}

void remove_quietly(const fs::path& path) {
  std::error_code ec;
  fs::remove(path, ec);
}

bool has_table(sqlite::Connection& c, const char* table) {
  auto st = c.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?");
  st.bind(1, table);
  return st.step();
}

std::int64_t single_int(sqlite::Connection& c, const char* sql) {
  auto st = c.prepare(sql);
  st.step();
  return st.get_int(0);
}

// Opens a copy, turns it into one self-contained file (rollback journal: no -wal beside it), runs
// PRAGMA integrity_check and reads what the summary shows. Throws when the copy is damaged.
BackupSummary check_copy(const fs::path& copy) {
  BackupSummary summary;
  {
    sqlite::Connection c(copy.string(), sqlite::ConnectionOptions{5000, false});
    c.exec("PRAGMA journal_mode=DELETE");
    auto check = c.prepare("PRAGMA integrity_check");
    std::string problems;
    for (int shown = 0; check.step() && shown < 5; ++shown) {
      const std::string line = check.get_text(0);
      if (line == "ok") break;
      problems += (problems.empty() ? "" : "; ") + line;
    }
    if (!problems.empty()) fail("integrity_check failed on " + copy.string() + ": " + problems);
    if (has_table(c, "orders")) summary.orders = single_int(c, "SELECT count(*) FROM orders");
    if (has_table(c, "schema_migrations"))
      summary.schema_version =
          static_cast<int>(single_int(c, "SELECT COALESCE(MAX(version), 0) FROM schema_migrations"));
  }
  summary.bytes = fs::file_size(copy);
  return summary;
}

// sqlite3_backup_step(-1): every page in one read transaction. A chunked copy from another process
// starts over whenever the server commits, so under a steady stream of orders it never finishes.
void copy_pages(sqlite::Connection& source, sqlite::Connection& target) {
  sqlite3_backup* backup = sqlite3_backup_init(target.handle(), "main", source.handle(), "main");
  if (!backup) sqlite::throw_error(target.handle(), sqlite3_errcode(target.handle()), "backup");
  int rc = SQLITE_OK;
  const auto give_up = Clock::now() + std::chrono::seconds(30);
  for (;;) {
    rc = sqlite3_backup_step(backup, -1);
    if ((rc != SQLITE_BUSY && rc != SQLITE_LOCKED) || Clock::now() > give_up) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));  // a checkpoint or migration holds a lock
  }
  sqlite3_backup_finish(backup);
  if (rc != SQLITE_DONE) sqlite::throw_error(target.handle(), rc, "backup");
}

std::string utc_stamp() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char text[32];
  std::strftime(text, sizeof text, "%Y%m%dT%H%M%SZ", &tm);
  return text;
}

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Refuses when another connection has db_path open (a running server): leaving WAL mode needs the
// database to itself. Folds the -wal into the file on the way, so what is moved aside is complete.
void make_sure_unused(const fs::path& db_path) {
  sqlite::Connection c(db_path.string(), sqlite::ConnectionOptions{0, false});
  try {
    c.exec("PRAGMA journal_mode=DELETE");
  } catch (const sqlite::Error& e) {
    if (e.is_busy()) fail(db_path.string() + " is in use (is the server still running? stop it before restoring)");
    throw;
  }
}

}  // namespace

BackupSummary backup_sqlite_store(const std::string& db_path, const std::string& file, bool force) {
  const auto start = Clock::now();
  const fs::path target(file);
  const fs::path temp(file + ".tmp");
  if (!fs::exists(db_path)) fail("no database at " + db_path + " (is --data-dir or --db right?)");
  if (fs::exists(target) && !force) fail(file + " exists (add --force to replace it)");
  if (fs::exists(file + "-wal"))
    fail(file + "-wal exists beside " + file + ": a server may be using " + file + "; choose another name");
  create_empty(temp);  // an unwritable folder fails here, before any work
  try {
    {
      sqlite::Connection source(db_path, sqlite::ConnectionOptions{5000, true});
      sqlite::Connection copy(temp.string(), sqlite::ConnectionOptions{5000, false});
      copy_pages(source, copy);
    }
    BackupSummary summary = check_copy(temp);
    sync_path(temp, false);
    fs::rename(temp, target);
    sync_path(folder_of(target), true);
    summary.ms = ms_since(start);
    return summary;
  } catch (...) {
    remove_quietly(temp);
    remove_quietly(temp.string() + "-journal");
    throw;
  }
}

RestoreSummary restore_sqlite_store(const std::string& file, const std::string& db_path, bool force) {
  const auto start = Clock::now();
  const fs::path db(db_path);
  const fs::path temp(db_path + ".restore.tmp");
  if (!fs::is_regular_file(file)) fail("no backup at " + file);
  const bool replacing = fs::exists(db);
  if (replacing && !force) fail(db_path + " exists: stop the server, then add --force to move it aside and restore");
  if (db.has_parent_path()) fs::create_directories(db.parent_path());
  RestoreSummary result;
  try {
    remove_quietly(temp);
    fs::copy_file(file, temp);
    result.backup = check_copy(temp);
    const int known = migrations::all().back().version;
    if (result.backup.schema_version > known)
      fail(file + " has schema version " + std::to_string(result.backup.schema_version) +
           ", newer than this binary's " + std::to_string(known) + ": restore it with the karyana that made it");
    sync_path(temp, false);
    if (replacing) {
      make_sure_unused(db);
      result.moved_aside = db_path + ".before-restore-" + utc_stamp();
      for (const char* suffix : {"-wal", "-shm"})
        if (fs::exists(db_path + suffix)) fs::rename(db_path + suffix, result.moved_aside + suffix);
      fs::rename(db, result.moved_aside);
    }
    fs::rename(temp, db);
    sync_path(folder_of(db), true);
  } catch (...) {
    remove_quietly(temp);
    remove_quietly(temp.string() + "-journal");
    throw;
  }
  result.backup.ms = ms_since(start);
  return result;
}

}  // namespace karyana::store
