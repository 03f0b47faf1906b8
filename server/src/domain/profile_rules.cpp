#include "domain/profile_rules.hpp"

#include <cctype>
#include <charconv>

namespace karyana::domain {

namespace {

bool all_digits(std::string_view s) {
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return !s.empty();
}

int number(std::string_view s) {
  int value = 0;
  std::from_chars(s.data(), s.data() + s.size(), value);
  return value;
}

bool leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

int days_in_month(int y, int m) {
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && leap(y) ? 29 : kDays[m - 1];
}

// "T00:00:00", then an optional ".000…" fraction of zeros, then "Z", "+00:00" or nothing.
bool is_midnight_utc(std::string_view t) {
  if (t.substr(0, 9) != "T00:00:00") return false;
  t.remove_prefix(9);
  if (!t.empty() && t.front() == '.') {
    t.remove_prefix(1);
    std::size_t zeros = 0;
    while (zeros < t.size() && t[zeros] == '0') ++zeros;
    if (zeros == 0) return false;
    t.remove_prefix(zeros);
  }
  return t.empty() || t == "Z" || t == "+00:00";
}

}  // namespace

std::optional<Violation> check_profile_name(std::string_view field, std::string_view name) {
  if (name.empty()) return Violation{std::string(field), kRequired};
  const auto chars = char_count(name);  // UTF-8 characters, not bytes
  if (chars < kProfileNameMin) return Violation{std::string(field), min_length_message(kProfileNameMin)};
  if (chars > kProfileNameMax) return Violation{std::string(field), max_length_message(kProfileNameMax)};
  for (unsigned char c : name)
    if (c < 0x20 || c == 0x7f) return Violation{std::string(field), kInvalidSubmission};
  return std::nullopt;
}

std::optional<Violation> check_gender(std::string_view gender) {
  if (gender.empty()) return Violation{"gender", kRequired};
  if (gender != "male" && gender != "female") return Violation{"gender", kInvalidSubmission};
  return std::nullopt;
}

std::optional<std::string> normalize_dob(std::string_view text, std::string_view today) {
  if (text.size() < 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  const auto y = text.substr(0, 4), m = text.substr(5, 2), d = text.substr(8, 2);
  if (!all_digits(y) || !all_digits(m) || !all_digits(d)) return std::nullopt;
  if (text.size() > 10 && !is_midnight_utc(text.substr(10))) return std::nullopt;
  const int year = number(y), month = number(m), day = number(d);
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > days_in_month(year, month)) return std::nullopt;
  const std::string date(text.substr(0, 10));
  if (date > today.substr(0, 10)) return std::nullopt;  // ISO dates compare as text
  return date + "T00:00:00.000Z";
}

bool is_own_upload_url(std::string_view url, std::string_view user_id) {
  const std::string prefix = "/media/uploads/" + std::string(user_id) + "/";
  if (user_id.empty() || url.substr(0, prefix.size()) != prefix) return false;
  auto name = url.substr(prefix.size());
  if (name.size() < 24 + 4) return false;
  for (std::size_t i = 0; i < 24; ++i)
    if (!std::isxdigit(static_cast<unsigned char>(name[i])) || std::isupper(static_cast<unsigned char>(name[i])))
      return false;
  name.remove_prefix(24);
  if (name.substr(0, 6) == "-thumb") name.remove_prefix(6);
  return name == ".png" || name == ".jpg";
}

}  // namespace karyana::domain
