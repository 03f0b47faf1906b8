// The catalogue's resolver groups, registered together by add_catalogue_resolvers()
// (resolvers.hpp); split by what they serve.
#pragma once

#include <string>
#include <unordered_set>
#include <vector>

#include "graphql/engine.hpp"
#include "store/records.hpp"

namespace karyana::api {

// pageSettingByKey and offerByKey (catalogue_home_resolvers.cpp).
void add_home_resolvers(graphql::Resolvers& resolvers);
// addProductAlert (product_alert_resolvers.cpp).
void add_product_alert_resolvers(graphql::Resolvers& resolvers);

// Of `products`, the ids the signed-in caller awaits a back-in-stock alert for: one query for
// the lot, none for a visitor (catalogue_alerts.cpp).
std::unordered_set<std::string> pending_alerts_of_caller(const graphql::ResolveInfo& info,
                                                         const std::vector<const store::Product*>& products);

}  // namespace karyana::api
