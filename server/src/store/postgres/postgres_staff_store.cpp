// The PostgreSQL StaffStore and AuditStore: the SQLite stores' statements (sqlite_staff_store.cpp)
// with the same answers and audit rows (store/staff_rows.hpp holds what both share).
//
// "Never without an enabled owner": SQLite's single writer orders two owners demoting or
// disabling each other; on PostgreSQL each reads the owner count and changes a different row —
// write skew, which SERIALIZABLE aborts (40001) and write() runs again: the retry counts one
// owner and refuses (last_owner). The owner rows are read FOR UPDATE before counting, so the
// two queue on the rows instead of both working to the end before one is thrown away.
#include "store/postgres/postgres_staff_store.hpp"
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/staff_rows.hpp"

namespace karyana::store::postgres {

namespace {

using staff_rows::kStaffSelect;
using staff_rows::read_staff;

std::int64_t count_enabled_owners(Connection& c) {
  return c.exec("SELECT count(*) FROM staff WHERE role = 'owner' AND disabled_at IS NULL").single_int();
}

// The enabled owners, locked until the transaction ends, and how many there are.
std::int64_t lock_enabled_owners(Connection& c) {
  return c.exec("SELECT user_id FROM staff WHERE role = 'owner' AND disabled_at IS NULL ORDER BY user_id FOR UPDATE")
      .rows();
}

}  // namespace

void insert_audit(Connection& c, const NewAuditEntry& e, const std::string& now) {
  c.exec("INSERT INTO audit_log(actor_id, action, subject, before, after, created_at) VALUES($1, $2, $3, $4, $5, $6)",
         e.actor_id.empty() ? std::optional<std::string>() : e.actor_id, e.action, e.subject, e.before, e.after, now);
}

std::optional<StaffRecord> load_staff(Connection& c, const std::string& user_id) {
  auto rows = c.exec(std::string(kStaffSelect) + " WHERE s.user_id = $1", user_id);
  if (!rows.step()) return std::nullopt;
  return read_staff(rows);
}

std::optional<StaffRecord> PostgresStaffStore::add_member(const NewStaffMember& m, const std::string& actor_id) {
  try {
    return db_.write([&](Connection& c) -> std::optional<StaffRecord> {
      if (c.exec("SELECT 1 FROM users WHERE email = $1", m.email).rows() > 0) return std::nullopt;
      const std::string id = new_id();
      const std::string now = now_iso();
      c.exec(
          "INSERT INTO users(id, email, password_hash, fname, lname, phone, type, created_at, updated_at)"
          " VALUES($1, $2, $3, $4, $5, $6, 'staff', $7, $7)",
          id, m.email, m.password_hash, m.fname, m.lname, m.phone, now);
      c.exec("INSERT INTO staff(user_id, role, added_by, created_at) VALUES($1, $2, $3, $4)", id, m.role,
             actor_id.empty() ? std::optional<std::string>() : actor_id, now);
      insert_audit(c, staff_rows::staff_added_audit(actor_id, id, m), now);
      return load_staff(c, id);
    });
  } catch (const Error& e) {
    if (e.is_constraint()) return std::nullopt;  // the e-mail was taken meanwhile
    throw;
  }
}

std::optional<StaffRecord> PostgresStaffStore::find(const std::string& user_id) {
  return db_.read([&](Connection& c) { return load_staff(c, user_id); });
}

std::vector<StaffRecord> PostgresStaffStore::list(const std::string& role) {
  return db_.read([&](Connection& c) {
    std::vector<StaffRecord> out;
    auto rows = c.exec(
        std::string(kStaffSelect) + " WHERE ($1::text = '' OR s.role = $1) ORDER BY s.created_at, s.rowid", role);
    while (rows.step()) out.push_back(read_staff(rows));
    return out;
  });
}

StaffChangeResult PostgresStaffStore::set_role(const std::string& actor_id, const std::string& user_id,
                                               const std::string& role) {
  return db_.write([&](Connection& c) {
    StaffChangeResult result;
    auto before = load_staff(c, user_id);
    if (!before) return result;
    result.member = before;
    if (auto refused = staff_rows::refuse_role(*before, role, [&] { return lock_enabled_owners(c); })) {
      result.outcome = *refused;
      return result;
    }
    const std::string now = now_iso();
    c.exec("UPDATE staff SET role = $2 WHERE user_id = $1", user_id, role);
    insert_audit(c, staff_rows::staff_role_audit(actor_id, user_id, before->role, role), now);
    result.outcome = StaffChangeOutcome::changed;
    result.member = load_staff(c, user_id);
    return result;
  });
}

StaffChangeResult PostgresStaffStore::set_disabled(const std::string& actor_id, const std::string& user_id,
                                                   bool disabled) {
  return db_.write([&](Connection& c) {
    StaffChangeResult result;
    auto before = load_staff(c, user_id);
    if (!before) return result;
    result.member = before;
    if (auto refused = staff_rows::refuse_disabled(*before, disabled, [&] { return lock_enabled_owners(c); })) {
      result.outcome = *refused;
      return result;
    }
    const std::string now = now_iso();
    c.exec("UPDATE staff SET disabled_at = $2 WHERE user_id = $1", user_id,
           disabled ? std::optional<std::string>(now) : std::nullopt);
    insert_audit(c, staff_rows::staff_disabled_audit(actor_id, user_id, disabled), now);
    result.outcome = StaffChangeOutcome::changed;
    result.member = load_staff(c, user_id);
    return result;
  });
}

std::int64_t PostgresStaffStore::enabled_owners() {
  return db_.read([](Connection& c) { return count_enabled_owners(c); });
}

void PostgresAuditStore::append(const NewAuditEntry& entry) {
  db_.write([&](Connection& c) { insert_audit(c, entry, now_iso()); });
}

AuditPageRecord PostgresAuditStore::page(int first, std::optional<std::int64_t> before_id, const std::string& subject) {
  return db_.read([&](Connection& c) {
    AuditPageRecord page;
    const int limit = first < 1 ? 1 : first;
    auto rows = c.exec(std::string(staff_rows::kAuditSelect) +
                           " WHERE ($1::bigint IS NULL OR a.id < $1) AND ($2::text = '' OR a.subject = $2)"
                           " ORDER BY a.id DESC LIMIT $3",
                       before_id, subject, static_cast<std::int64_t>(limit) + 1);
    while (rows.step()) page.entries.push_back(staff_rows::read_audit_entry(rows));
    staff_rows::finish_audit_page(page, limit);
    return page;
  });
}

}  // namespace karyana::store::postgres
