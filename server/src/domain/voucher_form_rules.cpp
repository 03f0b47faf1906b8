#include "domain/voucher_form_rules.hpp"

#include <cmath>

#include "domain/calendar.hpp"
#include "domain/settings_rules.hpp"
#include "domain/voucher_rules.hpp"

namespace karyana::domain {

namespace {

constexpr double kLargestAmount = 1e9;

bool number_at_least_zero(double n) { return std::isfinite(n) && n >= 0 && n <= kLargestAmount; }

}  // namespace

std::string normalized_voucher_code(std::string_view code) {
  auto out = trim(code);
  for (auto& c : out)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return out;
}

Paisa voucher_form_paisa(double rupees) { return static_cast<Paisa>(std::llround(rupees * 100)); }

std::optional<Violation> check_voucher_form(const VoucherForm& form) {
  namespace m = voucher_form_messages;
  const auto& code = form.code;
  if (code.size() < kVoucherCodeMin || code.size() > kVoucherCodeMax ||
      std::string_view(code).find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-") != std::string_view::npos)
    return Violation{"code", m::kCodeInvalid};
  if (form.title.empty()) return Violation{"title", kRequired};
  if (char_count(form.title) > kVoucherTitleMax) return Violation{"title", max_length_message(kVoucherTitleMax)};
  if (char_count(form.details) > kVoucherDetailsMax)
    return Violation{"details", max_length_message(kVoucherDetailsMax)};
  const auto type = parse_voucher_type(form.discount_type);
  if (!type) return Violation{"discount_type", m::kTypeInvalid};
  if (!std::isfinite(form.amount) || form.amount <= 0 || form.amount > kLargestAmount ||
      (*type == VoucherType::Fix && voucher_form_paisa(form.amount) <= 0))
    return Violation{"amount", m::kAmountInvalid};
  if (*type == VoucherType::Percent && form.amount > 100) return Violation{"amount", m::kPercentTooHigh};
  std::optional<Instant> start, end;
  if (!form.activation_date.empty() && !(start = parse_iso_utc(form.activation_date)))
    return Violation{"activation_date", m::kDateInvalid};
  if (!form.deactivation_date.empty() && !(end = parse_iso_utc(form.deactivation_date)))
    return Violation{"deactivation_date", m::kDateInvalid};
  if (start && end && *end <= *start) return Violation{"deactivation_date", m::kWindowInvalid};
  if (!number_at_least_zero(form.min_order_amount)) return Violation{"min_order_amount", settings_messages::kNotNumber};
  if (form.limit_usage < 0) return Violation{"limit_usage", settings_messages::kNotWhole};
  return std::nullopt;
}

}  // namespace karyana::domain
