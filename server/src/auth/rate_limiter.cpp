#include "auth/rate_limiter.hpp"

#include <algorithm>
#include <cctype>

namespace karyana::auth {

RateLimiter::RateLimiter(store::AccountStore& accounts, Clock clock) : accounts_(accounts), clock_(std::move(clock)) {}

std::string RateLimiter::bucket_key(const RateRule& rule, const std::string& subject) {
  // E-mails compare case-insensitively, so "A@b.c" and "a@b.c" share a bucket.
  std::string key = rule.name + ":";
  for (unsigned char ch : subject) key += static_cast<char>(std::tolower(ch));
  return key;
}

namespace {
int as_limit(unsigned n) { return static_cast<int>(std::min<unsigned>(n, 1'000'000'000)); }
}  // namespace

int RateLimiter::configured_limit(const RateRule& rule) const {
  static const std::pair<const RateRule*, unsigned config::AbuseLimits::*> kConfigured[] = {
      {&rate_rules::code_resend_hourly, &config::AbuseLimits::codes_per_phone},
      {&rate_rules::old_password_account, &config::AbuseLimits::old_password_tries_per_account},
      {&rate_rules::sign_in_ip, &config::AbuseLimits::sign_in_per_client},
      {&rate_rules::reset_request_email, &config::AbuseLimits::reset_per_email},
      {&rate_rules::reset_request_ip, &config::AbuseLimits::reset_per_client},
      {&rate_rules::phone_change_account, &config::AbuseLimits::phone_changes_per_account},
      {&rate_rules::upload_account, &config::AbuseLimits::uploads_per_account},
  };
  for (const auto& [known, field] : kConfigured)
    if (known->name == rule.name) return as_limit(abuse_.*field);
  return rule.limit;
}

RateLimitResult RateLimiter::hit(const std::vector<RateCheck>& checks) {
  std::vector<store::RateBucket> buckets;
  for (const auto& check : checks) {
    const int limit = configured_limit(check.rule);
    if (limit <= 0) continue;  // switched off
    buckets.push_back({bucket_key(check.rule, check.subject), check.rule.window.count(), limit});
  }
  if (buckets.empty()) return RateLimitResult{true, std::chrono::milliseconds(0)};
  const auto decision = accounts_.hit_rate_limits(buckets, unix_ms(clock_()));
  return RateLimitResult{decision.allowed, std::chrono::milliseconds(decision.retry_after_ms)};
}

void RateLimiter::clear(const RateRule& rule, const std::string& subject) {
  accounts_.clear_rate_limit(bucket_key(rule, subject));
}

RateLimitResult RateLimiter::code_send(const std::string& phone) {
  return hit({{rate_rules::code_resend_burst, phone}, {rate_rules::code_resend_hourly, phone}});
}

RateLimitResult RateLimiter::sign_in_from_client(const std::string& client_ip) {
  return hit({{rate_rules::sign_in_ip, client_ip}});
}

RateLimitResult RateLimiter::old_password_try(const std::string& email) {
  return hit({{rate_rules::old_password_account, email}});
}

void RateLimiter::old_password_succeeded(const std::string& email) { clear(rate_rules::old_password_account, email); }

RateLimitResult RateLimiter::reset_request(const std::string& email, const std::string& client_ip) {
  return hit({{rate_rules::reset_request_email, email}, {rate_rules::reset_request_ip, client_ip}});
}

namespace {
using namespace std::chrono_literals;
constexpr std::chrono::milliseconds kDay = 24h;
}  // namespace

RateLimitResult RateLimiter::registration_from_client(const std::string& client_ip) {
  return hit({{{"registration:client", 1h, as_limit(abuse_.registration_per_client)}, client_ip}});
}

RateLimitResult RateLimiter::registration_total() {
  return hit({{{"registration:total", 1h, as_limit(abuse_.registration_total)}, "all"}});
}

RateLimitResult RateLimiter::sms_budget(const std::string& phone, const std::string& client_ip) {
  return hit({{{"sms:day", kDay, as_limit(abuse_.sms_per_day)}, "all"},
              {{"sms:client", kDay, as_limit(abuse_.sms_per_client)}, client_ip},
              {{"sms:phone", kDay, as_limit(abuse_.sms_per_phone)}, phone}});
}

}  // namespace karyana::auth
