// StaffProductInput read into what the store saves (issue 18): on an edit only the fields sent
// change, the stored product filling the rest; on a create the rest is empty (status 'draft').
// Texts are trimmed; money comes in rupees and goes on in paisa. The form half is what
// domain::check_product_form judges before anything reaches the store.
#pragma once

#include <boost/json/object.hpp>

#include "domain/product_rules.hpp"
#include "store/product_admin_store.hpp"

namespace karyana::api {

struct ProductInput {
  store::ProductFields fields;
  domain::ProductForm form;
};

// `stored`: the product being edited; nullptr for a new one.
ProductInput read_product_input(const boost::json::object& input, const store::Product* stored);

}  // namespace karyana::api
