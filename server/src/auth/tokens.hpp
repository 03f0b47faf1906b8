// Sign-in sessions: a short-lived signed access token plus a long-lived refresh token.
//
// Access token: "v1.<user id>.<session id>.<expiry unix s>.<HMAC-SHA256, base64url>", signed
// with a subkey of the server secret. authenticate() checks the signature, the expiry, and
// that the session is still live in the store, so sign-out takes effect at once.
// Refresh token: 32 random bytes (base64url); only its SHA-256 is stored. Every refresh
// rotates it; presenting an already-rotated token revokes its whole family; of two
// concurrent refreshes of one token exactly one wins (the store checks and rotates in one
// transaction). The "session id" is the refresh-token family id: it stays the same across
// rotations and names one signed-in device.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "auth/clock.hpp"
#include "auth/keys.hpp"
#include "store/account_store.hpp"

namespace karyana::auth {

struct TokenPolicy {
  std::chrono::seconds access_ttl{15 * 60};
  std::chrono::seconds refresh_ttl{30 * 24 * 60 * 60};
};

struct ClientInfo {
  std::optional<std::string> user_agent;
  std::optional<std::string> ip;
};

struct SignIn {
  std::string user_id;
  std::string session_id;
  std::string access_token;
  TimePoint access_expires_at;
  std::string refresh_token;
  TimePoint refresh_expires_at;
};

struct Principal {
  std::string user_id;
  std::string session_id;
  std::string user_status;  // the caller refuses anything but "enabled" with a message
  TimePoint expires_at;     // of the access token
};

enum class RefreshStatus {
  ok,       // `session` holds the new pair
  invalid,  // unknown or malformed token
  expired,
  revoked,  // signed out
  reused,   // an already-rotated token: the whole family is now revoked
};

struct RefreshResult {
  RefreshStatus status = RefreshStatus::invalid;
  std::optional<SignIn> session;
};

class TokenService {
 public:
  TokenService(store::AccountStore& accounts, const AuthKeys& keys, Clock clock = system_clock(),
               TokenPolicy policy = {});

  // A new session family for a user who just proved who they are.
  SignIn issue_session(const std::string& user_id, const ClientInfo& client = {});
  // The signed-in caller, or nullopt for a bad signature, an expired token or a revoked session.
  std::optional<Principal> authenticate(std::string_view access_token) const;
  RefreshResult refresh(std::string_view refresh_token);
  // Sign-out of one device (the family named by Principal::session_id).
  void revoke_session(const std::string& session_id);
  // Every device of the user (password change or reset).
  void revoke_all(const std::string& user_id);
  // Every device of the user except one (e.g. keep the caller signed in after a password change).
  void revoke_others(const std::string& user_id, const std::string& keep_session_id);

  static std::string hash_refresh_token(std::string_view refresh_token);

 private:
  std::string sign(std::string_view payload) const;
  SignIn mint(const std::string& user_id, const std::string& session_id, const std::string& refresh_token,
              TimePoint now, TimePoint refresh_expires_at) const;

  store::AccountStore& accounts_;
  Key signing_key_;
  Clock clock_;
  TokenPolicy policy_;
};

}  // namespace karyana::auth
