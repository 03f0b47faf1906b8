#include "domain/account_rules.hpp"

#include <algorithm>

namespace karyana::domain {

std::string min_length_message(std::size_t n) { return "Should be atleast " + std::to_string(n) + " charactors"; }
std::string max_length_message(std::size_t n) { return "Should be maximum " + std::to_string(n) + " charactors"; }

bool valid_email(std::string_view email) {
  if (email.empty() || email.size() > 254) return false;
  for (char c : email)
    if (static_cast<unsigned char>(c) <= ' ') return false;
  auto at = email.find('@');
  if (at == std::string_view::npos || at == 0 || email.find('@', at + 1) != std::string_view::npos) return false;
  auto domain = email.substr(at + 1);
  auto dot = domain.rfind('.');
  return dot != std::string_view::npos && dot > 0 && dot + 1 < domain.size() && domain.front() != '.';
}

std::string trim(std::string_view text) {
  auto begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string_view::npos) return {};
  auto end = text.find_last_not_of(" \t\r\n");
  return std::string(text.substr(begin, end - begin + 1));
}

std::size_t char_count(std::string_view text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::optional<Violation> check_password(std::string_view field, std::string_view password, std::size_t min_chars) {
  if (password.empty()) return Violation{std::string(field), kRequired};
  auto length = char_count(password);
  if (length < min_chars) return Violation{std::string(field), min_length_message(min_chars)};
  if (length > kMaxPasswordChars) return Violation{std::string(field), max_length_message(kMaxPasswordChars)};
  return std::nullopt;
}

Violation phone_violation(PhoneProblem problem) {
  switch (problem) {
    case PhoneProblem::Empty:
      return {"phone", kRequired};
    case PhoneProblem::WrongLength:
      return {"phone", min_length_message(kPhoneDigits)};
    case PhoneProblem::Invalid:
      break;
  }
  return {"phone", kInvalidSubmission};
}

std::optional<Violation> check_registration(const Registration& form) {
  if (form.fname.empty()) return Violation{"fname", kRequired};
  if (form.fname.size() > kRegistrationNameMax) return Violation{"fname", max_length_message(kRegistrationNameMax)};
  if (form.email.empty()) return Violation{"email", kRequired};
  if (!valid_email(form.email)) return Violation{"email", kInvalidEmail};
  if (auto v = check_password("password", form.password, kRegistrationPasswordMin)) return v;
  if (!form.gender.empty() && form.gender != "male" && form.gender != "female")
    return Violation{"gender", kInvalidSubmission};
  if (form.phone_problem) return phone_violation(*form.phone_problem);
  return std::nullopt;
}

}  // namespace karyana::domain
