#include "auth/phone.hpp"

namespace karyana::auth {

namespace {

bool is_mask_punctuation(char ch) {
  return ch == ' ' || ch == '-' || ch == '(' || ch == ')' || ch == '.' || ch == '_' || ch == '\t';
}

}  // namespace

PhoneParse parse_phone(std::string_view input) {
  PhoneParse result;
  std::string digits;
  bool plus = false;
  for (const char ch : input) {
    if (ch >= '0' && ch <= '9') {
      digits += ch;
    } else if (ch == '+' && digits.empty() && !plus) {
      plus = true;  // only as the very first sign
    } else if (!is_mask_punctuation(ch)) {
      result.error = PhoneError::invalid_characters;
      return result;
    }
  }
  if (digits.empty()) {
    result.error = PhoneError::empty;
    return result;
  }

  std::string national;  // without the trunk 0 or country code
  if (plus) {
    if (digits.rfind("92", 0) != 0) {
      result.error = PhoneError::not_mobile;  // another country
      return result;
    }
    national = digits.substr(2);
  } else if (digits.rfind("0092", 0) == 0) {
    national = digits.substr(4);
  } else if (digits.size() == 12 && digits.rfind("92", 0) == 0) {
    national = digits.substr(2);
  } else if (digits.size() == 11 && digits[0] == '0') {
    national = digits.substr(1);
  } else if (digits.size() == 10 && digits[0] == '3') {
    national = digits;  // the client's form after removing "+92"
  } else {
    result.error = PhoneError::wrong_length;
    return result;
  }
  if (national.size() == 11 && national[0] == '0') national = national.substr(1);  // "+92 0300 ..."
  if (national.size() != 10) {
    result.error = PhoneError::wrong_length;
    return result;
  }
  if (national[0] != '3') {
    result.error = PhoneError::not_mobile;
    return result;
  }
  result.phone = "0" + national;
  return result;
}

std::optional<std::string> canonical_phone(std::string_view input) { return parse_phone(input).phone; }

std::string international_phone(const std::string& canonical) {
  return canonical.size() == 11 && canonical[0] == '0' ? "+92" + canonical.substr(1) : canonical;
}

}  // namespace karyana::auth
