#include "store/sqlite/sqlite_address_store.hpp"

#include "store/address_rows.hpp"
#include "store/clock.hpp"
#include "store/ids.hpp"

namespace karyana::store::sqlite {

namespace {

using address_rows::kSelect;
using address_rows::read_address;

std::optional<AddressRecord> find(Connection& c, const std::string& user_id, const std::string& id) {
  auto st = c.prepare(std::string(kSelect) + " WHERE a.user_id = ?1 AND a.id = ?2");
  st.bind_all(user_id, id);
  if (!st.step()) return std::nullopt;
  return read_address(st);
}

std::optional<AddressRecord> current_default(Connection& c, const std::string& user_id) {
  auto st = c.prepare(std::string(kSelect) + " WHERE a.user_id = ?1 AND a.is_default > 0");
  st.bind_all(user_id);
  if (!st.step()) return std::nullopt;
  return read_address(st);
}

class SqliteAddressStore final : public AddressStore {
 public:
  explicit SqliteAddressStore(Database& db) : db_(db) {}

  std::vector<AddressRecord> list_by_user(const std::string& user_id) override {
    return db_.read([&](Connection& c) {
      std::vector<AddressRecord> list;
      // rowid breaks ties between addresses saved in the same millisecond.
      auto st = c.prepare(std::string(kSelect) + " WHERE a.user_id = ?1 ORDER BY a.created_at, a.rowid");
      st.bind_all(user_id);
      while (st.step()) list.push_back(read_address(st));
      return list;
    });
  }

  std::optional<AddressRecord> get(const std::string& user_id, const std::string& id) override {
    return db_.read([&](Connection& c) { return find(c, user_id, id); });
  }

  AddressRecord create(const std::string& user_id, const AddressFields& f) override {
    return db_.write([&](Connection& c) {
      const std::string id = new_id();
      c.prepare(
           "INSERT INTO addresses(id, user_id, full_address, city, label, lat, lng, delivery_zone_id,"
           " delivery_instructions, is_default, created_at, updated_at)"
           " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9,"
           " NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = ?2 AND is_default > 0), ?10, ?10)")
          .bind_all(id, user_id, f.full_address, f.city, f.label, f.lat, f.lng, f.delivery_zone_id,
                    f.delivery_instructions, now_iso())
          .run();
      return *find(c, user_id, id);
    });
  }

  std::optional<AddressRecord> update(const std::string& user_id, const std::string& id,
                                      const AddressFields& f) override {
    return db_.write([&](Connection& c) -> std::optional<AddressRecord> {
      // SET expressions read the old row, so `verified` survives only an unchanged text and point.
      int changed =
          c.prepare(
               "UPDATE addresses SET full_address = ?3, city = ?4, label = ?5,"
               " verified = CASE WHEN full_address = ?3 AND lat = ?6 AND lng = ?7 THEN verified ELSE 'no' END,"
               " lat = ?6, lng = ?7, delivery_zone_id = ?8, delivery_instructions = ?9, updated_at = ?10"
               " WHERE user_id = ?1 AND id = ?2")
              .bind_all(user_id, id, f.full_address, f.city, f.label, f.lat, f.lng, f.delivery_zone_id,
                        f.delivery_instructions, now_iso())
              .run();
      if (changed == 0) return std::nullopt;
      return find(c, user_id, id);
    });
  }

  AddressRemoval remove(const std::string& user_id, const std::string& id) override {
    return db_.write([&](Connection& c) {
      AddressRemoval result;
      result.removed = find(c, user_id, id);
      if (!result.removed) return result;
      c.prepare("DELETE FROM addresses WHERE user_id = ?1 AND id = ?2").bind_all(user_id, id).run();
      if (result.removed->is_default <= 0) return result;
      // Keep exactly one default while the user has addresses: the newest remaining one.
      auto newest =
          c.prepare("SELECT id FROM addresses WHERE user_id = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 1");
      newest.bind_all(user_id);
      if (!newest.step()) return result;
      std::string promoted_id = newest.get_text(0);
      c.prepare("UPDATE addresses SET is_default = 1, updated_at = ?3 WHERE user_id = ?1 AND id = ?2")
          .bind_all(user_id, promoted_id, now_iso())
          .run();
      result.promoted = find(c, user_id, promoted_id);
      return result;
    });
  }

  std::optional<DefaultChange> set_default(const std::string& user_id, const std::string& id) override {
    return db_.write([&](Connection& c) -> std::optional<DefaultChange> {
      auto target = find(c, user_id, id);
      if (!target) return std::nullopt;
      if (target->is_default > 0) return DefaultChange{*target, std::nullopt};
      auto previous = current_default(c, user_id);
      const std::string now = now_iso();
      // Clear first: the partial unique index allows one default per user at any moment.
      c.prepare("UPDATE addresses SET is_default = 0, updated_at = ?2 WHERE user_id = ?1 AND is_default > 0")
          .bind_all(user_id, now)
          .run();
      c.prepare("UPDATE addresses SET is_default = 1, updated_at = ?3 WHERE user_id = ?1 AND id = ?2")
          .bind_all(user_id, id, now)
          .run();
      DefaultChange change{*find(c, user_id, id), std::nullopt};
      if (previous) change.previous = find(c, user_id, previous->id);
      return change;
    });
  }

 private:
  Database& db_;
};

}  // namespace

std::unique_ptr<AddressStore> make_sqlite_address_store(Database& db) {
  return std::make_unique<SqliteAddressStore>(db);
}

}  // namespace karyana::store::sqlite
