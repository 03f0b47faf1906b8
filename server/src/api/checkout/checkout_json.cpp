#include "api/checkout/checkout_json.hpp"

#include <boost/json.hpp>

#include "api/checkout/checkout_domain.hpp"
#include "api/message_codes.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

json::value text_or_null(const std::string& s) { return s.empty() ? json::value(nullptr) : json::value(s); }
json::value opt(const std::optional<std::string>& s) { return s ? json::value(*s) : json::value(nullptr); }

}  // namespace

json::object slot_json(const store::DeliverySlot& s, std::optional<std::int64_t> total_orders) {
  return {
      {"_id", s.id},
      {"start_time", s.start_time},
      {"end_time", s.end_time},
      {"time_range_utc", s.time_range_utc},
      {"day", s.day},
      {"days", nullptr},
      {"blocked_dates", s.blocked_dates},
      {"max_order_limit", s.max_order_limit},
      {"totalOrders", total_orders ? json::value(*total_orders) : json::value(nullptr)},
  };
}

json::object slot_totals_json(const std::vector<std::pair<std::string, std::int64_t>>& counts) {
  json::array results;
  results.reserve(counts.size());
  for (const auto& [start, cnt] : counts) results.push_back(json::object{{"cnt", cnt}, {"start_time", start}});
  return {{"results", std::move(results)}, {"error", nullptr}};
}

json::object slot_totals_error(const std::string& message) {
  return {{"results", nullptr}, {"error", error_object(message, text_code(message, ""))}};
}

json::object voucher_json(const store::VoucherRecord& v, const std::string& success) {
  json::array requirements;
  for (const auto& [type, value] : v.requirements)
    requirements.push_back(json::object{{"type", type}, {"value", value}});
  return {
      {"_id", v.id},
      {"title", v.title},
      {"details", v.details},
      {"code", v.code},
      {"discount_type", v.discount_type},
      {"discount_value", domain::voucher_display_value(domain_voucher(v))},
      {"requirements", std::move(requirements)},
      {"limit_usage", v.limit_usage},
      {"used", v.used},
      {"limit_one_per_customer", v.limit_one_per_customer},
      {"picture", opt(v.picture)},
      {"picture_thumb", opt(v.picture_thumb)},
      {"status", v.status},
      {"activation_date", text_or_null(v.activation_date)},
      {"deactivation_date", text_or_null(v.deactivation_date)},
      {"error", nullptr},
      {"success", success_object(success)},
  };
}

json::object voucher_error_json(const std::string& message, const std::string& code, const std::string& details) {
  json::object out;
  for (const char* key : {"_id", "title", "details", "code", "discount_type", "discount_value", "requirements",
                          "limit_usage", "used", "limit_one_per_customer", "picture", "picture_thumb", "status",
                          "activation_date", "deactivation_date", "success"})
    out[key] = nullptr;
  out["error"] = error_object(message, code, details);
  return out;
}

}  // namespace karyana::api
