// The address form's rules (accounts.md §5), checked again on the server with the spec's
// messages: full address, label, delivery instructions, city and the map point. Plain values
// in; the api reads the JSON and then checks the service area (geo/) on what passes here.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace karyana::domain {

inline constexpr const char* kOutOfServiceArea = "Sorry you are out of service area!";
inline constexpr const char* kConfirmLocation = "Please confirm your location on the map!";
inline constexpr const char* kSelectLabel = "Please select an option from below!";
inline constexpr const char* kFallbackCity = "sahiwal";
inline constexpr std::size_t kFullAddressMinChars = 10;
inline constexpr std::size_t kFullAddressMaxChars = 500;
inline constexpr std::size_t kInstructionsMaxChars = 500;
inline constexpr std::size_t kCityMaxChars = 100;

// An address's own fields, as stored and as the rules let them through.
struct AddressValues {
  std::string full_address;
  std::string label;  // home, office or other
  std::optional<std::string> delivery_instructions;
  std::string city;  // lower case
  double lat = 0, lng = 0;
};

struct LatLng {
  double lat = 0, lng = 0;
};

// What the client sent. A field left out is nullopt (an edit keeps the stored value); texts are
// already trimmed, and null or a non-string is "".
struct AddressInput {
  std::optional<std::string> full_address, label, delivery_instructions, city;
  bool geo_point_sent = false;      // present and not null
  std::optional<LatLng> geo_point;  // when sent: the point, nullopt when it is not a valid one
};

enum class AddressProblemKind { Validation, LocationRequired, OutOfServiceArea };

// The first rule an input breaks: the field, the spec's message and what kind of rule.
struct AddressProblem {
  std::string field;
  std::string message;
  AddressProblemKind kind = AddressProblemKind::Validation;
};

// `input` checked and completed: when editing, `base` is the stored address and fields the
// input leaves out keep its values; a new address with no city takes `default_city` (the
// setting, lower-cased; "sahiwal" when it is empty). Checked in the form's order.
std::variant<AddressValues, AddressProblem> check_address(const AddressInput& input, const AddressValues* base,
                                                          std::string_view default_city);

// The refusal for a point outside every published service-area zone of the city.
AddressProblem out_of_service_area();

}  // namespace karyana::domain
