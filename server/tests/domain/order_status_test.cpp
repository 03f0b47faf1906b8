// Order statuses (shopping.md §4): which ones are live, which allow Re-Order, the transitions,
// and the totals over ordered, picked or deliverable quantities.
#include <gtest/gtest.h>

#include <optional>
#include <set>
#include <string>
#include <string_view>

#include "domain/order_status.hpp"

namespace karyana::domain {
namespace {

// The status a text names (the test's shorthand; an unknown text fails the test).
OrderStatus st(std::string_view text) {
  auto s = parse_order_status(text);
  EXPECT_TRUE(s.has_value()) << text;
  return s.value_or(OrderStatus::New);
}

std::string text(OrderStatus s) { return std::string(order_status_text(s)); }

TEST(OrderStatus, KnowsTheThirteenStatusesOfTheSpec) {
  EXPECT_EQ(kOrderStatuses.size(), 13u);
  for (auto s : {"unconfirmed", "new", "picking", "pending", "collection", "canceled", "declined", "refunded",
                 "in-review", "ready-to-dispatch", "dispatched", "delivered", "completed"})
    EXPECT_TRUE(is_order_status(s)) << s;
  EXPECT_FALSE(is_order_status("cancelled"));
  EXPECT_FALSE(is_order_status(""));
  EXPECT_FALSE(is_order_status("success"));
  EXPECT_FALSE(is_order_status("New"));
}

TEST(OrderStatus, TextAndEnumMapOneToOne) {
  std::set<std::string> texts;
  for (auto s : kOrderStatuses) {
    texts.insert(text(s));
    EXPECT_EQ(parse_order_status(order_status_text(s)), s) << text(s);
  }
  EXPECT_EQ(texts.size(), kOrderStatuses.size());
  EXPECT_EQ(order_status_text(OrderStatus::ReadyToDispatch), "ready-to-dispatch");
  EXPECT_EQ(order_status_text(OrderStatus::InReview), "in-review");
  EXPECT_EQ(parse_order_status("bogus"), std::nullopt);
}

TEST(OrderStatus, LiveStatusesHoldStockAndSlotPlaces) {
  for (auto s : kOrderStatuses) {
    const bool released = text(s) == "canceled" || text(s) == "declined" || text(s) == "refunded";
    EXPECT_EQ(is_live_status(s), !released) << text(s);
  }
  std::set<std::string> not_live;
  for (auto s : kNotLiveStatuses) not_live.insert(text(s));
  EXPECT_EQ(not_live, (std::set<std::string>{"canceled", "declined", "refunded"}));
}

TEST(OrderStatus, AwaitingDeliveryIsLiveAndNotYetDelivered) {
  for (auto s : kOrderStatuses) {
    const bool settled = text(s) == "delivered" || text(s) == "completed" || !is_live_status(s);
    EXPECT_EQ(is_awaiting_delivery(s), !settled) << text(s);
  }
  // Not yet confirmed by the store, or waiting on the customer or stock: still on the way.
  EXPECT_TRUE(is_awaiting_delivery(st("unconfirmed")));
  EXPECT_TRUE(is_awaiting_delivery(st("pending")));
  EXPECT_TRUE(is_awaiting_delivery(st("collection")));
  for (auto s : kNotAwaitingDeliveryStatuses) EXPECT_FALSE(is_awaiting_delivery(s)) << text(s);
}

TEST(OrderStatus, ReceivedStatusesAreTheOnesAfterDelivery) {
  std::set<std::string> received;
  for (auto s : kOrderStatuses)
    if (is_received_status(s)) received.insert(text(s));
  // Refunded follows only delivered or completed, so it too was taken by the customer.
  EXPECT_EQ(received, (std::set<std::string>{"delivered", "completed", "refunded"}));
  for (auto from : kOrderStatuses) {
    if (can_transition(from, OrderStatus::Refunded)) {
      EXPECT_TRUE(is_received_status(from)) << text(from);
    }
  }
}

TEST(OrderStatus, AFirstOrderStartsUnconfirmedWhenTheStoreConfirmsFirstOrders) {
  EXPECT_EQ(initial_order_status(true, false), OrderStatus::Unconfirmed);
  EXPECT_EQ(initial_order_status(true, true), OrderStatus::New);  // a proven customer
  EXPECT_EQ(initial_order_status(false, false), OrderStatus::New);
  EXPECT_EQ(initial_order_status(false, true), OrderStatus::New);
  // Staff confirm it (→ new) or turn it away; it cannot be picked before.
  EXPECT_TRUE(can_transition(OrderStatus::Unconfirmed, OrderStatus::New));
  EXPECT_TRUE(can_transition(OrderStatus::Unconfirmed, OrderStatus::Declined));
  EXPECT_FALSE(can_transition(OrderStatus::Unconfirmed, OrderStatus::Picking));
}

TEST(OrderStatus, ConfirmFirstOrdersIsOnUnlessTurnedOff) {
  EXPECT_TRUE(confirm_first_orders_setting(std::nullopt));
  EXPECT_TRUE(confirm_first_orders_setting("1"));
  EXPECT_TRUE(confirm_first_orders_setting("true"));
  EXPECT_FALSE(confirm_first_orders_setting("0"));
  EXPECT_FALSE(confirm_first_orders_setting("false"));
}

TEST(OrderStatus, ReorderIsDisabledExactlyForTheSpecsStatuses) {
  const std::set<std::string> disabled = {"refunded", "declined", "canceled", "delivered", "completed"};
  for (auto s : kOrderStatuses) EXPECT_EQ(allows_reorder(s), !disabled.count(text(s))) << text(s);
}

TEST(OrderStatus, TransitionsFollowTheChosenStateMachine) {
  auto can = [](std::string_view from, std::string_view to) { return can_transition(st(from), st(to)); };
  EXPECT_TRUE(can("unconfirmed", "new"));
  EXPECT_TRUE(can("new", "picking"));
  EXPECT_TRUE(can("new", "canceled"));
  EXPECT_TRUE(can("new", "declined"));
  EXPECT_TRUE(can("picking", "in-review"));
  EXPECT_TRUE(can("picking", "pending"));
  EXPECT_TRUE(can("pending", "picking"));
  EXPECT_TRUE(can("in-review", "ready-to-dispatch"));
  EXPECT_TRUE(can("ready-to-dispatch", "dispatched"));
  EXPECT_TRUE(can("ready-to-dispatch", "collection"));
  EXPECT_TRUE(can("dispatched", "delivered"));
  EXPECT_TRUE(can("collection", "delivered"));
  EXPECT_TRUE(can("delivered", "completed"));
  EXPECT_TRUE(can("completed", "refunded"));

  EXPECT_FALSE(can("new", "delivered"));
  EXPECT_FALSE(can("new", "new"));
  EXPECT_FALSE(can("dispatched", "picking"));
  EXPECT_FALSE(can("delivered", "canceled"));  // after delivery only a refund undoes it
  for (auto final_status : {"canceled", "declined", "refunded"}) EXPECT_TRUE(next_statuses(st(final_status)).empty());
  // Every non-final status can move on.
  for (auto s : kOrderStatuses) {
    if (is_live_status(s)) {
      EXPECT_FALSE(next_statuses(s).empty()) << text(s);
    }
  }
  EXPECT_EQ(status_note_text(OrderStatus::Dispatched), "Status Updated to dispatched");
  EXPECT_EQ(status_note_text("dispatched"), "Status Updated to dispatched");
}

TEST(OrderStatus, QuantityBasisFollowsTheStatus) {
  EXPECT_EQ(qty_basis(st("in-review")), QtyBasis::picked);
  for (auto s : {"ready-to-dispatch", "dispatched", "delivered", "completed"})
    EXPECT_EQ(qty_basis(st(s)), QtyBasis::deliverable) << s;
  for (auto s : {"unconfirmed", "new", "picking", "pending", "collection", "canceled", "declined", "refunded"})
    EXPECT_EQ(qty_basis(st(s)), QtyBasis::ordered) << s;

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
  auto t = status_totals(st("new"), sample_lines(), 10000, nullptr);
  EXPECT_EQ(t.sub_total, 40000 + 9999);
  EXPECT_EQ(t.tax, 6800);
  EXPECT_EQ(t.savings, 8000);
  EXPECT_EQ(t.discount, 0);
  EXPECT_EQ(t.delivery_charges, 10000);
  EXPECT_EQ(t.grand_total, 49999 + 6800 + 10000);
}

TEST(OrderStatusTotals, PickedQuantitiesInReviewWithAPercentVoucher) {
  Voucher v;
  v.discount_type = VoucherType::Percent;
  v.discount_percent = 10;
  auto t = status_totals(st("in-review"), sample_lines(), 10000, &v);
  EXPECT_EQ(t.sub_total, 30000 + 3333);
  EXPECT_EQ(t.tax, 3 * 1700);
  EXPECT_EQ(t.savings, 3 * 2000);
  EXPECT_EQ(t.discount, 3333);  // 10 % of 333.33 = 33.333 → 33.33
  EXPECT_EQ(t.grand_total, 33333 - 3333 + 10000 + 5100);
}

TEST(OrderStatusTotals, DeliverableQuantitiesOnceReadyAndAFixVoucherCappedAtTheSubTotal) {
  Voucher v;
  v.discount_type = VoucherType::Fix;
  v.discount_amount = 10000;
  auto t = status_totals(st("delivered"), sample_lines(), 10000, &v);
  EXPECT_EQ(t.sub_total, 20000 + 9999);
  EXPECT_EQ(t.discount, 10000);

  std::vector<OrderLineQty> nothing = {{.price = 5000, .qty = 2, .deliverable_qty = 0}};
  t = status_totals(st("dispatched"), nothing, 10000, &v);
  EXPECT_EQ(t.sub_total, 0);
  EXPECT_EQ(t.discount, 0);  // never more than the sub total
  EXPECT_EQ(t.grand_total, 10000);
}

TEST(OrderStatusTotals, SavingsCountOnlyBelowTheSubTotal) {
  // Was 500.00, now 1.00: the saving (499.00) is not below the sub total (1.00), so it is not shown.
  std::vector<OrderLineQty> lines = {{.price = 100, .price_was = 50000, .qty = 1}};
  EXPECT_EQ(status_totals(st("new"), lines, 0, nullptr).savings, 0);
  lines[0].price_was = 150;
  EXPECT_EQ(status_totals(st("new"), lines, 0, nullptr).savings, 50);
}

}  // namespace
}  // namespace karyana::domain
