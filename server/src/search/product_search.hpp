// Faceted product search: the store's full-text index (store::SearchRows::text_matches) finds
// the products a text matches, an in-memory snapshot of the facet columns filters, counts and
// sorts them in one pass.
//
//   search::ProductSearch search(stores->search_rows());
//   auto result = search.search({.query = "doodh", .facets = {Attribute::brand}});
//   auto ids = search.match_ids("basmti chawal");  // product ids, best first
//
// Thread-safe. The snapshot is rebuilt when the store's search version (SQLite: search_state,
// bumped by triggers, migration 0008) moves, so writes from any process show up on the next search; stock changes do
// not need a rebuild (hits read stock from the database).
#pragma once

#include <cstdint>
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "search/attributes.hpp"
#include "search/facets.hpp"
#include "search/filters.hpp"
#include "search/query_plan.hpp"
#include "search/snapshot.hpp"
#include "store/search_rows.hpp"

namespace karyana::search {

enum class SortOrder { relevance, price_asc, price_desc };

struct SearchRequest {
  std::string query;
  int page = 0;            // from 0
  int hits_per_page = 20;  // 0: counts only
  SortOrder sort = SortOrder::relevance;
  std::vector<Attribute> facets;
  Filters filters;
  int max_values_per_facet = 100;
};

// Products a text matches, best first (shared by the requests of one batch through a cache).
struct TextMatch {
  QueryPlan plan;
  std::vector<std::uint32_t> docs;  // snapshot doc indices, ranked
};

struct SearchResult {
  std::shared_ptr<const Snapshot> snapshot;
  std::shared_ptr<const TextMatch> text;  // null for an empty query
  std::vector<std::uint32_t> hits;        // doc indices of the requested page, in order
  std::int64_t nb_hits = 0;
  int page = 0;
  int nb_pages = 0;
  int hits_per_page = 0;
  std::vector<FacetCounts> facets;
  std::vector<NumericStats> stats;
};

struct SearchOptions {
  int pagination_limit = 1000;     // hits reachable by paging (nbHits still counts them all)
  std::size_t cache_entries = 64;  // text matches kept for repeated queries
};

class ProductSearch {
 public:
  explicit ProductSearch(store::SearchRows& rows, SearchOptions options = {});

  // The current snapshot, rebuilt first when the database moved on.
  std::shared_ptr<const Snapshot> snapshot();

  SearchResult search(const SearchRequest& request);
  SearchResult search(const std::shared_ptr<const Snapshot>& snapshot, const SearchRequest& request);

  // Keyword matching for other features (client_productsQuery's search filter): ids of the
  // published products of enabled categories matching `keywords`, best first; at most `limit`
  // (0: all). Empty keywords match nothing.
  std::vector<std::string> match_ids(std::string_view keywords, std::size_t limit = 0);
  // The same as products.seq values.
  std::vector<std::int64_t> match_seqs(std::string_view keywords, std::size_t limit = 0);

  // Products a text matches in this snapshot (cached); null for a text without words.
  std::shared_ptr<const TextMatch> text_match(const std::shared_ptr<const Snapshot>& snapshot, std::string_view text);

  store::SearchRows& rows() { return rows_; }

 private:
  std::shared_ptr<const TextMatch> find_cached(std::int64_t version, const std::string& key);
  void remember(std::int64_t version, const std::string& key, std::shared_ptr<const TextMatch> match);

  store::SearchRows& rows_;
  SearchOptions options_;

  std::mutex snapshot_mutex_;  // guards snapshot_
  std::mutex rebuild_mutex_;   // one rebuild at a time
  std::shared_ptr<const Snapshot> snapshot_;

  std::mutex cache_mutex_;
  std::int64_t cache_version_ = -1;
  std::list<std::pair<std::string, std::shared_ptr<const TextMatch>>> cache_lru_;  // newest first
  std::unordered_map<std::string, decltype(cache_lru_)::iterator> cache_index_;
};

}  // namespace karyana::search
