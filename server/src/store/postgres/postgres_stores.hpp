// The PostgreSQL implementations of the storage interfaces, ported one by one from the SQLite ones
// (issue 20). Until every interface is ported, open_postgres_stores() refuses (kNotPortedYet in
// postgres_stores.cpp is the one list to shrink); tests open the partial set with allow_incomplete.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "store/postgres/database.hpp"
#include "store/stores.hpp"

namespace karyana::store::postgres {

class PostgresSettingsStore final : public SettingsStore {
 public:
  explicit PostgresSettingsStore(Database& db) : db_(db) {}
  std::map<std::string, std::string> all() override;
  std::optional<std::string> get(const std::string& key) override;
  void set(const std::string& key, const std::string& value) override;

 private:
  Database& db_;
};

// Checkout (h58): the customer's cart, slots, vouchers and orders.
class PostgresCartStore final : public CartStore {
 public:
  explicit PostgresCartStore(Database& db) : db_(db) {}
  CartRecord cart_of(const std::string& customer_id) override;
  std::optional<CartRecord> cart_by_id(const std::string& customer_id, const std::string& cart_id) override;
  CartRecord change(const std::string& customer_id,
                    const std::function<CartChanges(const CartRecord& current)>& decide) override;

 private:
  Database& db_;
};

class PostgresSlotStore final : public SlotStore {
 public:
  explicit PostgresSlotStore(Database& db) : db_(db) {}
  std::vector<DeliverySlot> list_slots(bool enabled_only) override;
  std::optional<DeliverySlot> slot_by_id(const std::string& id) override;
  std::map<std::string, std::int64_t> live_orders_at(const std::vector<std::string>& starts) override;

 private:
  Database& db_;
};

class PostgresVoucherStore final : public VoucherStore {
 public:
  explicit PostgresVoucherStore(Database& db) : db_(db) {}
  std::optional<VoucherRecord> voucher_by_code(const std::string& code) override;
  std::int64_t uses_by_customer(const std::string& voucher_id, const std::string& customer_id) override;

 private:
  Database& db_;
};

class PostgresOrderStore final : public OrderStore {
 public:
  explicit PostgresOrderStore(Database& db) : db_(db) {}
  std::optional<OrderRecord> order_by_serial(const std::string& customer_id, const std::string& serial) override;
  std::optional<OrderRecord> order_by_id(const std::string& customer_id, const std::string& id) override;
  OrderPage list_orders(const std::string& customer_id, int first, std::int64_t after_offset) override;
  std::int64_t orders_count(const std::string& customer_id) override;

 private:
  Database& db_;
};

class PostgresCatalogueStore final : public CatalogueStore {
 public:
  explicit PostgresCatalogueStore(Database& db) : db_(db) {}
  std::vector<Category> enabled_categories() override;
  std::optional<Category> category_by_slug(const std::string& slug) override;
  std::optional<Category> category_by_id(const std::string& id) override;
  std::vector<Category> category_path(const std::string& id) override;
  std::optional<Product> product_by_slug(const std::string& slug) override;
  std::optional<Product> product_by_id(const std::string& id) override;
  std::vector<Product> products_by_ids(const std::vector<std::string>& ids) override;
  ProductPage list_products(const ProductQuery& query) override;
  std::vector<std::string> listed_ids(const std::vector<std::string>& ids, const std::string& cat_slug) override;
  std::vector<Product> listed_products_by_ids(const std::vector<std::string>& ids) override;
  bool set_available_qty(const std::string& product_id, std::int64_t qty) override;
  ProductAlertRequest request_product_alert(const std::string& customer_id, const std::string& product_id) override;
  std::vector<std::string> pending_alerts(const std::string& customer_id,
                                          const std::vector<std::string>& product_ids) override;

 private:
  Database& db_;
};

class PostgresContentStore final : public ContentStore {
 public:
  explicit PostgresContentStore(Database& db) : db_(db) {}
  std::optional<Page> page_by_slug(const std::string& slug) override;
  std::optional<PageSettings> page_settings_by_key(const std::string& key) override;
  std::optional<BannerGroup> banner_group_by_key(const std::string& key) override;
  std::optional<Offer> offer_by_key(const std::string& key) override;

 private:
  Database& db_;
};

class PostgresSeedStore final : public SeedStore {
 public:
  explicit PostgresSeedStore(Database& db) : db_(db) {}
  void write(const std::function<void(SeedWriter&)>& body) override;
  bool has_products() override;

 private:
  Database& db_;
};

// The Stores accessors with no PostgreSQL implementation yet (empty once the port is done).
const std::vector<std::string_view>& not_ported_yet();

class PostgresStores final : public Stores {
 public:
  explicit PostgresStores(std::unique_ptr<Database> db);
  SettingsStore& settings() override { return settings_; }
  CatalogueStore& catalogue() override { return catalogue_; }
  ContentStore& content() override { return content_; }
  GeoStore& geo() override { return missing<GeoStore>("geo"); }
  SlotStore& slots() override { return slots_; }
  AccountStore& accounts() override { return missing<AccountStore>("accounts"); }
  AddressStore& addresses() override { return missing<AddressStore>("addresses"); }
  CartStore& carts() override { return carts_; }
  OrderStore& orders() override { return orders_; }
  VoucherStore& vouchers() override { return vouchers_; }
  OrderPlacement& placement() override { return missing<OrderPlacement>("placement"); }
  OutboxStore& outbox() override { return missing<OutboxStore>("outbox"); }
  UploadStore& uploads() override { return missing<UploadStore>("uploads"); }
  SearchRows& search_rows() override { return missing<SearchRows>("search_rows"); }
  SeedStore& seeding() override { return seeding_; }
  TestControls& test_controls() override { return missing<TestControls>("test_controls"); }
  StaffStore& staff() override { return missing<StaffStore>("staff"); }
  AuditStore& audit() override { return missing<AuditStore>("audit"); }
  OrderFulfilmentStore& fulfilment() override { return missing<OrderFulfilmentStore>("fulfilment"); }
  ProductAdminStore& product_admin() override { return missing<ProductAdminStore>("product_admin"); }
  OperationsAdminStore& operations_admin() override { return missing<OperationsAdminStore>("operations_admin"); }
  ContentAdminStore& content_admin() override { return missing<ContentAdminStore>("content_admin"); }
  HomeAdminStore& home_admin() override { return missing<HomeAdminStore>("home_admin"); }
  PictureStore& pictures() override { return missing<PictureStore>("pictures"); }
  const CatalogueVersion& catalogue_version() override { return catalogue_version_; }
  Database& database() { return *db_; }

 private:
  template <class Store>
  [[noreturn]] Store& missing(std::string_view name) {
    throw_not_ported(name);
  }
  [[noreturn]] static void throw_not_ported(std::string_view name);

  // Before db_: destroyed after it, so the listener thread (stopped by ~Database) never bumps a dead one.
  CatalogueVersion catalogue_version_;
  std::unique_ptr<Database> db_;
  PostgresSettingsStore settings_;
  PostgresCatalogueStore catalogue_{*db_};
  PostgresContentStore content_{*db_};
  PostgresSeedStore seeding_{*db_};
};

// The PostgreSQL database behind `stores` (nullptr for another engine), for tests.
inline Database* postgres_database(Stores& stores) {
  auto* pg = dynamic_cast<PostgresStores*>(&stores);
  return pg ? &pg->database() : nullptr;
}

}  // namespace karyana::store::postgres
