// The console's settings form (issue 18; shopping.md §9): which keys staff edit, of what kind, and
// the rules each value must keep. Values are stored as text in `settings`; money is rupees text,
// counts whole numbers, flags 'true' / 'false' (suspend_app, as the spec compares it) or '1' / '0'
// (confirm_first_orders, as migration 0011 writes it).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "domain/account_rules.hpp"

namespace karyana::domain {

enum class SettingKind { Money, Count, Days, Text, Email, Flag };

// Every key the console edits, suspend_app aside (it has its own confirmed switch).
const std::map<std::string, SettingKind, std::less<>>& editable_settings();

inline constexpr std::size_t kSettingTextMax = 500;
inline constexpr int kMaxDaysToShow = 14;

// The text to store for a value the console sent, or the broken rule (field = the key). The value
// arrives as JSON would give it: numbers as double, flags as bool, texts as string (trimmed here).
struct SettingValue {
  std::optional<double> number = std::nullopt;
  std::optional<bool> flag = std::nullopt;
  std::optional<std::string> text = std::nullopt;
};
struct SettingCheck {
  std::string stored;
  std::optional<Violation> violation;
};
SettingCheck check_setting(std::string_view key, SettingKind kind, const SettingValue& value);

// The rules between keys on the settings as they would be after the save (stored texts):
// max_order_amount is 0 (no limit) or at least min_order_amount.
std::optional<Violation> check_settings_together(const std::map<std::string, std::string>& after);

// suspend_app's confirmation: "SUSPEND" to turn it on, "RESUME" to turn it off (exact).
std::string_view maintenance_confirmation(bool on);

namespace settings_messages {
inline constexpr const char* kNotNumber = "Please enter a number of 0 or more";
inline constexpr const char* kNotWhole = "Please enter a whole number of 0 or more";
inline constexpr const char* kDaysInvalid = "Days to show must be from 1 to 14";
inline constexpr const char* kMaxBelowMin = "The maximum order must be 0 (no limit) or at least the minimum order";
// "Please type SUSPEND to confirm"
inline constexpr const char* kConfirmPrefix = "Please type ";
inline constexpr const char* kConfirmSuffix = " to confirm";
}  // namespace settings_messages

}  // namespace karyana::domain
