// Stored times are UTC ISO-8601 text with milliseconds, "2024-05-01T10:20:30.123Z": they sort
// as text, read well in the database and go to the API unchanged. SQL writes the same shape
// with strftime('%Y-%m-%dT%H:%M:%fZ','now').
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace karyana::store {

std::string to_iso(std::chrono::system_clock::time_point time);
std::string now_iso();
// Parses "YYYY-MM-DDTHH:MM:SS[.fff]Z" (what to_iso writes); nullopt for anything else.
std::optional<std::chrono::system_clock::time_point> from_iso(std::string_view text);

}  // namespace karyana::store
