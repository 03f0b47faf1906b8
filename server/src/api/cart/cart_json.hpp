// A priced cart as schema.graphql's Cart and CartItem (ids as `_id`, money in rupees).
#pragma once

#include <boost/json/object.hpp>
#include <string>

#include "api/cart/cart_totals.hpp"

namespace karyana::api {

// `error` is the Cart's error {message} (null when empty).
boost::json::object cart_json(const PricedCart& cart, const std::string& error = "");

}  // namespace karyana::api
