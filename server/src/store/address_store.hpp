// Saved delivery addresses. Every method takes the owner's user id and matches it in SQL, so an
// address id of another user finds nothing (the caller cannot tell it from a missing id).
// A user with addresses has exactly one default: the first address becomes the default,
// set_default moves it in one transaction, and deleting the default promotes the newest
// remaining address.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace karyana::store {

struct AddressRecord {
  std::string id;
  std::string user_id;
  std::string full_address;
  std::string city;
  std::string label;  // home | office | other
  double lat = 0;     // the spec's geo_point is [lat, lng]
  double lng = 0;
  std::optional<std::string> delivery_zone_id;
  std::optional<std::string> delivery_zone_title;  // joined from geo_zones
  std::optional<std::string> delivery_zone_city;
  std::optional<std::string> delivery_instructions;
  int is_default = 0;    // above 0: the default
  std::string verified;  // 'yes' once checked by the store; 'no' otherwise
  std::string created_at;
  std::string updated_at;
};

// What a customer may set; checked by the caller (rules and service area) before storing.
struct AddressFields {
  std::string full_address;
  std::string city;
  std::string label;
  double lat = 0;
  double lng = 0;
  std::optional<std::string> delivery_zone_id;
  std::optional<std::string> delivery_instructions;
};

struct AddressRemoval {
  std::optional<AddressRecord> removed;   // the address as it was; nullopt when the user has no such address
  std::optional<AddressRecord> promoted;  // the address that became default in its place
};

struct DefaultChange {
  AddressRecord current;                  // the address that is now the default
  std::optional<AddressRecord> previous;  // the one that stopped being default, if any
};

class AddressStore {
 public:
  virtual ~AddressStore() = default;
  // Oldest first (new addresses append to the list, as the web's live updates do).
  virtual std::vector<AddressRecord> list_by_user(const std::string& user_id) = 0;
  virtual std::optional<AddressRecord> get(const std::string& user_id, const std::string& id) = 0;
  // Becomes the default when the user has none.
  virtual AddressRecord create(const std::string& user_id, const AddressFields& fields) = 0;
  // nullopt when the user has no such address. A changed text or point clears `verified`.
  virtual std::optional<AddressRecord> update(const std::string& user_id, const std::string& id,
                                              const AddressFields& fields) = 0;
  virtual AddressRemoval remove(const std::string& user_id, const std::string& id) = 0;
  // nullopt when the user has no such address; nothing changes then.
  virtual std::optional<DefaultChange> set_default(const std::string& user_id, const std::string& id) = 0;
};

}  // namespace karyana::store
