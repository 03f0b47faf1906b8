// Ports of graphql-js's suggestion helpers. Distances are measured on UTF-16 code units
// of the lower-cased strings, as JavaScript does.
#include "graphql/validation/suggestions.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <optional>

namespace karyana::graphql::validation {

namespace {

// UTF-8 → UTF-16 code units, lower-casing ASCII letters (GraphQL names are ASCII; other
// text, such as printed string values, keeps its code units).
std::u16string lower_utf16(std::string_view s) {
  std::u16string out;
  for (std::size_t i = 0; i < s.size();) {
    auto c = static_cast<unsigned char>(s[i]);
    char32_t cp = c;
    std::size_t len = 1;
    if (c >= 0xF0) {
      len = 4;
      cp = c & 0x07;
    } else if (c >= 0xE0) {
      len = 3;
      cp = c & 0x0F;
    } else if (c >= 0xC0) {
      len = 2;
      cp = c & 0x1F;
    }
    if (i + len > s.size()) {
      len = 1;
      cp = c;
    }
    for (std::size_t k = 1; k < len; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    i += len;
    if (cp >= 'A' && cp <= 'Z') cp += 'a' - 'A';
    if (cp >= 0x10000) {
      cp -= 0x10000;
      out += static_cast<char16_t>(0xD800 + (cp >> 10));
      out += static_cast<char16_t>(0xDC00 + (cp & 0x3FF));
    } else {
      out += static_cast<char16_t>(cp);
    }
  }
  return out;
}

std::optional<int> lexical_distance(std::string_view input, std::string_view option, int threshold) {
  if (input == option) return 0;
  std::u16string a = lower_utf16(option);
  std::u16string b = lower_utf16(input);
  if (a == b) return 1;
  if (a.size() < b.size()) std::swap(a, b);
  const int a_len = static_cast<int>(a.size());
  const int b_len = static_cast<int>(b.size());
  if (a_len - b_len > threshold) return std::nullopt;
  std::array<std::vector<int>, 3> rows;
  for (auto& r : rows) r.assign(b_len + 1, 0);
  for (int j = 0; j <= b_len; ++j) rows[0][j] = j;
  for (int i = 1; i <= a_len; ++i) {
    auto& up = rows[(i - 1) % 3];
    auto& current = rows[i % 3];
    int smallest = current[0] = i;
    for (int j = 1; j <= b_len; ++j) {
      int cost = a[i - 1] == b[j - 1] ? 0 : 1;
      int cell = std::min({up[j] + 1, current[j - 1] + 1, up[j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        cell = std::min(cell, rows[(i - 2) % 3][j - 2] + 1);
      smallest = std::min(smallest, cell);
      current[j] = cell;
    }
    if (smallest > threshold) return std::nullopt;
  }
  int distance = rows[a_len % 3][b_len];
  if (distance <= threshold) return distance;
  return std::nullopt;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

}  // namespace

int natural_compare(std::string_view a, std::string_view b) {
  std::size_t ai = 0, bi = 0;
  while (ai < a.size() && bi < b.size()) {
    char ac = a[ai], bc = b[bi];
    if (is_digit(ac) && is_digit(bc)) {
      // Same as graphql-js: a run stops after its first digit when that digit is 0.
      double an = 0, bn = 0;
      do {
        an = an * 10 + (a[ai] - '0');
        ++ai;
      } while (ai < a.size() && is_digit(a[ai]) && an > 0);
      do {
        bn = bn * 10 + (b[bi] - '0');
        ++bi;
      } while (bi < b.size() && is_digit(b[bi]) && bn > 0);
      if (an < bn) return -1;
      if (an > bn) return 1;
    } else {
      if (static_cast<unsigned char>(ac) < static_cast<unsigned char>(bc)) return -1;
      if (static_cast<unsigned char>(ac) > static_cast<unsigned char>(bc)) return 1;
      ++ai;
      ++bi;
    }
  }
  return static_cast<int>(a.size()) - static_cast<int>(b.size());
}

std::vector<std::string> suggestion_list(std::string_view input, const std::vector<std::string>& options) {
  const int threshold = static_cast<int>(std::floor(static_cast<double>(lower_utf16(input).size()) * 0.4)) + 1;
  std::map<std::string, int> by_distance;  // one entry per distinct option, like a JS object
  for (const auto& option : options)
    if (auto d = lexical_distance(input, option, threshold)) by_distance[option] = *d;
  std::vector<std::string> out;
  out.reserve(by_distance.size());
  for (const auto& [name, d] : by_distance) out.push_back(name);
  std::stable_sort(out.begin(), out.end(), [&](const std::string& x, const std::string& y) {
    int diff = by_distance[x] - by_distance[y];
    if (diff != 0) return diff < 0;
    return natural_compare(x, y) < 0;
  });
  return out;
}

std::string did_you_mean(const std::vector<std::string>& suggestions, std::string_view sub_message) {
  if (suggestions.empty()) return "";
  std::string message = " Did you mean ";
  if (!sub_message.empty()) {
    message += sub_message;
    message += ' ';
  }
  auto quoted = [](const std::string& s) { return "\"" + s + "\""; };
  if (suggestions.size() == 1) return message + quoted(suggestions[0]) + "?";
  if (suggestions.size() == 2) return message + quoted(suggestions[0]) + " or " + quoted(suggestions[1]) + "?";
  std::size_t shown = std::min<std::size_t>(suggestions.size(), 5);
  for (std::size_t i = 0; i + 1 < shown; ++i) {
    message += quoted(suggestions[i]);
    message += i + 2 < shown ? ", " : "";
  }
  return message + ", or " + quoted(suggestions[shown - 1]) + "?";
}

}  // namespace karyana::graphql::validation
