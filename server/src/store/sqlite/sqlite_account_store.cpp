#include "store/sqlite/sqlite_account_store.hpp"

#include <algorithm>

#include "store/account_rows.hpp"
#include "store/clock.hpp"
#include "store/ids.hpp"

namespace karyana::store::sqlite {

namespace {

using account_rows::kSessionColumns;
using account_rows::kUserColumns;
using account_rows::purpose_text;
using account_rows::read_session;
using account_rows::read_user;

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
      auto st =
          c.prepare(std::string("SELECT ") + kUserColumns + " FROM users WHERE phone = ? ORDER BY created_at, id");
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
    return db_.write([&](Connection& c) {
      SessionRecord r = account_rows::new_session(s, now_iso());
      insert_session(c, r);
      return r;
    });
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
      return account_rows::rotate_session<RotationSteps>(c, presented_hash, new_hash, new_expires_at, now);
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
      auto st = c.prepare(std::string("SELECT ") + account_rows::kStoredCodeColumns +
                          " FROM verification_codes WHERE user_id = ?1 AND purpose = ?2 AND used_at IS NULL"
                          " ORDER BY rowid DESC LIMIT 1");
      st.bind_all(user_id, purpose_text(purpose));
      if (!st.step()) return CodeCheckResult{};
      auto judged = account_rows::judge_code(account_rows::read_stored_code(st), code_hash, target, action, now);
      st.reset();
      switch (judged.write) {
        case account_rows::CodeWrite::mark_used:
          c.prepare("UPDATE verification_codes SET used_at = ?2, verified_at = COALESCE(verified_at, ?2) WHERE id = ?1")
              .bind_all(judged.result.code_id, now)
              .run();
          break;
        case account_rows::CodeWrite::mark_verified:
          c.prepare("UPDATE verification_codes SET verified_at = ?2 WHERE id = ?1")
              .bind_all(judged.result.code_id, now)
              .run();
          break;
        case account_rows::CodeWrite::count_attempt:
          c.prepare("UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ?1")
              .bind_all(judged.result.code_id)
              .run();
          break;
        case account_rows::CodeWrite::none:
          break;
      }
      return judged.result;
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
  static void insert_session(Connection& c, const SessionRecord& r) {
    c.prepare(
         "INSERT INTO sessions(id, user_id, family_id, token_hash, created_at, expires_at, user_agent, ip)"
         " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")
        .bind_all(r.id, r.user_id, r.family_id, r.token_hash, r.created_at, r.expires_at, r.user_agent, r.ip)
        .run();
  }

  static int revoke_family_in(Connection& c, const std::string& family_id, const std::string& now) {
    return c.prepare("UPDATE sessions SET revoked_at = ?2 WHERE family_id = ?1 AND revoked_at IS NULL")
        .bind_all(family_id, now)
        .run();
  }

  // The statements account_rows::rotate_session runs (one writer: the row stays as read till COMMIT).
  struct RotationSteps {
    static std::optional<SessionRecord> session_to_rotate(Connection& c, const std::string& token_hash) {
      return session_where(c, "token_hash = ?", token_hash);
    }
    static void revoke_family(Connection& c, const std::string& family_id, const std::string& now) {
      revoke_family_in(c, family_id, now);
    }
    static void insert_session(Connection& c, const SessionRecord& r) { SqliteAccountStore::insert_session(c, r); }
    static void mark_replaced(Connection& c, const std::string& old_id, const std::string& now,
                              const std::string& next_id) {
      c.prepare("UPDATE sessions SET revoked_at = ?2, last_used_at = ?2, replaced_by = ?3 WHERE id = ?1")
          .bind_all(old_id, now, next_id)
          .run();
    }
  };

  Database& db_;
};

}  // namespace

std::unique_ptr<AccountStore> make_sqlite_account_store(Database& db) {
  return std::make_unique<SqliteAccountStore>(db);
}

}  // namespace karyana::store::sqlite
