#include "auth/sign_in.hpp"

#include "auth/password.hpp"

namespace karyana::auth {

SignInService::SignInService(store::AccountStore& accounts, TokenService& tokens, RateLimiter& limiter, Clock clock)
    : accounts_(accounts), tokens_(tokens), limiter_(limiter), throttle_(accounts, limiter, std::move(clock)) {}

SignInOutcome SignInService::sign_in(const std::string& email, const std::string& password, const ClientInfo& client) {
  SignInOutcome outcome;
  const auto client_ip = client.ip.value_or("unknown");
  auto limit = limiter_.sign_in_from_client(client_ip);
  if (limit.allowed) limit = throttle_.admit(email, client_ip);
  if (!limit.allowed) {
    outcome.status = SignInStatus::rate_limited;
    outcome.retry_after = limit.retry_after;
    return outcome;
  }

  auto user = accounts_.user_by_email(email);
  if (!user) {
    verify_dummy_password(password);  // the same work as for a real account
    throttle_.failed(email, client_ip);
    return outcome;
  }
  if (!verify_password(user->password_hash, password)) {
    throttle_.failed(email, client_ip);
    return outcome;
  }
  throttle_.succeeded(email, client_ip);

  if (user->status != "enabled") {
    outcome.status = SignInStatus::not_enabled;
    outcome.user = std::move(user);
    return outcome;
  }
  // The only moment the plain password is at hand: upgrade a hash made with weaker parameters.
  if (password_needs_rehash(user->password_hash)) {
    user->password_hash = hash_password(password);
    accounts_.set_password_hash(user->id, user->password_hash);
  }
  outcome.status = SignInStatus::signed_in;
  outcome.session = tokens_.issue_session(user->id, client);
  outcome.user = std::move(user);
  return outcome;
}

void SignInService::account_recovered(const std::string& email) {
  throttle_.forget_account(email);
  limiter_.old_password_succeeded(email);
}

}  // namespace karyana::auth
