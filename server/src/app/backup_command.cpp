#include "app/backup_command.hpp"

#include <cstdio>
#include <exception>
#include <string>

#include "store/backup.hpp"

namespace karyana::app {

namespace {

// The one FILE both commands take, or nullptr after saying what is missing.
const std::string* file_argument(const config::Config& c) {
  if (c.arguments.size() == 1) return &c.arguments.front();
  std::fprintf(stderr, "karyana %s: needs exactly one FILE, e.g. karyana %s /backups/karyana-2026-11-27.sqlite3\n",
               c.command.c_str(), c.command.c_str());
  return nullptr;
}

std::string describe(const store::BackupSummary& s) {
  return std::to_string(s.bytes) + " bytes, " + std::to_string(s.orders) + " orders, schema version " +
         std::to_string(s.schema_version);
}

}  // namespace

int run_backup_command(const config::Config& c) {
  const std::string* file = file_argument(c);
  if (!file) return 2;
  try {
    const auto s = store::backup_sqlite_store(c.db_path, *file, c.force);
    std::printf("backup: wrote %s (%s) from %s in %.0f ms\n", file->c_str(), describe(s).c_str(), c.db_path.c_str(),
                s.ms);
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "backup failed: %s\n", e.what());
    return 1;
  }
}

int run_restore_command(const config::Config& c) {
  const std::string* file = file_argument(c);
  if (!file) return 2;
  try {
    const auto r = store::restore_sqlite_store(*file, c.db_path, c.force);
    std::printf("restore: %s is now %s (%s) in %.0f ms%s\n", file->c_str(), c.db_path.c_str(),
                describe(r.backup).c_str(), r.backup.ms,
                r.moved_aside.empty() ? "" : ("; the database it replaced is " + r.moved_aside).c_str());
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "restore failed: %s\n", e.what());
    return 1;
  }
}

}  // namespace karyana::app
