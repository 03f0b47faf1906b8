#include "api/staff/staff_json.hpp"

#include <algorithm>
#include <unordered_map>

#include <boost/json.hpp>

#include "api/message_codes.hpp"
#include "api/orders/order_json.hpp"
#include "api/record_json.hpp"
#include "domain/calendar.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

json::value opt(const std::optional<std::string>& v) { return v ? json::value(*v) : json::value(nullptr); }

json::value member_of(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v ? *v : json::value(nullptr);
}

std::string string_member(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v && v->is_string() ? std::string(v->get_string()) : std::string();
}

json::array staff_lines(const store::OrderRecord& o) {
  std::unordered_map<std::string, const store::OrderPickup*> picked;
  for (const auto& p : o.pickup_data) picked[p.product_id] = &p;
  std::vector<const store::OrderItemRecord*> items;
  for (const auto& i : o.items) items.push_back(&i);
  std::stable_sort(items.begin(), items.end(), [](const auto* a, const auto* b) {
    const auto ca = a->cat_title.value_or(""), cb = b->cat_title.value_or("");
    return ca != cb ? ca < cb : a->title < b->title;
  });
  json::array lines;
  for (const auto* i : items) {
    const auto it = picked.find(i->product_id);
    const store::OrderPickup* p = it == picked.end() ? nullptr : it->second;
    lines.push_back(json::object{
        {"product_id", i->product_id},
        {"title", i->title},
        {"picture_thumb", opt(i->picture_thumb)},
        {"barcode", opt(i->barcode)},
        {"cat_id", opt(i->cat_id)},
        {"cat_title", opt(i->cat_title)},
        {"price", rupees(i->price)},
        {"qty", i->qty},
        {"pickedQty", p ? json::value(p->picked_qty) : json::value(nullptr)},
        {"notFound", p ? json::value(p->not_found > 0) : json::value(nullptr)},
        {"deliverable_qty", i->deliverable_qty ? json::value(*i->deliverable_qty) : json::value(nullptr)},
        {"delivery_status", i->delivery_status},
    });
  }
  return lines;
}

}  // namespace

std::string staff_date_from_slot_date(const std::string& ddmmyyyy) {
  auto d = domain::parse_ddmmyyyy(ddmmyyyy);
  if (!d) return "";
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", d->year, d->month, d->day);
  return buf;
}

std::string slot_date_from_staff_date(const std::string& yyyymmdd) {
  if (yyyymmdd.size() != 10 || yyyymmdd[4] != '-' || yyyymmdd[7] != '-') return "";
  const std::string flipped = yyyymmdd.substr(8, 2) + "-" + yyyymmdd.substr(5, 2) + "-" + yyyymmdd.substr(0, 4);
  return domain::parse_ddmmyyyy(flipped) ? flipped : "";
}

std::string staff_name(const store::StaffRecord& m) { return m.lname.empty() ? m.fname : m.fname + " " + m.lname; }

json::object staff_member_json(const store::StaffRecord& m) {
  return {
      {"_id", m.user_id},           {"email", m.email}, {"name", staff_name(m)},
      {"phone", opt(m.phone)},      {"role", m.role},   {"disabled", m.disabled_at.has_value()},
      {"created_at", m.created_at}, {"error", nullptr},
  };
}

json::object staff_error_json(const std::string& message, const std::string& code) {
  const auto text = text_code(message, "");
  return {{"error", error_object(message, code.empty() ? text : code)}};
}

json::object staff_order_json(const store::StaffOrderRecord& r, domain::StaffRole role) {
  const auto placed = order_json(r.order);  // the customer's view: totals by status, snapshots
  json::array next;
  if (auto status = domain::parse_order_status(r.order.status))
    for (auto s : domain::role_next_statuses(role, *status)) next.emplace_back(domain::order_status_text(s));
  return {
      {"_id", r.order.id},
      {"serial", r.order.serial},
      {"version", r.version},
      {"status", r.order.status},
      {"next_statuses", std::move(next)},
      {"created_at", r.order.created_at},
      {"updated_at", r.order.updated_at},
      {"customer", member_of(placed, "customer")},
      {"shipping_address", member_of(placed, "shipping_address")},
      {"geo_point", member_of(placed, "geo_point")},
      {"note", r.order.note},
      {"delivery_slot", member_of(placed, "delivery_slot")},
      {"lines", staff_lines(r.order)},
      {"totalPrice", member_of(placed, "totalPrice")},
      {"totalTax", member_of(placed, "totalTax")},
      {"deliveryCharges", member_of(placed, "deliveryCharges")},
      {"discount_value", member_of(placed, "discount_value")},
      {"grandTotal", member_of(placed, "grandTotal")},
      {"payment_status", r.order.payment_status},
      {"rider", r.rider ? json::value(staff_member_json(*r.rider)) : json::value(nullptr)},
      {"cash_collected", r.cash_collected ? json::value(rupees(*r.cash_collected)) : json::value(nullptr)},
      {"cancel_reason", opt(r.cancel_reason)},
      {"delivered_at", opt(r.delivered_at)},
      {"status_notes", member_of(placed, "status_notes")},
      {"error", nullptr},
  };
}

std::int64_t staff_order_grand_total(const store::StaffOrderRecord& r) { return shown_grand_total(r.order); }

CustomerNamePhone customer_name_phone(const std::string& snapshot) {
  boost::system::error_code ec;
  auto v = json::parse(snapshot, ec);
  if (ec || !v.is_object()) return {};
  const auto& o = v.get_object();
  std::string name = string_member(o, "fname");
  const auto lname = string_member(o, "lname");
  if (!lname.empty()) name += (name.empty() ? "" : " ") + lname;
  return {name, string_member(o, "phone")};
}

json::object audit_entry_json(const store::AuditEntryRecord& e) {
  return {
      {"_id", std::to_string(e.id)},
      {"actor_id", opt(e.actor_id)},
      {"actor_name", e.actor_name.empty() ? json::value(nullptr) : json::value(e.actor_name)},
      {"action", e.action},
      {"subject", e.subject},
      {"before", e.before},
      {"after", e.after},
      {"created_at", e.created_at},
  };
}

}  // namespace karyana::api
