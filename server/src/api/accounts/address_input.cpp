#include "api/accounts/address_input.hpp"

#include "api/accounts/account_json.hpp"
#include "api/json_args.hpp"
#include "geo/service_area.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

// geo_point {type 'Point', coordinates [lat, lng]}; nullopt when it is not one.
std::optional<domain::LatLng> read_geo_point(const json::value& v) {
  const auto* point = v.if_object();
  if (!point) return std::nullopt;
  if (const auto* type = point->if_contains("type"); type && !type->is_null()) {
    if (!type->is_string() || type->get_string() != "Point") return std::nullopt;
  }
  const auto* coordinates = point->if_contains("coordinates");
  const auto* pair = coordinates ? coordinates->if_array() : nullptr;
  if (!pair || pair->size() != 2 || !(*pair)[0].is_number() || !(*pair)[1].is_number()) return std::nullopt;
  double lat = (*pair)[0].to_number<double>();
  double lng = (*pair)[1].to_number<double>();
  if (!geo::valid_point(lat, lng)) return std::nullopt;
  return domain::LatLng{lat, lng};
}

domain::AddressInput address_input(const json::object& input) {
  domain::AddressInput in;
  in.full_address = trimmed_text_arg(input, "full_address");
  in.label = trimmed_text_arg(input, "label");
  in.delivery_instructions = trimmed_text_arg(input, "delivery_instructions");
  in.city = trimmed_text_arg(input, "city");
  if (const auto* point = input.if_contains("geo_point"); point && !point->is_null()) {
    in.geo_point_sent = true;
    in.geo_point = read_geo_point(*point);
  }
  return in;
}

domain::AddressValues address_values(const store::AddressRecord& a) {
  return {a.full_address, a.label, a.delivery_instructions, a.city, a.lat, a.lng};
}

const char* problem_code(domain::AddressProblemKind kind) {
  switch (kind) {
    case domain::AddressProblemKind::LocationRequired:
      return "LOCATION_REQUIRED";
    case domain::AddressProblemKind::OutOfServiceArea:
      return "OUT_OF_SERVICE_AREA";
    case domain::AddressProblemKind::Validation:
      break;
  }
  return "VALIDATION";
}

}  // namespace

std::variant<store::AddressFields, domain::AddressProblem> check_address_input(const json::object& input,
                                                                               const store::AddressRecord* base,
                                                                               store::Stores& stores) {
  const auto in = address_input(input);
  std::optional<domain::AddressValues> stored;
  if (base) stored = address_values(*base);
  // The setting is read only when the rules would use it: a new address with no city.
  std::string default_city;
  if (!base && !(in.city && !in.city->empty())) default_city = stores.settings().get("default_city").value_or("");
  auto checked = domain::check_address(in, stored ? &*stored : nullptr, default_city);
  if (auto* problem = std::get_if<domain::AddressProblem>(&checked)) return std::move(*problem);
  const auto& values = std::get<domain::AddressValues>(checked);

  store::AddressFields fields;
  fields.full_address = values.full_address;
  fields.city = values.city;
  fields.label = values.label;
  fields.lat = values.lat;
  fields.lng = values.lng;
  fields.delivery_instructions = values.delivery_instructions;
  // Checked on every save, also when only the text changed: zones may have moved since.
  auto zone = geo::service_zone_at(stores.geo(), fields.city, fields.lat, fields.lng);
  if (!zone) return domain::out_of_service_area();
  fields.delivery_zone_id = zone->id;
  return fields;
}

json::object address_problem_json(const domain::AddressProblem& problem) {
  return error_info(problem.message, problem_code(problem.kind), problem.field);
}

}  // namespace karyana::api
