#include "api/staff/staff_order_changes.hpp"

#include <algorithm>
#include <unordered_map>

#include <boost/json.hpp>

#include "api/staff/staff_json.hpp"
#include "domain/account_rules.hpp"

namespace karyana::api {

namespace json = boost::json;
using domain::OrderStatus;
using S = OrderStatus;

namespace {

store::ChangeDecision refuse(std::string message) { return {std::nullopt, std::move(message)}; }

std::string text(OrderStatus s) { return std::string(domain::order_status_text(s)); }

std::optional<OrderStatus> status_of(const store::StaffOrderRecord& o) {
  return domain::parse_order_status(o.order.status);
}

std::string json_text(const json::object& o) { return json::serialize(o); }

// An SMS to the order's customer (their phone in the order's snapshot); none without a phone.
void sms(store::OrderChange& change, const store::StaffOrderRecord& o, std::string body, const char* kind) {
  const auto phone = customer_name_phone(o.order.customer).phone;
  if (phone.empty()) return;
  change.messages.push_back({store::MessageChannel::sms, phone, "", std::move(body), kind});
}

// Every line recorded as picked or not found.
bool picking_complete(const store::OrderRecord& o) {
  std::unordered_map<std::string, bool> recorded;
  for (const auto& p : o.pickup_data) recorded[p.product_id] = true;
  return std::all_of(o.items.begin(), o.items.end(), [&](const auto& i) { return recorded.contains(i.product_id); });
}

store::OrderChange status_change(const store::StaffOrderRecord& o, OrderStatus to, const std::string& note) {
  store::OrderChange change;
  change.status = text(to);
  change.status_note = domain::status_note_text(to);
  json::object after{{"status", text(to)}};
  if (!note.empty()) after["note"] = note;
  change.audit = {"", "order.status", "", json_text({{"status", o.order.status}}), json_text(after)};
  return change;
}

// ready-to-dispatch fixes what goes out: the picked quantity (0 and 'canceled' for not-found
// lines); the rest of each line's stock comes back on sale.
void fix_deliverable(store::OrderChange& change, const store::OrderRecord& o) {
  std::unordered_map<std::string, const store::OrderPickup*> picked;
  for (const auto& p : o.pickup_data) picked[p.product_id] = &p;
  for (const auto& i : o.items) {
    const auto* p = picked.at(i.product_id);
    const bool not_found = p->not_found > 0;
    const std::int64_t qty = not_found ? 0 : std::clamp<std::int64_t>(p->picked_qty, 0, i.qty);
    change.deliverable.push_back(
        {i.product_id, qty, not_found ? std::optional<std::string>("canceled") : std::nullopt});
    const std::int64_t held = i.deliverable_qty.value_or(i.qty);
    if (held > qty) change.stock_back.emplace_back(i.product_id, held - qty);
  }
}

}  // namespace

std::string status_not_allowed(std::string_view from, std::string_view to) {
  return "An order cannot move from " + std::string(from) + " to " + std::string(to);
}

std::string dispatched_sms(const std::string& serial) { return "Your Karyana order " + serial + " is on its way."; }
std::string delivered_sms(const std::string& serial) {
  return "Your Karyana order " + serial + " was delivered. Thank you!";
}
std::string canceled_sms(const std::string& serial, const std::string& reason) {
  return "Your Karyana order " + serial + " was canceled: " + reason;
}

store::ChangeDecision set_status_change(const store::StaffOrderRecord& o, OrderStatus to, const std::string& note) {
  const auto from = status_of(o);
  if (!from || !domain::can_transition(*from, to)) return refuse(status_not_allowed(o.order.status, text(to)));
  if (to == S::Canceled || to == S::Declined) return cancel_change(o, note, to == S::Declined);
  auto change = status_change(o, to, note);
  switch (to) {
    case S::InReview:
      if (!picking_complete(o.order)) return refuse(kPickingIncomplete);
      break;
    case S::ReadyToDispatch:
      if (!picking_complete(o.order)) return refuse(kPickingIncomplete);
      fix_deliverable(change, o.order);
      break;
    case S::Dispatched:
      change.set_dispatched_at = true;
      sms(change, o, dispatched_sms(o.order.serial), "order_dispatched");
      break;
    case S::Delivered:
      change.set_delivered_at = true;
      sms(change, o, delivered_sms(o.order.serial), "order_delivered");
      break;
    case S::Refunded:
      // A whole refund: the cash the rider collected, else the total the customer was shown.
      change.refund_amount = o.cash_collected.value_or(staff_order_grand_total(o));
      change.payment_status = "refunded";
      break;
    default:
      break;
  }
  return {std::move(change), ""};
}

store::ChangeDecision record_picking_change(const store::StaffOrderRecord& o, const std::vector<PickLine>& lines) {
  if (status_of(o) != S::Picking) return refuse(kPickingClosed);
  std::unordered_map<std::string, std::int64_t> ordered;
  for (const auto& i : o.order.items) ordered[i.product_id] = i.qty;
  store::OrderChange change;
  json::array before, after;
  std::unordered_map<std::string, const store::OrderPickup*> was;
  for (const auto& p : o.order.pickup_data) was[p.product_id] = &p;
  for (const auto& l : lines) {
    auto it = ordered.find(l.product_id);
    if (it == ordered.end()) continue;  // not a line of this order
    const std::int64_t qty = l.not_found ? 0 : std::clamp<std::int64_t>(l.picked_qty, 0, it->second);
    change.picking.push_back({l.product_id, qty, l.not_found ? 1 : 0});
    if (auto w = was.find(l.product_id); w != was.end())
      before.push_back(json::object{
          {"product_id", l.product_id}, {"pickedQty", w->second->picked_qty}, {"notFound", w->second->not_found > 0}});
    after.push_back(json::object{{"product_id", l.product_id}, {"pickedQty", qty}, {"notFound", l.not_found}});
  }
  change.audit = {"", "order.picking", "", json_text({{"pickup_data", before}}), json_text({{"pickup_data", after}})};
  return {std::move(change), ""};
}

store::ChangeDecision assign_rider_change(const store::StaffOrderRecord& o, const store::StaffRecord& rider) {
  const auto s = status_of(o);
  if (s != S::ReadyToDispatch && s != S::Dispatched) return refuse(kRiderNotNow);
  store::OrderChange change;
  change.rider_id = rider.user_id;
  change.audit = {"", "order.rider", "", json_text({{"rider_id", o.rider_id ? json::value(*o.rider_id) : nullptr}}),
                  json_text({{"rider_id", rider.user_id}, {"rider_name", staff_name(rider)}})};
  return {std::move(change), ""};
}

store::ChangeDecision mark_delivered_change(const store::StaffOrderRecord& o, std::int64_t cash_paisa) {
  const auto s = status_of(o);
  if (s != S::Dispatched) return refuse(status_not_allowed(o.order.status, text(S::Delivered)));
  if (cash_paisa < 0) return refuse(kBadAmount);
  auto change = status_change(o, S::Delivered, "");
  change.audit.action = "order.delivered";
  change.audit.after = json_text({{"status", "delivered"}, {"cash_collected", static_cast<double>(cash_paisa) / 100}});
  change.cash_collected = cash_paisa;
  // Cash on delivery: paid once the cash covers the total (a shortfall stays 'pending' and shows on
  // the rider's cash sheet).
  if (cash_paisa >= staff_order_grand_total(o)) change.payment_status = "paid";
  change.set_delivered_at = true;
  sms(change, o, delivered_sms(o.order.serial), "order_delivered");
  return {std::move(change), ""};
}

store::ChangeDecision cancel_change(const store::StaffOrderRecord& o, const std::string& reason_text, bool decline) {
  const auto to = decline ? S::Declined : S::Canceled;
  const auto from = status_of(o);
  if (!from || !domain::can_transition(*from, to)) return refuse(status_not_allowed(o.order.status, text(to)));
  const auto reason = domain::trim(reason_text);
  if (reason.empty()) return refuse(kReasonRequired);
  auto change = status_change(o, to, "");
  change.audit.action = "order.cancel";
  change.audit.after = json_text({{"status", text(to)}, {"reason", reason}});
  change.cancel_reason = reason;
  // Its stock comes back (what it still holds: the deliverable quantity once fixed); its slot
  // place follows from the status; its voucher use is released (docs/decisions.md).
  if (domain::is_live_status(*from))
    for (const auto& i : o.order.items) change.stock_back.emplace_back(i.product_id, i.deliverable_qty.value_or(i.qty));
  change.release_voucher = true;
  sms(change, o, canceled_sms(o.order.serial, reason), "order_canceled");
  return {std::move(change), ""};
}

}  // namespace karyana::api
