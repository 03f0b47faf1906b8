// All storage interfaces behind one object, so resolvers never see the engine. SQLite is the
// default; PostgreSQL (store/postgres/, issue 20) provides the same interfaces as they are ported.
#pragma once

#include <memory>
#include <string>

#include "store/account_store.hpp"
#include "store/address_store.hpp"
#include "store/audit_store.hpp"
#include "store/cart_store.hpp"
#include "store/catalogue_store.hpp"
#include "store/catalogue_version.hpp"
#include "store/content_admin_store.hpp"
#include "store/content_store.hpp"
#include "store/geo_store.hpp"
#include "store/home_admin_store.hpp"
#include "store/operations_admin_store.hpp"
#include "store/order_fulfilment_store.hpp"
#include "store/order_placement.hpp"
#include "store/order_store.hpp"
#include "store/outbox_store.hpp"
#include "store/picture_store.hpp"
#include "store/product_admin_store.hpp"
#include "store/search_rows.hpp"
#include "store/seed_writer.hpp"
#include "store/server_secret_store.hpp"
#include "store/settings_store.hpp"
#include "store/slot_store.hpp"
#include "store/staff_store.hpp"
#include "store/test_controls.hpp"
#include "store/upload_store.hpp"
#include "store/voucher_store.hpp"

namespace karyana::store {

class Stores {
 public:
  virtual ~Stores() = default;
  virtual SettingsStore& settings() = 0;
  virtual CatalogueStore& catalogue() = 0;
  virtual ContentStore& content() = 0;
  virtual GeoStore& geo() = 0;
  virtual SlotStore& slots() = 0;
  virtual AccountStore& accounts() = 0;
  virtual AddressStore& addresses() = 0;
  virtual CartStore& carts() = 0;
  virtual OrderStore& orders() = 0;
  virtual VoucherStore& vouchers() = 0;
  virtual OrderPlacement& placement() = 0;
  virtual OutboxStore& outbox() = 0;
  virtual UploadStore& uploads() = 0;
  virtual SearchRows& search_rows() = 0;                 // what search/ builds its index from
  virtual SeedStore& seeding() = 0;                      // the demo seed's bulk writes
  virtual TestControls& test_controls() = 0;             // only the test hooks use it
  virtual StaffStore& staff() = 0;                       // staff members and roles (issue 17)
  virtual AuditStore& audit() = 0;                       // the staff actions' audit trail
  virtual OrderFulfilmentStore& fulfilment() = 0;        // orders as the staff see and change them
  virtual ProductAdminStore& product_admin() = 0;        // products as the console changes them (issue 18)
  virtual OperationsAdminStore& operations_admin() = 0;  // slots, settings, vouchers from the console
  virtual ContentAdminStore& content_admin() = 0;        // categories, customers, pages from the console
  virtual HomeAdminStore& home_admin() = 0;              // the home page and offers from the console
  virtual PictureStore& pictures() = 0;                  // product and category pictures from the console
  virtual ServerSecretStore& server_secrets() = 0;       // the auth master key (never GraphQL's)
  // Moves after every committed write to data the public catalogue answers read (answer caches).
  virtual const CatalogueVersion& catalogue_version() = 0;
};

struct SqliteStoreOptions {
  int readers = 4;  // reader connections in the pool
  int busy_timeout_ms = 5000;
  bool run_migrations = true;
};

// Opens (creating if needed) the SQLite file and applies the pending migrations.
std::unique_ptr<Stores> open_sqlite_stores(const std::string& db_path, SqliteStoreOptions options = {});

struct MigrationReport {
  int applied = 0;         // migrations this call ran
  int schema_version = 0;  // the version the database is at now
};
// Opens (creating if needed) the SQLite file and applies the pending migrations (`karyana migrate`).
MigrationReport migrate_sqlite_store(const std::string& db_path);

struct PostgresStoreOptions {
  int connections = 8;  // in the pool
  bool run_migrations = true;
  // Tests: open the stores ported so far (the others throw std::logic_error when asked for).
  // Otherwise opening refuses while a store has no PostgreSQL implementation.
  bool allow_incomplete = false;
};

// Connects to PostgreSQL (`url`: postgresql://… or a libpq key=value string) and applies the pending
// migrations. Throws with a readable message (never holding the URL's password).
std::unique_ptr<Stores> open_postgres_stores(const std::string& url, PostgresStoreOptions options = {});
// Applies the pending PostgreSQL migrations (`karyana migrate` with a database URL).
MigrationReport migrate_postgres_store(const std::string& url);

}  // namespace karyana::store
