// Reading users and sessions from a row, whatever the engine: SQLite's Statement and
// PostgreSQL's Result both offer get_text/get_opt_text/get_int by column, so one mapping serves
// both account stores (issue 20) and the two can never drift apart.
#pragma once

#include <string>

#include "store/account_store.hpp"
#include "store/ids.hpp"

namespace karyana::store::account_rows {

// The column list read_user() expects, from users.
inline constexpr const char* kUserColumns =
    "id, email, password_hash, fname, lname, avatar, avatar_thumb, phone, phone_confirmed, country, city, note,"
    " interests, gender, dob, status, status_note, timezone, freezed_until, type, receive_offers, created_at,"
    " updated_at";

// The column list read_session() expects, from sessions.
inline constexpr const char* kSessionColumns =
    "id, user_id, family_id, token_hash, created_at, last_used_at, expires_at, revoked_at, replaced_by,"
    " user_agent, ip";

template <class Row>
UserRecord read_user(const Row& row) {
  UserRecord u;
  u.id = row.get_text(0);
  u.email = row.get_text(1);
  u.password_hash = row.get_text(2);
  u.fname = row.get_text(3);
  u.lname = row.get_text(4);
  u.avatar = row.get_opt_text(5);
  u.avatar_thumb = row.get_opt_text(6);
  u.phone = row.get_opt_text(7);
  u.phone_confirmed = static_cast<int>(row.get_int(8));
  u.country = row.get_text(9);
  u.city = row.get_text(10);
  u.note = row.get_opt_text(11);
  u.interests = row.get_opt_text(12);
  u.gender = row.get_opt_text(13);
  u.dob = row.get_opt_text(14);
  u.status = row.get_text(15);
  u.status_note = row.get_opt_text(16);
  u.timezone = row.get_text(17);
  u.freezed_until = row.get_opt_text(18);
  u.type = row.get_text(19);
  u.receive_offers = static_cast<int>(row.get_int(20));
  u.created_at = row.get_text(21);
  u.updated_at = row.get_text(22);
  return u;
}

template <class Row>
SessionRecord read_session(const Row& row) {
  SessionRecord s;
  s.id = row.get_text(0);
  s.user_id = row.get_text(1);
  s.family_id = row.get_text(2);
  s.token_hash = row.get_text(3);
  s.created_at = row.get_text(4);
  s.last_used_at = row.get_opt_text(5);
  s.expires_at = row.get_text(6);
  s.revoked_at = row.get_opt_text(7);
  s.replaced_by = row.get_opt_text(8);
  s.user_agent = row.get_opt_text(9);
  s.ip = row.get_opt_text(10);
  return s;
}

// The table's text for a code purpose.
inline const char* purpose_text(CodePurpose purpose) {
  return purpose == CodePurpose::phone ? "phone" : "password_reset";
}

// Hashes are compared without an early exit, so timing does not reveal a matching prefix.
inline bool same_text(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return false;
  unsigned char diff = 0;
  for (size_t i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ b[i]);
  return diff == 0;
}

// What presenting the session `old` at `now` does (rotate_session's rules): `reused` ends the
// whole family (a rotated token came back: someone holds a copy), `rotated` replaces it.
inline RotateStatus judge_rotation(const SessionRecord& old, const std::string& now) {
  if (old.replaced_by) return RotateStatus::reused;
  if (old.revoked_at) return RotateStatus::revoked;
  if (old.expires_at <= now) return RotateStatus::expired;
  return RotateStatus::rotated;
}

// The row create_session and a rotation insert: a new id, which is also the family's id when the
// session starts a family.
inline SessionRecord new_session(const NewSession& s, const std::string& now) {
  SessionRecord r;
  r.id = new_id();
  r.user_id = s.user_id;
  r.family_id = s.family_id.empty() ? r.id : s.family_id;
  r.token_hash = s.token_hash;
  r.created_at = now;
  r.expires_at = s.expires_at;
  r.user_agent = s.user_agent;
  r.ip = s.ip;
  return r;
}

// rotate_session (account_store.hpp) on any engine, inside its write transaction. Steps:
// session_to_rotate(c, token_hash) → optional SessionRecord, kept unchanged till COMMIT;
// revoke_family(c, family_id, now); insert_session(c, record); mark_replaced(c, old_id, now,
// next_id) (revoked and last used at `now`).
template <class Steps, class Connection>
RotateResult rotate_session(Connection& c, const std::string& presented_hash, const std::string& new_hash,
                            const std::string& new_expires_at, const std::string& now) {
  RotateResult result;
  result.previous = Steps::session_to_rotate(c, presented_hash);
  if (!result.previous) return result;
  const SessionRecord& old = *result.previous;
  result.status = judge_rotation(old, now);
  if (result.status == RotateStatus::reused) {
    Steps::revoke_family(c, old.family_id, now);
  } else if (result.status == RotateStatus::rotated) {
    result.next = new_session({old.user_id, old.family_id, new_hash, new_expires_at, old.user_agent, old.ip}, now);
    Steps::insert_session(c, *result.next);
    Steps::mark_replaced(c, old.id, now, result.next->id);
  }
  return result;
}

// The user's newest unused code of a purpose, as check_code reads it (kStoredCodeColumns).
struct StoredCode {
  std::string id;
  std::string target;
  std::string code_hash;
  int attempts = 0;
  int max_attempts = 0;
  std::string expires_at;
};
inline constexpr const char* kStoredCodeColumns = "id, target, code_hash, attempts, max_attempts, expires_at";

template <class Row>
StoredCode read_stored_code(const Row& row) {
  return {row.get_text(0),
          row.get_text(1),
          row.get_text(2),
          static_cast<int>(row.get_int(3)),
          static_cast<int>(row.get_int(4)),
          row.get_text(5)};
}

// What check_code writes after judging a presented code.
enum class CodeWrite { none, mark_verified, mark_used, count_attempt };

struct CodeJudgement {
  CodeCheckResult result;
  CodeWrite write = CodeWrite::none;
};

// The rules of check_code (account_store.hpp), the same on every engine.
inline CodeJudgement judge_code(const StoredCode& code, const std::string& code_hash,
                                const std::optional<std::string>& target, CodeAction action, const std::string& now) {
  CodeJudgement j;
  j.result.code_id = code.id;
  if (target && *target != code.target) {
    j.result.status = CodeStatus::missing;  // sent to another phone / address
    j.result.code_id.clear();
  } else if (code.expires_at <= now) {
    j.result.status = CodeStatus::expired;
  } else if (code.attempts >= code.max_attempts) {
    j.result.status = CodeStatus::locked;
  } else if (same_text(code.code_hash, code_hash)) {
    j.result.status = CodeStatus::ok;
    j.result.attempts_left = code.max_attempts - code.attempts;
    j.write = action == CodeAction::consume ? CodeWrite::mark_used : CodeWrite::mark_verified;
  } else {
    j.result.status = CodeStatus::wrong;
    j.result.attempts_left = code.max_attempts - code.attempts - 1;
    j.write = CodeWrite::count_attempt;
  }
  return j;
}

}  // namespace karyana::store::account_rows
