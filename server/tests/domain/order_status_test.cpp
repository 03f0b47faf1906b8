// Order statuses (shopping.md §4): which ones are live, which allow Re-Order, the transitions,
// and the totals over ordered, picked or deliverable quantities.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "domain/order_status.hpp"

namespace karyana::domain {
namespace {

TEST(OrderStatus, KnowsTheThirteenStatusesOfTheSpec) {
  EXPECT_EQ(kOrderStatuses.size(), 13u);
  for (auto s : {"unconfirmed", "new", "picking", "pending", "collection", "canceled", "declined", "refunded",
                 "in-review", "ready-to-dispatch", "dispatched", "delivered", "completed"})
    EXPECT_TRUE(is_order_status(s)) << s;
  EXPECT_FALSE(is_order_status("cancelled"));
  EXPECT_FALSE(is_order_status(""));
  EXPECT_FALSE(is_order_status("success"));
}

TEST(OrderStatus, LiveStatusesHoldStockAndSlotPlaces) {
  for (auto s : kOrderStatuses) {
    const bool released = s == "canceled" || s == "declined" || s == "refunded";
    EXPECT_EQ(is_live_status(s), !released) << s;
  }
  EXPECT_FALSE(is_live_status("unknown"));
  EXPECT_STREQ(kNotLiveStatusesSql, "'canceled','declined','refunded'");
}

TEST(OrderStatus, AwaitingDeliveryIsLiveAndNotYetDelivered) {
  for (auto s : kOrderStatuses) {
    const bool settled = s == "delivered" || s == "completed" || !is_live_status(s);
    EXPECT_EQ(is_awaiting_delivery(s), !settled) << s;
  }
  // Not yet confirmed by the store, or waiting on the customer or stock: still on the way.
  EXPECT_TRUE(is_awaiting_delivery("unconfirmed"));
  EXPECT_TRUE(is_awaiting_delivery("pending"));
  EXPECT_TRUE(is_awaiting_delivery("collection"));
  EXPECT_FALSE(is_awaiting_delivery("unknown"));
  EXPECT_STREQ(kNotAwaitingDeliveryStatusesSql, "'delivered','completed','canceled','declined','refunded'");
}

TEST(OrderStatus, ReorderIsDisabledExactlyForTheSpecsStatuses) {
  const std::set<std::string> disabled = {"refunded", "declined", "canceled", "delivered", "completed"};
  for (auto s : kOrderStatuses) EXPECT_EQ(allows_reorder(s), !disabled.count(std::string(s))) << s;
  EXPECT_FALSE(allows_reorder("bogus"));
}

TEST(OrderStatus, TransitionsFollowTheChosenStateMachine) {
  EXPECT_TRUE(can_transition("unconfirmed", "new"));
  EXPECT_TRUE(can_transition("new", "picking"));
  EXPECT_TRUE(can_transition("new", "canceled"));
  EXPECT_TRUE(can_transition("new", "declined"));
  EXPECT_TRUE(can_transition("picking", "in-review"));
  EXPECT_TRUE(can_transition("picking", "pending"));
  EXPECT_TRUE(can_transition("pending", "picking"));
  EXPECT_TRUE(can_transition("in-review", "ready-to-dispatch"));
  EXPECT_TRUE(can_transition("ready-to-dispatch", "dispatched"));
  EXPECT_TRUE(can_transition("ready-to-dispatch", "collection"));
  EXPECT_TRUE(can_transition("dispatched", "delivered"));
  EXPECT_TRUE(can_transition("collection", "delivered"));
  EXPECT_TRUE(can_transition("delivered", "completed"));
  EXPECT_TRUE(can_transition("completed", "refunded"));

  EXPECT_FALSE(can_transition("new", "delivered"));
  EXPECT_FALSE(can_transition("new", "new"));
  EXPECT_FALSE(can_transition("dispatched", "picking"));
  EXPECT_FALSE(can_transition("delivered", "canceled"));  // after delivery only a refund undoes it
  EXPECT_FALSE(can_transition("bogus", "new"));
  for (auto final_status : {"canceled", "declined", "refunded"}) EXPECT_TRUE(next_statuses(final_status).empty());
  // Every target is a known status, and every non-final status can move on.
  for (auto s : kOrderStatuses) {
    for (auto to : next_statuses(s)) EXPECT_TRUE(is_order_status(to)) << s << "→" << to;
    if (is_live_status(s)) EXPECT_FALSE(next_statuses(s).empty()) << s;
  }
  EXPECT_EQ(status_note_text("dispatched"), "Status Updated to dispatched");
}

TEST(OrderStatus, QuantityBasisFollowsTheStatus) {
  EXPECT_EQ(qty_basis("in-review"), QtyBasis::picked);
  for (auto s : {"ready-to-dispatch", "dispatched", "delivered", "completed"})
    EXPECT_EQ(qty_basis(s), QtyBasis::deliverable) << s;
  for (auto s : {"unconfirmed", "new", "picking", "pending", "collection", "canceled", "declined", "refunded"})
    EXPECT_EQ(qty_basis(s), QtyBasis::ordered) << s;

  OrderLineQty l{.qty = 5};
  EXPECT_EQ(counted_qty(l, QtyBasis::picked), 5);  // nothing picked yet: the ordered quantity
  l.picked_qty = 3;
  l.deliverable_qty = 2;
  EXPECT_EQ(counted_qty(l, QtyBasis::ordered), 5);
  EXPECT_EQ(counted_qty(l, QtyBasis::picked), 3);
  EXPECT_EQ(counted_qty(l, QtyBasis::deliverable), 2);
  l.deliverable_qty = 0;
  EXPECT_EQ(counted_qty(l, QtyBasis::deliverable), 0);
  l.deliverable_qty = -4;  // bad data never counts negative
  EXPECT_EQ(counted_qty(l, QtyBasis::deliverable), 0);
}

// Two lines: RS 100.00 ×4 (taxable 17 %: 17.00 a unit, was 120.00) and RS 33.33 ×3 (no tax).
std::vector<OrderLineQty> sample_lines() {
  return {
      {.price = 10000,
       .price_was = 12000,
       .unit_tax = 1700,
       .taxable = true,
       .qty = 4,
       .picked_qty = 3,
       .deliverable_qty = 2},
      {.price = 3333, .price_was = 0, .unit_tax = 0, .taxable = false, .qty = 3, .picked_qty = 1, .deliverable_qty = 3},
  };
}

TEST(OrderStatusTotals, OrderedQuantitiesWhileNew) {
  auto t = status_totals("new", sample_lines(), 10000, nullptr);
  EXPECT_EQ(t.sub_total, 40000 + 9999);
  EXPECT_EQ(t.tax, 6800);
  EXPECT_EQ(t.savings, 8000);
  EXPECT_EQ(t.discount, 0);
  EXPECT_EQ(t.delivery_charges, 10000);
  EXPECT_EQ(t.grand_total, 49999 + 6800 + 10000);
}

TEST(OrderStatusTotals, PickedQuantitiesInReviewWithAPercentVoucher) {
  Voucher v;
  v.discount_type = "%";
  v.discount_percent = 10;
  auto t = status_totals("in-review", sample_lines(), 10000, &v);
  EXPECT_EQ(t.sub_total, 30000 + 3333);
  EXPECT_EQ(t.tax, 3 * 1700);
  EXPECT_EQ(t.savings, 3 * 2000);
  EXPECT_EQ(t.discount, 3333);  // 10 % of 333.33 = 33.333 → 33.33
  EXPECT_EQ(t.grand_total, 33333 - 3333 + 10000 + 5100);
}

TEST(OrderStatusTotals, DeliverableQuantitiesOnceReadyAndAFixVoucherCappedAtTheSubTotal) {
  Voucher v;
  v.discount_type = "fix";
  v.discount_amount = 10000;
  auto t = status_totals("delivered", sample_lines(), 10000, &v);
  EXPECT_EQ(t.sub_total, 20000 + 9999);
  EXPECT_EQ(t.discount, 10000);

  std::vector<OrderLineQty> nothing = {{.price = 5000, .qty = 2, .deliverable_qty = 0}};
  t = status_totals("dispatched", nothing, 10000, &v);
  EXPECT_EQ(t.sub_total, 0);
  EXPECT_EQ(t.discount, 0);  // never more than the sub total
  EXPECT_EQ(t.grand_total, 10000);
}

TEST(OrderStatusTotals, SavingsCountOnlyBelowTheSubTotal) {
  // Was 500.00, now 1.00: the saving (499.00) is not below the sub total (1.00), so it is not shown.
  std::vector<OrderLineQty> lines = {{.price = 100, .price_was = 50000, .qty = 1}};
  EXPECT_EQ(status_totals("new", lines, 0, nullptr).savings, 0);
  lines[0].price_was = 150;
  EXPECT_EQ(status_totals("new", lines, 0, nullptr).savings, 50);
}

}  // namespace
}  // namespace karyana::domain
