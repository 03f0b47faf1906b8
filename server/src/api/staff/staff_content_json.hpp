// The console's category, customer and page objects (schema.graphql "staff: categories,
// customers, pages" section; contract in docs/api.md): categories with their place in the tree
// and whether the store front shows them, customers with their order counts, pages with the
// stored (sanitized) body.
#pragma once

#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "store/content_admin_store.hpp"

namespace karyana::api {

// The tree in the store's order (parents first), each with depth and visible (it and every
// ancestor enabled).
boost::json::array staff_categories_json(const std::vector<store::AdminCategory>& tree);
// One category; depth and visible read from `tree` (the whole tree after the change).
boost::json::object staff_category_json(const store::AdminCategory& category,
                                        const std::vector<store::AdminCategory>& tree);
boost::json::object staff_customer_json(const store::CustomerRow& customer);
boost::json::object staff_customer_order_json(const store::CustomerOrderRow& order);
boost::json::object staff_page_json(const store::AdminPage& page);

}  // namespace karyana::api
