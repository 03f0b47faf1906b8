// Exact money in the domain room: rupee texts, percent rounding and the message form of amounts.
#include <gtest/gtest.h>

#include "domain/money.hpp"

namespace karyana::domain {
namespace {

TEST(DomainMoney, ParsesRupeesAndRoundsPercentHalfAwayFromZero) {
  EXPECT_EQ(parse_rupees("1000"), 100000);
  EXPECT_EQ(parse_rupees("12.345"), 1235);
  EXPECT_EQ(parse_rupees("abc"), std::nullopt);
  EXPECT_EQ(percent_of(33333, 10), 3333);  // 10 % of 333.33 is 33.333 → 33.33
  EXPECT_EQ(percent_of(33335, 10), 3334);  // 33.3335 → 33.34 (half away from zero)
  EXPECT_EQ(percent_of(-33335, 10), -3334);
  EXPECT_EQ(unit_tax(25050, 17, "%"), 4259);
}

TEST(DomainMoney, RupeesTextDropsZeroPaisa) {
  EXPECT_EQ(rupees_text(100000), "1000");
  EXPECT_EQ(rupees_text(9950), "99.50");
  EXPECT_EQ(rupees_text(7), "0.07");
  EXPECT_EQ(rupees_text(0), "0");
  EXPECT_EQ(rupees_text(-150), "-1.50");
}

}  // namespace
}  // namespace karyana::domain
