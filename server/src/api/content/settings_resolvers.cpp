// settings_str: the store settings as one JSON string. Amounts and counts go out as JSON
// numbers so the web app can compare them; flags stay text ('true' / 'false') as the spec
// compares suspend_app with the string 'true'.
#include <charconv>
#include <set>
#include <string>

#include <boost/json/serialize.hpp>

#include "api/api_context.hpp"
#include "api/resolvers.hpp"
#include "store/stores.hpp"

namespace karyana::api {
namespace {

const std::set<std::string, std::less<>> kNumericSettings = {
    "min_order_amount",
    "max_order_amount",
    "delivery_charges",
    "timeslot_pre_gap",
    "timeslot_days_to_show",
    "verification_countdown",
    "max_live_orders_per_customer",
};

boost::json::value setting_value(const std::string& key, const std::string& text) {
  if (kNumericSettings.contains(key)) {
    double number = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (ec == std::errc{} && end == text.data() + text.size()) {
      if (number == static_cast<double>(static_cast<std::int64_t>(number))) return static_cast<std::int64_t>(number);
      return number;
    }
  }
  return boost::json::value(text);
}

}  // namespace

void add_settings_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Query.settings_str", [](const graphql::ResolveInfo& info) -> boost::json::value {
    Services& services = api_context(info).services;
    auto settings = services.stores.settings().all();
    for (const auto& [key, value] : services.setting_overrides) settings[key] = value;
    boost::json::object out;
    for (const auto& [key, value] : settings) out[key] = setting_value(key, value);
    return boost::json::value(boost::json::serialize(out));
  });
}

}  // namespace karyana::api
