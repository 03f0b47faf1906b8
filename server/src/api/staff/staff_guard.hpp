// The one door to every staff field (issue 17; docs/api.md 'Staff'): the caller must be signed in,
// a staff member whose row is not disabled, and of a role that may call the operation
// (domain/staff_roles). The staff row is read again on every request, so a member disabled or
// re-roled stops at once. Refusals are top-level GraphQL errors, the field null, nothing leaked:
// UNAUTHENTICATED "Authentication required"; FORBIDDEN STAFF_ONLY (a customer, or a disabled
// member); FORBIDDEN ROLE_NOT_ALLOWED (a role that may not).
#pragma once

#include <string>

#include "domain/staff_roles.hpp"
#include "graphql/engine.hpp"

namespace karyana::api {

inline constexpr const char* kStaffOnly = "This page is for Karyana staff only";
inline constexpr const char* kRoleNotAllowed = "Your role does not allow this";

struct StaffCaller {
  std::string user_id;
  domain::StaffRole role = domain::StaffRole::Rider;
  std::string name;
};

StaffCaller require_staff(const graphql::ResolveInfo& info, domain::StaffOperation operation);

}  // namespace karyana::api
