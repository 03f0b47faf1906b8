// POST /api/search/queries: faceted product search in the instantsearch / Algolia multi-query
// protocol (see search/instantsearch.hpp for the request and response shapes). Public, read-only
// and free of the HTTP library's types; main.cpp adapts it to a route.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace karyana::search {
class ProductSearch;
}

namespace karyana::api {

inline constexpr const char* kSearchPath = "/api/search/queries";

struct SearchRouteResponse {
  int status = 200;
  std::vector<std::pair<std::string, std::string>> headers;  // Content-Type included
  std::string body;
};

SearchRouteResponse handle_search(search::ProductSearch& search, std::string_view body);

}  // namespace karyana::api
