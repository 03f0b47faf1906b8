#include "store/sqlite/sqlite_account_store.hpp"

#include <algorithm>

#include "store/clock.hpp"
#include "store/ids.hpp"

namespace karyana::store::sqlite {

namespace {

constexpr const char* kUserColumns =
    "id, email, password_hash, fname, lname, avatar, avatar_thumb, phone, phone_confirmed, country, city, note,"
    " interests, gender, dob, status, status_note, timezone, freezed_until, type, receive_offers, created_at,"
    " updated_at";

constexpr const char* kSessionColumns =
    "id, user_id, family_id, token_hash, created_at, last_used_at, expires_at, revoked_at, replaced_by,"
    " user_agent, ip";

UserRecord read_user(const Statement& st) {
  UserRecord u;
  u.id = st.get_text(0);
  u.email = st.get_text(1);
  u.password_hash = st.get_text(2);
  u.fname = st.get_text(3);
  u.lname = st.get_text(4);
  u.avatar = st.get_opt_text(5);
  u.avatar_thumb = st.get_opt_text(6);
  u.phone = st.get_opt_text(7);
  u.phone_confirmed = static_cast<int>(st.get_int(8));
  u.country = st.get_text(9);
  u.city = st.get_text(10);
  u.note = st.get_opt_text(11);
  u.interests = st.get_opt_text(12);
  u.gender = st.get_opt_text(13);
  u.dob = st.get_opt_text(14);
  u.status = st.get_text(15);
  u.status_note = st.get_opt_text(16);
  u.timezone = st.get_text(17);
  u.freezed_until = st.get_opt_text(18);
  u.type = st.get_text(19);
  u.receive_offers = static_cast<int>(st.get_int(20));
  u.created_at = st.get_text(21);
  u.updated_at = st.get_text(22);
  return u;
}

SessionRecord read_session(const Statement& st) {
  SessionRecord s;
  s.id = st.get_text(0);
  s.user_id = st.get_text(1);
  s.family_id = st.get_text(2);
  s.token_hash = st.get_text(3);
  s.created_at = st.get_text(4);
  s.last_used_at = st.get_opt_text(5);
  s.expires_at = st.get_text(6);
  s.revoked_at = st.get_opt_text(7);
  s.replaced_by = st.get_opt_text(8);
  s.user_agent = st.get_opt_text(9);
  s.ip = st.get_opt_text(10);
  return s;
}

std::optional<UserRecord> user_where(Connection& c, const char* where, const std::string& value) {
  auto st = c.prepare(std::string("SELECT ") + kUserColumns + " FROM users WHERE " + where);
  st.bind(1, value);
  if (!st.step()) return std::nullopt;
  return read_user(st);
}

std::optional<SessionRecord> session_where(Connection& c, const char* where, const std::string& value) {
  auto st = c.prepare(std::string("SELECT ") + kSessionColumns + " FROM sessions WHERE " + where);
  st.bind(1, value);
  if (!st.step()) return std::nullopt;
  return read_session(st);
}

const char* purpose_text(CodePurpose purpose) { return purpose == CodePurpose::phone ? "phone" : "password_reset"; }

// Hashes are compared without an early exit, so timing does not reveal a matching prefix.
bool same_text(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return false;
  unsigned char diff = 0;
  for (size_t i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ b[i]);
  return diff == 0;
}

class SqliteAccountStore final : public AccountStore {
 public:
  explicit SqliteAccountStore(Database& db) : db_(db) {}

  std::optional<UserRecord> create_user(const NewUser& user) override {
    try {
      return db_.write([&](Connection& c) {
        std::string id = new_id();
        const std::string now = now_iso();
        c.prepare(
             "INSERT INTO users(id, email, password_hash, fname, lname, gender, phone, city, receive_offers,"
             " created_at, updated_at) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, COALESCE(?8, 'sahiwal'), ?9, ?10, ?10)")
            .bind_all(id, user.email, user.password_hash, user.fname, user.lname, user.gender, user.phone, user.city,
                      user.receive_offers, now)
            .run();
        return user_where(c, "id = ?", id);
      });
    } catch (const Error& e) {
      if (e.is_constraint()) return std::nullopt;  // e-mail taken
      throw;
    }
  }

  std::optional<UserRecord> user_by_id(const std::string& id) override {
    return db_.read([&](Connection& c) { return user_where(c, "id = ?", id); });
  }

  std::optional<UserRecord> user_by_email(const std::string& email) override {
    return db_.read([&](Connection& c) { return user_where(c, "email = ?", email); });
  }

  std::vector<UserRecord> users_by_phone(const std::string& phone) override {
    return db_.read([&](Connection& c) {
      std::vector<UserRecord> users;
      auto st = c.prepare(std::string("SELECT ") + kUserColumns + " FROM users WHERE phone = ? ORDER BY created_at");
      st.bind(1, phone);
      while (st.step()) users.push_back(read_user(st));
      return users;
    });
  }

  std::optional<UserRecord> update_profile(const std::string& user_id, const ProfileUpdate& u) override {
    return db_.write([&](Connection& c) -> std::optional<UserRecord> {
      // A changed phone needs re-verification; the same phone keeps its confirmation.
      int changed = c.prepare(
                         "UPDATE users SET fname = COALESCE(?2, fname), lname = COALESCE(?3, lname),"
                         " gender = COALESCE(?4, gender), dob = COALESCE(?5, dob),"
                         " phone_confirmed = CASE WHEN ?6 IS NOT NULL AND ?6 IS NOT phone THEN 0"
                         "                        ELSE phone_confirmed END,"
                         " phone = COALESCE(?6, phone), avatar = COALESCE(?7, avatar),"
                         " avatar_thumb = COALESCE(?8, avatar_thumb), receive_offers = COALESCE(?9, receive_offers),"
                         " updated_at = ?10 WHERE id = ?1")
                        .bind_all(user_id, u.fname, u.lname, u.gender, u.dob, u.phone, u.avatar, u.avatar_thumb,
                                  u.receive_offers, now_iso())
                        .run();
      if (changed == 0) return std::nullopt;
      return user_where(c, "id = ?", user_id);
    });
  }

  bool set_password_hash(const std::string& user_id, const std::string& password_hash) override {
    return db_.write([&](Connection& c) {
      return c.prepare("UPDATE users SET password_hash = ?2, updated_at = ?3 WHERE id = ?1")
                 .bind_all(user_id, password_hash, now_iso())
                 .run() > 0;
    });
  }

  bool set_phone_confirmed(const std::string& user_id, int phone_confirmed) override {
    return db_.write([&](Connection& c) {
      // Confirming fails while another account holds the number confirmed: one statement, so two
      // accounts verifying the same number at once cannot both win.
      return c.prepare(
                  "UPDATE users SET phone_confirmed = ?2, updated_at = ?3 WHERE id = ?1 AND (?2 < 1 OR NOT EXISTS ("
                  "SELECT 1 FROM users other WHERE other.phone = users.phone AND other.id <> users.id"
                  " AND other.phone_confirmed > 0))")
                 .bind_all(user_id, phone_confirmed, now_iso())
                 .run() > 0;
    });
  }

  SessionRecord create_session(const NewSession& s) override {
    return db_.write([&](Connection& c) { return insert_session(c, s, now_iso()); });
  }

  std::optional<SessionRecord> session_by_hash(const std::string& token_hash) override {
    return db_.read([&](Connection& c) { return session_where(c, "token_hash = ?", token_hash); });
  }

  std::optional<SessionRecord> session_by_id(const std::string& id) override {
    return db_.read([&](Connection& c) { return session_where(c, "id = ?", id); });
  }

  RotateResult rotate_session(const std::string& presented_hash, const std::string& new_hash,
                              const std::string& new_expires_at, const std::string& now) override {
    return db_.write([&](Connection& c) {
      RotateResult result;
      result.previous = session_where(c, "token_hash = ?", presented_hash);
      if (!result.previous) return result;
      const SessionRecord& old = *result.previous;
      if (old.replaced_by) {
        // A rotated token came back: someone holds a copy. End the whole family.
        revoke_family_in(c, old.family_id, now);
        result.status = RotateStatus::reused;
      } else if (old.revoked_at) {
        result.status = RotateStatus::revoked;
      } else if (old.expires_at <= now) {
        result.status = RotateStatus::expired;
      } else {
        NewSession next{old.user_id, old.family_id, new_hash, new_expires_at, old.user_agent, old.ip};
        result.next = insert_session(c, next, now);
        c.prepare("UPDATE sessions SET revoked_at = ?2, last_used_at = ?2, replaced_by = ?3 WHERE id = ?1")
            .bind_all(old.id, now, result.next->id)
            .run();
        result.status = RotateStatus::rotated;
      }
      return result;
    });
  }

  std::optional<std::string> live_family_user_status(const std::string& family_id, const std::string& user_id,
                                                     const std::string& now) override {
    return db_.read([&](Connection& c) -> std::optional<std::string> {
      auto st = c.prepare(
          "SELECT u.status FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.family_id = ?1"
          " AND s.user_id = ?2 AND s.revoked_at IS NULL AND s.expires_at > ?3 LIMIT 1");
      st.bind_all(family_id, user_id, now);
      if (!st.step()) return std::nullopt;
      return st.get_text(0);
    });
  }

  int revoke_session(const std::string& session_id, const std::string& now) override {
    return db_.write([&](Connection& c) {
      return c.prepare("UPDATE sessions SET revoked_at = ?2 WHERE id = ?1 AND revoked_at IS NULL")
          .bind_all(session_id, now)
          .run();
    });
  }

  int revoke_family(const std::string& family_id, const std::string& now) override {
    return db_.write([&](Connection& c) { return revoke_family_in(c, family_id, now); });
  }

  int revoke_user_sessions(const std::string& user_id, const std::string& now) override {
    return db_.write([&](Connection& c) {
      return c.prepare("UPDATE sessions SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL")
          .bind_all(user_id, now)
          .run();
    });
  }

  int revoke_user_sessions_except(const std::string& user_id, const std::string& keep_family_id,
                                  const std::string& now) override {
    return db_.write([&](Connection& c) {
      return c
          .prepare(
              "UPDATE sessions SET revoked_at = ?3 WHERE user_id = ?1 AND family_id <> ?2"
              " AND revoked_at IS NULL")
          .bind_all(user_id, keep_family_id, now)
          .run();
    });
  }

  std::string create_code(const NewCode& code, const std::string& now) override {
    return db_.write([&](Connection& c) {
      // Only the newest code of a purpose is valid: a resend retires the earlier ones.
      c.prepare("UPDATE verification_codes SET used_at = ?3 WHERE user_id = ?1 AND purpose = ?2 AND used_at IS NULL")
          .bind_all(code.user_id, purpose_text(code.purpose), now)
          .run();
      std::string id = new_id();
      c.prepare(
           "INSERT INTO verification_codes(id, user_id, purpose, target, code_hash, max_attempts, created_at,"
           " expires_at) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")
          .bind_all(id, code.user_id, purpose_text(code.purpose), code.target, code.code_hash, code.max_attempts, now,
                    code.expires_at)
          .run();
      return id;
    });
  }

  CodeCheckResult check_code(const std::string& user_id, CodePurpose purpose, const std::string& code_hash,
                             const std::optional<std::string>& target, CodeAction action,
                             const std::string& now) override {
    return db_.write([&](Connection& c) {
      CodeCheckResult result;
      auto st = c.prepare(
          "SELECT id, target, code_hash, attempts, max_attempts, expires_at FROM verification_codes"
          " WHERE user_id = ?1 AND purpose = ?2 AND used_at IS NULL ORDER BY rowid DESC LIMIT 1");
      st.bind_all(user_id, purpose_text(purpose));
      if (!st.step()) return result;
      result.code_id = st.get_text(0);
      const std::string stored_target = st.get_text(1);
      const std::string stored_hash = st.get_text(2);
      const int attempts = static_cast<int>(st.get_int(3));
      const int max_attempts = static_cast<int>(st.get_int(4));
      const std::string expires_at = st.get_text(5);
      st.reset();

      if (target && *target != stored_target) {
        result.status = CodeStatus::missing;  // sent to another phone / address
        result.code_id.clear();
        return result;
      }
      if (expires_at <= now) {
        result.status = CodeStatus::expired;
        return result;
      }
      if (attempts >= max_attempts) {
        result.status = CodeStatus::locked;
        return result;
      }
      if (same_text(stored_hash, code_hash)) {
        const char* sql = action == CodeAction::consume
                              ? "UPDATE verification_codes SET used_at = ?2, verified_at = COALESCE(verified_at, ?2)"
                                " WHERE id = ?1"
                              : "UPDATE verification_codes SET verified_at = ?2 WHERE id = ?1";
        c.prepare(sql).bind_all(result.code_id, now).run();
        result.status = CodeStatus::ok;
        result.attempts_left = max_attempts - attempts;
        return result;
      }
      c.prepare("UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ?1").bind_all(result.code_id).run();
      result.status = CodeStatus::wrong;
      result.attempts_left = max_attempts - attempts - 1;
      return result;
    });
  }

  RateDecision hit_rate_limits(const std::vector<RateBucket>& buckets, std::int64_t now_ms) override {
    return db_.write([&](Connection& c) {
      struct State {
        int hits;
        std::int64_t window_start;
      };
      std::vector<State> states;
      RateDecision decision{true, 0};
      for (const auto& bucket : buckets) {
        State state{0, now_ms};
        auto st = c.prepare("SELECT hits, window_start_ms FROM rate_limits WHERE bucket_key = ?");
        st.bind(1, bucket.key);
        if (st.step() && now_ms < st.get_int(1) + bucket.window_ms) {
          state = {static_cast<int>(st.get_int(0)), st.get_int(1)};
        }
        if (state.hits >= bucket.limit) {
          decision.allowed = false;
          decision.retry_after_ms = std::max(decision.retry_after_ms, state.window_start + bucket.window_ms - now_ms);
        }
        states.push_back(state);
      }
      if (!decision.allowed) return decision;  // a refused attempt does not use up the other buckets
      for (size_t i = 0; i < buckets.size(); ++i) {
        c.prepare(
             "INSERT INTO rate_limits(bucket_key, hits, window_start_ms, updated_at_ms) VALUES(?1, ?2, ?3, ?4)"
             " ON CONFLICT(bucket_key) DO UPDATE SET hits = excluded.hits,"
             " window_start_ms = excluded.window_start_ms, updated_at_ms = excluded.updated_at_ms")
            .bind_all(buckets[i].key, states[i].hits + 1, states[i].window_start, now_ms)
            .run();
      }
      return decision;
    });
  }

  void clear_rate_limit(const std::string& key) override {
    db_.write([&](Connection& c) { c.prepare("DELETE FROM rate_limits WHERE bucket_key = ?").bind_all(key).run(); });
  }

  void update_rate_buckets(std::vector<RateBucketState>& buckets, std::int64_t now_ms,
                           const std::function<void(std::vector<RateBucketState>&)>& rule) override {
    db_.write([&](Connection& c) {
      for (auto& bucket : buckets) {
        bucket.hits = 0, bucket.window_start_ms = now_ms, bucket.last_ms = 0, bucket.changed = false;
        auto st = c.prepare("SELECT hits, window_start_ms, updated_at_ms FROM rate_limits WHERE bucket_key = ?");
        st.bind(1, bucket.key);
        if (st.step() && now_ms < st.get_int(1) + bucket.window_ms) {
          bucket.hits = static_cast<int>(st.get_int(0));
          bucket.window_start_ms = st.get_int(1);
          bucket.last_ms = st.get_int(2);
        }
      }
      rule(buckets);
      for (const auto& bucket : buckets) {
        if (!bucket.changed) continue;
        c.prepare(
             "INSERT INTO rate_limits(bucket_key, hits, window_start_ms, updated_at_ms) VALUES(?1, ?2, ?3, ?4)"
             " ON CONFLICT(bucket_key) DO UPDATE SET hits = excluded.hits,"
             " window_start_ms = excluded.window_start_ms, updated_at_ms = excluded.updated_at_ms")
            .bind_all(bucket.key, bucket.hits, bucket.window_start_ms, bucket.last_ms)
            .run();
      }
    });
  }

 private:
  static SessionRecord insert_session(Connection& c, const NewSession& s, const std::string& now) {
    SessionRecord r;
    r.id = new_id();
    r.user_id = s.user_id;
    r.family_id = s.family_id.empty() ? r.id : s.family_id;
    r.token_hash = s.token_hash;
    r.created_at = now;
    r.expires_at = s.expires_at;
    r.user_agent = s.user_agent;
    r.ip = s.ip;
    c.prepare(
         "INSERT INTO sessions(id, user_id, family_id, token_hash, created_at, expires_at, user_agent, ip)"
         " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")
        .bind_all(r.id, r.user_id, r.family_id, r.token_hash, r.created_at, r.expires_at, r.user_agent, r.ip)
        .run();
    return r;
  }

  static int revoke_family_in(Connection& c, const std::string& family_id, const std::string& now) {
    return c.prepare("UPDATE sessions SET revoked_at = ?2 WHERE family_id = ?1 AND revoked_at IS NULL")
        .bind_all(family_id, now)
        .run();
  }

  Database& db_;
};

}  // namespace

std::unique_ptr<AccountStore> make_sqlite_account_store(Database& db) {
  return std::make_unique<SqliteAccountStore>(db);
}

}  // namespace karyana::store::sqlite
