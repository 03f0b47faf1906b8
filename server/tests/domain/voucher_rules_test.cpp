// Voucher refusals and discount arithmetic, including rounding and the cap at the sub total.
#include <gtest/gtest.h>

#include "domain/voucher_rules.hpp"

namespace karyana::domain {
namespace {

namespace m = voucher_messages;

Voucher welcome10() {
  Voucher v;
  v.published = true;
  v.discount_type = VoucherType::Percent;
  v.discount_percent = 10;
  v.limit_one_per_customer = true;
  v.activation_date = "2025-01-01T00:00:00.000Z";
  v.deactivation_date = "2030-12-31T18:59:59.000Z";
  return v;
}

Voucher flat100() {
  Voucher v;
  v.published = true;
  v.discount_type = VoucherType::Fix;
  v.discount_amount = 10000;
  v.limit_usage = 50;
  v.requirements = {{VoucherRequirementType::MinOrderAmount, "1000"}};
  return v;
}

VoucherUse use(Paisa sub_total, std::int64_t customer_uses = 0) {
  return VoucherUse{sub_total, *parse_iso_utc("2026-11-23T10:00:00Z"), customer_uses, "RS"};
}

TEST(VoucherRules, UnknownOrUnpublishedIsInvalid) {
  EXPECT_EQ(voucher_refusal(nullptr, use(50000)), m::kInvalid);
  auto v = welcome10();
  v.published = false;
  EXPECT_EQ(voucher_refusal(&v, use(50000)), m::kInvalid);
}

TEST(VoucherRules, ActiveWindow) {
  auto v = welcome10();
  EXPECT_EQ(voucher_refusal(&v, use(50000)), std::nullopt);
  v.activation_date = "2026-11-23T10:00:01.000Z";
  EXPECT_EQ(voucher_refusal(&v, use(50000)), m::kNotActive);
  v.activation_date = "2026-11-23T10:00:00.000Z";  // starts exactly now
  EXPECT_EQ(voucher_refusal(&v, use(50000)), std::nullopt);
  v.deactivation_date = "2026-11-23T09:59:59.000Z";
  EXPECT_EQ(voucher_refusal(&v, use(50000)), m::kExpired);
  v.deactivation_date = "not a date";
  EXPECT_EQ(voucher_refusal(&v, use(50000)), m::kExpired);
  v.deactivation_date.clear();
  v.activation_date.clear();
  EXPECT_EQ(voucher_refusal(&v, use(50000)), std::nullopt);
}

TEST(VoucherRules, OncePerCustomerAndUsageLimitReachedExactly) {
  auto w = welcome10();
  EXPECT_EQ(voucher_refusal(&w, use(50000, 1)), m::kAlreadyUsedByYou);
  w.limit_one_per_customer = false;
  EXPECT_EQ(voucher_refusal(&w, use(50000, 3)), std::nullopt);

  auto f = flat100();
  f.used = 49;
  EXPECT_EQ(voucher_refusal(&f, use(100000)), std::nullopt);
  f.used = 50;
  EXPECT_EQ(voucher_refusal(&f, use(100000)), m::kUsedUp);
  f.limit_usage = 0;  // unlimited
  f.used = 100000;
  EXPECT_EQ(voucher_refusal(&f, use(100000)), std::nullopt);
}

TEST(VoucherRules, MinimumOrderAmountIsRupeesOfTheSubTotal) {
  auto f = flat100();
  EXPECT_EQ(voucher_refusal(&f, use(99999)), "Minimum order amount for this voucher is RS 1000");
  EXPECT_EQ(voucher_refusal(&f, use(100000)), std::nullopt);
  f.requirements = {{VoucherRequirementType::MinOrderAmount, "999.5"}};
  EXPECT_EQ(voucher_refusal(&f, use(99900)), "Minimum order amount for this voucher is RS 999.50");
  f.requirements = {{VoucherRequirementType::MinOrderAmount, "lots"}};
  EXPECT_EQ(voucher_refusal(&f, use(100000)), m::kNotApplicable);
  f.requirements = {{parse_voucher_requirement_type("first_order"), "1"}};
  EXPECT_EQ(voucher_refusal(&f, use(100000)), m::kNotApplicable);
}

TEST(VoucherRules, EmptyCartAndUnknownTypeAreRefused) {
  auto w = welcome10();
  EXPECT_EQ(voucher_refusal(&w, use(0)), m::kEmptyCart);
  w.discount_type = parse_voucher_type("bogo");
  EXPECT_EQ(voucher_refusal(&w, use(50000)), m::kNotApplicable);
}

TEST(VoucherRules, TypesMapToTheStoredTexts) {
  EXPECT_EQ(parse_voucher_type("fix"), VoucherType::Fix);
  EXPECT_EQ(parse_voucher_type("%"), VoucherType::Percent);
  EXPECT_EQ(parse_voucher_type("Fix"), std::nullopt);
  EXPECT_EQ(parse_voucher_type(""), std::nullopt);
  EXPECT_EQ(voucher_type_text(VoucherType::Fix), "fix");
  EXPECT_EQ(voucher_type_text(VoucherType::Percent), "%");
  EXPECT_EQ(parse_voucher_requirement_type("min_order_amount"), VoucherRequirementType::MinOrderAmount);
  EXPECT_EQ(parse_voucher_requirement_type("first_order"), std::nullopt);
}

TEST(VoucherRules, DiscountArithmetic) {
  const auto w = welcome10();
  EXPECT_EQ(voucher_discount(w, 33333), 3333);  // 10 % of 333.33 = 33.333 → 33.33
  EXPECT_EQ(voucher_discount(w, 33335), 3334);  // 33.3335 → 33.34
  EXPECT_EQ(voucher_discount(w, 5), 1);         // 0.5 paisa rounds up
  EXPECT_EQ(voucher_discount(w, 4), 0);
  EXPECT_EQ(voucher_discount(w, 0), 0);
  auto f = flat100();
  EXPECT_EQ(voucher_discount(f, 150000), 10000);
  EXPECT_EQ(voucher_discount(f, 6000), 6000);  // never more than the sub total
  auto all = welcome10();
  all.discount_percent = 150;
  EXPECT_EQ(voucher_discount(all, 20000), 20000);
  f.discount_amount = -500;
  EXPECT_EQ(voucher_discount(f, 20000), 0);
  EXPECT_DOUBLE_EQ(voucher_display_value(flat100()), 100.0);
  EXPECT_DOUBLE_EQ(voucher_display_value(welcome10()), 10.0);
}

}  // namespace
}  // namespace karyana::domain
