// The SQLite StaffStore and AuditStore (tables staff and audit_log, migration 0010).
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "store/audit_store.hpp"
#include "store/sqlite/connection.hpp"
#include "store/sqlite/database.hpp"
#include "store/staff_store.hpp"

namespace karyana::store::sqlite {

std::unique_ptr<StaffStore> make_sqlite_staff_store(Database& db);
std::unique_ptr<AuditStore> make_sqlite_audit_store(Database& db);

// Inside the caller's transaction (so the row commits with the change it records).
void insert_audit(Connection& c, const NewAuditEntry& entry, const std::string& now);
// insert_audit as the stores written once for both engines (store/engine_*_store.hpp) name it:
// their Sql types derive from this.
struct AuditSql {
  static void insert_audit(Connection& c, const NewAuditEntry& entry, const std::string& now) {
    sqlite::insert_audit(c, entry, now);
  }
};
// The staff member on a connection already in a transaction; nullopt when not staff.
std::optional<StaffRecord> load_staff(Connection& c, const std::string& user_id);

}  // namespace karyana::store::sqlite
