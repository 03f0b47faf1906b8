// Reading the members of a JSON object a client sent (a field's arguments or an input object).
// Resolvers read them in a few distinct ways; each way is one function here, so the same
// question always gets the same answer (nine hand-written copies before issue 16).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <boost/json/object.hpp>

namespace karyana::api {

// The string at `key`; "" when absent, null or not a string.
std::string text_arg(const boost::json::object& o, std::string_view key);
// The same without a copy (valid while `o` lives).
std::string_view text_arg_view(const boost::json::object& o, std::string_view key);
// The string at `key`; nullopt when absent, null or not a string.
std::optional<std::string> optional_text_arg(const boost::json::object& o, std::string_view key);
// A field the client sent, for an update that leaves out what is not sent: nullopt when absent
// or null; "" when it is not a string (so the field's rules refuse it).
std::optional<std::string> sent_text_arg(const boost::json::object& o, std::string_view key);
// A form field trimmed (domain::trim): nullopt when absent; "" when null or not a string.
std::optional<std::string> trimmed_text_arg(const boost::json::object& o, std::string_view key);
// The integer at `key`; `fallback` when absent, null or not an integer.
std::int64_t int_arg(const boost::json::object& o, std::string_view key, std::int64_t fallback);
// The integer at `key` when it is `min` or more; nullopt otherwise (absent, not an integer, below).
std::optional<std::int64_t> int_arg_at_least(const boost::json::object& o, std::string_view key, std::int64_t min);

}  // namespace karyana::api
