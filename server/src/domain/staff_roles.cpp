#include "domain/staff_roles.hpp"

#include <algorithm>

namespace karyana::domain {

namespace {

using Op = StaffOperation;
using S = OrderStatus;

bool listed(Op op, std::initializer_list<Op> ops) { return std::find(ops.begin(), ops.end(), op) != ops.end(); }

}  // namespace

std::string_view staff_role_text(StaffRole role) {
  switch (role) {
    case StaffRole::Owner:
      return "owner";
    case StaffRole::Manager:
      return "manager";
    case StaffRole::Picker:
      return "picker";
    case StaffRole::Rider:
      return "rider";
  }
  return "";
}

std::optional<StaffRole> parse_staff_role(std::string_view text) {
  for (auto r : kStaffRoles)
    if (staff_role_text(r) == text) return r;
  return std::nullopt;
}

bool role_may(StaffRole role, StaffOperation operation) {
  switch (role) {
    case StaffRole::Owner:
      return true;
    case StaffRole::Manager:
      return !listed(operation, {Op::AddMember, Op::SetRole, Op::SetDisabled, Op::AuditLog});
    case StaffRole::Picker:
      return listed(operation, {Op::Me, Op::OrderBoard, Op::Order, Op::PickList, Op::RecordPicking, Op::SetOrderStatus,
                                Op::OrderUpdates});
    case StaffRole::Rider:
      return listed(operation, {Op::Me, Op::Deliveries, Op::Order, Op::SetOrderStatus, Op::MarkDelivered});
  }
  return false;
}

bool role_may_move(StaffRole role, OrderStatus from, OrderStatus to) {
  if (!can_transition(from, to)) return false;
  switch (role) {
    case StaffRole::Owner:
    case StaffRole::Manager:
      return true;
    case StaffRole::Picker:
      return (from == S::New && to == S::Picking) || (from == S::Picking && to == S::InReview) ||
             (from == S::Picking && to == S::Pending) || (from == S::Pending && to == S::Picking);
    case StaffRole::Rider:
      return from == S::ReadyToDispatch && to == S::Dispatched;
  }
  return false;
}

std::vector<OrderStatus> role_next_statuses(StaffRole role, OrderStatus from) {
  std::vector<OrderStatus> out;
  for (auto to : next_statuses(from))
    if (role_may_move(role, from, to)) out.push_back(to);
  return out;
}

bool role_may_list(StaffRole role, StaffRole listed_role) {
  if (role == StaffRole::Owner) return true;
  return role == StaffRole::Manager && listed_role == StaffRole::Rider;
}

std::optional<Violation> check_new_staff_member(const NewStaffForm& form) {
  if (form.email.empty()) return Violation{"email", kRequired};
  if (!valid_email(form.email)) return Violation{"email", kInvalidEmail};
  if (form.name.empty()) return Violation{"name", kRequired};
  if (form.name.size() > kRegistrationNameMax) return Violation{"name", max_length_message(kRegistrationNameMax)};
  if (!parse_staff_role(form.role)) return Violation{"role", kInvalidRole};
  return check_password("password", form.password, kStaffPasswordMin);
}

}  // namespace karyana::domain
