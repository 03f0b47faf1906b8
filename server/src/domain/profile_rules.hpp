// The Personal Details form's rules (accounts.md §5 "Profile"), checked again on the server
// with the spec's messages: names, gender, date of birth, phone and the avatar URLs.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "domain/account_rules.hpp"

namespace karyana::domain {

inline constexpr std::size_t kProfileNameMin = 3;
inline constexpr std::size_t kProfileNameMax = 100;

// fname / lname: required, 3..100 characters (already trimmed).
std::optional<Violation> check_profile_name(std::string_view field, std::string_view name);
// The gender list of the registration form: male (Mr.) and female (Miss.).
std::optional<Violation> check_gender(std::string_view gender);
// The phone rule (required, 11 digits once the mask is removed, a Pakistani mobile number) is
// account_rules' phone_violation.

// The date of birth the client sends: a date-time at midnight UTC ("1990-05-14T00:00:00.000Z",
// seconds fraction and "Z"/"+00:00" optional) or a plain date ("1990-05-14"). Returns the
// stored form "1990-05-14T00:00:00.000Z", or nullopt for anything else, an impossible date,
// a year before 1900, or a date after `today` ("YYYY-MM-DD").
std::optional<std::string> normalize_dob(std::string_view text, std::string_view today);

// Avatar URLs must be the caller's own uploads: "/media/uploads/<user id>/<24 hex>[-thumb].png|jpg".
bool is_own_upload_url(std::string_view url, std::string_view user_id);

}  // namespace karyana::domain
