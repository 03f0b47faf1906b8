#include "domain/voucher_rules.hpp"

#include <algorithm>

namespace karyana::domain {

std::string_view voucher_type_text(VoucherType type) { return type == VoucherType::Fix ? "fix" : "%"; }

std::optional<VoucherType> parse_voucher_type(std::string_view text) {
  if (text == "fix") return VoucherType::Fix;
  if (text == "%") return VoucherType::Percent;
  return std::nullopt;
}

std::optional<VoucherRequirementType> parse_voucher_requirement_type(std::string_view text) {
  if (text == "min_order_amount") return VoucherRequirementType::MinOrderAmount;
  return std::nullopt;
}

std::optional<std::string> voucher_refusal(const Voucher* voucher, const VoucherUse& use) {
  namespace m = voucher_messages;
  if (!voucher || !voucher->published) return m::kInvalid;
  // A malformed bound counts as closed: an admin typo must not open a voucher forever.
  if (!voucher->activation_date.empty()) {
    auto from = parse_iso_utc(voucher->activation_date);
    if (!from || use.now < *from) return m::kNotActive;
  }
  if (!voucher->deactivation_date.empty()) {
    auto until = parse_iso_utc(voucher->deactivation_date);
    if (!until || use.now > *until) return m::kExpired;
  }
  if (voucher->limit_one_per_customer && use.customer_uses > 0) return m::kAlreadyUsedByYou;
  if (voucher->limit_usage > 0 && voucher->used >= voucher->limit_usage) return m::kUsedUp;
  if (use.sub_total <= 0) return m::kEmptyCart;
  if (!voucher->discount_type) return m::kNotApplicable;
  for (const auto& r : voucher->requirements) {
    if (r.type != VoucherRequirementType::MinOrderAmount) return m::kNotApplicable;
    auto min = parse_rupees(r.value);
    if (!min) return m::kNotApplicable;
    if (use.sub_total < *min) return std::string(m::kMinOrderPrefix) + use.currency + " " + rupees_text(*min);
  }
  return std::nullopt;
}

Paisa voucher_discount(const Voucher& voucher, Paisa sub_total) {
  if (sub_total <= 0) return 0;
  Paisa d = 0;
  if (voucher.discount_type == VoucherType::Fix)
    d = voucher.discount_amount;
  else if (voucher.discount_type == VoucherType::Percent)
    d = percent_of(sub_total, voucher.discount_percent);
  return std::clamp<Paisa>(d, 0, sub_total);
}

double voucher_display_value(const Voucher& voucher) {
  if (voucher.discount_type == VoucherType::Fix) return static_cast<double>(voucher.discount_amount) / 100.0;
  return voucher.discount_percent;
}

}  // namespace karyana::domain
