// Categories and content pages edited from the console (issue 18, slice 3): a version each for
// optimistic concurrency, bumped by every console change.
#include "store/migrations/migrations.hpp"

namespace karyana::store::migrations {

const char* sql_0014_content_versions() {
  return R"sql(
ALTER TABLE product_categories ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE pages ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
)sql";
}

}  // namespace karyana::store::migrations
