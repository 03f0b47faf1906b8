// The home page and offers edited from the console (issue 18): a version each for banner groups,
// the page's product lists and offers (optimistic concurrency), bumped by every console save.
#include "store/migrations/migrations.hpp"

namespace karyana::store::migrations {

const char* sql_0015_home_versions() {
  return R"sql(
ALTER TABLE banner_groups ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE page_setting_product_lists ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE offers ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
)sql";
}

}  // namespace karyana::store::migrations
