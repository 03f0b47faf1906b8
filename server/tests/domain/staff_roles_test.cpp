// Staff roles (issue 17): the whole role × operation table and every role × transition pair,
// against the contract's table written out here once more.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <utility>

#include "domain/staff_roles.hpp"

namespace karyana::domain {
namespace {

using Op = StaffOperation;
using R = StaffRole;
using S = OrderStatus;

TEST(StaffRoles, TextAndEnumMapOneToOne) {
  for (auto r : kStaffRoles) EXPECT_EQ(parse_staff_role(staff_role_text(r)), r);
  EXPECT_EQ(staff_role_text(R::Owner), "owner");
  EXPECT_EQ(staff_role_text(R::Manager), "manager");
  EXPECT_EQ(staff_role_text(R::Picker), "picker");
  EXPECT_EQ(staff_role_text(R::Rider), "rider");
  EXPECT_FALSE(parse_staff_role("Owner"));
  EXPECT_FALSE(parse_staff_role(""));
  EXPECT_FALSE(parse_staff_role("customer"));
  EXPECT_FALSE(parse_staff_role("admin"));
}

TEST(StaffRoles, TheOperationTable) {
  const std::set<Op> manager_not = {Op::AddMember, Op::SetRole, Op::SetDisabled, Op::AuditLog};
  const std::set<Op> picker = {
      Op::Me, Op::OrderBoard, Op::Order, Op::PickList, Op::RecordPicking, Op::SetOrderStatus, Op::OrderUpdates};
  const std::set<Op> rider = {Op::Me, Op::Deliveries, Op::Order, Op::SetOrderStatus, Op::MarkDelivered};
  for (auto op : kStaffOperations) {
    const int n = static_cast<int>(op);
    EXPECT_TRUE(role_may(R::Owner, op)) << n;
    EXPECT_EQ(role_may(R::Manager, op), !manager_not.contains(op)) << n;
    EXPECT_EQ(role_may(R::Picker, op), picker.contains(op)) << n;
    EXPECT_EQ(role_may(R::Rider, op), rider.contains(op)) << n;
  }
}

TEST(StaffRoles, EveryRoleAndTransition) {
  const std::set<std::pair<S, S>> picker = {
      {S::New, S::Picking}, {S::Picking, S::InReview}, {S::Picking, S::Pending}, {S::Pending, S::Picking}};
  const std::set<std::pair<S, S>> rider = {{S::ReadyToDispatch, S::Dispatched}};
  for (auto from : kOrderStatuses)
    for (auto to : kOrderStatuses) {
      const bool allowed = can_transition(from, to);
      const std::string what = std::string(order_status_text(from)) + "->" + std::string(order_status_text(to));
      EXPECT_EQ(role_may_move(R::Owner, from, to), allowed) << what;
      EXPECT_EQ(role_may_move(R::Manager, from, to), allowed) << what;
      EXPECT_EQ(role_may_move(R::Picker, from, to), allowed && picker.contains({from, to})) << what;
      EXPECT_EQ(role_may_move(R::Rider, from, to), allowed && rider.contains({from, to})) << what;
    }
  // Every listed picker and rider move is a real transition.
  for (const auto& [from, to] : picker) EXPECT_TRUE(can_transition(from, to));
  for (const auto& [from, to] : rider) EXPECT_TRUE(can_transition(from, to));
}

TEST(StaffRoles, NextStatusesFollowTheRole) {
  EXPECT_EQ(role_next_statuses(R::Owner, S::InReview), next_statuses(S::InReview));
  EXPECT_EQ(role_next_statuses(R::Picker, S::Picking), (std::vector<S>{S::InReview, S::Pending}));
  EXPECT_TRUE(role_next_statuses(R::Picker, S::InReview).empty());
  EXPECT_EQ(role_next_statuses(R::Rider, S::ReadyToDispatch), (std::vector<S>{S::Dispatched}));
  EXPECT_TRUE(role_next_statuses(R::Rider, S::Dispatched).empty());
  EXPECT_TRUE(role_next_statuses(R::Manager, S::Canceled).empty());
}

TEST(StaffRoles, WhoMayListWhom) {
  for (auto r : kStaffRoles) {
    EXPECT_TRUE(role_may_list(R::Owner, r));
    EXPECT_EQ(role_may_list(R::Manager, r), r == R::Rider);
    EXPECT_FALSE(role_may_list(R::Picker, r));
    EXPECT_FALSE(role_may_list(R::Rider, r));
  }
}

}  // namespace
}  // namespace karyana::domain
