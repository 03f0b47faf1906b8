// The staff API's mutations (issue 17): order changes through the fulfilment store's one
// transaction (rules in staff_order_changes.cpp), then the board's event; staff management
// (owner only) through the staff store. Order checks run in this order: the caller's role may
// call the operation (top-level error); a rider's order must be their own (ORDER_NOT_FOUND); a
// status move must be one the role may make (top-level ROLE_NOT_ALLOWED); the version must be
// current (ORDER_CHANGED); then the business rules.
#include <cmath>

#include <boost/json.hpp>

#include "api/accounts/session_revocation.hpp"
#include "api/api_context.hpp"
#include "api/json_args.hpp"
#include "api/message_codes.hpp"
#include "api/resolvers.hpp"
#include "api/staff/staff_events.hpp"
#include "api/staff/staff_guard.hpp"
#include "api/staff/staff_json.hpp"
#include "api/staff/staff_order_changes.hpp"
#include "auth/password.hpp"
#include "domain/account_rules.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;
using Op = domain::StaffOperation;

namespace {

constexpr const char* kStaffEmailTaken = "A staff account with this email already exists";
constexpr const char* kLastOwner = "The shop needs at least one owner";
constexpr const char* kStaffNotFound = "Staff member not found";

Services& services(const graphql::ResolveInfo& info) { return api_context(info).services; }
store::Stores& stores(const graphql::ResolveInfo& info) { return services(info).stores; }

bool bool_arg(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v && v->is_bool() && v->get_bool();
}

std::optional<double> number_arg(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (!v) return std::nullopt;
  if (v->is_double()) return v->get_double();
  if (v->is_int64()) return static_cast<double>(v->get_int64());
  if (v->is_uint64()) return static_cast<double>(v->get_uint64());
  return std::nullopt;
}

graphql::FieldError role_not_allowed() {
  return graphql::FieldError(kRoleNotAllowed, error_extensions(kRoleNotAllowed, "FORBIDDEN"));
}

using Decide = std::function<store::ChangeDecision(const store::StaffOrderRecord&)>;
using Check = std::function<void(const store::StaffOrderRecord&)>;

// Runs one order change for `caller` and answers the StaffOrder (or its refusal).
json::value change(const graphql::ResolveInfo& info, const StaffCaller& caller, const Decide& decide,
                   const Check& check = {}) {
  const auto serial = text_arg(info.args, "serial");
  const auto version = int_arg(info.args, "version", -1);
  const bool rider = caller.role == domain::StaffRole::Rider;
  auto result = stores(info).fulfilment().change_order(
      serial, version, caller.user_id,
      [&](const store::StaffOrderRecord& o) {
        if (rider && o.rider_id != caller.user_id) return false;
        if (check) check(o);  // may throw the role's top-level refusal (nothing is written)
        return true;
      },
      decide);
  using Outcome = store::ChangeResult::Outcome;
  switch (result.outcome) {
    case Outcome::not_found:
      return staff_error_json(kOrderNotFound);
    case Outcome::stale:
      return staff_error_json(kOrderChanged, "CONFLICT");
    case Outcome::refused:
      return staff_error_json(result.refusal);
    case Outcome::changed:
      break;
  }
  const auto& o = *result.order;
  publish_staff_order_event(services(info), "UPDATED", o.order.serial, o.order.status, o.version, o.order.slot_date);
  return staff_order_json(o, caller.role);
}

json::value set_order_status(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::SetOrderStatus);
  const auto status_text = text_arg(info.args, "status");
  const auto to = domain::parse_order_status(status_text);
  const auto note = domain::trim(text_arg(info.args, "note"));
  return change(
      info, caller,
      [&](const store::StaffOrderRecord& o) {
        if (!to) return store::ChangeDecision{std::nullopt, status_not_allowed(o.order.status, status_text)};
        return set_status_change(o, *to, note);
      },
      [&](const store::StaffOrderRecord& o) {
        const auto from = domain::parse_order_status(o.order.status);
        if (to && from && domain::can_transition(*from, *to) && !domain::role_may_move(caller.role, *from, *to))
          throw role_not_allowed();
      });
}

json::value record_picking(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::RecordPicking);
  std::vector<PickLine> lines;
  if (const auto* l = info.args.if_contains("lines"); l && l->is_array())
    for (const auto& x : l->get_array()) {
      if (!x.is_object()) continue;
      const auto& o = x.get_object();
      lines.push_back({text_arg(o, "product_id"), int_arg(o, "pickedQty", 0), bool_arg(o, "notFound")});
    }
  return change(info, caller, [&](const store::StaffOrderRecord& o) { return record_picking_change(o, lines); });
}

json::value assign_rider(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::AssignRider);
  auto rider = stores(info).staff().find(text_arg(info.args, "rider_id"));
  const bool usable = rider && rider->role == "rider" && !rider->disabled_at;
  return change(info, caller, [&](const store::StaffOrderRecord& o) {
    if (!usable) return store::ChangeDecision{std::nullopt, kRiderNotFound};
    return assign_rider_change(o, *rider);
  });
}

json::value mark_delivered(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::MarkDelivered);
  const auto cash = number_arg(info.args, "cash_collected").value_or(-1);
  const auto paisa = static_cast<std::int64_t>(std::llround(cash * 100));
  return change(info, caller, [&](const store::StaffOrderRecord& o) { return mark_delivered_change(o, paisa); });
}

json::value cancel_order(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::CancelOrder);
  const auto reason = text_arg(info.args, "reason");
  const bool decline = bool_arg(info.args, "decline");
  return change(info, caller, [&](const store::StaffOrderRecord& o) { return cancel_change(o, reason, decline); });
}

json::value add_member(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::AddMember);
  const auto* input = info.args.if_contains("input");
  if (!input || !input->is_object()) return staff_error_json(domain::kRequired);
  const auto& in = input->get_object();
  domain::NewStaffForm form{domain::trim(text_arg(in, "email")), domain::trim(text_arg(in, "name")),
                            domain::trim(text_arg(in, "role")), text_arg(in, "password")};
  if (auto v = domain::check_new_staff_member(form)) return staff_error_json(v->message);
  store::NewStaffMember member;
  member.email = form.email;
  member.fname = form.name;
  member.role = form.role;
  if (auto phone = domain::trim(text_arg(in, "phone")); !phone.empty()) member.phone = phone;
  if (stores(info).accounts().user_by_email(form.email)) return staff_error_json(kStaffEmailTaken);
  member.password_hash = auth::hash_password(form.password);
  auto added = stores(info).staff().add_member(member, caller.user_id);
  if (!added) return staff_error_json(kStaffEmailTaken);
  return staff_member_json(*added);
}

json::value member_change(const store::StaffChangeResult& result) {
  switch (result.outcome) {
    case store::StaffChangeOutcome::not_found:
      return staff_error_json(kStaffNotFound);
    case store::StaffChangeOutcome::last_owner:
      return staff_error_json(kLastOwner);
    case store::StaffChangeOutcome::changed:
    case store::StaffChangeOutcome::unchanged:
      break;
  }
  return staff_member_json(*result.member);
}

json::value set_role(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::SetRole);
  const auto role = text_arg(info.args, "role");
  if (!domain::parse_staff_role(role)) return staff_error_json(domain::kInvalidRole);
  return member_change(stores(info).staff().set_role(caller.user_id, text_arg(info.args, "user_id"), role));
}

json::value set_disabled(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::SetDisabled);
  const auto user_id = text_arg(info.args, "user_id");
  const bool disabled = bool_arg(info.args, "disabled");
  auto result = stores(info).staff().set_disabled(caller.user_id, user_id, disabled);
  // Their sessions and open sockets end at once (the bus closes the sockets).
  if (result.outcome == store::StaffChangeOutcome::changed && disabled)
    end_all_sessions(services(info), user_id, "staff-disabled");
  return member_change(result);
}

}  // namespace

void add_staff_mutation_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Mutation.staffSetOrderStatus", set_order_status);
  resolvers.add("Mutation.staffRecordPicking", record_picking);
  resolvers.add("Mutation.staffAssignRider", assign_rider);
  resolvers.add("Mutation.staffMarkDelivered", mark_delivered);
  resolvers.add("Mutation.staffCancelOrder", cancel_order);
  resolvers.add_costly("Mutation.staffAddMember", add_member);  // Argon2id: on the work pool
  resolvers.add("Mutation.staffSetRole", set_role);
  resolvers.add("Mutation.staffSetDisabled", set_disabled);
  // The board's live feed: owner, manager, picker. Each event checks the caller again, so a
  // member re-roled meanwhile stops receiving (a disabled one's socket is closed outright).
  resolvers.add_subscription("staffOrderUpdated", [](const graphql::ResolveInfo& info) {
    require_staff(info, Op::OrderUpdates);
    return graphql::SubscriptionSource{topics::kStaffOrders};
  });
  resolvers.add("Subscription.staffOrderUpdated", [](const graphql::ResolveInfo& info) -> json::value {
    require_staff(info, Op::OrderUpdates);
    return info.parent;
  });
}

}  // namespace karyana::api
