#include "api/rest/search_route.hpp"

#include "api/rest/search_answers.hpp"
#include "search/instantsearch.hpp"
#include "search/product_search.hpp"

namespace karyana::api {

static_assert(std::string_view(kSearchPath) == search::kSearchQueriesPath);

namespace {

SearchRouteResponse json_response(int status, std::string body) {
  // Results follow stock and prices: never cached by browsers or proxies.
  return {status, {{"Content-Type", "application/json"}, {"Cache-Control", "no-store"}}, std::move(body)};
}

}  // namespace

SearchRouteResponse handle_search(search::ProductSearch& search, std::string_view body) {
  auto answer = search::answer_queries(search, body);
  return json_response(answer.status, std::move(answer.body));
}

SearchRouteResponse handle_search(search::ProductSearch& search, SearchAnswers& answers,
                                  std::uint64_t catalogue_version, std::string_view body) {
  if (auto kept = answers.find(catalogue_version, body)) return json_response(200, *kept);
  auto answer = search::answer_queries(search, body);
  // A snapshot older than the store's search version is the previous one, served while another
  // thread rebuilds: its answer is right for now but must not outlive the rebuild.
  if (answer.status == 200 && answer.snapshot_version >= search.rows().version())
    answers.remember(catalogue_version, body, answer.body);
  return json_response(answer.status, std::move(answer.body));
}

}  // namespace karyana::api
