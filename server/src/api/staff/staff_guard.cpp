#include "api/staff/staff_guard.hpp"

#include "api/api_context.hpp"
#include "api/auth_guard.hpp"
#include "api/message_codes.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace {
graphql::FieldError forbidden(const char* message) {
  return graphql::FieldError(message, error_extensions(message, "FORBIDDEN"));
}
}  // namespace

StaffCaller require_staff(const graphql::ResolveInfo& info, domain::StaffOperation operation) {
  const auto& principal = api_context(info).principal();
  if (!principal)
    throw graphql::FieldError(kAuthenticationRequired, error_extensions(kAuthenticationRequired, "UNAUTHENTICATED"));
  auto member = api_context(info).services.stores.staff().find(principal->user_id);
  if (!member || member->disabled_at || principal->user_status != "enabled") throw forbidden(kStaffOnly);
  auto role = domain::parse_staff_role(member->role);
  if (!role) throw forbidden(kStaffOnly);
  if (!domain::role_may(*role, operation)) throw forbidden(kRoleNotAllowed);
  std::string name = member->fname;
  if (!member->lname.empty()) name += " " + member->lname;
  return {member->user_id, *role, std::move(name)};
}

}  // namespace karyana::api
