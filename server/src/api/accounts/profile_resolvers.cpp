// Personal details (accounts.md §7): editUser and updateUserPhone. Both act only on the
// signed-in user (another id is a top-level FORBIDDEN error with no data). A new phone
// number clears phone_confirmed and gets a fresh 4-digit code by SMS; business failures
// come back in the User's `error {message code details}` with the user unchanged. The avatar
// must be one of the caller's recorded uploads; the one it replaces is deleted.
#include <boost/json.hpp>

#include "api/accounts/account_json.hpp"
#include "api/accounts/phone_code.hpp"
#include "api/accounts/phone_problem.hpp"
#include "api/accounts/upload_cleanup.hpp"
#include "api/api_context.hpp"
#include "api/auth_guard.hpp"
#include "api/auth_services.hpp"
#include "api/json_args.hpp"
#include "api/message_codes.hpp"
#include "api/resolvers.hpp"
#include "domain/profile_rules.hpp"
#include "store/clock.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

inline constexpr const char* kPhoneUpdateFailed = "Unable to update Phone number at the moment";
inline constexpr const char* kTooManyPhoneChanges = "Too many phone number changes. Please try again later.";
inline constexpr const char* kUpdateFailed = "Unable to update your profile at the moment";

store::UserRecord own_user(const graphql::ResolveInfo& info, std::string_view id) {
  auto caller = require_self(info, id);
  auto user = api_context(info).services.stores.accounts().user_by_id(caller);
  if (!user) throw graphql::FieldError("User not found", error_extensions("User not found", "NOT_FOUND"));
  return *user;
}

json::object invalid(const store::UserRecord& user, const domain::Violation& v) {
  return user_with_error(user, v.message, "VALIDATION", v.field);
}

std::string retry_seconds(std::chrono::milliseconds ms) { return std::to_string(auth::retry_after_seconds(ms)); }

// Everything a new number needs before it is stored: free of other confirmed accounts,
// within the account's change limit, and a code sent to it (the code is bound to the new
// number, so only it can confirm). An error payload when refused; nothing is stored then.
std::optional<json::object> prepare_phone_change(ApiContext& ctx, const store::UserRecord& user,
                                                 const std::string& phone) {
  auto& accounts = ctx.services.stores.accounts();
  if (phone_taken_by_another(accounts, phone, user.id))
    return user_with_error(user, kPhoneTaken, "PHONE_TAKEN", "phone");
  auto& auth = auth_services(ctx);
  auto limit = auth.limiter.hit({{auth::rate_rules::phone_change_account, user.id}});
  if (!limit.allowed)
    return user_with_error(user, kTooManyPhoneChanges, "RATE_LIMITED", retry_seconds(limit.retry_after));
  auto sent = send_phone_code(auth, ctx.services.stores.outbox(), user.id, phone,
                              ctx.client_ip.empty() ? "unknown" : ctx.client_ip);
  if (sent.outcome == PhoneCodeSend::too_soon)
    return user_with_error(user, kCodeTooSoon, "RATE_LIMITED", retry_seconds(sent.retry_after));
  if (sent.outcome == PhoneCodeSend::budget_spent)
    return user_with_error(user, kSmsBudgetSpent, kSmsBudgetCode, retry_seconds(sent.retry_after));
  return std::nullopt;
}

// An avatar URL the caller may set: one of their own recorded uploads (its picture for avatar,
// its thumbnail for avatar_thumb). Any other string, even shaped like an upload URL, is refused.
bool is_own_upload(ApiContext& ctx, const std::string& user_id, const std::string& url, store::UploadPart part) {
  return domain::is_own_upload_url(url, user_id) && ctx.services.stores.uploads().owned_by_path(user_id, url, part);
}

// The pictures the avatar showed before this edit are deleted (row and files) once nothing
// shows them any more, so replacing the avatar leaves no file behind.
void release_replaced_avatar(ApiContext& ctx, const store::UserRecord& before, const store::UserRecord& after) {
  std::vector<std::string> replaced;
  if (before.avatar && before.avatar != after.avatar) replaced.push_back(*before.avatar);
  if (before.avatar_thumb && before.avatar_thumb != after.avatar_thumb) replaced.push_back(*before.avatar_thumb);
  if (replaced.empty()) return;
  delete_upload_files(ctx.services.media_dir, ctx.services.stores.uploads().remove_if_unused(before.id, replaced));
}

json::value update_user_phone(const graphql::ResolveInfo& info) {
  auto user = own_user(info, info.args.at("id").as_string());
  auto parsed = auth::parse_phone(info.args.at("phone").as_string());
  if (auto problem = phone_problem(parsed)) return invalid(user, domain::phone_violation(*problem));
  if (user.phone == parsed.phone) return user_json(user);  // unchanged: nothing to re-verify

  auto& ctx = api_context(info);
  if (auto refused = prepare_phone_change(ctx, user, *parsed.phone)) return *refused;
  store::ProfileUpdate update;
  update.phone = parsed.phone;
  auto updated = ctx.services.stores.accounts().update_profile(user.id, update);
  if (!updated) return user_with_error(user, kPhoneUpdateFailed, "UPDATE_FAILED");
  return user_json(*updated);
}

json::value edit_user(const graphql::ResolveInfo& info) {
  const auto& input = info.args.at("input").as_object();
  auto user = own_user(info, input.at("_id").as_string());

  // A field left out (or null) keeps its value; a field sent must pass the form's rule.
  store::ProfileUpdate update;
  for (const char* field : {"fname", "lname"}) {
    if (auto sent = sent_text_arg(input, field)) {
      auto name = domain::trim(*sent);
      if (auto v = domain::check_profile_name(field, name)) return invalid(user, *v);
      (std::string_view(field) == "fname" ? update.fname : update.lname) = std::move(name);
    }
  }
  if (auto gender = sent_text_arg(input, "gender")) {
    auto value = domain::trim(*gender);
    if (auto v = domain::check_gender(value)) return invalid(user, *v);
    update.gender = std::move(value);
  }
  if (auto dob = sent_text_arg(input, "dob"); dob && !domain::trim(*dob).empty()) {
    // Tomorrow's UTC date still passes: a date picked in Asia/Karachi may be ahead of UTC.
    const auto tomorrow = store::to_iso(std::chrono::system_clock::now() + std::chrono::hours(24));
    update.dob = domain::normalize_dob(domain::trim(*dob), tomorrow);
    if (!update.dob) return invalid(user, {"dob", domain::kInvalidSubmission});
  }
  if (auto phone = sent_text_arg(input, "phone")) {
    auto parsed = auth::parse_phone(*phone);
    if (auto problem = phone_problem(parsed)) return invalid(user, domain::phone_violation(*problem));
    if (parsed.phone != user.phone) update.phone = parsed.phone;
  }
  auto& ctx = api_context(info);
  for (const char* field : {"avatar", "avatar_thumb"}) {
    const bool picture = std::string_view(field) == "avatar";
    const auto& current = picture ? user.avatar : user.avatar_thumb;
    if (auto url = sent_text_arg(input, field); url && url != current) {
      if (!is_own_upload(ctx, user.id, *url, picture ? store::UploadPart::picture : store::UploadPart::thumb))
        return invalid(user, {field, domain::kInvalidSubmission});
      (picture ? update.avatar : update.avatar_thumb) = *url;
    }
  }

  if (update.phone)
    if (auto refused = prepare_phone_change(ctx, user, *update.phone)) return *refused;
  auto updated = ctx.services.stores.accounts().update_profile(user.id, update);
  if (!updated) return user_with_error(user, update.phone ? kPhoneUpdateFailed : kUpdateFailed, "UPDATE_FAILED");
  release_replaced_avatar(ctx, user, *updated);
  return user_json(*updated);
}

}  // namespace

void add_profile_resolvers(graphql::Resolvers& resolvers) {
  // Costly (each may send an SMS): one per document.
  resolvers.add_costly("Mutation.updateUserPhone", update_user_phone);
  resolvers.add_costly("Mutation.editUser", edit_user);
}

}  // namespace karyana::api
