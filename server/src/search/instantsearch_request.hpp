// One request of a multi-query batch, read from the protocol's JSON (instantsearch_params.cpp)
// into what ProductSearch and the result writer need. Internal to the protocol files.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "search/product_search.hpp"

namespace karyana::search {

struct QueryRequest {
  std::string index;
  SearchRequest search;
  std::string params;  // the parameters as a URL-encoded string, echoed in the result
  std::string pre_tag = "<em>";
  std::string post_tag = "</em>";
  std::optional<std::vector<std::string>> attributes_to_retrieve;  // none: every attribute

  // type "facet": search for facet values
  bool facet_search = false;
  Attribute facet = Attribute::brand;
  std::string facet_query;
  int max_facet_hits = 10;
};

// Throws SearchError (400 malformed, 404 unknown index).
std::vector<QueryRequest> parse_queries(std::string_view body);

}  // namespace karyana::search
