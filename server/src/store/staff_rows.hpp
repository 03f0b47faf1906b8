// What the SQLite and PostgreSQL staff and audit stores share (issue 20): the staff query head
// and its mapping, the audit entry mapping, the audit rows each staff change writes and the
// last-owner rule — one copy, so the two engines answer and audit alike.
#pragma once

#include <optional>
#include <string>

#include "store/audit_store.hpp"
#include "store/staff_store.hpp"

namespace karyana::store::staff_rows {

// The columns read_staff() expects (staff `s` joined to users `u`).
inline constexpr const char* kStaffSelect =
    "SELECT u.id, u.email, u.fname, u.lname, u.phone, s.role, s.disabled_at, s.added_by, s.created_at, u.status"
    " FROM staff s JOIN users u ON u.id = s.user_id";

// The columns read_audit_entry() expects (audit_log `a` left-joined to its actor `u`).
inline constexpr const char* kAuditSelect =
    "SELECT a.id, a.actor_id, trim(coalesce(u.fname, '') || ' ' || coalesce(u.lname, '')), a.action,"
    " a.subject, a.before, a.after, a.created_at"
    " FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id";

template <class Row>
StaffRecord read_staff(const Row& row) {
  StaffRecord r;
  r.user_id = row.get_text(0);
  r.email = row.get_text(1);
  r.fname = row.get_text(2);
  r.lname = row.get_text(3);
  r.phone = row.get_opt_text(4);
  r.role = row.get_text(5);
  r.disabled_at = row.get_opt_text(6);
  r.added_by = row.get_opt_text(7);
  r.created_at = row.get_text(8);
  r.user_status = row.get_text(9);
  return r;
}

template <class Row>
AuditEntryRecord read_audit_entry(const Row& row) {
  AuditEntryRecord e;
  e.id = row.get_int(0);
  e.actor_id = row.get_opt_text(1);
  e.actor_name = row.get_text(2);
  e.action = row.get_text(3);
  e.subject = row.get_text(4);
  e.before = row.get_text(5);
  e.after = row.get_text(6);
  e.created_at = row.get_text(7);
  return e;
}

// A page read with LIMIT first + 1: the extra row only says another page follows.
void finish_audit_page(AuditPageRecord& page, int limit);

inline bool is_enabled_owner(const StaffRecord& r) { return r.role == "owner" && !r.disabled_at; }

// Why a change to `before` is not written (unchanged, or it would leave no enabled owner);
// nullopt: write it. `count_enabled_owners` is asked only when the last owner is at stake.
template <class CountOwners>
std::optional<StaffChangeOutcome> refuse_role(const StaffRecord& before, const std::string& role,
                                              CountOwners&& count_enabled_owners) {
  if (before.role == role) return StaffChangeOutcome::unchanged;
  if (is_enabled_owner(before) && count_enabled_owners() <= 1) return StaffChangeOutcome::last_owner;
  return std::nullopt;
}
template <class CountOwners>
std::optional<StaffChangeOutcome> refuse_disabled(const StaffRecord& before, bool disabled,
                                                  CountOwners&& count_enabled_owners) {
  if (before.disabled_at.has_value() == disabled) return StaffChangeOutcome::unchanged;
  if (disabled && is_enabled_owner(before) && count_enabled_owners() <= 1) return StaffChangeOutcome::last_owner;
  return std::nullopt;
}

// The audit rows of the staff changes (written in the change's transaction).
NewAuditEntry staff_added_audit(const std::string& actor_id, const std::string& user_id, const NewStaffMember& m);
NewAuditEntry staff_role_audit(const std::string& actor_id, const std::string& user_id, const std::string& before,
                               const std::string& after);
NewAuditEntry staff_disabled_audit(const std::string& actor_id, const std::string& user_id, bool disabled);

}  // namespace karyana::store::staff_rows
