// Delivery slots (shopping.md §4, §7): deliverySlots lists the enabled weekly slots (filter JSON
// may name a day: {"day":"Mon"}); getTotalOrdersForSlots counts live orders at concrete slot
// starts, the numbers the web's grid turns into Closed / Available. Both are public: they carry
// no customer's data.
#include <algorithm>
#include <boost/json.hpp>
#include <set>

#include "api/api_context.hpp"
#include "api/checkout/checkout_json.hpp"
#include "api/resolvers.hpp"
#include "domain/calendar.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

constexpr std::size_t kMaxTimes = 100;
constexpr const char* kTooManyTimes = "Too many slot times: at most 100 per request";
constexpr const char* kBadTime = "Invalid slot start time: ";

// The day a filter names, or "" for every day. Unparseable filters list every slot.
std::string filter_day(const graphql::ResolveInfo& info) {
  const auto* v = info.args.if_contains("filter");
  if (!v || !v->is_string()) return {};
  boost::system::error_code ec;
  auto parsed = json::parse(v->get_string(), ec);
  if (ec || !parsed.is_object()) return {};
  const auto* day = parsed.as_object().if_contains("day");
  return day && day->is_string() ? std::string(day->get_string()) : std::string();
}

json::value delivery_slots(const graphql::ResolveInfo& info) {
  const auto day = filter_day(info);
  json::array out;
  for (const auto& slot : api_context(info).services.stores.slots().list_slots(true))
    if (day.empty() || slot.day == day) out.push_back(slot_json(slot));
  return out;
}

// Each time is answered under the text the client sent, counted under its canonical instant.
json::value total_orders_for_slots(const graphql::ResolveInfo& info) {
  const auto& times = info.args.at("times").as_array();
  if (times.size() > kMaxTimes) return slot_totals_error(kTooManyTimes);
  std::vector<std::pair<std::string, std::string>> asked;  // {as sent, canonical}
  std::set<std::string> seen;
  for (const auto& t : times) {
    if (!t.is_string()) continue;  // null entries of [String]! are skipped
    const std::string sent(t.get_string());
    auto instant = domain::parse_iso_utc(sent);
    if (!instant) return slot_totals_error(kBadTime + sent);
    if (seen.insert(sent).second) asked.emplace_back(sent, domain::format_iso_utc(*instant));
  }
  std::vector<std::string> starts;
  for (const auto& [sent, canonical] : asked) starts.push_back(canonical);
  const auto counts = api_context(info).services.stores.slots().live_orders_at(starts);
  std::vector<std::pair<std::string, std::int64_t>> results;
  for (const auto& [sent, canonical] : asked) {
    auto found = counts.find(canonical);
    results.emplace_back(sent, found == counts.end() ? 0 : found->second);
  }
  return slot_totals_json(results);
}

}  // namespace

void add_slot_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Query.deliverySlots", delivery_slots);
  resolvers.add("Query.getTotalOrdersForSlots", total_orders_for_slots);
}

}  // namespace karyana::api
