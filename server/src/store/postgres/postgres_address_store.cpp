// The PostgreSQL AddressStore: the SQLite store's statements (sqlite_address_store.cpp) with the
// same answers. "One default per user" is the partial unique index addresses_one_default on both
// engines; SQLite's single writer never races it, PostgreSQL's writers may: two first addresses
// of one user saved at once both find no default. SERIALIZABLE aborts one (40001, retried by
// write()); should PostgreSQL report the clash as the index's unique violation instead, the
// whole write runs again too (kDefaultRaceAttempts), and then finds the other's default.
#include "store/address_rows.hpp"
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/postgres/postgres_stores.hpp"

namespace karyana::store::postgres {

namespace {

using address_rows::kSelect;
using address_rows::read_address;

constexpr int kDefaultRaceAttempts = 5;

std::optional<AddressRecord> find(Connection& c, const std::string& user_id, const std::string& id) {
  auto rows = c.exec(std::string(kSelect) + " WHERE a.user_id = $1 AND a.id = $2", user_id, id);
  if (!rows.step()) return std::nullopt;
  return read_address(rows);
}

std::optional<AddressRecord> current_default(Connection& c, const std::string& user_id) {
  auto rows = c.exec(std::string(kSelect) + " WHERE a.user_id = $1 AND a.is_default > 0", user_id);
  if (!rows.step()) return std::nullopt;
  return read_address(rows);
}

bool lost_default_race(const Error& e) {
  return e.is_unique_violation() && e.primary_message().find("addresses_one_default") != std::string::npos;
}

// Runs a write that moves the default; again when a concurrent one took the default first.
template <class F>
auto with_default_retry(Database& db, F&& body) {
  for (int attempt = 1;; ++attempt) {
    try {
      return db.write(body);
    } catch (const Error& e) {
      if (!lost_default_race(e) || attempt >= kDefaultRaceAttempts) throw;
    }
  }
}

}  // namespace

std::vector<AddressRecord> PostgresAddressStore::list_by_user(const std::string& user_id) {
  return db_.read([&](Connection& c) {
    std::vector<AddressRecord> list;
    // rowid breaks ties between addresses saved in the same millisecond.
    auto rows = c.exec(std::string(kSelect) + " WHERE a.user_id = $1 ORDER BY a.created_at, a.rowid", user_id);
    while (rows.step()) list.push_back(read_address(rows));
    return list;
  });
}

std::optional<AddressRecord> PostgresAddressStore::get(const std::string& user_id, const std::string& id) {
  return db_.read([&](Connection& c) { return find(c, user_id, id); });
}

AddressRecord PostgresAddressStore::create(const std::string& user_id, const AddressFields& f) {
  return with_default_retry(db_, [&](Connection& c) {
    const std::string id = new_id();
    c.exec(
        "INSERT INTO addresses(id, user_id, full_address, city, label, lat, lng, delivery_zone_id,"
        " delivery_instructions, is_default, created_at, updated_at)"
        " VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9,"
        " CASE WHEN EXISTS (SELECT 1 FROM addresses WHERE user_id = $2 AND is_default > 0) THEN 0 ELSE 1 END,"
        " $10, $10)",
        id, user_id, f.full_address, f.city, f.label, f.lat, f.lng, f.delivery_zone_id, f.delivery_instructions,
        now_iso());
    return *find(c, user_id, id);
  });
}

std::optional<AddressRecord> PostgresAddressStore::update(const std::string& user_id, const std::string& id,
                                                          const AddressFields& f) {
  return db_.write([&](Connection& c) -> std::optional<AddressRecord> {
    // SET expressions read the old row, so `verified` survives only an unchanged text and point.
    int changed = c.exec(
                       "UPDATE addresses SET full_address = $3, city = $4, label = $5,"
                       " verified = CASE WHEN full_address = $3 AND lat = $6 AND lng = $7 THEN verified ELSE 'no' END,"
                       " lat = $6, lng = $7, delivery_zone_id = $8, delivery_instructions = $9, updated_at = $10"
                       " WHERE user_id = $1 AND id = $2",
                       user_id, id, f.full_address, f.city, f.label, f.lat, f.lng, f.delivery_zone_id,
                       f.delivery_instructions, now_iso())
                      .affected_rows();
    if (changed == 0) return std::nullopt;
    return find(c, user_id, id);
  });
}

AddressRemoval PostgresAddressStore::remove(const std::string& user_id, const std::string& id) {
  return with_default_retry(db_, [&](Connection& c) {
    AddressRemoval result;
    result.removed = find(c, user_id, id);
    if (!result.removed) return result;
    c.exec("DELETE FROM addresses WHERE user_id = $1 AND id = $2", user_id, id);
    if (result.removed->is_default <= 0) return result;
    // Keep exactly one default while the user has addresses: the newest remaining one.
    auto newest =
        c.exec("SELECT id FROM addresses WHERE user_id = $1 ORDER BY created_at DESC, rowid DESC LIMIT 1", user_id);
    if (!newest.step()) return result;
    std::string promoted_id = newest.get_text(0);
    c.exec("UPDATE addresses SET is_default = 1, updated_at = $3 WHERE user_id = $1 AND id = $2", user_id, promoted_id,
           now_iso());
    result.promoted = find(c, user_id, promoted_id);
    return result;
  });
}

std::optional<DefaultChange> PostgresAddressStore::set_default(const std::string& user_id, const std::string& id) {
  return with_default_retry(db_, [&](Connection& c) -> std::optional<DefaultChange> {
    auto target = find(c, user_id, id);
    if (!target) return std::nullopt;
    if (target->is_default > 0) return DefaultChange{*target, std::nullopt};
    auto previous = current_default(c, user_id);
    const std::string now = now_iso();
    // Clear first: the partial unique index allows one default per user at any moment.
    c.exec("UPDATE addresses SET is_default = 0, updated_at = $2 WHERE user_id = $1 AND is_default > 0", user_id, now);
    c.exec("UPDATE addresses SET is_default = 1, updated_at = $3 WHERE user_id = $1 AND id = $2", user_id, id, now);
    DefaultChange change{*find(c, user_id, id), std::nullopt};
    if (previous) change.previous = find(c, user_id, previous->id);
    return change;
  });
}

}  // namespace karyana::store::postgres
