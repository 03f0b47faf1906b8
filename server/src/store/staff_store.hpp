// Staff members (issue 17): users with type 'staff' and a row in `staff` (migration 0010) naming
// their role. Adding one writes the user and the staff row in one transaction; every change writes
// its audit row (store/audit_store.hpp) in the same transaction. Passwords arrive already hashed
// (auth/password.hpp). Roles are their text here ("owner" …); domain/staff_roles.hpp knows them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace karyana::store {

struct StaffRecord {
  std::string user_id;
  std::string email;
  std::string fname;
  std::string lname;
  std::optional<std::string> phone;
  std::string role;
  std::optional<std::string> disabled_at;  // set: may not use the console
  std::optional<std::string> added_by;
  std::string created_at;
  std::string user_status;  // users.status ('enabled' …)
};

struct NewStaffMember {
  std::string email;
  std::string password_hash;
  std::string fname;
  std::string lname;
  std::optional<std::string> phone;
  std::string role;
};

enum class StaffChangeOutcome { changed, unchanged, not_found, last_owner };

struct StaffChangeResult {
  StaffChangeOutcome outcome = StaffChangeOutcome::not_found;
  std::optional<StaffRecord> member;  // after the change (changed, unchanged, last_owner)
};

class StaffStore {
 public:
  virtual ~StaffStore() = default;

  // nullopt when any user already has the e-mail (case-insensitive). actor_id: the staff member
  // adding (empty for the command line); audited as 'staff.add'.
  virtual std::optional<StaffRecord> add_member(const NewStaffMember& member, const std::string& actor_id) = 0;
  virtual std::optional<StaffRecord> find(const std::string& user_id) = 0;
  // By created_at; role "" for every role.
  virtual std::vector<StaffRecord> list(const std::string& role) = 0;
  // Refuses (last_owner) to take the owner role from the last enabled owner. Audited 'staff.role'.
  virtual StaffChangeResult set_role(const std::string& actor_id, const std::string& user_id,
                                     const std::string& role) = 0;
  // Refuses (last_owner) to disable the last enabled owner. Audited 'staff.disabled'.
  virtual StaffChangeResult set_disabled(const std::string& actor_id, const std::string& user_id, bool disabled) = 0;
  virtual std::int64_t enabled_owners() = 0;
};

}  // namespace karyana::store
