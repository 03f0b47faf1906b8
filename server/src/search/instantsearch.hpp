// The instantsearch / Algolia multi-query protocol on our own index, so react-instantsearch's
// widgets work through a small custom search client:
//
//   POST /api/search/queries
//   {"requests": [{"indexName": "instant_search", "params": {query, page, hitsPerPage, facets,
//                  facetFilters, numericFilters, maxValuesPerFacet, highlightPreTag, ...}}, ...]}
//   → 200 {"results": [{hits, nbHits, page, nbPages, hitsPerPage, facets, facets_stats, query,
//                       params, index, processingTimeMS, exhaustiveFacetsCount, ...}, ...]}
//
// params may also be a URL-encoded string (algoliasearch v4) or sit flat in the request (v5).
// A request {"type": "facet", "facet": "brand", "params": {"facetQuery": "nes", ...}} answers
// {facetHits: [{value, highlighted, count}]} (searchable RefinementList).
// Errors: 400 (malformed JSON or parameters) and 404 (unknown index) with
// {"message": ..., "status": ..., "error": {"message": ...}}.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace karyana::search {

class ProductSearch;

inline constexpr const char* kSearchQueriesPath = "/api/search/queries";
// Relevance (the spec's default sort 'instant_search') and its price-sorted replicas.
inline constexpr const char* kIndexRelevance = "instant_search";
inline constexpr const char* kIndexPriceAsc = "instant_search_price_asc";
inline constexpr const char* kIndexPriceDesc = "instant_search_price_desc";
inline constexpr int kDefaultHitsPerPage = 20;
inline constexpr int kMaxHitsPerPage = 1000;
inline constexpr int kMaxRequestsPerBatch = 50;

struct SearchAnswer {
  int status = 200;
  std::string body;                   // JSON
  std::int64_t snapshot_version = 0;  // of the snapshot the answer read (0: none, an error)
};

// Never throws for bad input: it becomes a 400/404 answer.
SearchAnswer answer_queries(ProductSearch& search, std::string_view body);

}  // namespace karyana::search
