// Order totals (shopping.md §9), the minimum order, payment method and line refusals.
#include <gtest/gtest.h>

#include "domain/checkout_rules.hpp"

namespace karyana::domain {
namespace {

TEST(CheckoutRules, GrandTotalIsSubTotalMinusDiscountPlusDeliveryPlusTax) {
  // Sub total 333.33, tax 17.50, delivery 100, 10 % voucher = 33.33.
  auto t = order_totals(33333, 1750, 10000, 2000, 3333);
  EXPECT_EQ(t.grand_total, 33333 - 3333 + 10000 + 1750);
  EXPECT_EQ(t.savings, 2000);
  EXPECT_EQ(t.discount, 3333);
  // Savings not below the sub total do not count; a discount never exceeds the sub total.
  auto odd = order_totals(1000, 0, 10000, 1000, 5000);
  EXPECT_EQ(odd.savings, 0);
  EXPECT_EQ(odd.discount, 1000);
  EXPECT_EQ(odd.grand_total, 10000);
}

TEST(CheckoutRules, MinimumOrderAgainstTheCartGrandTotal) {
  EXPECT_EQ(min_order_refusal(49999, 50000, "RS"), "Minimum order limit is RS 500");
  EXPECT_EQ(min_order_refusal(50000, 50000, "RS"), std::nullopt);
  EXPECT_EQ(min_order_refusal(0, 0, "RS"), std::nullopt);
}

TEST(CheckoutRules, MaximumOrderAgainstTheCartGrandTotal) {
  EXPECT_EQ(max_order_refusal(5000001, 5000000, "RS"), "Maximum order limit is RS 50000");
  EXPECT_EQ(max_order_refusal(5000000, 5000000, "RS"), std::nullopt);
  EXPECT_EQ(max_order_refusal(99999999, 0, "RS"), std::nullopt);  // 0: no maximum
}

TEST(CheckoutRules, LiveOrdersLimitRefusesAtTheLimit) {
  EXPECT_EQ(live_orders_refusal(0, 3), std::nullopt);
  EXPECT_EQ(live_orders_refusal(2, 3), std::nullopt);
  EXPECT_EQ(live_orders_refusal(3, 3),
            "You already have 3 orders on the way. Please wait for one to be delivered before placing another.");
  // Lowered below what the customer already holds: the message names what they hold.
  EXPECT_EQ(live_orders_refusal(5, 2),
            "You already have 5 orders on the way. Please wait for one to be delivered before placing another.");
  EXPECT_EQ(live_orders_refusal(1, 1),
            "You already have 1 order on the way. Please wait for one to be delivered before placing another.");
  EXPECT_EQ(live_orders_refusal(500, 0), std::nullopt);  // 0: no limit
}

TEST(CheckoutRules, LiveOrdersSettingDefaultsToThree) {
  EXPECT_EQ(kDefaultMaxLiveOrders, 3);
  EXPECT_EQ(max_live_orders_setting(std::nullopt), 3);
  EXPECT_EQ(max_live_orders_setting("5"), 5);
  EXPECT_EQ(max_live_orders_setting(" 1 "), 1);
  EXPECT_EQ(max_live_orders_setting("0"), 0);
  for (auto bad : {"", "-1", "three", "2.5", "4x"}) EXPECT_EQ(max_live_orders_setting(bad), 3) << bad;
}

TEST(CheckoutRules, TheOrderSmsNamesSerialSlotAndCash) {
  EXPECT_EQ(order_placed_sms("100001", "24-11-2026", "09:00", "12:00", "RS", 82900),
            "Karyana: your order #100001 is placed. Delivery on 24-11-2026, 09:00-12:00. Please keep RS 829 ready "
            "(cash on delivery).");
  EXPECT_EQ(order_placed_sms("7", "01-12-2026", "18:00", "21:00", "RS", 123450),
            "Karyana: your order #7 is placed. Delivery on 01-12-2026, 18:00-21:00. Please keep RS 1234.50 ready "
            "(cash on delivery).");
}

TEST(CheckoutRules, CashOnDeliveryOnly) {
  EXPECT_TRUE(payment_method_accepted("COD"));
  EXPECT_TRUE(payment_method_accepted(""));
  EXPECT_FALSE(payment_method_accepted("card"));
  EXPECT_FALSE(payment_method_accepted("cod"));
}

TEST(CheckoutRules, LineRefusals) {
  EXPECT_EQ(line_refusal({true, true, true, 2, 5, 0}), std::nullopt);
  EXPECT_EQ(line_refusal({true, true, true, 5, 5, 5}), std::nullopt);  // limits reached exactly
  EXPECT_EQ(line_refusal({false, true, true, 1, 5, 0}), CartRefusal::ProductNotFound);
  EXPECT_EQ(line_refusal({true, false, true, 1, 5, 0}), CartRefusal::Unavailable);
  EXPECT_EQ(line_refusal({true, true, false, 1, 5, 0}), CartRefusal::CategoryUnavailable);
  EXPECT_EQ(line_refusal({true, true, true, 1, 0, 0}), CartRefusal::SoldOut);
  EXPECT_EQ(line_refusal({true, true, true, 6, 5, 0}), CartRefusal::LowStock);
  EXPECT_EQ(line_refusal({true, true, true, 4, 5, 3}), CartRefusal::MaxLimit);
  EXPECT_EQ(cart_refusal_message(CartRefusal::ProductNotFound), "Product Not Found!");
  EXPECT_EQ(cart_refusal_message(CartRefusal::Unavailable), "Product Unavailable");
  EXPECT_EQ(cart_refusal_message(CartRefusal::CategoryUnavailable), "Product Category Unavailable");
  EXPECT_EQ(cart_refusal_message(CartRefusal::SoldOut), "Sold Out");
  EXPECT_EQ(cart_refusal_message(CartRefusal::LowStock), "Low Stock");
  EXPECT_EQ(cart_refusal_message(CartRefusal::MaxLimit), "Sorry, you have reached maximum purchase limit of this item");
}

}  // namespace
}  // namespace karyana::domain
