// Accounts storage: users, refresh-token sessions, one-time codes and rate-limit buckets.
// Every method that checks and then changes state does both in one write transaction, so
// concurrent callers (two refreshes of one token, parallel code guesses) cannot interleave.
// Times are passed in by the caller (UTC ISO text from store/clock.hpp, or unix ms for rate
// limits) so the auth layer can run on an injected clock.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace karyana::store {

struct UserRecord {
  std::string id;
  std::string email;
  std::string password_hash;
  std::string fname;
  std::string lname;
  std::optional<std::string> avatar;
  std::optional<std::string> avatar_thumb;
  std::optional<std::string> phone;  // canonical 11-digit local form
  int phone_confirmed = 0;           // below 1: not confirmed
  std::string country;
  std::string city;
  std::optional<std::string> note;
  std::optional<std::string> interests;
  std::optional<std::string> gender;
  std::optional<std::string> dob;
  std::string status;  // only 'enabled' may sign in
  std::optional<std::string> status_note;
  std::string timezone;
  std::optional<std::string> freezed_until;
  std::string type;
  int receive_offers = 0;
  std::string created_at;
  std::string updated_at;
};

struct NewUser {
  std::string email;
  std::string password_hash;
  std::string fname;
  std::string lname;
  std::optional<std::string> gender;
  std::optional<std::string> phone;
  std::optional<std::string> city;  // table default when absent
  int receive_offers = 0;
};

// Fields left empty are not changed. A phone different from the stored one clears phone_confirmed.
struct ProfileUpdate {
  std::optional<std::string> fname;
  std::optional<std::string> lname;
  std::optional<std::string> gender;
  std::optional<std::string> dob;
  std::optional<std::string> phone;
  std::optional<std::string> avatar;
  std::optional<std::string> avatar_thumb;
  std::optional<int> receive_offers;
};

struct SessionRecord {
  std::string id;
  std::string user_id;
  std::string family_id;
  std::string token_hash;
  std::string created_at;
  std::optional<std::string> last_used_at;
  std::string expires_at;
  std::optional<std::string> revoked_at;
  std::optional<std::string> replaced_by;
  std::optional<std::string> user_agent;
  std::optional<std::string> ip;
};

struct NewSession {
  std::string user_id;
  std::string family_id;  // empty: a new family (its id is the new session's id)
  std::string token_hash;
  std::string expires_at;
  std::optional<std::string> user_agent;
  std::optional<std::string> ip;
};

enum class RotateStatus {
  rotated,    // `next` is the new live session of the same family
  not_found,  // no session has that hash
  expired,    // the presented session has expired; nothing changed
  revoked,    // the presented session was revoked (sign-out); nothing changed
  reused,     // the presented session was already rotated: the whole family is now revoked
};

struct RotateResult {
  RotateStatus status = RotateStatus::not_found;
  std::optional<SessionRecord> previous;
  std::optional<SessionRecord> next;
};

// The table's purposes.
enum class CodePurpose { phone, password_reset };

struct NewCode {
  std::string user_id;
  CodePurpose purpose = CodePurpose::phone;
  std::string target;  // the phone or e-mail the code went to
  std::string code_hash;
  std::string expires_at;
  int max_attempts = 5;
};

enum class CodeAction {
  verify,   // marks the code verified (reset step 2); it stays usable for `consume`
  consume,  // marks it used; it never matches again
};

enum class CodeStatus { ok, wrong, expired, locked, missing };

struct CodeCheckResult {
  CodeStatus status = CodeStatus::missing;
  int attempts_left = 0;
  std::string code_id;
};

// One fixed-window bucket: at most `limit` hits per `window_ms` under `key`.
struct RateBucket {
  std::string key;
  std::int64_t window_ms = 0;
  int limit = 0;
};

struct RateDecision {
  bool allowed = false;
  std::int64_t retry_after_ms = 0;  // when refused: until the tightest bucket reopens
};

// A bucket as read inside update_rate_buckets: a missing or expired one reads as hits 0 with
// its window starting now. `last_ms` is the time of the bucket's latest change.
struct RateBucketState {
  std::string key;
  std::int64_t window_ms = 0;
  int hits = 0;
  std::int64_t window_start_ms = 0;
  std::int64_t last_ms = 0;
  bool changed = false;  // set by the caller's rule: write this bucket back
};

class AccountStore {
 public:
  virtual ~AccountStore() = default;

  // --- users
  // nullopt when the e-mail (case-insensitive) is taken.
  virtual std::optional<UserRecord> create_user(const NewUser& user) = 0;
  virtual std::optional<UserRecord> user_by_id(const std::string& id) = 0;
  virtual std::optional<UserRecord> user_by_email(const std::string& email) = 0;
  virtual std::vector<UserRecord> users_by_phone(const std::string& phone) = 0;
  // nullopt when there is no such user.
  virtual std::optional<UserRecord> update_profile(const std::string& user_id, const ProfileUpdate& update) = 0;
  virtual bool set_password_hash(const std::string& user_id, const std::string& password_hash) = 0;
  // False when the user is missing, or when confirming while another account holds the number confirmed.
  virtual bool set_phone_confirmed(const std::string& user_id, int phone_confirmed) = 0;

  // --- sessions (refresh tokens, stored as hashes)
  virtual SessionRecord create_session(const NewSession& session) = 0;
  virtual std::optional<SessionRecord> session_by_hash(const std::string& token_hash) = 0;
  virtual std::optional<SessionRecord> session_by_id(const std::string& id) = 0;
  // Checks the presented hash and, if it is live, replaces it with `new_hash` — one transaction.
  virtual RotateResult rotate_session(const std::string& presented_hash, const std::string& new_hash,
                                      const std::string& new_expires_at, const std::string& now) = 0;
  // The status of the session family's user when the family has a live (unrevoked,
  // unexpired) session; nullopt otherwise.
  virtual std::optional<std::string> live_family_user_status(const std::string& family_id, const std::string& user_id,
                                                             const std::string& now) = 0;
  // Each returns the number of sessions newly revoked.
  virtual int revoke_session(const std::string& session_id, const std::string& now) = 0;
  virtual int revoke_family(const std::string& family_id, const std::string& now) = 0;
  virtual int revoke_user_sessions(const std::string& user_id, const std::string& now) = 0;
  // All of the user's sessions except one family (e.g. "sign out my other devices").
  virtual int revoke_user_sessions_except(const std::string& user_id, const std::string& keep_family_id,
                                          const std::string& now) = 0;

  // --- one-time codes (stored as keyed hashes)
  // Stores a new code and retires the user's earlier unused codes of the same purpose.
  virtual std::string create_code(const NewCode& code, const std::string& now) = 0;
  // Compares against the user's newest unused code of that purpose. A wrong guess counts an
  // attempt; at max_attempts the code is locked, even for the right value. Atomic.
  // `target`, when given, must equal the target the code was sent to.
  virtual CodeCheckResult check_code(const std::string& user_id, CodePurpose purpose, const std::string& code_hash,
                                     const std::optional<std::string>& target, CodeAction action,
                                     const std::string& now) = 0;

  // --- rate limits
  // Counts one hit in every bucket, or in none when any is full. Atomic.
  virtual RateDecision hit_rate_limits(const std::vector<RateBucket>& buckets, std::int64_t now_ms) = 0;
  virtual void clear_rate_limit(const std::string& key) = 0;
  // Reads the buckets, lets `rule` change them and writes back those it marked changed, all in
  // one write transaction, so concurrent callers see each other's changes. The rule itself (a
  // business rule) stays with the caller.
  virtual void update_rate_buckets(std::vector<RateBucketState>& buckets, std::int64_t now_ms,
                                   const std::function<void(std::vector<RateBucketState>&)>& rule) = 0;
};

}  // namespace karyana::store
