// What the product search (search/) reads from storage: the rows its in-memory snapshot is
// built from, the products a full-text query matches, and the fields a page of hits shows.
// The engine's full-text index answers the match; everything else about search stays in search/.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace karyana::store {

struct SearchCategoryRow {
  std::string id, title, parent_id;  // parent_id "" for a top category
  bool enabled = false;
};

struct SearchProductRow {
  std::int64_t seq = 0;  // products.seq: the full-text row of the product
  std::string id, title, brand, cat_id;
  std::int64_t price = 0;  // paisa
  double rating = 0;
  bool free_shipping = false;
};

// Everything a snapshot needs, read in one consistent read.
struct SearchCatalogueRows {
  std::int64_t version = 0;                                   // search_state.version
  std::vector<std::pair<std::string, std::int64_t>> terms;    // indexed word → products holding it
  std::vector<std::pair<std::string, std::string>> synonyms;  // word → synonym
  std::vector<SearchCategoryRow> categories;                  // every category, any status
  std::vector<SearchProductRow> products;                     // published, newest first
};

struct SearchHitAttribute {
  std::string id, title, slug, code, display_as, value;
  std::int64_t show_in_store = 0;
};

// The fields a search hit shows, read fresh for the page's products only (stock and pictures
// change without a snapshot rebuild).
struct SearchHitRow {
  std::int64_t seq = 0;
  std::string id, title, slug, brand, picture, picture_thumb, cat_id;
  std::int64_t price = 0, price_was = 0;  // paisa
  std::int64_t available_qty = 0, limit_max_qty_in_cart = 0;
  double rating = 0;
  bool free_shipping = false;
  std::vector<SearchHitAttribute> attributes;  // in display order
};

class SearchRows {
 public:
  virtual ~SearchRows() = default;
  // The catalogue's search version (moved by every change search sees); 0 before migration 0008.
  virtual std::int64_t version() = 0;
  virtual SearchCatalogueRows catalogue_rows() = 0;
  // The seqs of the products a full-text query (FTS5 syntax, from search::plan_query) matches,
  // in no particular order.
  virtual std::vector<std::int64_t> text_matches(const std::string& fts_query) = 0;
  // Published products by seq (missing or unpublished ones are left out), with their attributes.
  virtual std::unordered_map<std::int64_t, SearchHitRow> hit_rows(const std::vector<std::int64_t>& seqs) = 0;
};

}  // namespace karyana::store
