#include "api/auth_guard.hpp"

#include "api/api_context.hpp"
#include "api/message_codes.hpp"

namespace karyana::api {

namespace {
graphql::FieldError error_with_code(std::string message, const char* code) {
  auto extensions = error_extensions(message, code);
  return graphql::FieldError(std::move(message), std::move(extensions));
}
}  // namespace

std::string require_user(const graphql::ResolveInfo& info) {
  const auto& principal = api_context(info).principal();
  if (!principal) throw error_with_code(kAuthenticationRequired, "UNAUTHENTICATED");
  if (principal->user_status != "enabled") throw error_with_code(kAccountNotEnabled, "FORBIDDEN");
  return principal->user_id;
}

std::string require_self(const graphql::ResolveInfo& info, std::string_view user_id) {
  auto caller = require_user(info);
  if (caller != user_id) throw error_with_code(kNotYourAccount, "FORBIDDEN");
  return caller;
}

std::string logged_in_user_id(const graphql::ResolveInfo& info) {
  if (!info.parent.is_object()) return {};
  const auto* user = info.parent.get_object().if_contains("user");
  if (!user || !user->is_object()) return {};
  const auto* id = user->get_object().if_contains("_id");
  const auto& principal = api_context(info).principal();
  if (!id || !id->is_string() || !principal || principal->user_id != id->get_string()) return {};
  return principal->user_id;
}

std::string not_enabled_message(const std::optional<std::string>& status_note) {
  return status_note && !status_note->empty() ? *status_note : std::string(kAccountNotEnabled);
}

}  // namespace karyana::api
