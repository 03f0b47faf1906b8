// The console's settings rules: each kind's check and stored text, the rule between the order
// limits, and the maintenance confirmation words.
#include <gtest/gtest.h>

#include "domain/settings_rules.hpp"

namespace karyana::domain {
namespace {

namespace m = settings_messages;

SettingCheck number(const char* key, double n) {
  return check_setting(key, editable_settings().at(key), {.number = n});
}
SettingCheck text(const char* key, const char* t) {
  return check_setting(key, editable_settings().at(key), {.text = std::string(t)});
}

TEST(SettingsRules, TheKeys) {
  const auto& keys = editable_settings();
  EXPECT_FALSE(keys.contains("suspend_app"));  // its own confirmed switch
  for (const char* key : {"currency", "min_order_amount", "max_order_amount", "delivery_charges", "timeslot_pre_gap",
                          "timeslot_days_to_show", "default_page_title", "footer_text", "support_phone",
                          "support_email", "confirm_first_orders"})
    EXPECT_TRUE(keys.contains(key)) << key;
}

TEST(SettingsRules, Money) {
  EXPECT_EQ(number("delivery_charges", 150.5).stored, "150.50");
  EXPECT_EQ(number("delivery_charges", 0).stored, "0");
  EXPECT_EQ(number("min_order_amount", -1).violation->message, m::kNotNumber);
  EXPECT_EQ(check_setting("min_order_amount", SettingKind::Money, {}).violation->field, "min_order_amount");
}

TEST(SettingsRules, CountsAndDays) {
  EXPECT_EQ(number("timeslot_pre_gap", 60).stored, "60");
  EXPECT_EQ(number("timeslot_pre_gap", 1.5).violation->message, m::kNotWhole);
  EXPECT_EQ(number("max_live_orders_per_customer", -1).violation->message, m::kNotWhole);
  EXPECT_EQ(number("timeslot_days_to_show", 14).stored, "14");
  EXPECT_EQ(number("timeslot_days_to_show", 1).stored, "1");
  EXPECT_EQ(number("timeslot_days_to_show", 15).violation->message, m::kDaysInvalid);
  EXPECT_EQ(number("timeslot_days_to_show", 0).violation->message, m::kDaysInvalid);
}

TEST(SettingsRules, TextsAndFlags) {
  EXPECT_EQ(text("currency", "  PKR ").stored, "PKR");
  EXPECT_EQ(text("currency", " ").violation->message, kRequired);
  EXPECT_EQ(text("support_phone", "").stored, "");
  EXPECT_EQ(text("support_email", "nope").violation->message, kInvalidEmail);
  EXPECT_EQ(text("footer_text", std::string(501, 'x').c_str()).violation->message, max_length_message(500));
  EXPECT_EQ(check_setting("confirm_first_orders", SettingKind::Flag, {.flag = false}).stored, "0");
  EXPECT_EQ(check_setting("confirm_first_orders", SettingKind::Flag, {.flag = true}).stored, "1");
}

TEST(SettingsRules, OrderLimitsTogether) {
  EXPECT_FALSE(check_settings_together({{"min_order_amount", "500"}, {"max_order_amount", "0"}}));
  EXPECT_FALSE(check_settings_together({{"min_order_amount", "500"}, {"max_order_amount", "500"}}));
  EXPECT_EQ(check_settings_together({{"min_order_amount", "500"}, {"max_order_amount", "100"}})->field,
            "max_order_amount");
}

TEST(SettingsRules, MaintenanceWords) {
  EXPECT_EQ(maintenance_confirmation(true), "SUSPEND");
  EXPECT_EQ(maintenance_confirmation(false), "RESUME");
}

}  // namespace
}  // namespace karyana::domain
