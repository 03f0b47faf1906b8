// The SQLite implementations of the storage interfaces (one .cpp per store).
#pragma once

#include <memory>
#include <string>

#include "store/sqlite/database.hpp"
#include "store/sqlite/sqlite_search_rows.hpp"
#include "store/stores.hpp"

namespace karyana::store::sqlite {

class SqliteSlotStore final : public SlotStore {
 public:
  explicit SqliteSlotStore(Database& db) : db_(db) {}
  std::vector<DeliverySlot> list_slots(bool enabled_only) override;
  std::optional<DeliverySlot> slot_by_id(const std::string& id) override;
  std::map<std::string, std::int64_t> live_orders_at(const std::vector<std::string>& starts) override;

 private:
  Database& db_;
};

class SqliteStores final : public Stores {
 public:
  explicit SqliteStores(std::unique_ptr<Database> db);
  SettingsStore& settings() override { return *settings_; }
  CatalogueStore& catalogue() override { return *catalogue_; }
  ContentStore& content() override { return *content_; }
  GeoStore& geo() override { return *geo_; }
  SlotStore& slots() override { return slots_; }
  AccountStore& accounts() override { return *accounts_; }
  AddressStore& addresses() override { return *addresses_; }
  CartStore& carts() override { return *carts_; }
  OrderStore& orders() override { return *orders_; }
  VoucherStore& vouchers() override { return *vouchers_; }
  OrderPlacement& placement() override { return *placement_; }
  OutboxStore& outbox() override { return *outbox_; }
  UploadStore& uploads() override { return *uploads_; }
  SearchRows& search_rows() override { return search_rows_; }
  SeedStore& seeding() override { return *seeding_; }
  TestControls& test_controls() override { return *test_controls_; }
  StaffStore& staff() override { return *staff_; }
  AuditStore& audit() override { return *audit_; }
  OrderFulfilmentStore& fulfilment() override { return *fulfilment_; }
  ProductAdminStore& product_admin() override { return *product_admin_; }
  OperationsAdminStore& operations_admin() override { return *operations_admin_; }
  ContentAdminStore& content_admin() override { return *content_admin_; }
  HomeAdminStore& home_admin() override { return *home_admin_; }
  PictureStore& pictures() override { return *pictures_; }
  ServerSecretStore& server_secrets() override { return *server_secrets_; }
  const CatalogueVersion& catalogue_version() override { return catalogue_version_; }
  Database& database() { return *db_; }

 private:
  std::unique_ptr<Database> db_;
  std::unique_ptr<SettingsStore> settings_;
  std::unique_ptr<CatalogueStore> catalogue_;
  std::unique_ptr<ContentStore> content_;
  std::unique_ptr<GeoStore> geo_;
  SqliteSlotStore slots_;
  std::unique_ptr<AccountStore> accounts_;
  std::unique_ptr<AddressStore> addresses_;
  std::unique_ptr<CartStore> carts_;
  std::unique_ptr<OrderStore> orders_;
  std::unique_ptr<VoucherStore> vouchers_;
  std::unique_ptr<OrderPlacement> placement_;
  std::unique_ptr<OutboxStore> outbox_;
  std::unique_ptr<UploadStore> uploads_;
  SqliteSearchRows search_rows_;
  std::unique_ptr<SeedStore> seeding_;
  std::unique_ptr<TestControls> test_controls_;
  std::unique_ptr<StaffStore> staff_;
  std::unique_ptr<AuditStore> audit_;
  std::unique_ptr<OrderFulfilmentStore> fulfilment_;
  std::unique_ptr<ProductAdminStore> product_admin_;
  std::unique_ptr<OperationsAdminStore> operations_admin_;
  std::unique_ptr<ContentAdminStore> content_admin_;
  std::unique_ptr<HomeAdminStore> home_admin_;
  std::unique_ptr<PictureStore> pictures_;
  std::unique_ptr<ServerSecretStore> server_secrets_;
  CatalogueVersion catalogue_version_;
};

// The SQLite database behind `stores` (nullptr for another engine): for tests that look at
// rows no interface shows. Code under server/src/ reaches storage through the interfaces.
inline Database* sqlite_database(Stores& stores) {
  auto* sqlite = dynamic_cast<SqliteStores*>(&stores);
  return sqlite ? &sqlite->database() : nullptr;
}

}  // namespace karyana::store::sqlite
