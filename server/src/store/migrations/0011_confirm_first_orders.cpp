// First-order confirmation (issue 17): a customer's first order starts 'unconfirmed' until the
// store phones them. The setting is on for a new store and for one that never set it; a shop's own
// value is kept (the demo seed inserts settings only where absent, so it cannot overwrite it either).
#include "store/migrations/migrations.hpp"

namespace karyana::store::migrations {

const char* sql_0011_confirm_first_orders() {
  return R"sql(
INSERT INTO settings(key, value) VALUES ('confirm_first_orders', '1') ON CONFLICT(key) DO NOTHING;
)sql";
}

}  // namespace karyana::store::migrations
