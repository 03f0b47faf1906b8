// Discount vouchers (shopping.md §3, §9): whether a voucher applies to a customer's cart, and the
// discount in exact paisa. Everything here is pure; the store supplies the counts.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/calendar.hpp"
#include "domain/money.hpp"

namespace karyana::domain {

// How a voucher's discount is worked out: a fixed amount ('fix') or a percent of the sub total ('%').
enum class VoucherType { Fix, Percent };
// The text the store keeps and the API shows; nullopt for any other text (such a voucher is refused).
std::string_view voucher_type_text(VoucherType type);
std::optional<VoucherType> parse_voucher_type(std::string_view text);

// What a voucher requires of the cart; 'min_order_amount' is the one kind known.
enum class VoucherRequirementType { MinOrderAmount };
std::optional<VoucherRequirementType> parse_voucher_requirement_type(std::string_view text);

struct VoucherRequirement {
  std::optional<VoucherRequirementType> type;  // nullopt: a kind this server does not know (refused)
  std::string value;                           // rupees text for min_order_amount, e.g. "1000"
};

struct Voucher {
  bool published = false;                    // the stored status is 'published'
  std::optional<VoucherType> discount_type;  // nullopt: an unknown type (refused)
  Paisa discount_amount = 0;                 // for 'fix'
  double discount_percent = 0;               // for '%'
  std::int64_t limit_usage = 0;              // 0: unlimited
  std::int64_t used = 0;
  bool limit_one_per_customer = false;
  std::string activation_date, deactivation_date;  // ISO UTC instants; empty: no bound
  std::vector<VoucherRequirement> requirements;
};

struct VoucherUse {
  Paisa sub_total = 0;  // the cart's totalPrice
  Instant now{};
  std::int64_t customer_uses = 0;  // times this customer has used the voucher
  std::string currency = "RS";
};

// Why `voucher` (nullptr: no voucher has that code) does not apply, or nullopt when it does.
// Checked in this order: exists and published, active window, per-customer use, usage limit,
// empty cart, requirements. An unknown requirement type or discount type refuses the voucher.
std::optional<std::string> voucher_refusal(const Voucher* voucher, const VoucherUse& use);

// The discount on `sub_total`: 'fix' is the amount, '%' that percent of the sub total rounded half
// away from zero to the paisa; never negative and never more than the sub total.
Paisa voucher_discount(const Voucher& voucher, Paisa sub_total);

// What the API shows as discount_value: rupees for 'fix', the percent for '%'.
double voucher_display_value(const Voucher& voucher);

namespace voucher_messages {
inline constexpr const char* kInvalid = "Invalid voucher code";
inline constexpr const char* kNotActive = "This voucher is not active yet";
inline constexpr const char* kExpired = "This voucher has expired";
inline constexpr const char* kAlreadyUsedByYou = "You have already used this voucher";
inline constexpr const char* kUsedUp = "This voucher has already been used";
inline constexpr const char* kEmptyCart = "Your cart is empty";
inline constexpr const char* kNotApplicable = "This voucher cannot be applied to your order";
// "Minimum order amount for this voucher is RS 1000"
inline constexpr const char* kMinOrderPrefix = "Minimum order amount for this voucher is ";
inline constexpr const char* kApplied = "Voucher applied successfully";
}  // namespace voucher_messages

}  // namespace karyana::domain
