// Accounts (accounts.md §7): registerClient, verifyPhoneCode, resendPhoneCode,
// getLoggedInUser, user and logout. Business failures come back in the payload's
// `error {message code details}`; missing or foreign authentication is a top-level error.
#include <boost/json.hpp>

#include "api/accounts/account_json.hpp"
#include "api/accounts/address_input.hpp"
#include "api/accounts/address_json.hpp"
#include "api/accounts/phone_code.hpp"
#include "api/accounts/phone_problem.hpp"
#include "api/accounts/session_revocation.hpp"
#include "api/api_context.hpp"
#include "api/auth_guard.hpp"
#include "api/auth_services.hpp"
#include "api/json_args.hpp"
#include "api/message_codes.hpp"
#include "api/resolvers.hpp"
#include "auth/password.hpp"
#include "auth/phone.hpp"
#include "domain/account_rules.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

inline constexpr const char* kEmailTaken = "This email address is already registered";
inline constexpr const char* kCodeLocked = "Too many wrong attempts. Please request a new code.";
inline constexpr const char* kNoPhone = "No phone number on this account";
inline constexpr const char* kTooManyFromClient = "Too many registrations from your network. Please try again later.";
inline constexpr const char* kTooManyRegistrations =
    "We are receiving too many registrations right now. Please try again later.";

auth::ClientInfo client_of(const ApiContext& ctx) {
  auto opt = [](const std::string& s) { return s.empty() ? std::nullopt : std::optional(s); };
  return {.user_agent = opt(ctx.user_agent), .ip = opt(ctx.client_ip)};
}

json::object with_error(json::object payload, const domain::Violation& v, const char* code = "VALIDATION") {
  payload["error"] = error_info(v.message, code, v.field);
  return payload;
}

json::object refused(json::object payload, const char* message, const char* code, std::chrono::milliseconds wait) {
  payload["error"] = error_info(message, code, std::to_string(auth::retry_after_seconds(wait)));
  return payload;
}

// The client address rate limits count against ("unknown" when the transport gave none).
std::string client_key(const ApiContext& ctx) { return ctx.client_ip.empty() ? "unknown" : ctx.client_ip; }

// Registration's limits, checked once the form is valid and before anything is created: per
// client address, then all together (a client over its own limit uses none of the total),
// then one SMS from the day's budget for the first code. Refusal payload, or nullopt.
std::optional<json::object> registration_refused(ApiContext& ctx, const json::object& result, const std::string& email,
                                                 const std::string& phone) {
  auto& limiter = auth_services(ctx).limiter;
  const auto client = client_key(ctx);
  if (auto r = limiter.registration_from_client(client); !r.allowed)
    return refused(result, kTooManyFromClient, "RATE_LIMITED", r.retry_after);
  if (auto r = limiter.registration_total(); !r.allowed)
    return refused(result, kTooManyRegistrations, "RATE_LIMITED", r.retry_after);
  // Before the budget, so a taken e-mail spends no SMS (create_user still decides a race).
  if (ctx.services.stores.accounts().user_by_email(email))
    return with_error(result, {"email", kEmailTaken}, "EMAIL_TAKEN");
  if (auto r = limiter.sms_budget(phone, client); !r.allowed)
    return refused(result, kSmsBudgetSpent, kSmsBudgetCode, r.retry_after);
  return std::nullopt;
}

json::value register_client(const graphql::ResolveInfo& info) {
  auto& ctx = api_context(info);
  auto& auth = auth_services(ctx);
  auto& stores = ctx.services.stores;
  const auto& input = info.args.at("input").as_object();
  auto fname = domain::trim(text_arg(input, "fname"));
  auto email = domain::trim(text_arg(input, "email"));
  auto password = text_arg(input, "password");
  auto gender = domain::trim(text_arg(input, "gender"));
  auto phone = auth::parse_phone(text_arg(input, "phone"));
  json::object result{{"user", nullptr}, {"address", nullptr}, {"autoLoginInfo", nullptr}, {"error", nullptr}};
  if (auto v = domain::check_registration({fname, email, password, gender, phone_problem(phone)}))
    return with_error(result, *v);
  // The Location step's address is checked before the user exists: a refused address creates nothing.
  std::optional<store::AddressFields> address;
  if (const auto* given = input.if_contains("address"); given && given->is_object()) {
    auto checked = check_address_input(given->get_object(), nullptr, stores);
    if (const auto* problem = std::get_if<domain::AddressProblem>(&checked)) {
      result["error"] = address_problem_json(*problem);
      return result;
    }
    address = std::get<store::AddressFields>(std::move(checked));
  }

  if (phone_taken_by_another(stores.accounts(), *phone.phone, ""))
    return with_error(result, {"phone", kPhoneTaken}, "PHONE_TAKEN");
  if (auto refusal = registration_refused(ctx, result, email, *phone.phone)) return *refusal;

  const int receive_offers = int_arg(input, "receive_offers", 0) > 0 ? 1 : 0;
  auto created = stores.accounts().create_user({.email = email,
                                                .password_hash = auth::hash_password(password),
                                                .fname = fname,
                                                .lname = "",
                                                .gender = gender.empty() ? std::nullopt : std::optional(gender),
                                                .phone = phone.phone,
                                                .city = address ? std::optional(address->city) : std::nullopt,
                                                .receive_offers = receive_offers});
  if (!created) return with_error(result, {"email", kEmailTaken}, "EMAIL_TAKEN");

  // The first code goes out at once; it also opens the phone's resend window.
  send_phone_code(auth, stores.outbox(), created->id, *phone.phone, client_key(ctx), SmsBudget::already_taken);
  // Registration signs the user in (tokens in the response headers) so that the
  // verification mutations, which act only on the signed-in user, work right away.
  ctx.signed_in(auth.tokens.issue_session(created->id, client_of(ctx)));

  // The user's first address, so it becomes the default.
  if (address) result["address"] = address_json(stores.addresses().create(created->id, *address));
  auto auto_login = json::serialize(json::object{{"username", email}, {"pwd", password}});
  auto user = user_json(*created);
  user["autoLoginInfo"] = auto_login;
  result["user"] = std::move(user);
  result["autoLoginInfo"] = auto_login;
  return result;
}

store::UserRecord self_user(const graphql::ResolveInfo& info, std::string_view id_arg) {
  auto id = require_self(info, info.args.at(id_arg).as_string());
  auto user = api_context(info).services.stores.accounts().user_by_id(id);
  if (!user) throw graphql::FieldError("User not found", error_extensions("User not found", "NOT_FOUND"));
  return *user;
}

json::value verify_phone_code(const graphql::ResolveInfo& info) {
  auto user = self_user(info, "_id");
  if (user.phone_confirmed > 0) return user_json(user);
  if (!user.phone) return user_with_error(user, kNoPhone, "NO_PHONE");
  auto& auth = auth_services(api_context(info));
  auto checked = auth.codes.verify_phone_code(user.id, *user.phone, std::string(info.args.at("code").as_string()));
  switch (checked.status) {
    case auth::CodeStatus::ok:
      break;
    case auth::CodeStatus::wrong:
      if (checked.attempts_left <= 0) return user_with_error(user, kCodeLocked, "CODE_LOCKED");
      return user_with_error(user, "Invalid verification code", "WRONG_CODE", std::to_string(checked.attempts_left));
    case auth::CodeStatus::expired:
      return user_with_error(user, "Verification code Expired", "CODE_EXPIRED");
    case auth::CodeStatus::locked:
      return user_with_error(user, kCodeLocked, "CODE_LOCKED");
    case auth::CodeStatus::missing:
      return user_with_error(user, "No verification code is pending. Please request a new code.", "NO_CODE");
  }
  auto& accounts = api_context(info).services.stores.accounts();
  if (!accounts.set_phone_confirmed(user.id, 1)) {
    return user_with_error(user, kPhoneTaken, "PHONE_TAKEN", "phone");
  }
  return user_json(accounts.user_by_id(user.id).value_or(user));
}

json::value resend_phone_code(const graphql::ResolveInfo& info) {
  auto user = self_user(info, "_id");
  // The code always goes to the number on the account; changing it is updateUserPhone's job.
  if (!user.phone) return user_with_error(user, kNoPhone, "NO_PHONE");
  auto& ctx = api_context(info);
  auto sent = send_phone_code(auth_services(ctx), ctx.services.stores.outbox(), user.id, *user.phone, client_key(ctx));
  const auto wait = std::to_string(auth::retry_after_seconds(sent.retry_after));
  if (sent.outcome == PhoneCodeSend::too_soon) return user_with_error(user, kCodeTooSoon, "RATE_LIMITED", wait);
  if (sent.outcome == PhoneCodeSend::budget_spent) return user_with_error(user, kSmsBudgetSpent, kSmsBudgetCode, wait);
  return user_json(user);
}

json::value get_logged_in_user(const graphql::ResolveInfo& info) {
  auto& ctx = api_context(info);
  const auto& principal = ctx.principal();
  if (!principal)
    throw graphql::FieldError(kAuthenticationRequired, error_extensions(kAuthenticationRequired, "UNAUTHENTICATED"));
  auto user = ctx.services.stores.accounts().user_by_id(principal->user_id);
  if (!user)
    throw graphql::FieldError(kAuthenticationRequired, error_extensions(kAuthenticationRequired, "UNAUTHENTICATED"));
  json::object result{{"user", user_json(*user)}, {"error", nullptr}};
  // The client shows this message and signs the user out (accounts.md §4).
  if (user->status != "enabled") result["error"] = error_info(not_enabled_message(user->status_note), "NOT_ENABLED");
  return result;
}

json::value user_query(const graphql::ResolveInfo& info) { return user_json(self_user(info, "id")); }

json::value logout(const graphql::ResolveInfo& info) {
  auto& ctx = api_context(info);
  const auto& principal = ctx.principal();
  if (!principal)
    throw graphql::FieldError(kAuthenticationRequired, error_extensions(kAuthenticationRequired, "UNAUTHENTICATED"));
  // Its open websockets close with 4401 too (api/accounts/session_revocation.hpp).
  end_session(ctx.services, principal->user_id, principal->session_id);
  return json::object{{"_id", principal->user_id}, {"error", nullptr}, {"success", success_object("Signed out")}};
}

}  // namespace

void add_account_resolvers(graphql::Resolvers& resolvers) {
  // Costly: one of them per document (graphql::Resolvers::add_costly, docs/security.md).
  resolvers.add_costly("Mutation.registerClient", register_client);
  resolvers.add("Mutation.verifyPhoneCode", verify_phone_code);
  resolvers.add_costly("Mutation.resendPhoneCode", resend_phone_code);
  resolvers.add("Mutation.logout", logout);
  resolvers.add("Query.getLoggedInUser", get_logged_in_user);
  resolvers.add("Query.user", user_query);
}

}  // namespace karyana::api
