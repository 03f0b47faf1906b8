// The spec's validation rules for account input (accounts.md §5): the registration form, e-mail
// and password, checked again on the server with the spec's messages, typos included. Plain
// text in, the first broken rule out; the api reads the JSON and the auth room the phone.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace karyana::domain {

inline constexpr const char* kRequired = "Required";
inline constexpr const char* kInvalidEmail = "Invalid email address";
inline constexpr const char* kInvalidSubmission = "Invalid submission! Please verify your input.";

// The longest password (the auth room's kMaxPasswordChars, checked equal in api/).
inline constexpr std::size_t kMaxPasswordChars = 128;
inline constexpr std::size_t kRegistrationNameMax = 100;  // bytes, as registration always counted
inline constexpr std::size_t kRegistrationPasswordMin = 8;
inline constexpr std::size_t kPhoneDigits = 11;

// "Should be atleast N charactors" / "Should be maximum N charactors".
std::string min_length_message(std::size_t n);
std::string max_length_message(std::size_t n);

// A plausible address: one '@', something before it, a dotted domain, no spaces, ≤ 254 bytes.
bool valid_email(std::string_view email);
// Without leading and trailing spaces, tabs and line breaks.
std::string trim(std::string_view text);
// Characters as a person counts them (UTF-8 code points), not bytes.
std::size_t char_count(std::string_view text);

// A rule broken by one field: which field, and the message.
struct Violation {
  std::string field;
  std::string message;
};

// The password rule: at least `min_chars`, at most 128 characters.
std::optional<Violation> check_password(std::string_view field, std::string_view password, std::size_t min_chars);

// Why a phone number the customer typed is not one (auth::parse_phone's verdict, as the rules see it).
enum class PhoneProblem { Empty, WrongLength, Invalid };
// The phone rule's message: Required, "Should be atleast 11 charactors", or invalid submission.
Violation phone_violation(PhoneProblem problem);

// The registration form (fields already trimmed, except the password).
struct Registration {
  std::string fname;
  std::string email;
  std::string password;
  std::string gender;                         // "" (not given), male or female
  std::optional<PhoneProblem> phone_problem;  // nullopt: a valid phone
};
// The first rule the form breaks, in the form's order: fname, email, password, gender, phone.
std::optional<Violation> check_registration(const Registration& form);

}  // namespace karyana::domain
