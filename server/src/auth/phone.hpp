// Phone numbers in one canonical form: the 11-digit local mobile number "03XXXXXXXXX".
// Accepted input: what the mask "0999 999-99-99" / "(0999) 999-99-99" leaves (brackets,
// dashes, spaces, dots and unfilled "_" placeholders are dropped), with or without the
// +92 / 0092 / 92 country prefix, or the 10 digits "3XXXXXXXXX" the client sends after
// removing "+92".
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace karyana::auth {

enum class PhoneError { empty, invalid_characters, wrong_length, not_mobile };

struct PhoneParse {
  std::optional<std::string> phone;  // canonical, when valid
  PhoneError error = PhoneError::empty;
  bool ok() const { return phone.has_value(); }
};

PhoneParse parse_phone(std::string_view input);
// Shorthand: the canonical form or nullopt.
std::optional<std::string> canonical_phone(std::string_view input);
// "03001234567" → "+923001234567" (for SMS gateways).
std::string international_phone(const std::string& canonical);

}  // namespace karyana::auth
