#include "http/http_util.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace karyana::http {

std::string to_lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool iequals(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

namespace {
int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Calls f(element) for every comma-separated, trimmed, non-empty element.
template <class F>
void for_each_element(std::string_view header, F&& f) {
  while (!header.empty()) {
    auto comma = header.find(',');
    auto element = trim(header.substr(0, comma));
    if (!element.empty()) f(element);
    if (comma == std::string_view::npos) break;
    header.remove_prefix(comma + 1);
  }
}
}  // namespace

std::optional<std::string> percent_decode(std::string_view s, bool plus_as_space) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '%') {
      if (i + 2 >= s.size()) return std::nullopt;
      int hi = hex_value(s[i + 1]), lo = hex_value(s[i + 2]);
      if (hi < 0 || lo < 0) return std::nullopt;
      out.push_back(static_cast<char>(hi * 16 + lo));
      i += 2;
    } else if (c == '+' && plus_as_space) {
      out.push_back(' ');
    } else {
      out.push_back(c);
    }
  }
  return out;
}

std::vector<std::pair<std::string, std::string>> parse_form(std::string_view query) {
  std::vector<std::pair<std::string, std::string>> out;
  while (!query.empty()) {
    auto amp = query.find('&');
    auto pair = query.substr(0, amp);
    if (!pair.empty()) {
      auto eq = pair.find('=');
      auto name = percent_decode(pair.substr(0, eq), true);
      auto value =
          eq == std::string_view::npos ? std::optional<std::string>("") : percent_decode(pair.substr(eq + 1), true);
      if (name && value) out.emplace_back(std::move(*name), std::move(*value));
    }
    if (amp == std::string_view::npos) break;
    query.remove_prefix(amp + 1);
  }
  return out;
}

std::vector<WeightedToken> parse_weighted_list(std::string_view header) {
  std::vector<WeightedToken> out;
  for_each_element(header, [&](std::string_view element) {
    WeightedToken token;
    auto semi = element.find(';');
    token.value = to_lower(trim(element.substr(0, semi)));
    while (semi != std::string_view::npos) {
      element.remove_prefix(semi + 1);
      semi = element.find(';');
      auto param = trim(element.substr(0, semi));
      auto eq = param.find('=');
      if (eq == std::string_view::npos) continue;
      if (iequals(trim(param.substr(0, eq)), "q")) {
        std::string v(trim(param.substr(eq + 1)));
        char* end = nullptr;
        double q = std::strtod(v.c_str(), &end);
        token.q = (end == v.c_str() || q < 0) ? 0.0 : std::min(q, 1.0);
      }
    }
    if (!token.value.empty()) out.push_back(std::move(token));
  });
  return out;
}

std::string media_type(std::string_view content_type) {
  return to_lower(trim(content_type.substr(0, content_type.find(';'))));
}

double encoding_quality(std::string_view accept_encoding, std::string_view coding) {
  double exact = -1, wildcard = -1;
  for (auto& t : parse_weighted_list(accept_encoding)) {
    if (t.value == coding)
      exact = t.q;
    else if (t.value == "*")
      wildcard = t.q;
  }
  if (exact >= 0) return exact;
  return wildcard >= 0 ? wildcard : 0.0;
}

bool list_contains(std::string_view header, std::string_view token) {
  bool found = false;
  for_each_element(header, [&](std::string_view element) { found = found || iequals(element, token); });
  return found;
}

std::string bearer_or_token(std::string_view token, std::string_view authorization) {
  if (!token.empty()) return std::string(token);
  constexpr std::string_view kBearer = "Bearer ";
  if (authorization.size() > kBearer.size() && authorization.substr(0, kBearer.size()) == kBearer)
    return std::string(authorization.substr(kBearer.size()));
  return {};
}

}  // namespace karyana::http
