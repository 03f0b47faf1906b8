// The console's voucher form (issue 18): the code's shape, the discount, the window and the
// limits a voucher must keep before the store saves it. Applying a voucher at checkout is
// domain/voucher_rules; placed orders keep their own snapshot, so an edit never reaches them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "domain/account_rules.hpp"
#include "domain/money.hpp"

namespace karyana::domain {

inline constexpr std::size_t kVoucherCodeMin = 3;
inline constexpr std::size_t kVoucherCodeMax = 30;
inline constexpr std::size_t kVoucherTitleMax = 100;
inline constexpr std::size_t kVoucherDetailsMax = 1000;

// The code as stored: trimmed and upper-cased (letters, digits and dashes stay as they are).
std::string normalized_voucher_code(std::string_view code);

struct VoucherForm {
  std::string code;   // normalized
  std::string title;  // trimmed
  std::string details;
  std::string discount_type;                       // 'fix' | '%'
  double amount = 0;                               // rupees for 'fix', percent for '%'
  std::string activation_date, deactivation_date;  // ISO UTC instants or ""
  double min_order_amount = 0;                     // rupees; 0: none
  std::int64_t limit_usage = 0;                    // 0: unlimited
};

// The first broken rule, in the order code, title, details, type, amount, window, minimum order,
// usage limit; field names as StaffVoucherInput's.
std::optional<Violation> check_voucher_form(const VoucherForm& form);

// The amount in paisa for 'fix' (rounded to the paisa).
Paisa voucher_form_paisa(double rupees);

namespace voucher_form_messages {
inline constexpr const char* kCodeInvalid = "A code has 3 to 30 letters, digits or dashes";
inline constexpr const char* kCodeTaken = "Another voucher already uses this code";
inline constexpr const char* kTypeInvalid = "A discount is either fix or %";
inline constexpr const char* kAmountInvalid = "The discount must be more than 0";
inline constexpr const char* kPercentTooHigh = "A percent discount cannot be more than 100";
inline constexpr const char* kWindowInvalid = "The end must be after the start";
inline constexpr const char* kDateInvalid = "Dates are ISO instants, e.g. 2026-12-01T19:00:00.000Z";
inline constexpr const char* kChanged = "This voucher was changed by someone else. Reload it to see the change.";
inline constexpr const char* kNotFound = "Voucher not found";
}  // namespace voucher_form_messages

}  // namespace karyana::domain
