#include "api/catalogue/catalogue_keyword_search.hpp"

#include <algorithm>

#include "search/product_search.hpp"
#include "store/product_cursor.hpp"

namespace karyana::api {

namespace {

// As far as the search page can page (SearchOptions::pagination_limit).
const std::size_t kMaxRanked = static_cast<std::size_t>(search::SearchOptions{}.pagination_limit);

}  // namespace

store::ProductPage keyword_page(search::ProductSearch& search, store::CatalogueStore& catalogue,
                                const KeywordQuery& query) {
  using Order = store::ProductCursor::Order;
  const std::string fingerprint = store::query_fingerprint(query.keywords, query.cat_slug);
  std::size_t start = 0;
  if (!query.after.empty()) {
    auto after = store::decode_cursor(query.after);
    if (!after || after->order != Order::ranked || after->fingerprint != fingerprint) throw store::InvalidCursor();
    start = static_cast<std::size_t>(after->position) + 1;
  }

  // A category narrows every match before the cap, so its best matches are never cut off.
  std::vector<std::string> ranked;
  if (query.cat_slug.empty()) {
    ranked = search.match_ids(query.keywords, kMaxRanked);
  } else {
    ranked = catalogue.listed_ids(search.match_ids(query.keywords), query.cat_slug);
    if (ranked.size() > kMaxRanked) ranked.resize(kMaxRanked);
  }

  store::ProductPage page;
  page.total_count = static_cast<std::int64_t>(ranked.size());
  const std::size_t first = static_cast<std::size_t>(std::clamp(query.first, 0, 100));
  if (start >= ranked.size()) return page;  // past the end
  const std::size_t end = std::min(ranked.size(), start + first);
  page.has_next_page = end < ranked.size();

  // One batch for the page; a product unlisted since the match is left out.
  page.items = catalogue.listed_products_by_ids(
      {ranked.begin() + static_cast<std::ptrdiff_t>(start), ranked.begin() + static_cast<std::ptrdiff_t>(end)});
  auto cursor_at = [&](std::size_t position) {
    return store::encode_cursor({.order = Order::ranked,
                                 .published_at = {},
                                 .position = static_cast<std::int64_t>(position),
                                 .id = {},
                                 .fingerprint = fingerprint});
  };
  std::size_t position = start;
  for (const auto& product : page.items) {
    while (ranked[position] != product.id) ++position;  // items keep the ranked order
    page.cursors.push_back(cursor_at(position));
  }
  // The page's last position, even when its product was left out: the next page follows it.
  if (end > start) page.end_cursor = cursor_at(end - 1);
  return page;
}

}  // namespace karyana::api
