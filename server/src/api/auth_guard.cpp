#include "api/auth_guard.hpp"

#include "api/api_context.hpp"

namespace karyana::api {

namespace {
graphql::FieldError error_with_code(std::string message, const char* code) {
  boost::json::object ext;
  ext["code"] = code;
  return graphql::FieldError(std::move(message), std::move(ext));
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

std::string not_enabled_message(const std::optional<std::string>& status_note) {
  return status_note && !status_note->empty() ? *status_note : std::string(kAccountNotEnabled);
}

}  // namespace karyana::api
