// Service-area zones edited from the console (issue 18): a version each for optimistic
// concurrency, bumped by every console change.
#include "store/migrations/migrations.hpp"

namespace karyana::store::migrations {

const char* sql_0016_zone_versions() {
  return R"sql(
ALTER TABLE geo_zones ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
)sql";
}

}  // namespace karyana::store::migrations
