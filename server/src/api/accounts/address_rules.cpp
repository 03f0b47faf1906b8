#include "api/accounts/address_rules.hpp"

#include <algorithm>
#include <cctype>

#include "api/accounts/account_json.hpp"
#include "api/accounts/account_rules.hpp"
#include "geo/service_area.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

inline constexpr const char* kFallbackCity = "sahiwal";
inline constexpr std::size_t kCityMaxChars = 100;

// Characters as a person counts them (UTF-8 code points), not bytes.
std::size_t char_count(std::string_view text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

// The input's text for `key` (null counts as empty) when the key is present; nullopt when absent.
std::optional<std::string> text_member(const json::object& input, std::string_view key) {
  const auto* v = input.if_contains(key);
  if (!v) return std::nullopt;
  return v->is_string() ? rules::trim(v->get_string()) : std::string();
}

// geo_point {type 'Point', coordinates [lat, lng]}; nullopt when it is not one.
std::optional<std::pair<double, double>> read_geo_point(const json::value& v) {
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
  return std::pair{lat, lng};
}

std::string default_city(store::Stores& stores) {
  auto city = stores.settings().get("default_city");
  return city && !city->empty() ? lower(*city) : std::string(kFallbackCity);
}

AddressProblem invalid(std::string field, std::string message) {
  return {std::move(field), std::move(message), "VALIDATION"};
}

}  // namespace

std::variant<store::AddressFields, AddressProblem> check_address_input(const json::object& input,
                                                                       const store::AddressRecord* base,
                                                                       store::Stores& stores) {
  store::AddressFields fields;

  auto full_address = text_member(input, "full_address");
  fields.full_address = full_address ? *full_address : base ? base->full_address : std::string();
  if (fields.full_address.empty()) return invalid("full_address", rules::kRequired);
  auto length = char_count(fields.full_address);
  if (length < kFullAddressMinChars) return invalid("full_address", rules::min_length_message(kFullAddressMinChars));
  if (length > kFullAddressMaxChars) return invalid("full_address", rules::max_length_message(kFullAddressMaxChars));

  auto label = text_member(input, "label");
  fields.label = label ? lower(*label) : base ? base->label : std::string();
  if (fields.label != "home" && fields.label != "office" && fields.label != "other")
    return invalid("label", kSelectLabel);

  auto instructions = text_member(input, "delivery_instructions");
  fields.delivery_instructions = instructions ? (instructions->empty() ? std::nullopt : std::optional(*instructions))
                                 : base       ? base->delivery_instructions
                                              : std::nullopt;
  if (fields.delivery_instructions && char_count(*fields.delivery_instructions) > kInstructionsMaxChars)
    return invalid("delivery_instructions", rules::max_length_message(kInstructionsMaxChars));

  auto city = text_member(input, "city");
  fields.city = city && !city->empty() ? lower(*city) : base ? base->city : default_city(stores);
  if (char_count(fields.city) > kCityMaxChars) return invalid("city", rules::max_length_message(kCityMaxChars));

  if (const auto* point = input.if_contains("geo_point"); point && !point->is_null()) {
    auto lat_lng = read_geo_point(*point);
    if (!lat_lng) return AddressProblem{"geo_point", kConfirmLocation, "LOCATION_REQUIRED"};
    std::tie(fields.lat, fields.lng) = *lat_lng;
  } else if (base) {
    fields.lat = base->lat;
    fields.lng = base->lng;
  } else {
    return AddressProblem{"geo_point", kConfirmLocation, "LOCATION_REQUIRED"};
  }

  // Checked on every save, also when only the text changed: zones may have moved since.
  auto zone = geo::service_zone_at(stores.geo(), fields.city, fields.lat, fields.lng);
  if (!zone) return AddressProblem{"geo_point", kOutOfServiceArea, "OUT_OF_SERVICE_AREA"};
  fields.delivery_zone_id = zone->id;
  return fields;
}

json::object address_problem_json(const AddressProblem& problem) {
  return error_info(problem.message, problem.code, problem.field);
}

}  // namespace karyana::api
