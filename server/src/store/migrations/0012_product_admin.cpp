// Products edited from the console (issue 18): a version for optimistic concurrency (bumped by
// every console save and stock change, never by an order), and the indexes the console's product
// list reads by (newest edit first; a barcode typed or scanned).
#include "store/migrations/migrations.hpp"

namespace karyana::store::migrations {

const char* sql_0012_product_admin() {
  return R"sql(
ALTER TABLE products ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
CREATE INDEX products_updated ON products(updated_at DESC, id DESC);
CREATE INDEX products_barcode ON products(barcode) WHERE barcode IS NOT NULL AND barcode <> '';
)sql";
}

}  // namespace karyana::store::migrations
