// The console's home page objects (schema.graphql "staff: home page and offers" section; contract
// in docs/api.md 'Staff: home page and offers'): banner groups with their items, the home lists and
// the offer with their products of any status and whether the store front lists each.
#pragma once

#include <boost/json/object.hpp>

#include "store/home_admin_store.hpp"

namespace karyana::api {

boost::json::object staff_banner_group_json(const store::AdminBannerGroup& group);
// A home list (status null) or an offer.
boost::json::object staff_product_list_json(const store::AdminProductList& list);
boost::json::object staff_home_page_json(const store::AdminHomePage& page);

}  // namespace karyana::api
