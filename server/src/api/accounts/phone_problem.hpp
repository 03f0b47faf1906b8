// The auth room's verdict on a typed phone number as the account rules take it
// (domain/account_rules.hpp PhoneProblem), for registration and the Personal Details form.
#pragma once

#include <optional>

#include "auth/phone.hpp"
#include "domain/account_rules.hpp"

namespace karyana::api {

// nullopt when `parsed` is a valid phone.
std::optional<domain::PhoneProblem> phone_problem(const auth::PhoneParse& parsed);

}  // namespace karyana::api
