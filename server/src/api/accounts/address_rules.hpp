// The address form's rules (accounts.md §5), checked again on the server with the spec's
// messages, then the service area: a point outside every published 'service-area' polygon of
// the city is refused. Used by the address mutations and by registerClient's input.address.
#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <variant>

#include "store/address_store.hpp"

namespace karyana::store {
class Stores;
}

namespace karyana::api {

inline constexpr const char* kOutOfServiceArea = "Sorry you are out of service area!";
inline constexpr const char* kConfirmLocation = "Please confirm your location on the map!";
inline constexpr const char* kSelectLabel = "Please select an option from below!";
inline constexpr std::size_t kFullAddressMinChars = 10;
inline constexpr std::size_t kFullAddressMaxChars = 500;
inline constexpr std::size_t kInstructionsMaxChars = 500;

// The first rule an input breaks: the field, the spec's message and a machine code
// (VALIDATION, LOCATION_REQUIRED or OUT_OF_SERVICE_AREA).
struct AddressProblem {
  std::string field;
  std::string message;
  std::string code;
};

// An AddressInput object (user_id and _id are the caller's business, not read here) checked
// and turned into storable fields, delivery_zone_id set to the covering zone. When editing,
// `base` is the stored address: fields the input leaves out keep its values.
std::variant<store::AddressFields, AddressProblem> check_address_input(const boost::json::object& input,
                                                                       const store::AddressRecord* base,
                                                                       store::Stores& stores);

// ErrorInfo JSON for the payload's `error`.
boost::json::object address_problem_json(const AddressProblem& problem);

}  // namespace karyana::api
