// Slows password guessing on one account without letting anyone lock its owner out.
//
// An account that has collected `sign_in_free_failures` failed sign-ins within an hour is
// throttled: a client that has itself failed on that account in that hour may try again only
// after a delay that doubles with every further failure (1 s, 2 s, 4 s ... up to
// `sign_in_max_delay_seconds`), and concurrent tries share one slot. A client that has not been
// failing on the account is never delayed, so a correct password from the owner's own device
// always gets checked. Guessing across accounts is held back by the hard per-address limit
// (RateLimiter::sign_in_from_client) instead.
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "auth/clock.hpp"
#include "auth/rate_limiter.hpp"
#include "store/account_store.hpp"

namespace karyana::auth {

class SignInThrottle {
 public:
  // `limits` is read at every call (RateLimiter::abuse_limits(), set once at start).
  SignInThrottle(store::AccountStore& accounts, const RateLimiter& limiter, Clock clock = system_clock());

  // May this client's attempt on `email` be checked now? When the account is throttled and the
  // client has been failing, the attempt takes the account's next slot (or is refused until it).
  RateLimitResult admit(const std::string& email, const std::string& client_ip);
  void failed(const std::string& email, const std::string& client_ip);
  // The client signed in: it is no longer a failing client of this account.
  void succeeded(const std::string& email, const std::string& client_ip);
  // The owner proved control another way (a password reset): the account's failures are forgotten.
  void forget_account(const std::string& email);

  // The wait after `failures` failures on one account (0 before the throttle starts).
  std::chrono::milliseconds delay_after(int failures) const;

 private:
  std::vector<store::RateBucketState> buckets(const std::string& email, const std::string& client_ip) const;

  store::AccountStore& accounts_;
  const RateLimiter& limiter_;
  Clock clock_;
};

}  // namespace karyana::auth
