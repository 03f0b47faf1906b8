#include "store/sqlite/sqlite_stores.hpp"

#include "store/migrations/migrations.hpp"
#include "store/sqlite/catalogue_tables.hpp"
#include "store/sqlite/sqlite_account_store.hpp"
#include "store/sqlite/sqlite_address_store.hpp"
#include "store/sqlite/sqlite_cart_store.hpp"
#include "store/sqlite/sqlite_catalogue_store.hpp"
#include "store/sqlite/sqlite_checkout_rows.hpp"
#include "store/sqlite/sqlite_content_admin_store.hpp"
#include "store/sqlite/sqlite_content_store.hpp"
#include "store/sqlite/sqlite_geo_store.hpp"
#include "store/sqlite/sqlite_home_admin_store.hpp"
#include "store/sqlite/sqlite_operations_admin_store.hpp"
#include "store/sqlite/sqlite_order_fulfilment_store.hpp"
#include "store/sqlite/sqlite_order_store.hpp"
#include "store/sqlite/sqlite_outbox_store.hpp"
#include "store/sqlite/sqlite_picture_store.hpp"
#include "store/sqlite/sqlite_product_admin_store.hpp"
#include "store/sqlite/sqlite_seed_store.hpp"
#include "store/sqlite/sqlite_server_secret_store.hpp"
#include "store/sqlite/sqlite_settings_store.hpp"
#include "store/sqlite/sqlite_staff_store.hpp"
#include "store/sqlite/sqlite_test_controls.hpp"
#include "store/sqlite/sqlite_upload_store.hpp"

namespace karyana::store {

namespace sqlite {

SqliteStores::SqliteStores(std::unique_ptr<Database> db)
    : db_(std::move(db)),
      settings_(make_sqlite_settings_store(*db_)),
      catalogue_(make_sqlite_catalogue_store(*db_)),
      content_(make_sqlite_content_store(*db_)),
      geo_(make_sqlite_geo_store(*db_)),
      slots_(*db_),
      accounts_(make_sqlite_account_store(*db_)),
      addresses_(make_sqlite_address_store(*db_)),
      carts_(make_sqlite_cart_store(*db_)),
      orders_(make_sqlite_order_store(*db_)),
      vouchers_(make_sqlite_voucher_store(*db_)),
      placement_(make_sqlite_order_placement(*db_)),
      outbox_(make_sqlite_outbox_store(*db_)),
      uploads_(make_sqlite_upload_store(*db_)),
      search_rows_(*db_),
      seeding_(make_sqlite_seed_store(*db_)),
      test_controls_(make_sqlite_test_controls(*db_)),
      staff_(make_sqlite_staff_store(*db_)),
      audit_(make_sqlite_audit_store(*db_)),
      fulfilment_(make_sqlite_order_fulfilment_store(*db_)),
      product_admin_(make_sqlite_product_admin_store(*db_)),
      operations_admin_(make_sqlite_operations_admin_store(*db_)),
      content_admin_(make_sqlite_content_admin_store(*db_)),
      home_admin_(make_sqlite_home_admin_store(*db_)),
      pictures_(make_sqlite_picture_store(*db_)),
      server_secrets_(make_sqlite_server_secret_store(*db_)) {
  // After COMMIT, on the writing thread: a reader that took the version before the bump can only
  // have read older data, so its answer lands under the old version.
  db_->observe_commits([this](const ChangedTables& changes) {
    if (changes_catalogue(changes)) catalogue_version_.bump();
  });
}

}  // namespace sqlite

std::unique_ptr<Stores> open_sqlite_stores(const std::string& db_path, SqliteStoreOptions options) {
  auto db =
      std::make_unique<sqlite::Database>(db_path, sqlite::DatabaseOptions{options.readers, options.busy_timeout_ms});
  if (options.run_migrations) migrations::migrate(*db);
  return std::make_unique<sqlite::SqliteStores>(std::move(db));
}

MigrationReport migrate_sqlite_store(const std::string& db_path) {
  sqlite::Database db(db_path);
  MigrationReport report;
  report.applied = migrations::migrate(db);
  report.schema_version = migrations::current_version(db);
  return report;
}

}  // namespace karyana::store
