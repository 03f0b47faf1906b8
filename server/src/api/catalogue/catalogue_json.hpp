// Catalogue records as the JSON objects of schema.graphql's Product, ProductConnection,
// PageSettings and Offer (ids as `_id`, money in rupees). Per-customer fields
// (already_in_alert) are set by the resolvers.
#pragma once

#include <string>
#include <unordered_set>

#include <boost/json/object.hpp>

#include "store/catalogue_store.hpp"
#include "store/records.hpp"

namespace karyana::api {

// The Product; `pending_alerts` are the product ids the caller awaits an alert for
// (already_in_alert 'yes'). response is {_id, error: null, success: null}.
boost::json::object product_json(const store::Product& product, const std::unordered_set<std::string>& pending_alerts);

// {totalCount, edges {cursor node}, pageInfo {endCursor hasNextPage}, error: null}.
boost::json::object product_connection_json(const store::ProductPage& page,
                                            const std::unordered_set<std::string>& pending_alerts);

// Banner groups that are not published are left out, with their slots. A banner picture's img_phone
// is named when its file is in media_dir (media/phone_variant.hpp).
boost::json::object page_settings_json(const store::PageSettings& settings,
                                       const std::unordered_set<std::string>& pending_alerts,
                                       const std::string& media_dir);
boost::json::object offer_json(const store::Offer& offer, const std::unordered_set<std::string>& pending_alerts);

boost::json::object product_alert_json(const store::ProductAlert& alert);

}  // namespace karyana::api
