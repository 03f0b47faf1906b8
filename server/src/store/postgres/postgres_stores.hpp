// The PostgreSQL implementations of the storage interfaces, ported one by one from the SQLite ones
// (issue 20). Until every interface is ported, open_postgres_stores() refuses (kNotPortedYet in
// postgres_stores.cpp is the one list to shrink); tests open the partial set with allow_incomplete.
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "store/postgres/database.hpp"
#include "store/postgres/postgres_search_rows.hpp"
#include "store/postgres/postgres_server_secret_store.hpp"
#include "store/stores.hpp"

namespace karyana::store::postgres {

std::unique_ptr<SettingsStore> make_postgres_settings_store(Database& db);

class PostgresAccountStore final : public AccountStore {
 public:
  explicit PostgresAccountStore(Database& db) : db_(db) {}
  std::optional<UserRecord> create_user(const NewUser& user) override;
  std::optional<UserRecord> user_by_id(const std::string& id) override;
  std::optional<UserRecord> user_by_email(const std::string& email) override;
  std::vector<UserRecord> users_by_phone(const std::string& phone) override;
  std::optional<UserRecord> update_profile(const std::string& user_id, const ProfileUpdate& update) override;
  bool set_password_hash(const std::string& user_id, const std::string& password_hash) override;
  bool set_phone_confirmed(const std::string& user_id, int phone_confirmed) override;
  SessionRecord create_session(const NewSession& session) override;
  std::optional<SessionRecord> session_by_hash(const std::string& token_hash) override;
  std::optional<SessionRecord> session_by_id(const std::string& id) override;
  RotateResult rotate_session(const std::string& presented_hash, const std::string& new_hash,
                              const std::string& new_expires_at, const std::string& now) override;
  std::optional<std::string> live_family_user_status(const std::string& family_id, const std::string& user_id,
                                                     const std::string& now) override;
  int revoke_session(const std::string& session_id, const std::string& now) override;
  int revoke_family(const std::string& family_id, const std::string& now) override;
  int revoke_user_sessions(const std::string& user_id, const std::string& now) override;
  int revoke_user_sessions_except(const std::string& user_id, const std::string& keep_family_id,
                                  const std::string& now) override;
  std::string create_code(const NewCode& code, const std::string& now) override;
  CodeCheckResult check_code(const std::string& user_id, CodePurpose purpose, const std::string& code_hash,
                             const std::optional<std::string>& target, CodeAction action,
                             const std::string& now) override;
  RateDecision hit_rate_limits(const std::vector<RateBucket>& buckets, std::int64_t now_ms) override;
  void clear_rate_limit(const std::string& key) override;
  void update_rate_buckets(std::vector<RateBucketState>& buckets, std::int64_t now_ms,
                           const std::function<void(std::vector<RateBucketState>&)>& rule) override;

 private:
  Database& db_;
};

class PostgresAddressStore final : public AddressStore {
 public:
  explicit PostgresAddressStore(Database& db) : db_(db) {}
  std::vector<AddressRecord> list_by_user(const std::string& user_id) override;
  std::optional<AddressRecord> get(const std::string& user_id, const std::string& id) override;
  AddressRecord create(const std::string& user_id, const AddressFields& fields) override;
  std::optional<AddressRecord> update(const std::string& user_id, const std::string& id,
                                      const AddressFields& fields) override;
  AddressRemoval remove(const std::string& user_id, const std::string& id) override;
  std::optional<DefaultChange> set_default(const std::string& user_id, const std::string& id) override;

 private:
  Database& db_;
};

class PostgresStaffStore final : public StaffStore {
 public:
  explicit PostgresStaffStore(Database& db) : db_(db) {}
  std::optional<StaffRecord> add_member(const NewStaffMember& member, const std::string& actor_id) override;
  std::optional<StaffRecord> find(const std::string& user_id) override;
  std::vector<StaffRecord> list(const std::string& role) override;
  StaffChangeResult set_role(const std::string& actor_id, const std::string& user_id, const std::string& role) override;
  StaffChangeResult set_disabled(const std::string& actor_id, const std::string& user_id, bool disabled) override;
  std::int64_t enabled_owners() override;

 private:
  Database& db_;
};

class PostgresAuditStore final : public AuditStore {
 public:
  explicit PostgresAuditStore(Database& db) : db_(db) {}
  void append(const NewAuditEntry& entry) override;
  AuditPageRecord page(int first, std::optional<std::int64_t> before_id, const std::string& subject) override;

 private:
  Database& db_;
};

class PostgresUploadStore final : public UploadStore {
 public:
  explicit PostgresUploadStore(Database& db) : db_(db) {}
  UploadRecord record(const std::string& id, const NewUpload& upload) override;
  std::optional<UploadRecord> owned(const std::string& owner_id, const std::string& id) override;
  std::optional<UploadRecord> owned_by_path(const std::string& owner_id, const std::string& path,
                                            UploadPart part) override;
  std::optional<UploadRecord> remove_owned(const std::string& owner_id, const std::string& id) override;
  std::vector<UploadRecord> remove_if_unused(const std::string& owner_id,
                                             const std::vector<std::string>& paths) override;
  std::vector<UploadRecord> remove_unused_before(const std::string& created_before) override;

 private:
  Database& db_;
};

class PostgresOutboxStore final : public OutboxStore {
 public:
  explicit PostgresOutboxStore(Database& db) : db_(db) {}
  std::string enqueue(const NewOutboxMessage& message) override;
  std::vector<OutboxMessage> claim_due(Clock::time_point now, int limit, std::chrono::seconds lease) override;
  void mark_sent(const std::string& id, Clock::time_point now) override;
  std::int64_t blank_sent_bodies() override;
  void mark_failed(const std::string& id, const std::string& error, Clock::time_point now) override;
  std::optional<OutboxMessage> find(const std::string& id) override;
  std::int64_t unsent_count() override;
  void set_enqueue_listener(std::function<void()> listener) override;

 private:
  Database& db_;
  std::mutex listener_mutex_;
  std::function<void()> listener_;
};

class PostgresTestControls final : public TestControls {
 public:
  explicit PostgresTestControls(Database& db) : db_(db) {}
  bool set_slot_limit(const std::string& slot_id, std::int64_t max_order_limit) override;
  std::optional<VoucherLimits> set_voucher_limits(const std::string& code, std::int64_t limit_usage,
                                                  std::optional<std::int64_t> limit_one_per_customer) override;
  bool set_order_status(const std::string& order_id, const std::string& status, const std::string& note) override;

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

class PostgresOperationsAdminStore final : public OperationsAdminStore {
 public:
  explicit PostgresOperationsAdminStore(Database& db) : db_(db) {}
  std::vector<AdminSlot> slots() override;
  SlotSaveResult save_slot(const std::string& actor_id, const SlotWrite& slot) override;
  SlotSaveResult set_slot_enabled(const std::string& actor_id, const std::string& id, std::int64_t version,
                                  bool enabled) override;
  std::vector<AdminSlot> set_blocked_dates(const std::string& actor_id, const std::string& action,
                                           const std::map<std::string, std::string>& blocked) override;
  std::int64_t most_booked_from(const std::string& slot_id, const std::string& from_utc) override;
  std::int64_t booked_on(const std::vector<std::string>& slot_ids, const std::string& slot_date) override;
  void save_settings(const std::string& actor_id, const std::string& action,
                     const std::map<std::string, std::string>& values) override;
  std::vector<AdminVoucher> vouchers(const std::string& search) override;
  std::optional<AdminVoucher> voucher(const std::string& id) override;
  VoucherSaveResult save_voucher(const std::string& actor_id, const VoucherWrite& voucher) override;

 private:
  Database& db_;
};

class PostgresOrderFulfilmentStore final : public OrderFulfilmentStore {
 public:
  explicit PostgresOrderFulfilmentStore(Database& db) : db_(db) {}
  BoardData board(const std::vector<std::string>& slot_dates) override;
  std::optional<StaffOrderRecord> order_by_serial(const std::string& serial) override;
  PickListRecord pick_list(const std::string& slot_date, const std::string& slot_id) override;
  std::vector<StaffOrderRecord> deliveries(const std::string& slot_date,
                                           const std::optional<std::string>& rider_id) override;
  ChangeResult change_order(const std::string& serial, std::int64_t version, const std::string& actor_id,
                            const std::function<bool(const StaffOrderRecord&)>& visible,
                            const std::function<ChangeDecision(const StaffOrderRecord&)>& decide) override;

 private:
  Database& db_;
};

class PostgresOrderPlacement final : public OrderPlacement {
 public:
  explicit PostgresOrderPlacement(Database& db) : db_(db) {}
  PlacementResult place(const PlacementRequest& request,
                        const std::function<PlacementDecision(const PlacementReads&)>& decide) override;

 private:
  Database& db_;
};

std::unique_ptr<OrderStore> make_postgres_order_store(Database& db);

std::unique_ptr<CatalogueStore> make_postgres_catalogue_store(Database& db);

std::unique_ptr<ContentStore> make_postgres_content_store(Database& db);

class PostgresSeedStore final : public SeedStore {
 public:
  explicit PostgresSeedStore(Database& db) : db_(db) {}
  void write(const std::function<void(SeedWriter&)>& body) override;
  bool has_products() override;

 private:
  Database& db_;
};

// The console's stores (h59): products, categories/customers/pages, the home page and offers.
class PostgresProductAdminStore final : public ProductAdminStore {
 public:
  explicit PostgresProductAdminStore(Database& db) : db_(db) {}
  AdminProductPage list(const AdminProductQuery& query) override;
  std::optional<AdminProduct> find(const std::string& id) override;
  CatalogueOptions options() override;
  ProductSaveResult create(const std::string& actor_id, const ProductFields& fields) override;
  ProductSaveResult update(const std::string& actor_id, const std::string& id, std::int64_t version,
                           const ProductFields& fields) override;
  StockAdjustResult adjust_stock(const std::string& actor_id, const std::string& id, std::int64_t version,
                                 const StockAdjustment& adjustment,
                                 const std::function<StockDecision(std::int64_t available)>& decide) override;
  domain::ImportPlan apply_import(
      const std::string& actor_id,
      const std::function<domain::ImportPlan(const std::vector<domain::ImportProduct>& catalogue)>& plan) override;

 private:
  Database& db_;
};

std::unique_ptr<ContentAdminStore> make_postgres_content_admin_store(Database& db);

std::unique_ptr<HomeAdminStore> make_postgres_home_admin_store(Database& db);

std::unique_ptr<GeoStore> make_postgres_geo_store(Database& db);

// The console's pictures (h63).
std::unique_ptr<PictureStore> make_postgres_picture_store(Database& db);

// The Stores accessors with no PostgreSQL implementation yet (empty once the port is done).
const std::vector<std::string_view>& not_ported_yet();

class PostgresStores final : public Stores {
 public:
  explicit PostgresStores(std::unique_ptr<Database> db);
  SettingsStore& settings() override { return *settings_; }
  CatalogueStore& catalogue() override { return *catalogue_; }
  ContentStore& content() override { return *content_; }
  GeoStore& geo() override { return *geo_; }
  SlotStore& slots() override { return slots_; }
  AccountStore& accounts() override { return accounts_; }
  AddressStore& addresses() override { return addresses_; }
  CartStore& carts() override { return carts_; }
  OrderStore& orders() override { return *orders_; }
  VoucherStore& vouchers() override { return vouchers_; }
  OrderPlacement& placement() override { return placement_; }
  OutboxStore& outbox() override { return outbox_; }
  UploadStore& uploads() override { return uploads_; }
  SearchRows& search_rows() override { return search_rows_; }
  SeedStore& seeding() override { return seeding_; }
  TestControls& test_controls() override { return test_controls_; }
  StaffStore& staff() override { return staff_; }
  AuditStore& audit() override { return audit_; }
  OrderFulfilmentStore& fulfilment() override { return fulfilment_; }
  ProductAdminStore& product_admin() override { return product_admin_; }
  OperationsAdminStore& operations_admin() override { return operations_admin_; }
  ContentAdminStore& content_admin() override { return *content_admin_; }
  HomeAdminStore& home_admin() override { return *home_admin_; }
  PictureStore& pictures() override { return *pictures_; }
  ServerSecretStore& server_secrets() override { return server_secrets_; }
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
  std::unique_ptr<SettingsStore> settings_{make_postgres_settings_store(*db_)};
  std::unique_ptr<GeoStore> geo_{make_postgres_geo_store(*db_)};
  std::unique_ptr<CatalogueStore> catalogue_{make_postgres_catalogue_store(*db_)};
  std::unique_ptr<ContentStore> content_{make_postgres_content_store(*db_)};
  PostgresSeedStore seeding_{*db_};
  // Accounts and their side (h56).
  PostgresAccountStore accounts_{*db_};
  PostgresAddressStore addresses_{*db_};
  PostgresStaffStore staff_{*db_};
  PostgresAuditStore audit_{*db_};
  PostgresUploadStore uploads_{*db_};
  PostgresOutboxStore outbox_{*db_};
  PostgresTestControls test_controls_{*db_};
  // The console (h59).
  PostgresProductAdminStore product_admin_{*db_};
  std::unique_ptr<ContentAdminStore> content_admin_{make_postgres_content_admin_store(*db_)};
  std::unique_ptr<HomeAdminStore> home_admin_{make_postgres_home_admin_store(*db_)};
  std::unique_ptr<PictureStore> pictures_{make_postgres_picture_store(*db_)};
  PostgresSearchRows search_rows_{*db_};
  // Checkout and fulfilment (h58).
  PostgresCartStore carts_{*db_};
  PostgresSlotStore slots_{*db_};
  PostgresVoucherStore vouchers_{*db_};
  std::unique_ptr<OrderStore> orders_{make_postgres_order_store(*db_)};
  PostgresOrderPlacement placement_{*db_};
  PostgresOrderFulfilmentStore fulfilment_{*db_};
  PostgresOperationsAdminStore operations_admin_{*db_};
  PostgresServerSecretStore server_secrets_{*db_};
};

// The PostgreSQL database behind `stores` (nullptr for another engine), for tests.
inline Database* postgres_database(Stores& stores) {
  auto* pg = dynamic_cast<PostgresStores*>(&stores);
  return pg ? &pg->database() : nullptr;
}

}  // namespace karyana::store::postgres
