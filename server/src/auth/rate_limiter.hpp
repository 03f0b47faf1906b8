// Fixed-window rate limits on the rate_limits table: a rule allows `limit` hits per `window`
// for one subject (a phone, an account, a client address). The window opens at the first hit.
// Several rules are checked together and atomically: when any is full the attempt is refused
// and no rule counts it. Every rule but the 30-second resend wait takes its count from
// config::AbuseLimits (configurable, the defaults below; 0 switches a rule off).
#pragma once

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include "auth/clock.hpp"
#include "config/limits.hpp"
#include "store/account_store.hpp"

namespace karyana::auth {

struct RateRule {
  std::string name;  // part of the bucket key; one name per (window, limit) pair
  std::chrono::milliseconds window;
  int limit;
};

// `limit` is the default; all but the 30-second wait are config::AbuseLimits fields.
namespace rate_rules {
using namespace std::chrono_literals;
inline const RateRule code_resend_burst{"code-resend:30s", 30s, 1};
inline const RateRule code_resend_hourly{"code-resend:1h", 1h, 5};
// Old-password tries of a signed-in password change (sign-in itself: auth/sign_in_throttle.hpp).
inline const RateRule old_password_account{"old-password:account", 15min, 10};
inline const RateRule sign_in_ip{"sign-in:ip", 15min, 50};
inline const RateRule reset_request_email{"reset-request:email", 1h, 5};
inline const RateRule reset_request_ip{"reset-request:ip", 1h, 20};
// A signed-in user changing the phone number (each change sends an SMS to a new number).
inline const RateRule phone_change_account{"phone-change:account", 1h, 5};
// Image uploads per signed-in user (each one decodes and re-encodes a picture).
inline const RateRule upload_account{"upload:account", 1h, 60};
}  // namespace rate_rules

struct RateCheck {
  RateRule rule;
  std::string subject;
};

struct RateLimitResult {
  bool allowed = false;
  std::chrono::milliseconds retry_after{0};
};

class RateLimiter {
 public:
  explicit RateLimiter(store::AccountStore& accounts, Clock clock = system_clock());

  // Each rule counts up to its configured limit (rule.limit when it has none).
  RateLimitResult hit(const std::vector<RateCheck>& checks);
  void clear(const RateRule& rule, const std::string& subject);

  // Sending a phone code: once per 30 s and 5 per hour per phone.
  RateLimitResult code_send(const std::string& phone);
  // The configurable limits below; set once at start, before serving.
  void set_abuse_limits(const config::AbuseLimits& limits) { abuse_ = limits; }
  const config::AbuseLimits& abuse_limits() const { return abuse_; }
  // A new account from this client address (per hour), then from everyone (per hour).
  RateLimitResult registration_from_client(const std::string& client_ip);
  RateLimitResult registration_total();
  // One text message out of the day's budget: all together, per client address, per phone.
  RateLimitResult sms_budget(const std::string& phone, const std::string& client_ip);
  // A sign-in attempt from a client address (a hard limit, whatever the account).
  RateLimitResult sign_in_from_client(const std::string& client_ip);
  // An old-password try of a password change, per account; a right one forgets the earlier tries.
  RateLimitResult old_password_try(const std::string& email);
  void old_password_succeeded(const std::string& email);
  // Asking for a reset code, per e-mail and per client address.
  RateLimitResult reset_request(const std::string& email, const std::string& client_ip);

  static std::string bucket_key(const RateRule& rule, const std::string& subject);

 private:
  int configured_limit(const RateRule& rule) const;

  store::AccountStore& accounts_;
  Clock clock_;
  config::AbuseLimits abuse_;
};

// A wait in whole seconds, rounded up and at least 1 (Retry-After and error details).
inline long long retry_after_seconds(std::chrono::milliseconds wait) {
  return std::max<long long>(1, (wait.count() + 999) / 1000);
}

}  // namespace karyana::auth
