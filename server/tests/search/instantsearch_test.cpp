// The instantsearch / Algolia protocol: request forms, response shape, facet-value search and
// the errors a bad request gets.
#include "search/instantsearch.hpp"

#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "search_fixture.hpp"

namespace karyana::search {
namespace {

namespace json = boost::json;

struct Reply {
  int status;
  json::value body;
};

Reply post(const std::string& body) {
  auto answer = answer_queries(*test::shared_store().search, body);
  return {answer.status, json::parse(answer.body)};
}

json::object first_result(const std::string& body) {
  auto reply = post(body);
  EXPECT_EQ(reply.status, 200) << json::serialize(reply.body);
  return reply.body.at("results").at(0).as_object();
}

std::string message(const Reply& r) { return std::string(r.body.at("message").as_string()); }

TEST(Instantsearch, AnswersInAlgoliasShape) {
  auto r = first_result(R"({"requests":[{"indexName":"instant_search","params":{"query":"milk",
      "facets":["brand","categories.lvl0","categories.lvl1","rating","free_shipping","price"],
      "highlightPreTag":"__ais-highlight__","highlightPostTag":"__/ais-highlight__"}}]})");
  for (const char* key : {"hits", "nbHits", "page", "nbPages", "hitsPerPage", "facets", "facets_stats",
                          "exhaustiveFacetsCount", "query", "params", "index", "processingTimeMS"})
    EXPECT_TRUE(r.contains(key)) << key;
  EXPECT_EQ(r.at("hitsPerPage").as_int64(), 20);  // the spec's default
  EXPECT_EQ(r.at("page").as_int64(), 0);
  EXPECT_EQ(r.at("index").as_string(), "instant_search");
  EXPECT_EQ(r.at("query").as_string(), "milk");
  const auto& hit = r.at("hits").at(0).as_object();
  for (const char* key : {"objectID", "title", "slug", "brand", "price", "price_was", "picture_thumb", "available_qty",
                          "rating", "free_shipping", "categories", "attributes_v2", "_highlightResult"})
    EXPECT_TRUE(hit.contains(key)) << key;
  EXPECT_EQ(hit.at("categories").at("lvl0").as_string(), "Dairy & Eggs");
  EXPECT_EQ(hit.at("categories").at("lvl1").as_string(), "Dairy & Eggs > Milk");
  const auto& title = hit.at("_highlightResult").at("title").as_object();
  EXPECT_NE(std::string(title.at("value").as_string()).find("__ais-highlight__Milk__/ais-highlight__"),
            std::string::npos);
  EXPECT_EQ(title.at("matchLevel").as_string(), "full");
  const auto& facets = r.at("facets").as_object();
  EXPECT_TRUE(facets.at("categories.lvl1").as_object().contains("Dairy & Eggs > Milk"));
  const auto& price = r.at("facets_stats").at("price").as_object();
  for (const char* key : {"min", "max", "avg", "sum"}) EXPECT_TRUE(price.contains(key)) << key;
}

TEST(Instantsearch, ParamsAsObjectStringOrBesideTheIndexAgree) {
  auto as_object = first_result(R"({"requests":[{"indexName":"instant_search","params":{"query":"nestle",
      "hitsPerPage":5,"facets":["brand"],"facetFilters":[["free_shipping:false"]],"numericFilters":["price>=100"]}}]})");
  auto as_string = first_result(
      R"({"requests":[{"indexName":"instant_search","params":"query=nestle&hitsPerPage=5&facets=%5B%22brand%22%5D)"
      R"(&facetFilters=%5B%5B%22free_shipping%3Afalse%22%5D%5D&numericFilters=%5B%22price%3E%3D100%22%5D"}]})");
  auto flat = first_result(R"({"requests":[{"indexName":"instant_search","query":"nestle","hitsPerPage":5,
      "facets":["brand"],"facetFilters":[["free_shipping:false"]],"numericFilters":["price>=100"]}]})");
  auto legacy =
      first_result(R"({"requests":[{"indexName":"instant_search","params":"query=nestle&hitsPerPage=5&facets=brand)"
                   R"(&facetFilters=(free_shipping%3Afalse)&numericFilters=price%3E%3D100"}]})");
  for (const auto* other : {&as_string, &flat, &legacy}) {
    EXPECT_EQ(other->at("nbHits"), as_object.at("nbHits"));
    EXPECT_EQ(other->at("hits").at(0).at("objectID"), as_object.at("hits").at(0).at("objectID"));
    EXPECT_EQ(other->at("facets"), as_object.at("facets"));
  }
  EXPECT_GT(as_object.at("nbHits").as_int64(), 0);
  EXPECT_EQ(as_object.at("hits").as_array().size(), 5u);
  // The parameters come back URL-encoded, as Algolia answers.
  EXPECT_NE(std::string(as_object.at("params").as_string()).find("query=nestle"), std::string::npos);
}

TEST(Instantsearch, ReplicaIndexesSortByPrice) {
  auto r = first_result(R"({"requests":[{"indexName":"instant_search_price_desc","params":{"hitsPerPage":30}}]})");
  double last = 1e18;
  for (const auto& hit : r.at("hits").as_array()) {
    const double price = hit.at("price").to_number<double>();
    EXPECT_LE(price, last);
    last = price;
  }
}

TEST(Instantsearch, SearchesFacetValues) {
  auto r = first_result(R"({"requests":[{"indexName":"instant_search","type":"facet","facet":"brand",
      "params":{"facetQuery":"nes","maxFacetHits":5}}]})");
  const auto& hits = r.at("facetHits").as_array();
  ASSERT_FALSE(hits.empty());
  bool nestle = false;
  for (const auto& h : hits) {
    const std::string value(h.at("value").as_string());
    if (value != "Nestle") continue;
    nestle = true;
    EXPECT_EQ(h.at("highlighted").as_string(), "<em>Nes</em>tle");
    EXPECT_EQ(h.at("count").as_int64(), test::brand_counts(*test::shared_store().db)["Nestle"]);
  }
  EXPECT_TRUE(nestle);
}

TEST(Instantsearch, AttributesToRetrieveTrimsHits) {
  auto r = first_result(R"({"requests":[{"indexName":"instant_search","params":{"hitsPerPage":1,
      "attributesToRetrieve":["title","price"]}}]})");
  const auto& hit = r.at("hits").at(0).as_object();
  EXPECT_TRUE(hit.contains("objectID"));
  EXPECT_TRUE(hit.contains("title"));
  EXPECT_TRUE(hit.contains("price"));
  EXPECT_FALSE(hit.contains("brand"));
}

TEST(Instantsearch, BadRequestsGetAClearError) {
  auto malformed = post(R"({"requests":[)");
  EXPECT_EQ(malformed.status, 400);
  EXPECT_EQ(message(malformed).rfind("Malformed JSON in the request body", 0), 0u) << message(malformed);
  EXPECT_EQ(malformed.body.at("status").as_int64(), 400);

  EXPECT_EQ(post(R"([1,2])").status, 400);
  EXPECT_EQ(post(R"({"requests":[]})").status, 400);
  auto no_index = post(R"({"requests":[{"params":{}}]})");
  EXPECT_EQ(message(no_index), "requests[0].indexName is required");

  auto unknown = post(R"({"requests":[{"indexName":"products"}]})");
  EXPECT_EQ(unknown.status, 404);
  EXPECT_EQ(message(unknown).rfind("Index 'products' does not exist", 0), 0u) << message(unknown);

  EXPECT_EQ(message(post(R"({"requests":[{"indexName":"instant_search","params":{"hitsPerPage":5000}}]})")),
            "hitsPerPage must be an integer from 0 to 1000");
  EXPECT_EQ(message(post(R"({"requests":[{"indexName":"instant_search","params":{"page":-1}}]})")),
            "page must be an integer from 0 to 1000000");
  // A huge double was cast to an integer before its range was checked: undefined behaviour,
  // stopped by UBSan in the search_request fuzz target (docs/fuzzing.md).
  EXPECT_EQ(message(post(R"({"requests":[{"indexName":"instant_search","params":{"hitsPerPage":1e300}}]})")),
            "hitsPerPage must be an integer from 0 to 1000");
  EXPECT_EQ(message(post(R"({"requests":[{"indexName":"instant_search","params":{"page":-1e19}}]})")),
            "page must be an integer from 0 to 1000000");
  EXPECT_EQ(first_result(R"({"requests":[{"indexName":"instant_search","params":{"hitsPerPage":5.0}}]})")
                .at("hitsPerPage")
                .as_int64(),
            5);
  EXPECT_EQ(message(post(R"({"requests":[{"indexName":"instant_search","params":{"query":7}}]})")),
            "query must be a string");
  EXPECT_EQ(post(R"({"requests":[{"indexName":"instant_search","params":{"facets":["colour"]}}]})").status, 400);
  EXPECT_EQ(post(R"({"requests":[{"indexName":"instant_search","params":{"facetFilters":[[["brand:A"]]]}}]})").status,
            400);
  EXPECT_EQ(post(R"({"requests":[{"indexName":"instant_search","params":{"filters":"brand:A"}}]})").status, 400);
  EXPECT_EQ(post(R"({"requests":[{"indexName":"instant_search","params":42}]})").status, 400);
  EXPECT_EQ(message(post(R"({"requests":[{"indexName":"instant_search","params":"query=%FF%FEmilk"}]})")),
            "params is not valid UTF-8 once decoded");
  std::string many = R"({"requests":[)";
  for (int i = 0; i < 51; ++i) many += std::string(i ? "," : "") + R"({"indexName":"instant_search"})";
  EXPECT_EQ(post(many + "]}").status, 400);
  // The same search still answers afterwards.
  EXPECT_EQ(post(R"({"requests":[{"indexName":"instant_search"}]})").status, 200);
}

}  // namespace
}  // namespace karyana::search
