#include "domain/settings_rules.hpp"

#include <cmath>

#include "domain/money.hpp"

namespace karyana::domain {

namespace {

constexpr double kLargestCount = 1e9;

std::string whole_text(double n) { return std::to_string(static_cast<std::int64_t>(n)); }

bool whole(double n) { return std::isfinite(n) && n >= 0 && n <= kLargestCount && std::floor(n) == n; }

}  // namespace

const std::map<std::string, SettingKind, std::less<>>& editable_settings() {
  static const std::map<std::string, SettingKind, std::less<>> keys = {
      {"currency", SettingKind::Text},
      {"min_order_amount", SettingKind::Money},
      {"max_order_amount", SettingKind::Money},
      {"delivery_charges", SettingKind::Money},
      {"max_live_orders_per_customer", SettingKind::Count},
      {"timeslot_pre_gap", SettingKind::Count},
      {"timeslot_days_to_show", SettingKind::Days},
      {"default_page_title", SettingKind::Text},
      {"about_label", SettingKind::Text},
      {"footer_text", SettingKind::Text},
      {"support_phone", SettingKind::Text},
      {"support_email", SettingKind::Email},
      {"confirm_first_orders", SettingKind::Flag},
  };
  return keys;
}

SettingCheck check_setting(std::string_view key, SettingKind kind, const SettingValue& value) {
  namespace m = settings_messages;
  const std::string field(key);
  auto refuse = [&](std::string message) { return SettingCheck{{}, Violation{field, std::move(message)}}; };
  switch (kind) {
    case SettingKind::Money: {
      const double n = value.number.value_or(-1);
      if (!std::isfinite(n) || n < 0 || n > kLargestCount) return refuse(m::kNotNumber);
      return {rupees_text(static_cast<Paisa>(std::llround(n * 100))), std::nullopt};
    }
    case SettingKind::Count:
      if (!whole(value.number.value_or(-1))) return refuse(m::kNotWhole);
      return {whole_text(*value.number), std::nullopt};
    case SettingKind::Days: {
      const double n = value.number.value_or(0);
      if (!whole(n) || n < 1 || n > kMaxDaysToShow) return refuse(m::kDaysInvalid);
      return {whole_text(n), std::nullopt};
    }
    case SettingKind::Flag:
      return {value.flag.value_or(false) ? "1" : "0", std::nullopt};
    case SettingKind::Email:
    case SettingKind::Text: {
      auto text = trim(value.text.value_or(""));
      // The currency label and page title show on every page: never empty. Contacts may be.
      const bool may_be_empty = key == "support_phone" || key == "support_email" || key == "footer_text";
      if (text.empty() && !may_be_empty) return refuse(kRequired);
      if (char_count(text) > kSettingTextMax) return refuse(max_length_message(kSettingTextMax));
      if (kind == SettingKind::Email && !text.empty() && !valid_email(text)) return refuse(kInvalidEmail);
      return {std::move(text), std::nullopt};
    }
  }
  return refuse(m::kNotNumber);
}

std::optional<Violation> check_settings_together(const std::map<std::string, std::string>& after) {
  auto money = [&](const char* key) -> Paisa {
    auto found = after.find(key);
    return found == after.end() ? 0 : parse_rupees(found->second).value_or(0);
  };
  const Paisa max = money("max_order_amount");
  if (max != 0 && max < money("min_order_amount"))
    return Violation{"max_order_amount", settings_messages::kMaxBelowMin};
  return std::nullopt;
}

std::string_view maintenance_confirmation(bool on) { return on ? "SUSPEND" : "RESUME"; }

}  // namespace karyana::domain
