#include "api/json_args.hpp"

#include "domain/account_rules.hpp"

namespace karyana::api {

std::string text_arg(const boost::json::object& o, std::string_view key) { return std::string(text_arg_view(o, key)); }

std::string_view text_arg_view(const boost::json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (!v || !v->is_string()) return {};
  return v->get_string();
}

std::optional<std::string> optional_text_arg(const boost::json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (!v || !v->is_string()) return std::nullopt;
  return std::string(v->get_string());
}

std::optional<std::string> sent_text_arg(const boost::json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (!v || v->is_null()) return std::nullopt;
  return v->is_string() ? std::string(v->get_string()) : std::string();
}

std::optional<std::string> trimmed_text_arg(const boost::json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (!v) return std::nullopt;
  return v->is_string() ? domain::trim(v->get_string()) : std::string();
}

std::int64_t int_arg(const boost::json::object& o, std::string_view key, std::int64_t fallback) {
  const auto* v = o.if_contains(key);
  return v && v->is_int64() ? v->get_int64() : fallback;
}

std::optional<std::int64_t> int_arg_at_least(const boost::json::object& o, std::string_view key, std::int64_t min) {
  const auto* v = o.if_contains(key);
  if (!v || !v->is_int64() || v->get_int64() < min) return std::nullopt;
  return v->get_int64();
}

}  // namespace karyana::api
