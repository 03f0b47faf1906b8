// What other PostgreSQL stores need from the staff and audit stores (as sqlite_staff_store.hpp
// gives the SQLite ones): writing an audit row in the caller's transaction, and reading a staff
// member on the caller's connection.
#pragma once

#include <optional>
#include <string>

#include "store/audit_store.hpp"
#include "store/postgres/connection.hpp"
#include "store/staff_store.hpp"

namespace karyana::store::postgres {

// Inside the caller's transaction (so the row commits with the change it records).
void insert_audit(Connection& c, const NewAuditEntry& entry, const std::string& now);
// insert_audit as the stores written once for both engines (store/engine_*_store.hpp) name it:
// their Sql types derive from this.
struct AuditSql {
  static void insert_audit(Connection& c, const NewAuditEntry& entry, const std::string& now) {
    postgres::insert_audit(c, entry, now);
  }
};
// The staff member on a connection already in a transaction; nullopt when not staff.
std::optional<StaffRecord> load_staff(Connection& c, const std::string& user_id);

}  // namespace karyana::store::postgres
