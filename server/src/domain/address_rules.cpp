#include "domain/address_rules.hpp"

#include <algorithm>
#include <cctype>

#include "domain/account_rules.hpp"

namespace karyana::domain {

namespace {

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

AddressProblem invalid(std::string field, std::string message) {
  return {std::move(field), std::move(message), AddressProblemKind::Validation};
}

AddressProblem location_required() { return {"geo_point", kConfirmLocation, AddressProblemKind::LocationRequired}; }

}  // namespace

std::variant<AddressValues, AddressProblem> check_address(const AddressInput& input, const AddressValues* base,
                                                          std::string_view default_city) {
  AddressValues fields;

  fields.full_address = input.full_address ? *input.full_address : base ? base->full_address : std::string();
  if (fields.full_address.empty()) return invalid("full_address", kRequired);
  auto length = char_count(fields.full_address);
  if (length < kFullAddressMinChars) return invalid("full_address", min_length_message(kFullAddressMinChars));
  if (length > kFullAddressMaxChars) return invalid("full_address", max_length_message(kFullAddressMaxChars));

  fields.label = input.label ? lower(*input.label) : base ? base->label : std::string();
  if (fields.label != "home" && fields.label != "office" && fields.label != "other")
    return invalid("label", kSelectLabel);

  const auto& instructions = input.delivery_instructions;
  fields.delivery_instructions = instructions ? (instructions->empty() ? std::nullopt : std::optional(*instructions))
                                 : base       ? base->delivery_instructions
                                              : std::nullopt;
  if (fields.delivery_instructions && char_count(*fields.delivery_instructions) > kInstructionsMaxChars)
    return invalid("delivery_instructions", max_length_message(kInstructionsMaxChars));

  const auto& city = input.city;
  fields.city = city && !city->empty() ? lower(*city)
                : base                 ? base->city
                : default_city.empty() ? std::string(kFallbackCity)
                                       : lower(std::string(default_city));
  if (char_count(fields.city) > kCityMaxChars) return invalid("city", max_length_message(kCityMaxChars));

  if (input.geo_point_sent) {
    if (!input.geo_point) return location_required();
    fields.lat = input.geo_point->lat;
    fields.lng = input.geo_point->lng;
  } else if (base) {
    fields.lat = base->lat;
    fields.lng = base->lng;
  } else {
    return location_required();
  }
  return fields;
}

AddressProblem out_of_service_area() { return {"geo_point", kOutOfServiceArea, AddressProblemKind::OutOfServiceArea}; }

}  // namespace karyana::domain
