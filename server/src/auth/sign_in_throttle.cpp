#include "auth/sign_in_throttle.hpp"

#include <algorithm>

namespace karyana::auth {

namespace {
using namespace std::chrono_literals;
constexpr std::chrono::milliseconds kWindow = 1h;
const RateRule kAccountFailures{"sign-in-failures:account", kWindow, 0};
const RateRule kClientFailures{"sign-in-failures:client", kWindow, 0};
enum { kAccount = 0, kClient = 1 };
}  // namespace

SignInThrottle::SignInThrottle(store::AccountStore& accounts, const RateLimiter& limiter, Clock clock)
    : accounts_(accounts), limiter_(limiter), clock_(std::move(clock)) {}

std::chrono::milliseconds SignInThrottle::delay_after(int failures) const {
  const auto& limits = limiter_.abuse_limits();
  if (limits.sign_in_free_failures == 0 || failures < static_cast<int>(limits.sign_in_free_failures)) return 0ms;
  const auto max_delay = std::chrono::milliseconds(std::chrono::seconds(limits.sign_in_max_delay_seconds));
  const int doublings = std::min(failures - static_cast<int>(limits.sign_in_free_failures), 30);
  return std::min(std::chrono::milliseconds(1000LL << doublings), max_delay);
}

std::vector<store::RateBucketState> SignInThrottle::buckets(const std::string& email,
                                                            const std::string& client_ip) const {
  store::RateBucketState account, client;
  account.key = RateLimiter::bucket_key(kAccountFailures, email);
  account.window_ms = kWindow.count();
  client.key = RateLimiter::bucket_key(kClientFailures, email + "|" + client_ip);
  client.window_ms = kWindow.count();
  return {account, client};
}

RateLimitResult SignInThrottle::admit(const std::string& email, const std::string& client_ip) {
  RateLimitResult result{true, 0ms};
  auto states = buckets(email, client_ip);
  const auto now = unix_ms(clock_());
  accounts_.update_rate_buckets(states, now, [&](std::vector<store::RateBucketState>& b) {
    result = {true, 0ms};  // the rule may run again (a PostgreSQL write is rerun on conflict)
    const auto delay = delay_after(b[kAccount].hits);
    if (b[kClient].hits == 0 || delay == 0ms) return;  // not failing here, or not throttled
    const auto next_slot = b[kAccount].last_ms + delay.count();
    if (now < next_slot) {
      result = {false, std::chrono::milliseconds(next_slot - now)};
      return;
    }
    b[kAccount].last_ms = now;  // this attempt takes the slot; a concurrent one waits for the next
    b[kAccount].changed = true;
  });
  return result;
}

void SignInThrottle::failed(const std::string& email, const std::string& client_ip) {
  auto states = buckets(email, client_ip);
  const auto now = unix_ms(clock_());
  accounts_.update_rate_buckets(states, now, [&](std::vector<store::RateBucketState>& b) {
    for (auto& bucket : b) {
      bucket.hits += 1;
      bucket.last_ms = now;
      bucket.changed = true;
    }
  });
}

void SignInThrottle::succeeded(const std::string& email, const std::string& client_ip) {
  accounts_.clear_rate_limit(RateLimiter::bucket_key(kClientFailures, email + "|" + client_ip));
}

void SignInThrottle::forget_account(const std::string& email) {
  accounts_.clear_rate_limit(RateLimiter::bucket_key(kAccountFailures, email));
}

}  // namespace karyana::auth
