// The staff API's queries (issue 17; contract in docs/api.md 'Staff'): the signed-in member, the
// order board, one order, a slot's pick list, deliveries, the day-end cash sheet, the members and
// the audit log. Each passes require_staff first; a rider sees only their own orders.
#include <algorithm>
#include <map>
#include <set>

#include <boost/json.hpp>

#include "api/api_context.hpp"
#include "api/checkout/checkout_domain.hpp"
#include "api/json_args.hpp"
#include "api/message_codes.hpp"
#include "api/orders/order_json.hpp"
#include "api/record_json.hpp"
#include "api/resolvers.hpp"
#include "api/staff/staff_guard.hpp"
#include "api/staff/staff_json.hpp"
#include "api/staff/staff_order_changes.hpp"
#include "domain/calendar.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;
using Op = domain::StaffOperation;

namespace {

constexpr const char* kInvalidDate = "Invalid delivery date";
constexpr const char* kInvalidCursor = "Invalid cursor";
constexpr int kAuditPageDefault = 20;
constexpr int kAuditPageMax = 100;

store::Stores& stores(const graphql::ResolveInfo& info) { return api_context(info).services.stores; }

// YYYY-MM-DD of the shop's date `days_ahead` days from now (Asia/Karachi).
std::string shop_date(const graphql::ResolveInfo& info, int days_ahead) {
  const auto today = domain::local_date(request_now(info), domain::kKarachiOffsetMinutes);
  const auto d = domain::civil_from_days(domain::days_from_civil(today) + days_ahead);
  return staff_date_from_slot_date(domain::format_ddmmyyyy(d));
}

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

// The board's short address: the delivery zone's title (the area), else the address line.
std::string area_of(const std::string& address_snapshot) {
  boost::system::error_code ec;
  auto v = json::parse(address_snapshot, ec);
  if (ec || !v.is_object()) return "";
  const auto& a = v.get_object();
  if (const auto* zone = a.if_contains("delivery_zone"); zone && zone->is_object())
    if (const auto* t = zone->get_object().if_contains("title"); t && t->is_string() && !t->get_string().empty())
      return std::string(t->get_string());
  for (const char* key : {"full_address", "city"})
    if (const auto* x = a.if_contains(key); x && x->is_string() && !x->get_string().empty())
      return std::string(x->get_string());
  return "";
}

json::value staff_me(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::Me);
  auto member = stores(info).staff().find(caller.user_id);
  return member ? json::value(staff_member_json(*member)) : json::value(nullptr);
}

json::value order_board(const graphql::ResolveInfo& info) {
  require_staff(info, Op::OrderBoard);
  std::vector<std::string> dates;
  if (const auto* d = info.args.if_contains("dates"); d && d->is_array())
    for (const auto& x : d->get_array())
      if (x.is_string()) dates.emplace_back(x.get_string());
  if (dates.empty()) dates = {shop_date(info, 0), shop_date(info, 1)};
  std::vector<std::string> slot_dates;
  for (const auto& d : dates) {
    auto s = slot_date_from_staff_date(d);
    if (s.empty()) {
      auto error = staff_error_json(kInvalidDate);
      error["dates"] = json::array(dates.begin(), dates.end());
      return error;
    }
    slot_dates.push_back(s);
  }
  const auto data = stores(info).fulfilment().board(slot_dates);
  const auto search = lower(domain::trim(text_arg(info.args, "search")));

  // One board slot per (date, slot): the slots of each date's weekday, and any other an order holds.
  struct Key {
    std::size_t date_index;
    std::string start_time, end_time, slot_id;
    bool operator<(const Key& o) const {
      return std::tie(date_index, start_time, end_time, slot_id) <
             std::tie(o.date_index, o.start_time, o.end_time, o.slot_id);
    }
  };
  struct Slot {
    std::int64_t max_order_limit = 0;
    std::int64_t load = 0;
    json::array orders;
  };
  std::map<Key, Slot> slots;
  std::map<std::string, const store::DeliverySlot*> slot_by_id;
  for (const auto& s : data.slots) slot_by_id[s.id] = &s;
  for (std::size_t i = 0; i < slot_dates.size(); ++i) {
    const auto weekday = domain::weekday(*domain::parse_ddmmyyyy(slot_dates[i]));
    for (const auto& s : data.slots)
      if (s.day_index == weekday && s.status == "enabled")
        slots[{i, s.start_time, s.end_time, s.id}].max_order_limit = s.max_order_limit;
  }
  std::map<std::string, std::int64_t> counts;
  for (const auto& o : data.orders) {
    const auto date_index =
        static_cast<std::size_t>(std::find(slot_dates.begin(), slot_dates.end(), o.slot_date) - slot_dates.begin());
    const std::string slot_id = o.slot_id.value_or("");
    auto& slot = slots[{date_index, o.slot_start_time, o.slot_end_time, slot_id}];
    if (auto it = slot_by_id.find(slot_id); it != slot_by_id.end()) slot.max_order_limit = it->second->max_order_limit;
    const auto status = domain::parse_order_status(o.status);
    if (!status || domain::is_live_status(*status)) ++slot.load;
    ++counts[o.status];
    const auto customer = customer_name_phone(o.customer);
    if (!search.empty() && o.serial.find(search) == std::string::npos &&
        lower(customer.name).find(search) == std::string::npos && customer.phone.find(search) == std::string::npos)
      continue;
    slot.orders.push_back(json::object{
        {"serial", o.serial},
        {"version", o.version},
        {"status", o.status},
        {"customer_name", customer.name},
        {"customer_phone", customer.phone},
        {"area", area_of(o.shipping_address)},
        {"item_count", o.item_count},
        {"grandTotal", rupees(shown_grand_total(o.order))},  // as the order view and the cash sheet total it
        {"rider_name", o.rider_name.empty() ? json::value(nullptr) : json::value(o.rider_name)},
        {"created_at", o.created_at},
    });
  }
  json::array out_slots;
  for (auto& [key, slot] : slots)
    out_slots.push_back(json::object{
        {"slot_id", key.slot_id.empty() ? json::value(nullptr) : json::value(key.slot_id)},
        {"date", dates[key.date_index]},
        {"start_time", key.start_time},
        {"end_time", key.end_time},
        {"max_order_limit", slot.max_order_limit},
        {"load", slot.load},
        {"orders", std::move(slot.orders)},
    });
  json::array status_counts;
  for (auto s : domain::kOrderStatuses)
    if (auto it = counts.find(std::string(domain::order_status_text(s))); it != counts.end())
      status_counts.push_back(json::object{{"status", it->first}, {"count", it->second}});
  return json::object{{"dates", json::array(dates.begin(), dates.end())},
                      {"slots", std::move(out_slots)},
                      {"status_counts", std::move(status_counts)},
                      {"error", nullptr}};
}

json::value staff_order(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::Order);
  auto order = stores(info).fulfilment().order_by_serial(text_arg(info.args, "serial"));
  if (!order || (caller.role == domain::StaffRole::Rider && order->rider_id != caller.user_id))
    return staff_error_json(kOrderNotFound);
  return staff_order_json(*order, caller.role);
}

json::value pick_list(const graphql::ResolveInfo& info) {
  require_staff(info, Op::PickList);
  const auto date = text_arg(info.args, "date");
  const auto slot_date = slot_date_from_staff_date(date);
  if (slot_date.empty()) return staff_error_json(kInvalidDate);
  const auto slot_id = text_arg(info.args, "slot_id");
  auto slot = stores(info).slots().slot_by_id(slot_id);
  if (!slot) return staff_error_json("Please choose a delivery time slot");
  const auto list = stores(info).fulfilment().pick_list(slot_date, slot_id);
  json::array categories;
  std::string current_key = "\x01";
  for (const auto& l : list.lines) {
    const std::string key = l.cat_id.value_or("") + "\x02" + l.cat_title.value_or("");
    if (key != current_key) {
      categories.push_back(json::object{{"cat_id", l.cat_id ? json::value(*l.cat_id) : json::value(nullptr)},
                                        {"cat_title", l.cat_title ? json::value(*l.cat_title) : json::value(nullptr)},
                                        {"lines", json::array{}}});
      current_key = key;
    }
    categories.back().as_object()["lines"].as_array().push_back(
        json::object{{"product_id", l.product_id},
                     {"title", l.title},
                     {"barcode", l.barcode ? json::value(*l.barcode) : json::value(nullptr)},
                     {"qty", l.qty},
                     {"orders", l.orders}});
  }
  return json::object{{"date", date},
                      {"start_time", slot->start_time},
                      {"end_time", slot->end_time},
                      {"serials", json::array(list.serials.begin(), list.serials.end())},
                      {"categories", std::move(categories)},
                      {"error", nullptr}};
}

// The date argument (default today) as DD-MM-YYYY; "" when malformed.
std::string slot_date_arg(const graphql::ResolveInfo& info) {
  auto date = text_arg(info.args, "date");
  if (date.empty()) date = shop_date(info, 0);
  return slot_date_from_staff_date(date);
}

json::value deliveries(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::Deliveries);
  const auto slot_date = slot_date_arg(info);
  if (slot_date.empty()) return json::array{};
  std::optional<std::string> rider = optional_text_arg(info.args, "rider_id");
  if (rider && rider->empty()) rider.reset();
  if (caller.role == domain::StaffRole::Rider) {
    // A rider gets their own; naming a rider is the owner's and manager's option.
    if (rider) throw graphql::FieldError(kRoleNotAllowed, error_extensions(kRoleNotAllowed, "FORBIDDEN"));
    rider = caller.user_id;
  }
  json::array out;
  for (const auto& o : stores(info).fulfilment().deliveries(slot_date, rider))
    out.push_back(staff_order_json(o, caller.role));
  return out;
}

json::value cash_sheet(const graphql::ResolveInfo& info) {
  require_staff(info, Op::CashSheet);
  const auto slot_date = slot_date_arg(info);
  if (slot_date.empty()) return json::array{};
  struct Row {
    store::StaffRecord rider;
    std::int64_t assigned = 0, delivered = 0, expected = 0, collected = 0;
  };
  std::map<std::string, Row> rows;
  for (const auto& o : stores(info).fulfilment().deliveries(slot_date, std::nullopt)) {
    if (!o.rider) continue;
    auto& row = rows[o.rider->user_id];
    row.rider = *o.rider;
    ++row.assigned;
    if (o.order.status == "delivered" || o.order.status == "completed") {
      ++row.delivered;
      row.expected += staff_order_grand_total(o);
      row.collected += o.cash_collected.value_or(0);
    }
  }
  std::vector<const Row*> sorted;
  for (const auto& [id, row] : rows) sorted.push_back(&row);
  std::sort(sorted.begin(), sorted.end(),
            [](const Row* a, const Row* b) { return staff_name(a->rider) < staff_name(b->rider); });
  json::array out;
  for (const auto* r : sorted)
    out.push_back(json::object{{"rider", staff_member_json(r->rider)},
                               {"assigned", r->assigned},
                               {"delivered", r->delivered},
                               {"expected", rupees(r->expected)},
                               {"collected", rupees(r->collected)},
                               {"difference", rupees(r->collected - r->expected)}});
  return out;
}

json::value members(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::Members);
  const auto role = text_arg(info.args, "role");
  json::array out;
  for (const auto& m : stores(info).staff().list(role)) {
    const auto r = domain::parse_staff_role(m.role);
    if (r && domain::role_may_list(caller.role, *r)) out.push_back(staff_member_json(m));
  }
  return out;
}

json::value audit_log(const graphql::ResolveInfo& info) {
  require_staff(info, Op::AuditLog);
  const int first =
      static_cast<int>(std::clamp<std::int64_t>(int_arg(info.args, "first", kAuditPageDefault), 1, kAuditPageMax));
  std::optional<std::int64_t> before;
  if (auto after = optional_text_arg(info.args, "after"); after && !after->empty()) {
    try {
      std::size_t used = 0;
      before = std::stoll(*after, &used);
      if (used != after->size() || *before < 1) throw std::invalid_argument("cursor");
    } catch (const std::exception&) {
      return staff_error_json(kInvalidCursor);
    }
  }
  const auto page = stores(info).audit().page(first, before, text_arg(info.args, "subject"));
  json::array entries;
  for (const auto& e : page.entries) entries.push_back(audit_entry_json(e));
  return json::object{
      {"entries", std::move(entries)},
      {"nextCursor", page.next_before_id ? json::value(std::to_string(*page.next_before_id)) : json::value(nullptr)},
      {"error", nullptr}};
}

}  // namespace

void add_staff_query_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Query.staffMe", staff_me);
  resolvers.add("Query.staffOrderBoard", order_board);
  resolvers.add("Query.staffOrder", staff_order);
  resolvers.add("Query.staffPickList", pick_list);
  resolvers.add("Query.staffDeliveries", deliveries);
  resolvers.add("Query.staffCashSheet", cash_sheet);
  resolvers.add("Query.staffMembers", members);
  resolvers.add("Query.staffAuditLog", audit_log);
}

}  // namespace karyana::api
