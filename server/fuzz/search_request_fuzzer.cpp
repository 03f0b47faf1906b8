// Fuzzes the instantsearch multi-query route (api/search_route.*, search/instantsearch*) over
// the demo catalogue: any body must be answered 200, 400 or 404 with a JSON body.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include <boost/json/parse.hpp>

#include "api/rest/search_route.hpp"
#include "fuzz_store.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto& store = karyana::fuzz::FuzzStore::get();
  const std::string_view body(reinterpret_cast<const char*>(data), size);
  const auto answer = karyana::api::handle_search(*store.search, body);
  if (answer.status != 200 && answer.status != 400 && answer.status != 404) std::abort();
  boost::system::error_code ec;
  (void)boost::json::parse(answer.body, ec);
  if (ec) std::abort();
  return 0;
}
