// The rules of staff order changes (api/staff/staff_order_changes, issue 17) on plain records:
// which moves are refused and why, what ready-to-dispatch fixes and gives back, what a cancel
// gives back, and the customer's SMS texts.
#include <gtest/gtest.h>

#include "api/staff/staff_order_changes.hpp"

namespace karyana::api {
namespace {

using domain::OrderStatus;

store::StaffOrderRecord order(const std::string& status) {
  store::StaffOrderRecord o;
  o.order.serial = "100007";
  o.order.status = status;
  o.order.customer = R"({"fname":"Ali","phone":"03001234567"})";
  store::OrderItemRecord rice;
  rice.product_id = "rice";
  rice.qty = 3;
  store::OrderItemRecord tea;
  tea.product_id = "tea";
  tea.qty = 2;
  o.order.items = {rice, tea};
  return o;
}

TEST(StaffOrderChanges, RefusesAMoveTheTransitionsDoNotHave) {
  auto d = set_status_change(order("new"), OrderStatus::Delivered, "");
  EXPECT_FALSE(d.change);
  EXPECT_EQ(d.refusal, "An order cannot move from new to delivered");
}

TEST(StaffOrderChanges, InReviewAndReadyNeedEveryLineRecorded) {
  auto o = order("picking");
  o.order.pickup_data = {{"rice", 3, 0}};
  EXPECT_EQ(set_status_change(o, OrderStatus::InReview, "").refusal, kPickingIncomplete);
  o.order.pickup_data.push_back({"tea", 0, 1});
  EXPECT_TRUE(set_status_change(o, OrderStatus::InReview, "").change);
}

TEST(StaffOrderChanges, ReadyToDispatchFixesDeliverableQuantitiesAndGivesTheRestBack) {
  auto o = order("in-review");
  o.order.pickup_data = {{"rice", 2, 0}, {"tea", 0, 1}};
  auto d = set_status_change(o, OrderStatus::ReadyToDispatch, "");
  ASSERT_TRUE(d.change);
  ASSERT_EQ(d.change->deliverable.size(), 2u);
  EXPECT_EQ(d.change->deliverable[0].qty, 2);
  EXPECT_FALSE(d.change->deliverable[0].delivery_status);
  EXPECT_EQ(d.change->deliverable[1].qty, 0);
  EXPECT_EQ(d.change->deliverable[1].delivery_status, "canceled");
  using Back = std::vector<std::pair<std::string, std::int64_t>>;
  EXPECT_EQ(d.change->stock_back, (Back{{"rice", 1}, {"tea", 2}}));
  EXPECT_EQ(d.change->status_note, "Status Updated to ready-to-dispatch");
  EXPECT_TRUE(d.change->messages.empty());
}

TEST(StaffOrderChanges, DispatchAndDeliveryTextTheCustomer) {
  auto d = set_status_change(order("ready-to-dispatch"), OrderStatus::Dispatched, "");
  ASSERT_TRUE(d.change);
  ASSERT_EQ(d.change->messages.size(), 1u);
  EXPECT_EQ(d.change->messages[0].to, "03001234567");
  EXPECT_EQ(d.change->messages[0].body, "Your Karyana order 100007 is on its way.");
  EXPECT_TRUE(d.change->set_dispatched_at);
  auto done = mark_delivered_change(order("dispatched"), 123450);
  ASSERT_TRUE(done.change);
  EXPECT_EQ(done.change->cash_collected, 123450);
  EXPECT_EQ(done.change->payment_status, "paid");
  auto priced = order("dispatched");
  priced.order.items[0].price = 10000;  // 3 × Rs 100
  auto short_cash = mark_delivered_change(priced, 20000);
  ASSERT_TRUE(short_cash.change);
  EXPECT_FALSE(short_cash.change->payment_status);  // Rs 200 of Rs 300: still pending
  EXPECT_EQ(mark_delivered_change(priced, 30000).change->payment_status, "paid");
  EXPECT_EQ(done.change->messages.at(0).body, "Your Karyana order 100007 was delivered. Thank you!");
  EXPECT_EQ(mark_delivered_change(order("dispatched"), -1).refusal, kBadAmount);
  EXPECT_EQ(mark_delivered_change(order("picking"), 0).refusal, "An order cannot move from picking to delivered");
}

TEST(StaffOrderChanges, ARefundReturnsTheCashCollectedElseTheTotal) {
  auto paid = order("delivered");
  paid.cash_collected = 25000;
  auto d = set_status_change(paid, OrderStatus::Refunded, "damaged");
  ASSERT_TRUE(d.change);
  EXPECT_EQ(d.change->refund_amount, 25000);
  EXPECT_EQ(d.change->payment_status, "refunded");
  EXPECT_TRUE(d.change->stock_back.empty());  // a refund after delivery returns no stock
  auto completed = order("completed");
  completed.order.items[0].price = 10000;  // 3 × Rs 100, nothing collected on record
  completed.order.items[0].deliverable_qty = 3;
  completed.order.items[1].deliverable_qty = 0;
  auto whole = set_status_change(completed, OrderStatus::Refunded, "");
  ASSERT_TRUE(whole.change);
  EXPECT_EQ(whole.change->refund_amount, 30000);
  EXPECT_FALSE(set_status_change(order("dispatched"), OrderStatus::Refunded, "").change);
}

TEST(StaffOrderChanges, ACancelNeedsAReasonAndGivesBackWhatTheOrderHolds) {
  EXPECT_EQ(cancel_change(order("new"), "  ", false).refusal, kReasonRequired);
  auto o = order("ready-to-dispatch");
  o.order.items[0].deliverable_qty = 2;
  o.order.items[1].deliverable_qty = 0;
  auto d = cancel_change(o, " Customer away ", false);
  ASSERT_TRUE(d.change);
  EXPECT_EQ(d.change->status, "canceled");
  EXPECT_EQ(d.change->cancel_reason, "Customer away");
  using Back = std::vector<std::pair<std::string, std::int64_t>>;
  EXPECT_EQ(d.change->stock_back, (Back{{"rice", 2}, {"tea", 0}}));
  EXPECT_TRUE(d.change->release_voucher);
  EXPECT_EQ(d.change->messages.at(0).body, "Your Karyana order 100007 was canceled: Customer away");
  // Declining is for orders not yet picked; a delivered order cannot be canceled.
  EXPECT_TRUE(cancel_change(order("new"), "Out of area", true).change);
  EXPECT_FALSE(cancel_change(order("picking"), "Out of area", true).change);
  EXPECT_FALSE(cancel_change(order("delivered"), "Late", false).change);
}

TEST(StaffOrderChanges, PickingIsRecordedOnlyWhilePicking) {
  EXPECT_EQ(record_picking_change(order("new"), {{"rice", 1, false}}).refusal, kPickingClosed);
  auto d = record_picking_change(order("picking"), {{"rice", 9, false}, {"tea", 1, true}, {"salt", 1, false}});
  ASSERT_TRUE(d.change);
  ASSERT_EQ(d.change->picking.size(), 2u);        // salt is not a line of the order
  EXPECT_EQ(d.change->picking[0].picked_qty, 3);  // at most the ordered quantity
  EXPECT_EQ(d.change->picking[1].picked_qty, 0);
  EXPECT_EQ(d.change->picking[1].not_found, 1);
}

TEST(StaffOrderChanges, ARiderIsAssignedWhenTheOrderIsReadyOrOnItsWay) {
  store::StaffRecord rider;
  rider.user_id = "r1";
  rider.fname = "Rider";
  EXPECT_EQ(assign_rider_change(order("picking"), rider).refusal, kRiderNotNow);
  auto d = assign_rider_change(order("ready-to-dispatch"), rider);
  ASSERT_TRUE(d.change);
  EXPECT_EQ(d.change->rider_id, "r1");
}

}  // namespace
}  // namespace karyana::api
