// Small, dependency-free helpers for HTTP text: percent-decoding, query strings and the
// comma-separated, q-weighted header lists (Accept, Accept-Encoding, Sec-WebSocket-Protocol).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace karyana::http {

// The token a client sent: the `token` header (or field), else `Authorization: Bearer …`.
std::string bearer_or_token(std::string_view token, std::string_view authorization);

std::string to_lower(std::string_view s);
bool iequals(std::string_view a, std::string_view b);
std::string_view trim(std::string_view s);

// Decodes %XX escapes (and '+' as space when plus_as_space). nullopt on a broken escape.
std::optional<std::string> percent_decode(std::string_view s, bool plus_as_space = false);

// application/x-www-form-urlencoded pairs in order; undecodable pairs are skipped.
std::vector<std::pair<std::string, std::string>> parse_form(std::string_view query);

// One element of a comma-separated header list with its q value (1 when absent).
struct WeightedToken {
  std::string value;  // lower-cased, parameters other than q removed, e.g. "application/json"
  double q = 1.0;
};
std::vector<WeightedToken> parse_weighted_list(std::string_view header);

// The media type of a Content-Type value, lower-cased and without parameters.
std::string media_type(std::string_view content_type);

// The q value that an Accept-Encoding header gives `coding` ("br", "gzip"), counting "*".
double encoding_quality(std::string_view accept_encoding, std::string_view coding);

// True when the comma-separated `header` contains `token` (case-insensitive).
bool list_contains(std::string_view header, std::string_view token);

}  // namespace karyana::http
