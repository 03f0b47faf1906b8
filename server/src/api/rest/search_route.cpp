#include "api/rest/search_route.hpp"

#include "search/instantsearch.hpp"

namespace karyana::api {

static_assert(std::string_view(kSearchPath) == search::kSearchQueriesPath);

SearchRouteResponse handle_search(search::ProductSearch& search, std::string_view body) {
  auto answer = search::answer_queries(search, body);
  // Results follow stock and prices: never cached by browsers or proxies.
  return {answer.status, {{"Content-Type", "application/json"}, {"Cache-Control", "no-store"}}, std::move(answer.body)};
}

}  // namespace karyana::api
