// The console's service area (issue 18; contract in docs/api.md 'Staff: service area'): the
// city's zones with the saved addresses inside each, a dry-run check, and save (create, edit,
// publish or unpublish). Checks run in this order: the caller's role (top-level error); the zone
// known and the version current; city, title, status; the outline's rules (geo/zone_geometry);
// no overlap with another published service-area zone (OVERLAP); then the saved addresses a
// change would leave outside the service area, refused unless acknowledge_outside. The store
// front reads zones from the database on every address save, and parsed shapes are cached by
// their text (geo/service_area), so a saved zone applies to the next request.
#include <boost/json.hpp>
#include <map>

#include "api/accounts/address_json.hpp"
#include "api/api_context.hpp"
#include "api/json_args.hpp"
#include "api/resolvers.hpp"
#include "api/staff/staff_guard.hpp"
#include "api/staff/staff_operations_json.hpp"
#include "domain/account_rules.hpp"
#include "geo/service_area.hpp"
#include "geo/zone_change.hpp"
#include "geo/zone_geometry.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;
using Op = domain::StaffOperation;
namespace m = geo::zone_messages;

namespace {

constexpr std::size_t kOutsideExamples = 5;

store::GeoStore& geo_store(const graphql::ResolveInfo& info) { return api_context(info).services.stores.geo(); }

std::string default_city(const graphql::ResolveInfo& info) {
  return api_context(info).services.stores.settings().get("default_city").value_or("");
}

bool is_service_area(const store::GeoZone& z) {
  return z.category == geo::kServiceAreaCategory && z.status == geo::kServiceAreaStatus;
}

std::vector<geo::SavedPoint> saved_points(const graphql::ResolveInfo& info, const std::string& city) {
  std::vector<geo::SavedPoint> out;
  for (const auto& a : geo_store(info).address_points(city)) out.push_back({a.label, a.zone_id, a.lat, a.lng});
  return out;
}

json::object zone_json(const store::AdminZone& z, int addresses_inside) {
  auto out = geo_zone_json(z.zone);
  out.erase("created_at");
  out["addresses_inside"] = addresses_inside;
  out["version"] = z.version;
  out["warning"] = nullptr;
  return out;
}

// [[lat, lng], …] → points; nullopt when an entry is not two numbers.
std::optional<std::vector<store::LatLng>> read_points(const json::object& in) {
  const auto* v = in.if_contains("polygon");
  if (!v || !v->is_array()) return std::nullopt;
  std::vector<store::LatLng> points;
  for (const auto& p : v->get_array()) {
    const auto* pair = p.if_array();
    if (!pair || pair->size() != 2 || !(*pair)[0].is_number() || !(*pair)[1].is_number()) return std::nullopt;
    points.push_back({(*pair)[0].to_number<double>(), (*pair)[1].to_number<double>()});
  }
  return points;
}

// What staffZoneCheck answers and staffSaveZone acts on.
struct ZonePlan {
  std::optional<json::object> refusal;  // a payload carrying `error`
  json::array overlaps;
  std::vector<geo::SavedPoint> outside;
  json::array outside_examples;
  store::ZoneWrite write;
};

json::object overlap_json(const store::GeoZone& z) { return {{"_id", z.id}, {"title", z.title}}; }

ZonePlan plan_zone(const graphql::ResolveInfo& info, const json::object& in) {
  ZonePlan plan;
  auto refuse = [&](std::string_view message, std::string_view field, std::string_view code = {}) {
    plan.refusal = operations_error_json(message, field, code);
    return plan;
  };
  auto& w = plan.write;
  w.id = domain::trim(text_arg(in, "_id"));
  w.version = int_arg(in, "version", -1);
  std::optional<store::AdminZone> existing;
  if (!w.id.empty()) {
    existing = geo_store(info).admin_zone(w.id);
    if (!existing) return refuse(m::kNotFound, "_id");
    if (existing->version != w.version) return refuse(m::kChanged, "version", "CONFLICT");
  }
  w.city = existing ? existing->zone.city : domain::trim(text_arg(in, "city"));
  if (w.city.empty()) w.city = default_city(info);
  if (w.city.empty()) return refuse(domain::kRequired, "city");
  w.title = domain::trim(text_arg(in, "title"));
  if (w.title.empty()) return refuse(domain::kRequired, "title");
  w.status = domain::trim(text_arg(in, "status"));
  if (w.status != "published" && w.status != "draft") return refuse(m::kStatusInvalid, "status");
  auto points = read_points(in);
  if (!points) return refuse(geo::ring_problem_message(geo::RingProblem::point_invalid), "polygon");
  std::optional<geo::Bounds> bounds;
  if (auto box = geo_store(info).city_box(w.city))
    bounds = geo::Bounds{box->min_lat, box->max_lat, box->min_lng, box->max_lng};
  if (auto problem = geo::check_ring(*points, bounds)) return refuse(geo::ring_problem_message(*problem), "polygon");
  w.polygon_json = geo::polygon_json(*points);

  const auto category = existing ? existing->zone.category : std::string(geo::kServiceAreaCategory);
  const bool in_service_area = category == geo::kServiceAreaCategory && w.status == geo::kServiceAreaStatus;
  const auto zones = geo_store(info).zones_by_city(w.city, "", "");
  std::vector<std::string> before, after;
  std::map<std::string, std::string> titles;
  const store::GeoZone* first_overlap = nullptr;
  for (const auto& z : zones) {
    titles[z.id] = z.title;
    if (!is_service_area(z)) continue;
    before.push_back(z.polygon_json);
    if (z.id == w.id) continue;
    after.push_back(z.polygon_json);
    if (in_service_area && geo::rings_overlap(*points, z.ring)) {
      plan.overlaps.push_back(overlap_json(z));
      if (!first_overlap) first_overlap = &z;
    }
  }
  if (in_service_area) after.push_back(w.polygon_json);
  plan.outside = geo::left_outside(saved_points(info, w.city), before, after);
  w.outside_count = static_cast<int>(plan.outside.size());
  for (std::size_t i = 0; i < plan.outside.size() && i < kOutsideExamples; ++i) {
    const auto& p = plan.outside[i];
    auto title = titles.find(p.zone_id);
    plan.outside_examples.push_back({{"label", p.label}, {"zone", title == titles.end() ? "" : title->second}});
  }
  if (first_overlap) refuse(std::string(m::kOverlapsPrefix) + first_overlap->title, "polygon", "OVERLAP");
  return plan;
}

json::object leaves_outside(std::size_t count) {
  return operations_warning(std::to_string(count) + m::kLeavesOutsideSuffix);
}

const json::object* input_of(const graphql::ResolveInfo& info) {
  const auto* input = info.args.if_contains("input");
  return input && input->is_object() ? &input->get_object() : nullptr;
}

json::value list_zones(const graphql::ResolveInfo& info) {
  require_staff(info, Op::Zones);
  auto city = domain::trim(text_arg(info.args, "city"));
  if (city.empty()) city = default_city(info);
  const auto points = saved_points(info, city);
  json::array out;
  for (const auto& z : geo_store(info).admin_zones(city))
    out.push_back(zone_json(z, geo::points_inside(points, z.zone.polygon_json)));
  return out;
}

json::value check_zone(const graphql::ResolveInfo& info) {
  require_staff(info, Op::ZoneCheck);
  json::object out{{"error", nullptr},
                   {"overlaps", json::array{}},
                   {"outside_count", 0},
                   {"outside_examples", json::array{}},
                   {"warning", nullptr}};
  const auto* in = input_of(info);
  if (!in) {
    out["error"] = operations_error_json(domain::kRequired)["error"];
    return out;
  }
  auto plan = plan_zone(info, *in);
  if (plan.refusal) out["error"] = (*plan.refusal)["error"];
  out["overlaps"] = std::move(plan.overlaps);
  out["outside_count"] = plan.outside.size();
  out["outside_examples"] = std::move(plan.outside_examples);
  if (!plan.outside.empty()) out["warning"] = leaves_outside(plan.outside.size());
  return out;
}

json::value save_zone(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::SaveZone);
  const auto* in = input_of(info);
  if (!in) return operations_error_json(domain::kRequired);
  auto plan = plan_zone(info, *in);
  if (plan.refusal) return *plan.refusal;
  const auto* ack = in->if_contains("acknowledge_outside");
  const bool acknowledged = ack && ack->is_bool() && ack->get_bool();
  if (!plan.outside.empty() && !acknowledged) {
    return operations_error_json(std::to_string(plan.outside.size()) + m::kLeavesOutsideSuffix, "acknowledge_outside");
  }
  auto result = geo_store(info).save_zone(caller.user_id, plan.write);
  switch (result.outcome) {
    case store::ZoneSaveOutcome::not_found:
      return operations_error_json(m::kNotFound, "_id");
    case store::ZoneSaveOutcome::stale:
      return operations_error_json(m::kChanged, "version", "CONFLICT");
    case store::ZoneSaveOutcome::taken:
      return operations_error_json(m::kTitleTaken, "title");
    case store::ZoneSaveOutcome::saved:
      break;
  }
  auto out = zone_json(*result.zone,
                       geo::points_inside(saved_points(info, result.zone->zone.city), result.zone->zone.polygon_json));
  if (!plan.outside.empty()) out["warning"] = leaves_outside(plan.outside.size());
  return out;
}

}  // namespace

void add_staff_zone_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Query.staffZones", list_zones);
  resolvers.add("Query.staffZoneCheck", check_zone);
  resolvers.add("Mutation.staffSaveZone", save_zone);
}

}  // namespace karyana::api
