// The console's product objects (schema.graphql "staff: products" section; contract in
// docs/api.md 'Staff: products'): list rows, the whole product with its version, the form's
// options, and a payload carrying only `error`. Money in rupees from paisa.
#pragma once

#include <string_view>

#include <boost/json/object.hpp>

#include "store/product_admin_store.hpp"

namespace karyana::api {

boost::json::object staff_product_row_json(const store::AdminProductRow& row);
boost::json::object staff_product_json(const store::AdminProduct& product);
boost::json::object catalogue_options_json(const store::CatalogueOptions& options);
// A StaffProduct (or page) carrying only `error`: its code is the textCode unless `code` is
// given (CONFLICT); details names the input field ("" for none).
boost::json::object staff_product_error_json(std::string_view message, std::string_view field = {},
                                             std::string_view code = {});

}  // namespace karyana::api
