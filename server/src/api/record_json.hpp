// Store records as the JSON objects the schema's types read (field names as in schema.graphql;
// ids as `_id`; money from paisa to rupees). One place, so every resolver answers alike.
#pragma once

#include <boost/json/object.hpp>

#include "store/records.hpp"

namespace karyana::api {

// Paisa to rupees with two decimals, as the API's Float money fields carry them.
double rupees(store::Paisa paisa);

boost::json::object to_json(const store::Category& category);
boost::json::object to_json(const store::Page& page);

}  // namespace karyana::api
