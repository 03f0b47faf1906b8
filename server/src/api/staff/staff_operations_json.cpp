#include "api/staff/staff_operations_json.hpp"

#include <boost/json.hpp>

#include "api/message_codes.hpp"
#include "domain/checkout_rules.hpp"
#include "domain/money.hpp"
#include "domain/order_status.hpp"
#include "domain/slot_rules.hpp"
#include "domain/slot_template_rules.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

json::value text_or_null(const std::string& s) { return s.empty() ? json::value(nullptr) : json::value(s); }

double rupees(domain::Paisa paisa) { return static_cast<double>(paisa) / 100.0; }

json::value money_setting(const std::map<std::string, std::string>& stored, const char* key) {
  auto found = stored.find(key);
  return rupees(found == stored.end() ? 0 : domain::parse_rupees(found->second).value_or(0));
}

std::optional<std::string_view> setting(const std::map<std::string, std::string>& stored, const char* key) {
  auto found = stored.find(key);
  if (found == stored.end()) return std::nullopt;
  return std::string_view(found->second);
}

}  // namespace

json::object staff_slot_json(const store::AdminSlot& a) {
  const auto& s = a.slot;
  json::array blocked;
  for (const auto& d : domain::blocked_date_list(s.blocked_dates)) blocked.emplace_back(domain::format_staff_date(d));
  return {{"_id", s.id},
          {"day", s.day},
          {"start_time", s.start_time},
          {"end_time", s.end_time},
          {"max_order_limit", s.max_order_limit},
          {"enabled", s.status == "enabled"},
          {"blocked_dates", std::move(blocked)},
          {"version", a.version},
          {"warning", nullptr},
          {"error", nullptr}};
}

json::object staff_voucher_json(const store::AdminVoucher& a) {
  const auto& v = a.voucher;
  json::value min_order = nullptr;
  for (const auto& [type, value] : v.requirements)
    if (type == "min_order_amount")
      if (auto paisa = domain::parse_rupees(value)) min_order = rupees(*paisa);
  return {{"_id", v.id},
          {"code", v.code},
          {"title", v.title},
          {"details", v.details},
          {"discount_type", v.discount_type},
          {"amount", v.discount_type == "%" ? v.discount_percent : rupees(v.discount_amount)},
          {"activation_date", text_or_null(v.activation_date)},
          {"deactivation_date", text_or_null(v.deactivation_date)},
          {"min_order_amount", min_order},
          {"limit_usage", v.limit_usage},
          {"limit_one_per_customer", v.limit_one_per_customer > 0},
          {"enabled", v.status == "published"},
          {"used", v.used},
          {"version", a.version},
          {"created_at", a.created_at},
          {"error", nullptr}};
}

json::object staff_settings_json(const std::map<std::string, std::string>& stored,
                                 const std::vector<std::string>& overridden) {
  auto text = [&](const char* key) { return json::value(setting(stored, key).value_or("")); };
  const auto slots =
      domain::slot_settings(setting(stored, "timeslot_pre_gap"), setting(stored, "timeslot_days_to_show"));
  json::array forced;
  for (const auto& key : overridden) forced.emplace_back(key);
  return {{"currency", setting(stored, "currency").value_or("RS")},
          {"min_order_amount", money_setting(stored, "min_order_amount")},
          {"max_order_amount", money_setting(stored, "max_order_amount")},
          {"delivery_charges", money_setting(stored, "delivery_charges")},
          {"max_live_orders_per_customer",
           domain::max_live_orders_setting(setting(stored, "max_live_orders_per_customer"))},
          {"timeslot_pre_gap", slots.pre_gap_minutes},
          {"timeslot_days_to_show", slots.days_to_show},
          {"default_page_title", text("default_page_title")},
          {"about_label", text("about_label")},
          {"footer_text", text("footer_text")},
          {"support_phone", text("support_phone")},
          {"support_email", text("support_email")},
          {"confirm_first_orders", domain::confirm_first_orders_setting(setting(stored, "confirm_first_orders"))},
          {"suspend_app", setting(stored, "suspend_app").value_or("") == "true"},
          {"overridden", std::move(forced)},
          {"error", nullptr}};
}

json::object operations_error_json(std::string_view message, std::string_view field, std::string_view code) {
  const auto text = text_code(message, "");
  return {{"error", error_object(message, code.empty() ? std::string_view(text) : code, field)}};
}

json::object operations_warning(std::string_view message) { return error_object(message, "WARNING"); }

}  // namespace karyana::api
