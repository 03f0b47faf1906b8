#include "auth/sign_in.hpp"

#include "auth/password.hpp"

namespace karyana::auth {

SignInService::SignInService(store::AccountStore& accounts, TokenService& tokens, RateLimiter& limiter)
    : accounts_(accounts), tokens_(tokens), limiter_(limiter) {}

SignInOutcome SignInService::sign_in(const std::string& email, const std::string& password,
                                     const ClientInfo& client) {
  SignInOutcome outcome;
  const auto limit = limiter_.sign_in(email, client.ip.value_or("unknown"));
  if (!limit.allowed) {
    outcome.status = SignInStatus::rate_limited;
    outcome.retry_after = limit.retry_after;
    return outcome;
  }

  auto user = accounts_.user_by_email(email);
  if (!user) {
    verify_dummy_password(password);  // the same work as for a real account
    return outcome;
  }
  if (!verify_password(user->password_hash, password)) return outcome;

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
  limiter_.sign_in_succeeded(email);
  outcome.status = SignInStatus::signed_in;
  outcome.session = tokens_.issue_session(user->id, client);
  outcome.user = std::move(user);
  return outcome;
}

}  // namespace karyana::auth
