// The PostgreSQL AccountStore: the SQLite store's statements (sqlite_account_store.cpp) with the
// same answers. Each check-then-change stays in one write(): SERIALIZABLE makes two callers that
// read and write the same rows (two refreshes of one token, parallel code guesses, two accounts
// confirming one number, two hits of one rate-limit bucket) fail one with 40001, and write()
// runs that one again on the other's result, as SQLite's single writer would have ordered them.
#include <algorithm>

#include "store/account_rows.hpp"
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/postgres/postgres_stores.hpp"

namespace karyana::store::postgres {

namespace {

using account_rows::kSessionColumns;
using account_rows::kUserColumns;
using account_rows::purpose_text;
using account_rows::read_session;
using account_rows::read_user;

std::optional<UserRecord> user_where(Connection& c, const char* where, const std::string& value) {
  auto rows = c.exec(std::string("SELECT ") + kUserColumns + " FROM users WHERE " + where, value);
  if (!rows.step()) return std::nullopt;
  return read_user(rows);
}

std::optional<SessionRecord> session_where(Connection& c, const char* where, const std::string& value) {
  auto rows = c.exec(std::string("SELECT ") + kSessionColumns + " FROM sessions WHERE " + where, value);
  if (!rows.step()) return std::nullopt;
  return read_session(rows);
}

void insert_session(Connection& c, const SessionRecord& r) {
  c.exec(
      "INSERT INTO sessions(id, user_id, family_id, token_hash, created_at, expires_at, user_agent, ip)"
      " VALUES($1, $2, $3, $4, $5, $6, $7, $8)",
      r.id, r.user_id, r.family_id, r.token_hash, r.created_at, r.expires_at, r.user_agent, r.ip);
}

int revoke_family_in(Connection& c, const std::string& family_id, const std::string& now) {
  return c.exec("UPDATE sessions SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL", family_id, now)
      .affected_rows();
}

// The statements account_rows::rotate_session runs.
struct RotationSteps {
  // FOR UPDATE: a second refresh of one token waits here, before inserting a session for
  // nothing, then fails with 40001; its retry sees the token rotated (reuse), as on SQLite.
  static std::optional<SessionRecord> session_to_rotate(Connection& c, const std::string& token_hash) {
    auto rows = c.exec(std::string("SELECT ") + kSessionColumns + " FROM sessions WHERE token_hash = $1 FOR UPDATE",
                       token_hash);
    if (!rows.step()) return std::nullopt;
    return read_session(rows);
  }
  static void revoke_family(Connection& c, const std::string& family_id, const std::string& now) {
    revoke_family_in(c, family_id, now);
  }
  static void insert_session(Connection& c, const SessionRecord& r) { postgres::insert_session(c, r); }
  static void mark_replaced(Connection& c, const std::string& old_id, const std::string& now,
                            const std::string& next_id) {
    c.exec("UPDATE sessions SET revoked_at = $2, last_used_at = $2, replaced_by = $3 WHERE id = $1", old_id, now,
           next_id);
  }
};

// A bucket's row, or a fresh window when it is missing or its window is over.
struct BucketRow {
  int hits = 0;
  std::int64_t window_start_ms = 0;
  std::int64_t updated_at_ms = 0;
};
BucketRow read_bucket(Connection& c, const std::string& key, std::int64_t window_ms, std::int64_t now_ms) {
  auto rows = c.exec("SELECT hits, window_start_ms, updated_at_ms FROM rate_limits WHERE bucket_key = $1", key);
  if (rows.step() && now_ms < rows.get_int(1) + window_ms)
    return {static_cast<int>(rows.get_int(0)), rows.get_int(1), rows.get_int(2)};
  return {0, now_ms, 0};
}

void write_bucket(Connection& c, const std::string& key, int hits, std::int64_t window_start_ms,
                  std::int64_t updated_at_ms) {
  c.exec(
      "INSERT INTO rate_limits(bucket_key, hits, window_start_ms, updated_at_ms) VALUES($1, $2, $3, $4)"
      " ON CONFLICT(bucket_key) DO UPDATE SET hits = excluded.hits,"
      " window_start_ms = excluded.window_start_ms, updated_at_ms = excluded.updated_at_ms",
      key, hits, window_start_ms, updated_at_ms);
}

}  // namespace

std::optional<UserRecord> PostgresAccountStore::create_user(const NewUser& user) {
  try {
    return db_.write([&](Connection& c) {
      std::string id = new_id();
      const std::string now = now_iso();
      c.exec(
          "INSERT INTO users(id, email, password_hash, fname, lname, gender, phone, city, receive_offers,"
          " created_at, updated_at) VALUES($1, $2, $3, $4, $5, $6, $7, COALESCE($8, 'sahiwal'), $9, $10, $10)",
          id, user.email, user.password_hash, user.fname, user.lname, user.gender, user.phone, user.city,
          user.receive_offers, now);
      return user_where(c, "id = $1", id);
    });
  } catch (const Error& e) {
    if (e.is_constraint()) return std::nullopt;  // e-mail taken (users_email_key, CITEXT: any case)
    throw;
  }
}

std::optional<UserRecord> PostgresAccountStore::user_by_id(const std::string& id) {
  return db_.read([&](Connection& c) { return user_where(c, "id = $1", id); });
}

std::optional<UserRecord> PostgresAccountStore::user_by_email(const std::string& email) {
  return db_.read([&](Connection& c) { return user_where(c, "email = $1", email); });
}

std::vector<UserRecord> PostgresAccountStore::users_by_phone(const std::string& phone) {
  return db_.read([&](Connection& c) {
    std::vector<UserRecord> users;
    auto rows =
        c.exec(std::string("SELECT ") + kUserColumns + " FROM users WHERE phone = $1 ORDER BY created_at, id", phone);
    while (rows.step()) users.push_back(read_user(rows));
    return users;
  });
}

std::optional<UserRecord> PostgresAccountStore::update_profile(const std::string& user_id, const ProfileUpdate& u) {
  return db_.write([&](Connection& c) -> std::optional<UserRecord> {
    // A changed phone needs re-verification; the same phone keeps its confirmation.
    int changed =
        c.exec(
             "UPDATE users SET fname = COALESCE($2, fname), lname = COALESCE($3, lname),"
             " gender = COALESCE($4, gender), dob = COALESCE($5, dob),"
             " phone_confirmed = CASE WHEN $6::text IS NOT NULL AND $6::text IS DISTINCT FROM phone THEN 0"
             "                        ELSE phone_confirmed END,"
             " phone = COALESCE($6, phone), avatar = COALESCE($7, avatar),"
             " avatar_thumb = COALESCE($8, avatar_thumb), receive_offers = COALESCE($9, receive_offers),"
             " updated_at = $10 WHERE id = $1",
             user_id, u.fname, u.lname, u.gender, u.dob, u.phone, u.avatar, u.avatar_thumb, u.receive_offers, now_iso())
            .affected_rows();
    if (changed == 0) return std::nullopt;
    return user_where(c, "id = $1", user_id);
  });
}

bool PostgresAccountStore::set_password_hash(const std::string& user_id, const std::string& password_hash) {
  return db_.write([&](Connection& c) {
    return c.exec("UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1", user_id, password_hash,
                  now_iso())
               .affected_rows() > 0;
  });
}

bool PostgresAccountStore::set_phone_confirmed(const std::string& user_id, int phone_confirmed) {
  return db_.write([&](Connection& c) {
    // Confirming fails while another account holds the number confirmed. Two accounts confirming
    // one number at once each read the other's row: SERIALIZABLE aborts one (40001) and its
    // retry sees the winner's confirmation.
    return c.exec(
                "UPDATE users SET phone_confirmed = $2, updated_at = $3 WHERE id = $1 AND ($2 < 1 OR NOT EXISTS ("
                "SELECT 1 FROM users other WHERE other.phone = users.phone AND other.id <> users.id"
                " AND other.phone_confirmed > 0))",
                user_id, phone_confirmed, now_iso())
               .affected_rows() > 0;
  });
}

SessionRecord PostgresAccountStore::create_session(const NewSession& s) {
  return db_.write([&](Connection& c) {
    SessionRecord r = account_rows::new_session(s, now_iso());
    insert_session(c, r);
    return r;
  });
}

std::optional<SessionRecord> PostgresAccountStore::session_by_hash(const std::string& token_hash) {
  return db_.read([&](Connection& c) { return session_where(c, "token_hash = $1", token_hash); });
}

std::optional<SessionRecord> PostgresAccountStore::session_by_id(const std::string& id) {
  return db_.read([&](Connection& c) { return session_where(c, "id = $1", id); });
}

RotateResult PostgresAccountStore::rotate_session(const std::string& presented_hash, const std::string& new_hash,
                                                  const std::string& new_expires_at, const std::string& now) {
  return db_.write([&](Connection& c) {
    return account_rows::rotate_session<RotationSteps>(c, presented_hash, new_hash, new_expires_at, now);
  });
}

std::optional<std::string> PostgresAccountStore::live_family_user_status(const std::string& family_id,
                                                                         const std::string& user_id,
                                                                         const std::string& now) {
  return db_.read([&](Connection& c) -> std::optional<std::string> {
    auto rows = c.exec(
        "SELECT u.status FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.family_id = $1"
        " AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > $3 LIMIT 1",
        family_id, user_id, now);
    if (!rows.step()) return std::nullopt;
    return rows.get_text(0);
  });
}

int PostgresAccountStore::revoke_session(const std::string& session_id, const std::string& now) {
  return db_.write([&](Connection& c) {
    return c.exec("UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL", session_id, now)
        .affected_rows();
  });
}

int PostgresAccountStore::revoke_family(const std::string& family_id, const std::string& now) {
  return db_.write([&](Connection& c) { return revoke_family_in(c, family_id, now); });
}

int PostgresAccountStore::revoke_user_sessions(const std::string& user_id, const std::string& now) {
  return db_.write([&](Connection& c) {
    return c.exec("UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL", user_id, now)
        .affected_rows();
  });
}

int PostgresAccountStore::revoke_user_sessions_except(const std::string& user_id, const std::string& keep_family_id,
                                                      const std::string& now) {
  return db_.write([&](Connection& c) {
    return c
        .exec(
            "UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND family_id <> $2"
            " AND revoked_at IS NULL",
            user_id, keep_family_id, now)
        .affected_rows();
  });
}

std::string PostgresAccountStore::create_code(const NewCode& code, const std::string& now) {
  return db_.write([&](Connection& c) {
    // Only the newest code of a purpose is valid: a resend retires the earlier ones.
    c.exec("UPDATE verification_codes SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL",
           code.user_id, purpose_text(code.purpose), now);
    std::string id = new_id();
    c.exec(
        "INSERT INTO verification_codes(id, user_id, purpose, target, code_hash, max_attempts, created_at,"
        " expires_at) VALUES($1, $2, $3, $4, $5, $6, $7, $8)",
        id, code.user_id, purpose_text(code.purpose), code.target, code.code_hash, code.max_attempts, now,
        code.expires_at);
    return id;
  });
}

CodeCheckResult PostgresAccountStore::check_code(const std::string& user_id, CodePurpose purpose,
                                                 const std::string& code_hash, const std::optional<std::string>& target,
                                                 CodeAction action, const std::string& now) {
  return db_.write([&](Connection& c) {
    // Parallel guesses at one code: each updates its row, so SERIALIZABLE lets one commit and runs
    // the other again on the counted attempt.
    auto rows = c.exec(std::string("SELECT ") + account_rows::kStoredCodeColumns +
                           " FROM verification_codes WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL"
                           " ORDER BY rowid DESC LIMIT 1",
                       user_id, purpose_text(purpose));
    if (!rows.step()) return CodeCheckResult{};
    auto judged = account_rows::judge_code(account_rows::read_stored_code(rows), code_hash, target, action, now);
    switch (judged.write) {
      case account_rows::CodeWrite::mark_used:
        c.exec("UPDATE verification_codes SET used_at = $2, verified_at = COALESCE(verified_at, $2) WHERE id = $1",
               judged.result.code_id, now);
        break;
      case account_rows::CodeWrite::mark_verified:
        c.exec("UPDATE verification_codes SET verified_at = $2 WHERE id = $1", judged.result.code_id, now);
        break;
      case account_rows::CodeWrite::count_attempt:
        c.exec("UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1", judged.result.code_id);
        break;
      case account_rows::CodeWrite::none:
        break;
    }
    return judged.result;
  });
}

RateDecision PostgresAccountStore::hit_rate_limits(const std::vector<RateBucket>& buckets, std::int64_t now_ms) {
  return db_.write([&](Connection& c) {
    std::vector<BucketRow> states;
    RateDecision decision{true, 0};
    for (const auto& bucket : buckets) {
      auto state = read_bucket(c, bucket.key, bucket.window_ms, now_ms);
      if (state.hits >= bucket.limit) {
        decision.allowed = false;
        decision.retry_after_ms = std::max(decision.retry_after_ms, state.window_start_ms + bucket.window_ms - now_ms);
      }
      states.push_back(state);
    }
    if (!decision.allowed) return decision;  // a refused attempt does not use up the other buckets
    for (size_t i = 0; i < buckets.size(); ++i)
      write_bucket(c, buckets[i].key, states[i].hits + 1, states[i].window_start_ms, now_ms);
    return decision;
  });
}

void PostgresAccountStore::clear_rate_limit(const std::string& key) {
  db_.write([&](Connection& c) { c.exec("DELETE FROM rate_limits WHERE bucket_key = $1", key); });
}

void PostgresAccountStore::update_rate_buckets(std::vector<RateBucketState>& buckets, std::int64_t now_ms,
                                               const std::function<void(std::vector<RateBucketState>&)>& rule) {
  // A retried write runs the rule again, on the buckets as read again (the rule decides from them).
  db_.write([&](Connection& c) {
    for (auto& bucket : buckets) {
      auto state = read_bucket(c, bucket.key, bucket.window_ms, now_ms);
      bucket.hits = state.hits, bucket.window_start_ms = state.window_start_ms, bucket.last_ms = state.updated_at_ms;
      bucket.changed = false;
    }
    rule(buckets);
    for (const auto& bucket : buckets)
      if (bucket.changed) write_bucket(c, bucket.key, bucket.hits, bucket.window_start_ms, bucket.last_ms);
  });
}

}  // namespace karyana::store::postgres
