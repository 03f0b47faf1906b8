#include "api/accounts/account_rules.hpp"

#include "auth/password.hpp"

namespace karyana::api::rules {

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

std::optional<Violation> check_password(std::string_view field, std::string_view password, std::size_t min_chars) {
  if (password.empty()) return Violation{std::string(field), kRequired};
  auto length = auth::password_length(password);
  if (length < min_chars) return Violation{std::string(field), min_length_message(min_chars)};
  if (length > auth::kMaxPasswordChars)
    return Violation{std::string(field), max_length_message(auth::kMaxPasswordChars)};
  return std::nullopt;
}

}  // namespace karyana::api::rules
