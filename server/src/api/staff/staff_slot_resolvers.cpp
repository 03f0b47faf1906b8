// The console's weekly slot template (issue 18; contract in docs/api.md 'Staff: slots, settings,
// vouchers'): list, save (create or edit), open or close, and block or unblock a date. Checks run
// in this order: the caller's role (top-level error); the slot known and the version current; the
// form's rules (domain/slot_template_rules). Every change publishes deliverySlotsUpdated so open
// slot grids follow at once (the store front reads slots from the database on every request).
#include <boost/json.hpp>

#include "api/api.hpp"
#include "api/api_context.hpp"
#include "api/checkout/checkout_domain.hpp"
#include "api/checkout/checkout_json.hpp"
#include "api/json_args.hpp"
#include "api/resolvers.hpp"
#include "api/staff/staff_guard.hpp"
#include "api/staff/staff_operations_json.hpp"
#include "domain/slot_rules.hpp"
#include "domain/slot_template_rules.hpp"
#include "graphql/pubsub.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;
using Op = domain::StaffOperation;
namespace m = domain::slot_template_messages;

namespace {

store::OperationsAdminStore& admin(const graphql::ResolveInfo& info) {
  return api_context(info).services.stores.operations_admin();
}

// The grids put a CREATED or UPDATED slot in place and take a DELETED one out.
void publish_slot(const graphql::ResolveInfo& info, const char* mutation, const store::AdminSlot& slot) {
  api_context(info).services.pubsub.publish(topics::kDeliverySlots,
                                            json::object{{"mutation", mutation}, {"node", slot_json(slot.slot)}});
}

std::string count_message(std::int64_t count, const char* suffix) { return std::to_string(count) + suffix; }

std::optional<store::AdminSlot> find_slot(const graphql::ResolveInfo& info, const std::string& id) {
  for (auto& slot : admin(info).slots())
    if (slot.slot.id == id) return slot;
  return std::nullopt;
}

json::value slot_refusal(store::AdminSaveOutcome outcome, const std::string& field) {
  if (outcome == store::AdminSaveOutcome::stale) return operations_error_json(m::kChanged, "version", "CONFLICT");
  return operations_error_json(m::kNotFound, field);
}

json::value list_slots(const graphql::ResolveInfo& info) {
  require_staff(info, Op::Slots);
  json::array out;
  for (const auto& slot : admin(info).slots()) out.push_back(staff_slot_json(slot));
  return out;
}

json::value save_slot(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::SaveSlot);
  const auto* input = info.args.if_contains("input");
  if (!input || !input->is_object()) return operations_error_json(domain::kRequired);
  const auto& in = input->get_object();
  domain::SlotForm form{domain::trim(text_arg(in, "_id")), domain::trim(text_arg(in, "day")),
                        domain::trim(text_arg(in, "start_time")), domain::trim(text_arg(in, "end_time")),
                        int_arg(in, "max_order_limit", 0)};
  std::vector<domain::TemplateSlot> others;
  bool known = form.id.empty();
  for (const auto& a : admin(info).slots()) {
    known = known || a.slot.id == form.id;
    others.push_back({a.slot.id, a.slot.day, a.slot.start_time, a.slot.end_time});
  }
  if (!known) return operations_error_json(m::kNotFound, "_id");
  if (auto v = domain::check_slot_form(form, others)) return operations_error_json(v->message, v->field);
  store::SlotWrite write{form.id,
                         int_arg(in, "version", -1),
                         form.day,
                         *domain::slot_day_index(form.day),
                         form.start_time,
                         form.end_time,
                         domain::slot_time_range_utc(form.start_time, form.end_time, domain::kKarachiOffsetMinutes),
                         form.max_order_limit};
  auto result = admin(info).save_slot(caller.user_id, write);
  if (result.outcome == store::AdminSaveOutcome::taken)
    return operations_error_json(
        std::string(m::kOverlapsPrefix) + form.day + " " + form.start_time + m::kOverlapsSuffix, "start_time");
  if (result.outcome != store::AdminSaveOutcome::saved) return slot_refusal(result.outcome, "_id");
  auto out = staff_slot_json(*result.slot);
  if (!form.id.empty()) {
    // Allowed, but said: orders already booked above the new limit stay booked.
    const auto booked = admin(info).most_booked_from(form.id, domain::format_iso_utc(request_now(info)));
    if (booked > form.max_order_limit)
      out["warning"] = operations_warning(count_message(booked, m::kLimitBelowBookedSuffix));
  }
  if (result.slot->slot.status == "enabled") publish_slot(info, form.id.empty() ? "CREATED" : "UPDATED", *result.slot);
  return out;
}

json::value set_slot_enabled(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::SetSlotEnabled);
  const bool enabled =
      info.args.contains("enabled") && info.args.at("enabled").is_bool() && info.args.at("enabled").get_bool();
  auto result = admin(info).set_slot_enabled(caller.user_id, domain::trim(text_arg(info.args, "slot_id")),
                                             int_arg(info.args, "version", -1), enabled);
  if (result.outcome != store::AdminSaveOutcome::saved) return slot_refusal(result.outcome, "slot_id");
  publish_slot(info, enabled ? "CREATED" : "DELETED", *result.slot);
  return staff_slot_json(*result.slot);
}

// staffBlockDate and staffUnblockDate: one slot, or every slot of the date's weekday.
json::value change_blocked_date(const graphql::ResolveInfo& info, bool blocked) {
  const auto caller = require_staff(info, Op::BlockDate);
  const auto date = domain::parse_staff_date(domain::trim(text_arg(info.args, "date")));
  if (!date) return operations_error_json(m::kDateInvalid, "date");
  const auto slot_id = domain::trim(text_arg(info.args, "slot_id"));
  std::map<std::string, std::string> changes;
  if (!slot_id.empty()) {
    auto slot = find_slot(info, slot_id);
    if (!slot) return operations_error_json(m::kNotFound, "slot_id");
    if (slot->slot.day_index != domain::weekday(*date))
      return operations_error_json(domain::slot_messages::kWrongDay, "date");
    changes[slot_id] = domain::with_blocked_date(slot->slot.blocked_dates, *date, blocked);
  } else {
    for (const auto& a : admin(info).slots())
      if (a.slot.day_index == domain::weekday(*date))
        changes[a.slot.id] = domain::with_blocked_date(a.slot.blocked_dates, *date, blocked);
  }
  auto slots = admin(info).set_blocked_dates(caller.user_id, blocked ? "slot.block" : "slot.unblock", changes);
  json::object out{{"slots", json::array{}}, {"warning", nullptr}, {"error", nullptr}};
  std::vector<std::string> ids;
  for (const auto& slot : slots) {
    out["slots"].as_array().push_back(staff_slot_json(slot));
    ids.push_back(slot.slot.id);
    if (slot.slot.status == "enabled") publish_slot(info, "UPDATED", slot);
  }
  if (blocked) {
    // Allowed, but said: orders already booked on the date keep their booking.
    const auto booked = admin(info).booked_on(ids, domain::format_ddmmyyyy(*date));
    if (booked > 0) out["warning"] = operations_warning(count_message(booked, m::kDateHasOrdersSuffix));
  }
  return out;
}

}  // namespace

void add_staff_slot_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Query.staffSlots", list_slots);
  resolvers.add("Mutation.staffSaveSlot", save_slot);
  resolvers.add("Mutation.staffSetSlotEnabled", set_slot_enabled);
  resolvers.add("Mutation.staffBlockDate",
                [](const graphql::ResolveInfo& info) { return change_blocked_date(info, true); });
  resolvers.add("Mutation.staffUnblockDate",
                [](const graphql::ResolveInfo& info) { return change_blocked_date(info, false); });
}

}  // namespace karyana::api
