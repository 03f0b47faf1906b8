// An AddressInput object read into the address rules (domain/address_rules.hpp), then the
// service area: a point outside every published 'service-area' polygon of the city is refused.
// Used by the address mutations and by registerClient's input.address.
#pragma once

#include <boost/json/object.hpp>
#include <variant>

#include "domain/address_rules.hpp"
#include "store/address_store.hpp"

namespace karyana::store {
class Stores;
}

namespace karyana::api {

// `input` (user_id and _id are the caller's business, not read here) checked and turned into
// storable fields, delivery_zone_id set to the covering zone. When editing, `base` is the
// stored address: fields the input leaves out keep its values.
std::variant<store::AddressFields, domain::AddressProblem> check_address_input(const boost::json::object& input,
                                                                               const store::AddressRecord* base,
                                                                               store::Stores& stores);

// ErrorInfo JSON for the payload's `error`: code VALIDATION, LOCATION_REQUIRED or OUT_OF_SERVICE_AREA.
boost::json::object address_problem_json(const domain::AddressProblem& problem);

}  // namespace karyana::api
