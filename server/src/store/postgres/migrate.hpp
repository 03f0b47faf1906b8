// Applies the PostgreSQL migrations (store/postgres/migrations/) a database has not seen yet, each
// in its own transaction, and records them in schema_migrations. Every transaction first takes
// pg_advisory_xact_lock on one key and then (READ COMMITTED) looks at what is applied, so two
// instances starting together run each migration once: the second waits, then finds it applied.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "store/postgres/migrations/migrations.hpp"

namespace karyana::store::postgres {

// The advisory lock key the runner holds while it migrates ("karyana" in ASCII).
inline constexpr std::int64_t kMigrationLockKey = 0x6b617279616e61;

// Applies the missing migrations of `list` (default: all of them); returns how many ran.
int migrate(const std::string& url, const std::vector<Migration>& list = postgres_migrations());

// The highest applied version (0 for an empty database).
int current_version(const std::string& url);

}  // namespace karyana::store::postgres
