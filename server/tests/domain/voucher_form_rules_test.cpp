// The console's voucher form rules: the code's shape, the discount by type, the window and limits.
#include <gtest/gtest.h>

#include "domain/voucher_form_rules.hpp"

namespace karyana::domain {
namespace {

namespace m = voucher_form_messages;

VoucherForm good() {
  VoucherForm f;
  f.code = "SAVE-10";
  f.title = "Save ten";
  f.discount_type = "%";
  f.amount = 10;
  return f;
}

std::optional<Violation> with(void (*change)(VoucherForm&)) {
  auto f = good();
  change(f);
  return check_voucher_form(f);
}

TEST(VoucherFormRules, Codes) {
  EXPECT_EQ(normalized_voucher_code("  save-10 "), "SAVE-10");
  EXPECT_FALSE(check_voucher_form(good()));
  EXPECT_EQ(with([](VoucherForm& f) { f.code = "AB"; })->message, m::kCodeInvalid);
  EXPECT_EQ(with([](VoucherForm& f) { f.code = "SAVE 10"; })->field, "code");
  EXPECT_EQ(with([](VoucherForm& f) { f.code = "SAVE_10"; })->field, "code");
  EXPECT_EQ(with([](VoucherForm& f) { f.code = std::string(31, 'A'); })->field, "code");
  EXPECT_FALSE(with([](VoucherForm& f) { f.code = std::string(30, 'A'); }));
}

TEST(VoucherFormRules, TitleAndType) {
  EXPECT_EQ(with([](VoucherForm& f) { f.title = ""; })->message, kRequired);
  EXPECT_EQ(with([](VoucherForm& f) { f.title = std::string(101, 't'); })->field, "title");
  EXPECT_EQ(with([](VoucherForm& f) { f.discount_type = "percent"; })->message, m::kTypeInvalid);
}

TEST(VoucherFormRules, Amounts) {
  EXPECT_EQ(with([](VoucherForm& f) { f.amount = 0; })->message, m::kAmountInvalid);
  EXPECT_EQ(with([](VoucherForm& f) { f.amount = -5; })->message, m::kAmountInvalid);
  EXPECT_EQ(with([](VoucherForm& f) { f.amount = 150; })->message, m::kPercentTooHigh);
  EXPECT_FALSE(with([](VoucherForm& f) { f.amount = 100; }));
  EXPECT_FALSE(with([](VoucherForm& f) {
    f.discount_type = "fix";
    f.amount = 150;
  }));
  EXPECT_EQ(with([](VoucherForm& f) {
              f.discount_type = "fix";
              f.amount = 0.001;
            })->message,
            m::kAmountInvalid);
  EXPECT_EQ(voucher_form_paisa(12.345), 1235);
}

TEST(VoucherFormRules, WindowAndLimits) {
  EXPECT_FALSE(with([](VoucherForm& f) {
    f.activation_date = "2026-12-01T00:00:00.000Z";
    f.deactivation_date = "2026-12-31T00:00:00.000Z";
  }));
  EXPECT_EQ(with([](VoucherForm& f) {
              f.activation_date = "2026-12-31T00:00:00.000Z";
              f.deactivation_date = "2026-12-01T00:00:00.000Z";
            })->message,
            m::kWindowInvalid);
  EXPECT_EQ(with([](VoucherForm& f) { f.activation_date = "tomorrow"; })->field, "activation_date");
  EXPECT_EQ(with([](VoucherForm& f) { f.min_order_amount = -1; })->field, "min_order_amount");
  EXPECT_EQ(with([](VoucherForm& f) { f.limit_usage = -1; })->field, "limit_usage");
}

}  // namespace
}  // namespace karyana::domain
