// Saved delivery addresses and the service area (accounts.md §3, §5, §7): userAddresses,
// userAddress, addUserAddress, editUserAddress, deleteUserAddress, setDefaultAddress, the
// addressesUpdated subscription, User.addresses, geoZoneByCity and locations.
//
// Every address operation acts only on the signed-in user: an address id that is not the
// caller's (or does not exist — the two are not told apart) is a top-level FORBIDDEN error
// with no data. Rule and service-area failures come back in the Address's error {message}.
#include <algorithm>
#include <boost/json.hpp>

#include "api/accounts/account_json.hpp"
#include "api/accounts/address_input.hpp"
#include "api/accounts/address_json.hpp"
#include "api/api.hpp"
#include "api/api_context.hpp"
#include "api/auth_guard.hpp"
#include "api/catalogue/filter_args.hpp"
#include "api/json_args.hpp"
#include "api/message_codes.hpp"
#include "api/resolvers.hpp"
#include "domain/account_rules.hpp"
#include "geo/service_area.hpp"
#include "graphql/pubsub.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

inline constexpr const char* kNotYourAddress = "You are not allowed to access this address";
inline constexpr int kDefaultLocationLimit = 20;
inline constexpr int kMaxLocationLimit = 50;
inline constexpr std::size_t kMaxKeywordBytes = 100;

[[noreturn]] void address_forbidden() {
  throw graphql::FieldError(kNotYourAddress, error_extensions(kNotYourAddress, "FORBIDDEN"));
}

store::AddressStore& addresses(const graphql::ResolveInfo& info) {
  return api_context(info).services.stores.addresses();
}

// The caller, who must also be input.user_id when the input names one.
std::string input_owner(const graphql::ResolveInfo& info, const json::object& input) {
  if (auto user_id = optional_text_arg(input, "user_id")) return require_self(info, *user_id);
  return require_user(info);
}

void publish(const graphql::ResolveInfo& info, const char* kind, const store::AddressRecord& address) {
  api_context(info).services.pubsub.publish(topics::addresses(address.user_id),
                                            json::object{{"mutation", kind}, {"node", address_json(address)}});
}

json::value address_list(const std::vector<store::AddressRecord>& list) {
  json::array out;
  out.reserve(list.size());
  for (const auto& a : list) out.push_back(address_json(a));
  return out;
}

json::object with_problem(const domain::AddressProblem& problem) {
  return json::object{{"error", address_problem_json(problem)}};
}

json::value user_addresses(const graphql::ResolveInfo& info) {
  auto user_id = require_self(info, text_arg(info.args, "id"));
  return address_list(addresses(info).list_by_user(user_id));
}

// User.addresses, for the signed-in user's own record only.
json::value user_addresses_field(const graphql::ResolveInfo& info) {
  const auto* parent = info.parent.if_object();
  const auto* id = parent ? parent->if_contains("_id") : nullptr;
  if (!id || !id->is_string()) return nullptr;
  auto user_id = require_self(info, id->get_string());
  return address_list(addresses(info).list_by_user(user_id));
}

json::value user_address(const graphql::ResolveInfo& info) {
  auto user_id = require_user(info);
  auto found = addresses(info).get(user_id, text_arg(info.args, "id"));
  if (!found) address_forbidden();
  return address_json(*found);
}

json::value add_user_address(const graphql::ResolveInfo& info) {
  const auto& input = info.args.at("input").as_object();
  auto user_id = input_owner(info, input);
  auto checked = check_address_input(input, nullptr, api_context(info).services.stores);
  if (const auto* problem = std::get_if<domain::AddressProblem>(&checked)) return with_problem(*problem);
  auto created = addresses(info).create(user_id, std::get<store::AddressFields>(checked));
  publish(info, "CREATED", created);
  return address_json(created);
}

json::value edit_user_address(const graphql::ResolveInfo& info) {
  const auto& input = info.args.at("input").as_object();
  auto user_id = input_owner(info, input);
  const auto id = text_arg(input, "_id");
  if (id.empty()) return with_problem({"_id", domain::kRequired, domain::AddressProblemKind::Validation});
  auto stored = addresses(info).get(user_id, id);
  if (!stored) address_forbidden();
  auto checked = check_address_input(input, &*stored, api_context(info).services.stores);
  if (const auto* problem = std::get_if<domain::AddressProblem>(&checked)) return with_problem(*problem);
  auto updated = addresses(info).update(user_id, stored->id, std::get<store::AddressFields>(checked));
  if (!updated) address_forbidden();  // deleted meanwhile
  publish(info, "UPDATED", *updated);
  return address_json(*updated);
}

json::value delete_user_address(const graphql::ResolveInfo& info) {
  auto user_id = require_user(info);
  auto removal = addresses(info).remove(user_id, text_arg(info.args, "id"));
  if (!removal.removed) address_forbidden();
  publish(info, "DELETED", *removal.removed);
  if (removal.promoted) publish(info, "UPDATED", *removal.promoted);
  return json::object{{"_id", removal.removed->id}, {"error", nullptr}, {"success", success_object("Address deleted")}};
}

json::value set_default_address(const graphql::ResolveInfo& info) {
  auto user_id = require_self(info, text_arg(info.args, "user_id"));
  auto change = addresses(info).set_default(user_id, text_arg(info.args, "id"));
  if (!change) address_forbidden();
  // Two addresses change: the list replaces each on its UPDATED event.
  if (change->previous) {
    publish(info, "UPDATED", *change->previous);
    publish(info, "UPDATED", change->current);
  }
  return address_json(change->current);
}

// filter {"status":"published","category":"service-area"}. Only published zones are public:
// asking for another status answers an empty list.
json::value geo_zone_by_city(const graphql::ResolveInfo& info) {
  auto filter = json_object_argument(info, "filter");
  auto status = text_arg_view(filter, "status");
  if (!status.empty() && status != geo::kServiceAreaStatus) return json::array{};
  auto city = domain::trim(text_arg(info.args, "city"));
  auto zones = api_context(info).services.stores.geo().zones_by_city(city, geo::kServiceAreaStatus,
                                                                     std::string(text_arg_view(filter, "category")));
  json::array out;
  for (const auto& z : zones) out.push_back(geo_zone_json(z));
  return out;
}

struct LocationQuery {
  std::string keywords;
  int limit = kDefaultLocationLimit;
};

// filter is JSON text {"keywords":"farid town","limit":10}; plain text (or a JSON string) is
// taken as the keywords themselves.
LocationQuery location_query(const graphql::ResolveInfo& info) {
  LocationQuery q;
  const auto* arg = info.args.if_contains("filter");
  if (!arg || !arg->is_string()) return q;
  std::string text(arg->get_string());
  boost::system::error_code ec;
  auto parsed = json::parse(text, ec);
  if (ec) {
    q.keywords = text;
  } else if (parsed.is_string()) {
    q.keywords = std::string(parsed.get_string());
  } else if (parsed.is_object()) {
    const auto& o = parsed.get_object();
    q.keywords = std::string(text_arg_view(o, "keywords"));
    if (q.keywords.empty()) q.keywords = std::string(text_arg_view(o, "keyword"));
    if (const auto* limit = o.if_contains("limit"); limit && limit->is_int64())
      q.limit = static_cast<int>(std::clamp<std::int64_t>(limit->get_int64(), 1, kMaxLocationLimit));
  } else {
    throw graphql::FieldError("Invalid filter: expected a JSON object",
                              error_extensions("Invalid filter: expected a JSON object", "BAD_USER_INPUT"));
  }
  q.keywords = domain::trim(q.keywords.substr(0, kMaxKeywordBytes));
  return q;
}

json::value locations(const graphql::ResolveInfo& info) {
  auto q = location_query(info);
  json::array out;
  for (const auto& l : api_context(info).services.stores.geo().search_locations(q.keywords, q.limit))
    out.push_back(location_json(l));
  return out;
}

}  // namespace

void add_address_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Query.userAddresses", user_addresses);
  resolvers.add("Query.userAddress", user_address);
  resolvers.add("Query.geoZoneByCity", geo_zone_by_city);
  resolvers.add("Query.locations", locations);
  resolvers.add("User.addresses", user_addresses_field);
  resolvers.add("Mutation.addUserAddress", add_user_address);
  resolvers.add("Mutation.editUserAddress", edit_user_address);
  resolvers.add("Mutation.deleteUserAddress", delete_user_address);
  resolvers.add("Mutation.setDefaultAddress", set_default_address);
  // Only the signed-in user's own events: the topic is named by the caller, never by an argument.
  resolvers.add_subscription("addressesUpdated", [](const graphql::ResolveInfo& info) {
    return graphql::SubscriptionSource{topics::addresses(require_user(info))};
  });
}

}  // namespace karyana::api
