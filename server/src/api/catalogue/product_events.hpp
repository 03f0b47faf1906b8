// The store front's live prices and stock (issue 18): every console write that changes what a
// product page, a listing or a cart shows (a save, a stock change, an import, pictures) publishes
// one ProductsEvent on a public bus topic after its transaction commits. The event carries the
// changed products as the store front's Product reads them (one read for all ids), so a browser
// puts them in its cache in place; an import of more than kMaxProductsPerEvent products sends
// only reload: true (the pages read again).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "api/api_context.hpp"

namespace karyana::api {

namespace topics {
inline constexpr const char* kProducts = "products";
}  // namespace topics

inline constexpr std::size_t kMaxProductsPerEvent = 500;

void publish_products_changed(Services& services, const std::vector<std::string>& product_ids);

}  // namespace karyana::api
