// `karyana backup FILE` and `karyana restore FILE` (issue 20): a consistent copy of the SQLite store
// taken while a server keeps taking orders in another process, and putting such a copy back.
// Engine-neutral declarations so the commands never name SQLite (store/sqlite/backup.cpp does the
// work). Both throw std::runtime_error with a reason a shop owner can act on.
#pragma once

#include <cstdint>
#include <string>

namespace karyana::store {

// What a copy holds, printed by both commands.
struct BackupSummary {
  std::uintmax_t bytes = 0;
  std::int64_t orders = 0;
  int schema_version = 0;
  double ms = 0;
};

// Copies db_path to `file` as of one moment (every write committed before the call started is in
// it): written to file.tmp in one read snapshot (the server's writer is never blocked: WAL), fsynced,
// checked with PRAGMA integrity_check, then renamed over `file`. An existing `file` is refused unless
// `force`. The copy is one self-contained file (rollback journal, no -wal beside it).
BackupSummary backup_sqlite_store(const std::string& db_path, const std::string& file, bool force);

struct RestoreSummary {
  BackupSummary backup;
  std::string moved_aside;  // where the replaced database went ("" when there was none)
};

// Puts a backup in place as db_path: the backup is copied beside it, checked (integrity_check, a
// schema version this binary knows) and renamed into place. An existing database is refused unless
// `force`, which first makes sure no process has it open (a running server: refused) and moves it,
// with its -wal and -shm, to db_path.before-restore-<UTC time>.
RestoreSummary restore_sqlite_store(const std::string& file, const std::string& db_path, bool force);

}  // namespace karyana::store
