// client_productsQuery's keyword filter, answered by the faceted search's engine
// (search::ProductSearch), so the listing finds what the search page finds: typos, Roman-Urdu
// spellings and synonyms, in the same order.
#pragma once

#include <string>

#include "store/catalogue_store.hpp"
#include "store/records.hpp"

namespace karyana::search {
class ProductSearch;
}

namespace karyana::api {

struct KeywordQuery {
  std::string keywords;  // not blank
  std::string cat_slug;  // "" for every visible category; else the category and its descendants
  int first = 20;        // page size, 0..100
  std::string after;     // a cursor of this same query, "" for the first page
};

// The page of the engine's ranked matches (at most as many as the search page can reach);
// totalCount counts them. Cursors hold the item's position and the query's fingerprint, so a
// cursor of another query or of the newest-first listing throws store::InvalidCursor.
store::ProductPage keyword_page(search::ProductSearch& search, store::CatalogueStore& catalogue,
                                const KeywordQuery& query);

}  // namespace karyana::api
