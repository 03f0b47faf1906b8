// The spec's validation rules for account input (accounts.md §5), checked again on the
// server with the spec's messages, typos included.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace karyana::api::rules {

inline constexpr const char* kRequired = "Required";
inline constexpr const char* kInvalidEmail = "Invalid email address";
inline constexpr const char* kInvalidSubmission = "Invalid submission! Please verify your input.";

// "Should be atleast N charactors" / "Should be maximum N charactors".
std::string min_length_message(std::size_t n);
std::string max_length_message(std::size_t n);

// A plausible address: one '@', something before it, a dotted domain, no spaces, ≤ 254 bytes.
bool valid_email(std::string_view email);
std::string trim(std::string_view text);

// A rule broken by one field: which field, and the message.
struct Violation {
  std::string field;
  std::string message;
};

// The password rule: at least `min_chars`, at most 128 characters.
std::optional<Violation> check_password(std::string_view field, std::string_view password, std::size_t min_chars);

}  // namespace karyana::api::rules
