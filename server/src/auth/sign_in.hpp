// Sign-in with e-mail and password: the per-address limit and the account's throttle
// (auth/sign_in_throttle.hpp), the constant-work password check, the status rule, a transparent
// upgrade of old hashes, and a new session on success.
#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "auth/rate_limiter.hpp"
#include "auth/sign_in_throttle.hpp"
#include "auth/tokens.hpp"
#include "store/account_store.hpp"

namespace karyana::auth {

enum class SignInStatus {
  signed_in,
  wrong_credentials,  // unknown e-mail or wrong password: the caller must not tell them apart
  not_enabled,        // right password, but the user's status is not 'enabled'
  rate_limited,       // too many attempts from this client address, or a failing client of a
                      // throttled account before its next slot; nothing was checked
};

struct SignInOutcome {
  SignInStatus status = SignInStatus::wrong_credentials;
  std::optional<SignIn> session;             // when signed_in
  std::optional<store::UserRecord> user;     // when signed_in or not_enabled (for status / status_note)
  std::chrono::milliseconds retry_after{0};  // when rate_limited
};

class SignInService {
 public:
  SignInService(store::AccountStore& accounts, TokenService& tokens, RateLimiter& limiter,
                Clock clock = system_clock());

  // `client.ip` keys the per-address limit and the throttle (an absent address shares one).
  SignInOutcome sign_in(const std::string& email, const std::string& password, const ClientInfo& client = {});
  // The owner proved control of the account another way (a password reset): its failed
  // sign-ins no longer slow anyone down.
  void account_recovered(const std::string& email);

 private:
  store::AccountStore& accounts_;
  TokenService& tokens_;
  RateLimiter& limiter_;
  SignInThrottle throttle_;
};

}  // namespace karyana::auth
