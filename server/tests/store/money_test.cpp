// Exact money: rupee texts to paisa and the half-away-from-zero rounding of rates and tax.
#include <gtest/gtest.h>

#include "store/money.hpp"

namespace karyana::store {
namespace {

TEST(Money, ParsesRupeeTextToPaisa) {
  EXPECT_EQ(parse_rupees("100"), 10000);
  EXPECT_EQ(parse_rupees(" 99.5 "), 9950);
  EXPECT_EQ(parse_rupees("0.07"), 7);
  EXPECT_EQ(parse_rupees(".5"), 50);
  EXPECT_EQ(parse_rupees("12.345"), 1235);  // third decimal rounds half up
  EXPECT_EQ(parse_rupees("12.344"), 1234);
  EXPECT_EQ(parse_rupees("0.999"), 100);
  EXPECT_EQ(parse_rupees(""), std::nullopt);
  EXPECT_EQ(parse_rupees("-5"), std::nullopt);
  EXPECT_EQ(parse_rupees("5 rupees"), std::nullopt);
  EXPECT_EQ(parse_rupees("."), std::nullopt);
}

TEST(Money, PercentRoundsHalfAwayFromZeroToThePaisa) {
  EXPECT_EQ(percent_of(25050, 17), 4259);  // 4258.5 rounds up
  EXPECT_EQ(percent_of(25049, 17), 4258);  // 4258.33
  EXPECT_EQ(percent_of(100, 0.5), 1);      // 0.5 rounds up
  EXPECT_EQ(percent_of(99, 0.5), 0);       // 0.495
  EXPECT_EQ(percent_of(-25050, 17), -4259);
  EXPECT_EQ(percent_of(1000, 17.5), 175);
  EXPECT_EQ(percent_of(1000, 0), 0);
  // A rate that is not exact in binary still gives the decimal answer.
  EXPECT_EQ(percent_of(10000, 0.1 + 0.2), 30);
}

TEST(Money, UnitTaxIsAPercentOrAFixedRupeeAmount) {
  EXPECT_EQ(unit_tax(25050, 17, "%"), 4259);
  EXPECT_EQ(unit_tax(25050, 2.5, "Rs"), 250);
  EXPECT_EQ(unit_tax(25050, 0, "%"), 0);
}

}  // namespace
}  // namespace karyana::store
