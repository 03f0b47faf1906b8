// Authorization checks for resolvers: who is calling, and may they act on this user id.
// Missing authentication and acting on someone else's id are top-level GraphQL errors
// (schema.graphql's rule), so the field is null and nothing of the other user leaks.
#pragma once

#include <string>
#include <string_view>

#include "graphql/engine.hpp"

namespace karyana::api {

inline constexpr const char* kAuthenticationRequired = "Authentication required";
inline constexpr const char* kNotYourAccount = "You are not allowed to access this account";
inline constexpr const char* kAccountNotEnabled = "Your account is not active";

// The signed-in, enabled caller's user id. Throws FieldError "Authentication required"
// {code UNAUTHENTICATED}, or {code FORBIDDEN} when the user's status is not 'enabled'.
std::string require_user(const graphql::ResolveInfo& info);
// require_user, and the id must be the caller's own, else FieldError {code FORBIDDEN}.
std::string require_self(const graphql::ResolveInfo& info, std::string_view user_id);

// The user a getLoggedInUser payload (info.parent) answered for, when it is the signed-in caller;
// "" otherwise. Raises nothing: getLoggedInUser already reports a disabled account in its own
// payload. Its lazy fields (cart, orders, ordersCount) read only this user's records.
std::string logged_in_user_id(const graphql::ResolveInfo& info);

// The message shown to a signed-in user whose status is not 'enabled' (their status note when set).
std::string not_enabled_message(const std::optional<std::string>& status_note);

}  // namespace karyana::api
