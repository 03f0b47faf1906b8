// Passwords (accounts.md §7): updateUserPassword for the signed-in user, and the three steps
// of recovery — sendPasswordResetCode, verifyPasswordResetCode, resetPassword. Answers are
// MutationResult {_id, error {message code details}, success {message}}.
//
// Recovery never tells whether an e-mail has an account: the request always gets the same
// answer after the same minimum time, and every code failure (wrong, expired, locked, no
// code, unknown e-mail) the same message. The e-mail is required with the code so a guess
// is always aimed at one user's code, which allows 5 tries (counted atomically in the store).
#include <chrono>

#include <boost/json.hpp>

#include "api/accounts/account_json.hpp"
#include "api/accounts/session_revocation.hpp"
#include "api/api_context.hpp"
#include "api/auth_guard.hpp"
#include "api/auth_services.hpp"
#include "api/json_args.hpp"
#include "api/message_codes.hpp"
#include "api/resolvers.hpp"
#include "auth/password.hpp"
#include "domain/account_rules.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

inline constexpr const char* kPasswordUpdated = "Password updated";
inline constexpr const char* kWrongOldPassword = "Old password is incorrect";
inline constexpr const char* kTooManyAttempts = "Too many attempts. Please try again later.";
inline constexpr const char* kResetCodeSent = "If an account exists for this email, a code has been sent.";
inline constexpr const char* kInvalidResetCode = "Invalid or expired code";
inline constexpr const char* kResetCodeVerified = "Code verified";
inline constexpr const char* kPasswordReset = "Password Reset Successfull";
inline constexpr const char* kResetKind = "password_reset";

// The new password after recovery follows registration's rule (accounts.md §5: 8..128).
inline constexpr std::size_t kResetPasswordMin = 8;
inline constexpr std::size_t kChangePasswordMin = 4;
// Every reset request takes at least this long, so the extra work for a real account
// (a code and an e-mail queued) does not show in the response time.
inline constexpr std::chrono::milliseconds kResetRequestFloor{150};

json::object result(json::value id = nullptr) {
  return {{"_id", std::move(id)}, {"error", nullptr}, {"success", nullptr}};
}

json::object failure(std::string message, const std::string& code, const std::string& details = {}) {
  auto out = result();
  out["error"] = error_info(std::move(message), code, details);
  return out;
}

json::object invalid(const domain::Violation& v) { return failure(v.message, "VALIDATION", v.field); }

json::object succeeded(json::value id, std::string_view message) {
  auto out = result(std::move(id));
  out["success"] = success_object(message);
  return out;
}

std::string retry_seconds(std::chrono::milliseconds ms) { return std::to_string(auth::retry_after_seconds(ms)); }

std::string reset_mail_text(const std::string& code) {
  return "Your Karyana password reset code is " + code +
         ". It expires in 10 minutes and works once.\n\n"
         "If you did not ask to reset your password, ignore this e-mail: your password stays as it is.";
}

json::value update_user_password(const graphql::ResolveInfo& info) {
  const auto& args = info.args;
  auto user_id = require_self(info, args.at("_id").as_string());
  auto& ctx = api_context(info);
  auto& accounts = ctx.services.stores.accounts();
  auto user = accounts.user_by_id(user_id);
  if (!user) throw graphql::FieldError("User not found", error_extensions("User not found", "NOT_FOUND"));

  auto old_password = text_arg(args, "old_password");
  auto new_password = text_arg(args, "new_password");
  if (auto v = domain::check_password("old_password", old_password, kChangePasswordMin)) return invalid(*v);
  if (auto v = domain::check_password("new_password", new_password, kChangePasswordMin)) return invalid(*v);

  // Old-password guesses have their own bucket per account (sign-in is throttled apart, so a
  // stolen session guessing here cannot keep the owner from signing in).
  auto& auth = auth_services(ctx);
  auto limit = auth.limiter.old_password_try(user->email);
  if (!limit.allowed) return failure(kTooManyAttempts, "RATE_LIMITED", retry_seconds(limit.retry_after));
  if (!auth::verify_password(user->password_hash, old_password))
    return failure(kWrongOldPassword, "WRONG_PASSWORD", "old_password");

  accounts.set_password_hash(user->id, auth::hash_password(new_password));
  auth.limiter.old_password_succeeded(user->email);
  // Other devices must sign in again with the new password; this one stays signed in.
  end_other_sessions(ctx.services, user->id, ctx.principal()->session_id);
  return succeeded(json::string(user->id), kPasswordUpdated);
}

json::value send_password_reset_code(const graphql::ResolveInfo& info) {
  const auto started = std::chrono::steady_clock::now();
  auto email = domain::trim(text_arg(info.args, "email"));
  if (email.empty()) return invalid({"email", domain::kRequired});
  if (!domain::valid_email(email)) return invalid({"email", domain::kInvalidEmail});

  auto& ctx = api_context(info);
  auto& auth = auth_services(ctx);
  // Counted whether or not the account exists, so a refusal tells nothing either.
  auto limit = auth.limiter.reset_request(email, ctx.client_ip.empty() ? "unknown" : ctx.client_ip);
  if (!limit.allowed) return failure(kTooManyAttempts, "RATE_LIMITED", retry_seconds(limit.retry_after));

  if (auto user = ctx.services.stores.accounts().user_by_email(email)) {
    auto issued = auth.codes.issue_reset_code(user->id, user->email);
    ctx.services.stores.outbox().enqueue({.channel = store::MessageChannel::email,
                                          .to = user->email,
                                          .subject = "Your Karyana password reset code",
                                          .body = reset_mail_text(issued.code),
                                          .kind = kResetKind});
  }
  // The transport holds the answer back until then on a timer: no thread sleeps.
  info.context.answer_not_before = started + kResetRequestFloor;
  return succeeded(nullptr, kResetCodeSent);
}

// The e-mail and code of steps 2 and 3: a validation error, or the user (nullopt when the
// e-mail has no account, answered like a wrong code).
struct ResetTarget {
  std::optional<json::object> error;
  std::optional<store::UserRecord> user;
};

ResetTarget reset_target(const graphql::ResolveInfo& info) {
  auto email = domain::trim(text_arg(info.args, "email"));
  auto code = domain::trim(text_arg(info.args, "code"));
  if (email.empty()) return {invalid({"email", domain::kRequired}), std::nullopt};
  if (!domain::valid_email(email)) return {invalid({"email", domain::kInvalidEmail}), std::nullopt};
  if (code.empty()) return {invalid({"code", domain::kRequired}), std::nullopt};
  return {std::nullopt, api_context(info).services.stores.accounts().user_by_email(email)};
}

json::value verify_password_reset_code(const graphql::ResolveInfo& info) {
  auto target = reset_target(info);
  if (target.error) return *target.error;
  if (!target.user) return failure(kInvalidResetCode, "INVALID_CODE");
  auto& auth = auth_services(api_context(info));
  // Marks the code verified but keeps it for resetPassword; a wrong code counts a try.
  auto checked = auth.codes.check_reset_code(target.user->id, domain::trim(text_arg(info.args, "code")));
  if (!checked.ok()) return failure(kInvalidResetCode, "INVALID_CODE");
  return succeeded(nullptr, kResetCodeVerified);
}

json::value reset_password(const graphql::ResolveInfo& info) {
  auto target = reset_target(info);
  if (target.error) return *target.error;
  // Checked before the code, so a too-short password does not use the code up.
  auto password = text_arg(info.args, "pwd");
  if (auto v = domain::check_password("pwd", password, kResetPasswordMin)) return invalid(*v);
  if (!target.user) return failure(kInvalidResetCode, "INVALID_CODE");

  auto& ctx = api_context(info);
  auto& auth = auth_services(ctx);
  auto consumed = auth.codes.consume_reset_code(target.user->id, domain::trim(text_arg(info.args, "code")));
  if (!consumed.ok()) return failure(kInvalidResetCode, "INVALID_CODE");

  // Hashed only after the code is spent: a wrong guess never costs an Argon2 run.
  ctx.services.stores.accounts().set_password_hash(target.user->id, auth::hash_password(password));
  // Whoever knew the old password is signed out everywhere; the user signs in afresh.
  end_all_sessions(ctx.services, target.user->id, "password-reset");
  auth.sign_in.account_recovered(target.user->email);
  return succeeded(json::string(target.user->id), kPasswordReset);
}

}  // namespace

void add_password_resolvers(graphql::Resolvers& resolvers) {
  // All four costly (an Argon2 run, a code guess or an e-mail): one per document.
  resolvers.add_costly("Mutation.updateUserPassword", update_user_password);
  resolvers.add_costly("Mutation.sendPasswordResetCode", send_password_reset_code);
  resolvers.add_costly("Mutation.verifyPasswordResetCode", verify_password_reset_code);
  resolvers.add_costly("Mutation.resetPassword", reset_password);
}

}  // namespace karyana::api
