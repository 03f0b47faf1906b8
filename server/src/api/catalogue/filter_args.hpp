// Many of the spec's queries take their filter as JSON text in a String argument
// (`filter: "{\"status\":\"enabled\"}"`); this reads it once, with one clear error.
#pragma once

#include <string_view>

#include <boost/json/object.hpp>

#include "graphql/engine.hpp"

namespace karyana::api {

// The argument `name` parsed as a JSON object; empty when absent, null or "".
// Throws graphql::FieldError "Invalid filter: expected a JSON object" (code BAD_USER_INPUT).
boost::json::object json_object_argument(const graphql::ResolveInfo& info, std::string_view name = "filter");

}  // namespace karyana::api
