// POST /api/search/queries: faceted product search in the instantsearch / Algolia multi-query
// protocol (see search/instantsearch.hpp for the request and response shapes). Public, read-only
// and free of the HTTP library's types; main.cpp adapts it to a route.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace karyana::search {
class ProductSearch;
}

namespace karyana::api {

class SearchAnswers;

inline constexpr const char* kSearchPath = "/api/search/queries";

struct SearchRouteResponse {
  int status = 200;
  std::vector<std::pair<std::string, std::string>> headers;  // Content-Type included
  std::string body;
};

SearchRouteResponse handle_search(search::ProductSearch& search, std::string_view body);

// The same through an answer cache (api/rest/search_answers.hpp): `catalogue_version` is
// store::CatalogueVersion::current() read by the caller right BEFORE this call. A repeated body
// under the same version gets the kept answer; an answer is kept only when it is a success and
// read the current search snapshot (not the previous one, served while another thread rebuilds).
SearchRouteResponse handle_search(search::ProductSearch& search, SearchAnswers& answers,
                                  std::uint64_t catalogue_version, std::string_view body);

}  // namespace karyana::api
