// Addresses, zones and places as the JSON the schema's Address, GeoZone and Location types
// read. Points keep the spec's [lat, lng] order.
#pragma once

#include <boost/json/object.hpp>

#include "store/address_store.hpp"
#include "store/records.hpp"

namespace karyana::api {

boost::json::object address_json(const store::AddressRecord& address);
// The stored polygon JSON is passed through as the `polygon` object (null when unparsable).
boost::json::object geo_zone_json(const store::GeoZone& zone);
boost::json::object location_json(const store::Location& location);

}  // namespace karyana::api
