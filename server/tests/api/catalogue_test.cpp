// The catalogue over GraphQL against a real, seeded SQLite store: cursor pagination, category
// trees and status rules, keyword search, the product page, the home page and offer, and
// back-in-stock alerts (requests, authorization, and the outbox messages the stock trigger makes).
// Keywords go through the search page's engine: the tests compare with POST /api/search/queries.
#include <gtest/gtest.h>

#include <set>

#include <boost/json.hpp>

#include "../store/temp_dir.hpp"
#include "api/api.hpp"
#include "api/auth_services.hpp"
#include "api/rest/search_route.hpp"
#include "graphql/pubsub.hpp"
#include "search/product_search.hpp"
#include "seed/seed.hpp"
#include "store/product_cursor.hpp"
#include "store/sqlite/database.hpp"
#include "store/sqlite/sqlite_stores.hpp"
#include "store/stores.hpp"

namespace karyana {
namespace {

namespace json = boost::json;

std::string text(const json::value& v) { return std::string(v.as_string()); }

constexpr const char* kCard =
    "_id title slug price price_was available_qty published_at status cat_id category { _id slug }"
    " attributes_v2 { slug code value show_in_store } already_in_alert";

const std::string kList = std::string(
                              "query($first: Int, $after: String, $filter: String) {"
                              " client_productsQuery(first: $first, after: $after, filter: $filter) {"
                              " totalCount edges { cursor node { ") +
                          kCard + " } } pageInfo { endCursor hasNextPage } error { message } } }";

const std::string kProduct = std::string("query($slug: String!) { productBySlug(slug: $slug) { ") + kCard +
                             " details type { _id title tax { value unit } attributes { slug } }"
                             " gallery { _id img thumb prod_id } response { _id error { message code } } } }";

constexpr const char* kAlert =
    "mutation($input: ProductAlertInput!) { addProductAlert(input: $input) {"
    " _id title prod_id customer_id error { message code } success { message } } }";

std::string filter_of(const json::object& filter) { return json::serialize(filter); }

struct Customer {
  std::string id;
  std::string token;
  std::string email;
  std::string phone;
};

class CatalogueApi : public ::testing::Test {
 protected:
  static inline std::unique_ptr<test::TempDir> dir;
  static inline std::unique_ptr<store::Stores> stores;
  static inline std::unique_ptr<api::AuthServices> auth;
  static inline std::unique_ptr<search::ProductSearch> search;
  static inline std::unique_ptr<graphql::Engine> engine;
  static inline int users = 0;
  graphql::PubSub pubsub;

  static void SetUpTestSuite() {
    dir = std::make_unique<test::TempDir>("catalogue-api");
    stores = store::open_sqlite_stores(dir->file("karyana.sqlite3"));
    seed::SeedOptions options;
    options.media_dir = dir->file("media");
    options.images = false;
    seed::seed(stores->seeding(), options);
    auth = std::make_unique<api::AuthServices>(stores->accounts(), auth::AuthKeys(auth::Key{7}));
    search = std::make_unique<search::ProductSearch>(stores->search_rows());
    engine = api::make_engine();
  }
  static void TearDownTestSuite() {
    engine.reset();
    search.reset();
    auth.reset();
    stores.reset();
    dir.reset();
  }

  json::object run(const std::string& query, const json::object& variables = {}, const std::string& token = "") {
    api::Services services{*stores, pubsub, {}, auth.get(), search.get()};
    api::ApiContext context(services, "127.0.0.1", token, "");
    return engine->run(query, variables, context).to_json();
  }

  json::object list(const json::object& variables, const std::string& token = "") {
    auto result = run(kList, variables, token);
    EXPECT_FALSE(result.contains("errors")) << json::serialize(result);
    return result.at("data").at("client_productsQuery").as_object();
  }

  std::string first_error(const json::object& result) {
    const auto* errors = result.if_contains("errors");
    return errors && !errors->as_array().empty() ? text(errors->as_array()[0].at("message")) : std::string();
  }
  std::string first_error_code(const json::object& result) {
    const auto* errors = result.if_contains("errors");
    return errors && !errors->as_array().empty() ? text(errors->as_array()[0].at("extensions").at("code"))
                                                 : std::string();
  }

  // A customer with a session; with `phone`, a confirmed one (alerts then go by SMS).
  Customer customer(bool confirmed_phone) {
    int n = ++users;
    Customer c;
    c.email = "alert-" + std::to_string(n) + "@example.com";
    c.phone = "0300" + std::to_string(1000000 + n);
    auto user = stores->accounts().create_user({.email = c.email,
                                                .password_hash = "not-used",
                                                .fname = "Alia",
                                                .lname = "",
                                                .gender = std::nullopt,
                                                .phone = c.phone,
                                                .city = std::nullopt,
                                                .receive_offers = 0});
    c.id = user.value().id;
    if (confirmed_phone) stores->accounts().set_phone_confirmed(c.id, 1);
    c.token = auth->tokens.issue_session(c.id).access_token;
    return c;
  }

  void sql(const std::string& statement) {
    karyana::store::sqlite::sqlite_database(*stores)->write([&](store::sqlite::Connection& c) { c.exec(statement); });
  }
  std::int64_t count(const std::string& query) {
    return karyana::store::sqlite::sqlite_database(*stores)->read([&](store::sqlite::Connection& c) {
      auto st = c.prepare(query);
      st.step();
      return st.get_int(0);
    });
  }
  // Outbox messages of product alerts to `recipient` on `channel`.
  std::vector<std::string> alert_messages(const std::string& recipient, const std::string& channel) {
    return karyana::store::sqlite::sqlite_database(*stores)->read([&](store::sqlite::Connection& c) {
      auto st = c.prepare(
          "SELECT body FROM message_outbox WHERE kind = 'product_alert' AND recipient = ?1 AND channel = ?2"
          " ORDER BY rowid");
      st.bind_all(recipient, channel);
      std::vector<std::string> bodies;
      while (st.step()) bodies.push_back(st.get_text(0));
      return bodies;
    });
  }

  // Ids of the first page of the search page (POST /api/search/queries) for `query`.
  std::vector<std::string> search_page_ids(const std::string& query, int hits_per_page) {
    json::object request{{"indexName", "instant_search"},
                         {"params", json::object{{"query", query}, {"hitsPerPage", hits_per_page}}}};
    auto answer = api::handle_search(*search, json::serialize(json::object{{"requests", json::array{request}}}));
    EXPECT_EQ(answer.status, 200) << answer.body;
    const auto reply = json::parse(answer.body);
    std::vector<std::string> ids;
    for (const auto& hit : reply.at("results").at(0).at("hits").as_array()) ids.push_back(text(hit.at("objectID")));
    return ids;
  }

  // Every product of a keyword query, walked page by page with the end cursors.
  std::vector<std::string> walk(const std::string& filter, int page_size) {
    std::vector<std::string> walked;
    json::value after = nullptr;
    for (int pages = 0; pages < 300; ++pages) {
      auto page = list({{"first", page_size}, {"after", after}, {"filter", filter}});
      for (const auto& e : page.at("edges").as_array()) walked.push_back(text(e.at("node").at("_id")));
      if (!page.at("pageInfo").at("hasNextPage").as_bool()) break;
      after = page.at("pageInfo").at("endCursor");
    }
    return walked;
  }

  static std::vector<std::string> ids_of(const json::object& page) {
    std::vector<std::string> ids;
    for (const auto& e : page.at("edges").as_array()) ids.push_back(text(e.at("node").at("_id")));
    return ids;
  }

  store::Product product(const std::string& slug) { return stores->catalogue().product_by_slug(slug).value(); }

  json::object alert(const Customer& as, const std::string& customer_id, const std::string& prod_id) {
    return run(kAlert, {{"input", json::object{{"customer_id", customer_id}, {"prod_id", prod_id}}}}, as.token);
  }
};

// ------------------------------------------------------------------ pagination

TEST_F(CatalogueApi, ACategoryListsItsDescendantsNewestFirstWithACursorPerEdge) {
  auto page = list({{"first", 20}, {"filter", filter_of({{"cat_slug", "dairy-eggs"}})}});
  const auto expected = count(
      "SELECT COUNT(*) FROM products p JOIN product_categories c ON c.id = p.cat_id"
      " JOIN product_categories top ON top.id = c.parent_cat_id"
      " WHERE top.slug = 'dairy-eggs' AND p.status = 'published'");
  EXPECT_EQ(page.at("totalCount").as_int64(), expected);
  const auto& edges = page.at("edges").as_array();
  ASSERT_EQ(edges.size(), 20u);
  std::set<std::string> children;
  std::string last = "9999";
  for (const auto& e : edges) {
    const auto& node = e.at("node").as_object();
    children.insert(text(node.at("category").at("slug")));
    EXPECT_LE(text(node.at("published_at")), last);
    last = text(node.at("published_at"));
    EXPECT_EQ(text(node.at("status")), "published");
    EXPECT_EQ(text(node.at("already_in_alert")), "no");
    EXPECT_FALSE(text(e.at("cursor")).empty());
  }
  EXPECT_GE(children.size(), 2u) << "products of several subcategories";
  EXPECT_FALSE(children.contains("dairy-eggs"));
  EXPECT_EQ(page.at("pageInfo").at("endCursor"), edges.back().at("cursor"));
  EXPECT_TRUE(page.at("pageInfo").at("hasNextPage").as_bool());
  EXPECT_TRUE(page.at("error").is_null());
}

TEST_F(CatalogueApi, PagesWalkToTheLastPageWithoutRepeatsOrGapsAndPastTheEndIsEmpty) {
  const auto filter = filter_of({{"cat_slug", "beverages"}});
  std::vector<std::string> walked;
  json::value after = nullptr;
  std::int64_t total = -1;
  json::object last;
  for (int pages = 0;; ++pages) {
    ASSERT_LT(pages, 50);
    last = list({{"first", 7}, {"after", after}, {"filter", filter}});
    if (total < 0) total = last.at("totalCount").as_int64();
    EXPECT_EQ(last.at("totalCount").as_int64(), total);
    for (const auto& e : last.at("edges").as_array()) walked.push_back(text(e.at("node").at("_id")));
    if (!last.at("pageInfo").at("hasNextPage").as_bool()) break;
    EXPECT_EQ(last.at("edges").as_array().size(), 7u);
    after = last.at("pageInfo").at("endCursor");
  }
  EXPECT_EQ(static_cast<std::int64_t>(walked.size()), total);
  EXPECT_EQ(std::set<std::string>(walked.begin(), walked.end()).size(), walked.size());
  EXPECT_FALSE(last.at("edges").as_array().empty()) << "the last page still holds products";

  // All of them at once: the same order.
  auto all = list({{"first", 100}, {"filter", filter}});
  ASSERT_EQ(all.at("edges").as_array().size(), walked.size());
  for (std::size_t i = 0; i < walked.size(); ++i)
    EXPECT_EQ(text(all.at("edges").as_array()[i].at("node").at("_id")), walked[i]);

  // Any edge's cursor continues right after that edge.
  auto middle = all.at("edges").as_array()[4].at("cursor");
  auto next = list({{"first", 3}, {"after", middle}, {"filter", filter}});
  EXPECT_EQ(text(next.at("edges").as_array()[0].at("node").at("_id")), walked[5]);

  // Past the end: nothing, no next page, the count unchanged.
  auto past = list({{"first", 7}, {"after", last.at("pageInfo").at("endCursor")}, {"filter", filter}});
  EXPECT_TRUE(past.at("edges").as_array().empty());
  EXPECT_FALSE(past.at("pageInfo").at("hasNextPage").as_bool());
  EXPECT_TRUE(past.at("pageInfo").at("endCursor").is_null());
  EXPECT_EQ(past.at("totalCount").as_int64(), total);
}

TEST_F(CatalogueApi, PageSizeDefaultsTo20IsCappedAt100AndMayBeZero) {
  auto plain = list({});
  EXPECT_EQ(plain.at("edges").as_array().size(), 20u);
  EXPECT_GT(plain.at("totalCount").as_int64(), 100);
  EXPECT_EQ(list({{"first", 5000}}).at("edges").as_array().size(), 100u);
  auto none = list({{"first", 0}});
  EXPECT_TRUE(none.at("edges").as_array().empty());
  EXPECT_TRUE(none.at("pageInfo").at("hasNextPage").as_bool());
  EXPECT_EQ(none.at("totalCount"), plain.at("totalCount"));
  auto negative = run(kList, {{"first", -1}});
  EXPECT_EQ(first_error(negative), "Invalid first: must be 0 or more");
}

TEST_F(CatalogueApi, BadCursorsAreAClearErrorAndAnEmptyOneIsTheFirstPage) {
  auto first = list({{"first", 3}});
  auto search_cursor = list({{"first", 1}, {"filter", filter_of({{"search", json::object{{"keywords", "milk"}}}})}})
                           .at("pageInfo")
                           .at("endCursor");
  const std::vector<json::value> bad = {
      json::value("garbage!"),
      json::value("bnwyMDI1"),  // base64 of a cut cursor
      json::value(
          store::encode_cursor({store::ProductCursor::Order::newest, "2025-01-01T00:00:00.000Z", 0, "nope", ""})),
      search_cursor,  // a keyword cursor in the newest-first listing
      json::value(std::string(300, 'A')),
  };
  for (const auto& cursor : bad) {
    auto result = run(kList, {{"first", 3}, {"after", cursor}});
    EXPECT_EQ(first_error(result), "Invalid cursor") << json::serialize(cursor);
    EXPECT_EQ(first_error_code(result), "BAD_USER_INPUT");
    EXPECT_TRUE(result.at("data").at("client_productsQuery").is_null());
  }
  // And a newest-first cursor in a search.
  auto result = run(kList, {{"after", first.at("pageInfo").at("endCursor")},
                            {"filter", filter_of({{"search", json::object{{"keywords", "milk"}}}})}});
  EXPECT_EQ(first_error(result), "Invalid cursor");
  EXPECT_EQ(list({{"first", 3}, {"after", ""}}).at("edges"), first.at("edges"));
}

TEST_F(CatalogueApi, CursorsRoundTripAndRefuseJunk) {
  using Order = store::ProductCursor::Order;
  auto n = store::decode_cursor(
      store::encode_cursor({Order::newest, "2025-01-08T04:44:00.000Z", 0, "54b635ad0b778a87ac8386a2", ""}));
  ASSERT_TRUE(n);
  EXPECT_EQ(n->order, Order::newest);
  EXPECT_EQ(n->published_at, "2025-01-08T04:44:00.000Z");
  EXPECT_EQ(n->id, "54b635ad0b778a87ac8386a2");
  const auto fingerprint = store::query_fingerprint("doodh", "");
  EXPECT_EQ(fingerprint.size(), 16u);
  EXPECT_NE(fingerprint, store::query_fingerprint("dudh", ""));
  EXPECT_NE(fingerprint, store::query_fingerprint("doodh", "milk"));
  EXPECT_NE(store::query_fingerprint("ab", "c"), store::query_fingerprint("a", "bc"));
  auto k = store::decode_cursor(store::encode_cursor({Order::ranked, "", 42, "", fingerprint}));
  ASSERT_TRUE(k);
  EXPECT_EQ(k->order, Order::ranked);
  EXPECT_EQ(k->position, 42);
  EXPECT_EQ(k->fingerprint, fingerprint);
  for (const char* junk : {"", "x", "====", "bnw", "cnxuYW58NTRiNjM1YWQwYjc3OGE4N2FjODM4NmEy"})
    EXPECT_FALSE(store::decode_cursor(junk)) << junk;
  for (const auto& bad : {store::encode_cursor({Order::ranked, "", -1, "", fingerprint}),
                          store::encode_cursor({Order::ranked, "", 3, "", "not-a-fingerprint"}),
                          store::encode_cursor({Order::newest, "2025-01-08", 0, "", fingerprint})})
    EXPECT_FALSE(store::decode_cursor(bad)) << bad;
}

// ------------------------------------------------------------------ category rules

TEST_F(CatalogueApi, DisabledCategoriesAndTheirDescendantsListNothing) {
  EXPECT_EQ(list({{"filter", filter_of({{"cat_slug", "seasonal-specials"}})}}).at("totalCount").as_int64(), 0);
  EXPECT_EQ(list({{"filter", filter_of({{"cat_slug", "no-such-category"}})}}).at("totalCount").as_int64(), 0);

  const auto tea_before = list({{"filter", filter_of({{"cat_slug", "tea"}})}}).at("totalCount").as_int64();
  const auto all_before = list({}).at("totalCount").as_int64();
  ASSERT_GT(tea_before, 0);
  sql("UPDATE product_categories SET status = 'disabled' WHERE slug = 'beverages'");
  EXPECT_EQ(list({{"filter", filter_of({{"cat_slug", "tea"}})}}).at("totalCount").as_int64(), 0)
      << "a child of a disabled category is not listed";
  EXPECT_LT(list({}).at("totalCount").as_int64(), all_before);
  auto tea = product("tapal-danedar-tea-950-g");
  auto page = run(kProduct, {{"slug", tea.slug}});
  EXPECT_EQ(text(page.at("data").at("productBySlug").at("response").at("error").at("message")),
            "Product Category Unavailable");
  sql("UPDATE product_categories SET status = 'enabled' WHERE slug = 'beverages'");
  EXPECT_EQ(list({{"filter", filter_of({{"cat_slug", "tea"}})}}).at("totalCount").as_int64(), tea_before);
}

TEST_F(CatalogueApi, CategoryCountsAgreeWithTheListings) {
  auto count_of = [&](const std::string& slug) {
    auto r = run(R"({ productCats(filter: "{\"status\":\"enabled\"}") { slug product_count } })");
    for (const auto& c : r.at("data").at("productCats").as_array())
      if (text(c.at("slug")) == slug) return c.at("product_count").as_int64();
    return std::int64_t{-1};
  };
  auto listed = [&](const std::string& slug) {
    return list({{"first", 0}, {"filter", filter_of({{"cat_slug", slug}})}}).at("totalCount").as_int64();
  };
  EXPECT_EQ(count_of("beverages"), listed("beverages"));
  const auto before = listed("beverages");
  sql("UPDATE product_categories SET status = 'disabled' WHERE slug = 'tea'");
  EXPECT_LT(listed("beverages"), before);
  EXPECT_EQ(count_of("beverages"), listed("beverages"));
  EXPECT_EQ(count_of("tea"), -1);
  sql("UPDATE product_categories SET status = 'enabled' WHERE slug = 'tea'");
}

TEST_F(CatalogueApi, UnpublishedProductsAreNotListed) {
  auto milk = product("olpers-full-cream-milk-1-litre");
  const auto before = list({{"filter", filter_of({{"cat_slug", "milk"}})}}).at("totalCount").as_int64();
  sql("UPDATE products SET status = 'draft' WHERE id = '" + milk.id + "'");
  auto page = list({{"first", 100}, {"filter", filter_of({{"cat_slug", "milk"}})}});
  EXPECT_EQ(page.at("totalCount").as_int64(), before - 1);
  for (const auto& e : page.at("edges").as_array()) EXPECT_NE(text(e.at("node").at("_id")), milk.id);
  auto detail = run(kProduct, {{"slug", milk.slug}}).at("data").at("productBySlug");
  EXPECT_EQ(text(detail.at("response").at("error").at("message")), "Product Unavailable");
  EXPECT_EQ(text(detail.at("response").at("error").at("code")), "PRODUCT_UNAVAILABLE");
  sql("UPDATE products SET status = 'published' WHERE id = '" + milk.id + "'");
}

// ------------------------------------------------------------------ search

TEST_F(CatalogueApi, KeywordsMatchEveryWordAsAPrefixByRelevance) {
  auto milkpak = list({{"first", 50}, {"filter", filter_of({{"search", json::object{{"keywords", "milkpak"}}}})}});
  ASSERT_GE(milkpak.at("totalCount").as_int64(), 3);
  for (const auto& e : milkpak.at("edges").as_array())
    EXPECT_NE(text(e.at("node").at("title")).find("Milkpak"), std::string::npos);

  auto typing = list({{"filter", filter_of({{"keywords", "danedar tap"}})}});  // the word being typed
  EXPECT_GE(typing.at("totalCount").as_int64(), 4);
  for (const auto& e : typing.at("edges").as_array())
    EXPECT_NE(text(e.at("node").at("title")).find("Tapal Danedar"), std::string::npos);

  auto in_tea = list(
      {{"first", 50}, {"filter", filter_of({{"cat_slug", "tea"}, {"search", json::object{{"keywords", "lipton"}}}})}});
  EXPECT_GE(in_tea.at("totalCount").as_int64(), 4);
  for (const auto& e : in_tea.at("edges").as_array()) EXPECT_EQ(text(e.at("node").at("category").at("slug")), "tea");

  // Title matches rank before matches in the description only.
  auto milk = list({{"first", 3}, {"filter", filter_of({{"keywords", "milk"}})}});
  for (const auto& e : milk.at("edges").as_array())
    EXPECT_NE(text(e.at("node").at("title")).find("Milk"), std::string::npos);

  // Query syntax is just words, as on the search page; a disabled category's products are never found.
  EXPECT_EQ(ids_of(list({{"filter", filter_of({{"keywords", "\"* OR NEAR("}})}})), search_page_ids("\"* OR NEAR(", 20));
  EXPECT_EQ(list({{"filter", filter_of({{"keywords", "chaunsa mango"}})}}).at("totalCount").as_int64(), 0);
  // Blank keywords are no keywords.
  EXPECT_EQ(list({{"filter", filter_of({{"keywords", "   "}})}}).at("totalCount"), list({}).at("totalCount"));
}

TEST_F(CatalogueApi, SearchResultsPageByRelevanceWithoutRepeats) {
  const auto filter = filter_of({{"search", json::object{{"keywords", "tea"}}}});
  auto all = list({{"first", 100}, {"filter", filter}});
  const auto total = all.at("totalCount").as_int64();
  ASSERT_GT(total, 10);
  std::vector<std::string> walked;
  json::value after = nullptr;
  for (int pages = 0; pages < 50; ++pages) {
    auto page = list({{"first", 4}, {"after", after}, {"filter", filter}});
    for (const auto& e : page.at("edges").as_array()) walked.push_back(text(e.at("node").at("_id")));
    if (!page.at("pageInfo").at("hasNextPage").as_bool()) break;
    after = page.at("pageInfo").at("endCursor");
  }
  ASSERT_EQ(static_cast<std::int64_t>(walked.size()), total);
  for (std::size_t i = 0; i < walked.size(); ++i)
    EXPECT_EQ(text(all.at("edges").as_array()[i].at("node").at("_id")), walked[i]);
}

TEST_F(CatalogueApi, KeywordsFindWhatTheSearchPageFindsTyposAndRomanUrduIncluded) {
  auto titles = [&](const std::string& keywords, int first) {
    std::vector<std::string> out;
    auto page = list({{"first", first}, {"filter", filter_of({{"keywords", keywords}})}});
    for (const auto& e : page.at("edges").as_array()) out.push_back(text(e.at("node").at("title")));
    return out;
  };
  ASSERT_FALSE(titles("doodh", 1).empty());
  EXPECT_NE(titles("doodh", 1).front().find("Milk"), std::string::npos) << "Roman-Urdu for milk";
  for (const auto& t : titles("chaawal", 8)) EXPECT_NE(t.find("Rice"), std::string::npos) << t;
  ASSERT_FALSE(titles("basmti", 1).empty());
  EXPECT_NE(titles("basmti", 1).front().find("Basmati"), std::string::npos) << "a typo";

  // The same products in the same order as the search page's first page, and the same count.
  for (const std::string q : {"doodh", "chaawal", "basmti", "mlik", "milk", "nestle milkp", "tea"}) {
    const auto filter = filter_of({{"search", json::object{{"keywords", q}}}});
    auto page = list({{"first", 20}, {"filter", filter}});
    auto expected = search_page_ids(q, 20);
    EXPECT_FALSE(expected.empty()) << q;
    EXPECT_EQ(ids_of(page), expected) << q;
    EXPECT_EQ(page.at("totalCount").as_int64(), static_cast<std::int64_t>(search->match_ids(q, 1000).size())) << q;
  }
}

TEST_F(CatalogueApi, KeywordPagesWalkEveryMatchOnceInTheEnginesOrder) {
  const auto filter = filter_of({{"keywords", "doodh"}});
  const auto total = list({{"first", 0}, {"filter", filter}}).at("totalCount").as_int64();
  ASSERT_GT(total, 10);
  auto walked = walk(filter, 7);
  EXPECT_EQ(static_cast<std::int64_t>(walked.size()), total);
  EXPECT_EQ(std::set<std::string>(walked.begin(), walked.end()).size(), walked.size()) << "no repeats";
  EXPECT_EQ(walked, search->match_ids("doodh", 1000));

  // Any edge's cursor continues right after that edge; past the end is empty.
  auto all = list({{"first", 100}, {"filter", filter}});
  EXPECT_EQ(ids_of(all),
            std::vector<std::string>(walked.begin(), walked.begin() + std::min<std::size_t>(100, walked.size())));
  auto next = list({{"first", 3}, {"after", all.at("edges").as_array()[4].at("cursor")}, {"filter", filter}});
  EXPECT_EQ(ids_of(next), std::vector<std::string>(walked.begin() + 5, walked.begin() + 8));
  auto last = list({{"first", static_cast<std::int64_t>(walked.size())}, {"filter", filter}});
  if (walked.size() <= 100) {
    EXPECT_FALSE(last.at("pageInfo").at("hasNextPage").as_bool());
    auto past = list({{"first", 5}, {"after", last.at("pageInfo").at("endCursor")}, {"filter", filter}});
    EXPECT_TRUE(past.at("edges").as_array().empty());
    EXPECT_FALSE(past.at("pageInfo").at("hasNextPage").as_bool());
    EXPECT_TRUE(past.at("pageInfo").at("endCursor").is_null());
    EXPECT_EQ(past.at("totalCount").as_int64(), total);
  }

  // With a category: the engine's order, narrowed to the category and its descendants.
  const auto in_dairy = filter_of({{"cat_slug", "dairy-eggs"}, {"keywords", "doodh"}});
  auto dairy = walk(in_dairy, 4);
  EXPECT_EQ(dairy, stores->catalogue().listed_ids(search->match_ids("doodh"), "dairy-eggs"));
  EXPECT_FALSE(dairy.empty());
  EXPECT_LE(dairy.size(), walked.size());
  EXPECT_EQ(list({{"first", 0}, {"filter", in_dairy}}).at("totalCount").as_int64(),
            static_cast<std::int64_t>(dairy.size()));
}

TEST_F(CatalogueApi, AKeywordCursorOnlyContinuesItsOwnQuery) {
  auto milk = list({{"first", 2}, {"filter", filter_of({{"keywords", "milk"}})}});
  const auto cursor = milk.at("pageInfo").at("endCursor");
  ASSERT_TRUE(cursor.is_string());
  for (const auto& other :
       {filter_of({{"keywords", "tea"}}), filter_of({{"keywords", "milkpak"}}),
        filter_of({{"cat_slug", "milk"}, {"keywords", "milk"}}), filter_of({{"cat_slug", "milk"}}), filter_of({})}) {
    auto result = run(kList, {{"first", 2}, {"after", cursor}, {"filter", other}});
    EXPECT_EQ(first_error(result), "Invalid cursor") << other;
    EXPECT_EQ(first_error_code(result), "BAD_USER_INPUT");
  }
  // The same keywords, however the filter spells them, continue.
  auto same =
      list({{"first", 2}, {"after", cursor}, {"filter", filter_of({{"search", json::object{{"keywords", "milk"}}}})}});
  const auto ranked = search->match_ids("milk");
  ASSERT_GE(ranked.size(), 4u);
  EXPECT_EQ(ids_of(same), std::vector<std::string>(ranked.begin() + 2, ranked.begin() + 4));
}

TEST_F(CatalogueApi, AFilterThatIsNotJsonIsRefused) {
  auto result = run(kList, {{"filter", "cat_slug=milk"}});
  EXPECT_EQ(first_error(result), "Invalid filter: expected a JSON object");
}

// ------------------------------------------------------------------ product page

TEST_F(CatalogueApi, ProductBySlugHasTypeCategoryAndGallery) {
  auto result = run(kProduct, {{"slug", "olpers-full-cream-milk-1-litre"}});
  ASSERT_FALSE(result.contains("errors")) << json::serialize(result);
  const auto& p = result.at("data").at("productBySlug").as_object();
  EXPECT_EQ(text(p.at("slug")), "olpers-full-cream-milk-1-litre");
  EXPECT_TRUE(p.at("response").at("error").is_null());
  EXPECT_EQ(text(p.at("response").at("_id")), text(p.at("_id")));
  EXPECT_EQ(text(p.at("category").at("slug")), "milk");
  EXPECT_EQ(text(p.at("category").at("_id")), text(p.at("cat_id")));
  EXPECT_FALSE(text(p.at("type").at("title")).empty());
  EXPECT_TRUE(p.at("type").at("tax").at("value").is_number());
  EXPECT_FALSE(p.at("attributes_v2").as_array().empty());
  EXPECT_FALSE(text(p.at("details")).empty());
  EXPECT_EQ(text(p.at("already_in_alert")), "no");

  // Some product has a gallery of three; each image names its product.
  auto with_gallery = count("SELECT COUNT(DISTINCT prod_id) FROM product_gallery");
  ASSERT_GT(with_gallery, 0);
  auto slug = karyana::store::sqlite::sqlite_database(*stores)->read([](store::sqlite::Connection& c) {
    auto st = c.prepare("SELECT p.slug FROM product_gallery g JOIN products p ON p.id = g.prod_id LIMIT 1");
    st.step();
    return st.get_text(0);
  });
  auto g = run(kProduct, {{"slug", slug}}).at("data").at("productBySlug");
  EXPECT_EQ(g.at("gallery").as_array().size(), 3u);
  for (const auto& img : g.at("gallery").as_array()) EXPECT_EQ(img.at("prod_id"), g.at("_id"));
}

TEST_F(CatalogueApi, ProductBySlugTellsWhyAProductCannotBeBought) {
  auto missing = run(kProduct, {{"slug", "no-such-product"}});
  ASSERT_FALSE(missing.contains("errors"));
  EXPECT_TRUE(missing.at("data").at("productBySlug").is_null());

  auto mango = run(kProduct, {{"slug", "chaunsa-mango-box-5-kg"}}).at("data").at("productBySlug");
  EXPECT_EQ(text(mango.at("response").at("error").at("message")), "Product Category Unavailable");
  EXPECT_EQ(text(mango.at("response").at("error").at("code")), "CATEGORY_UNAVAILABLE");
}

// ------------------------------------------------------------------ home page and offer

TEST_F(CatalogueApi, HomePageSettingsHoldTheBannersAndProductLists) {
  auto result = run(
      "{ pageSettingByKey(key: \"home\") { _id key banners { key banner { _id key status items { id img thumb url } } }"
      " products { key title ids products { _id status already_in_alert } } error { message } } }");
  ASSERT_FALSE(result.contains("errors")) << json::serialize(result);
  const auto& home = result.at("data").at("pageSettingByKey").as_object();
  std::set<std::string> banners;
  for (const auto& b : home.at("banners").as_array()) {
    banners.insert(text(b.at("key")));
    EXPECT_FALSE(b.at("banner").at("items").as_array().empty());
    for (const auto& item : b.at("banner").at("items").as_array()) {
      EXPECT_FALSE(text(item.at("img")).empty());
      EXPECT_FALSE(text(item.at("thumb")).empty());
    }
  }
  EXPECT_EQ(banners, (std::set<std::string>{"top-slider", "top-banner", "mid-banner", "bottom-banner"}));
  std::set<std::string> lists;
  for (const auto& l : home.at("products").as_array()) {
    lists.insert(text(l.at("key")));
    EXPECT_GE(l.at("products").as_array().size(), 4u);
    EXPECT_EQ(l.at("ids").as_array().size(), l.at("products").as_array().size());
  }
  EXPECT_EQ(lists, (std::set<std::string>{"featured-products", "top-products"}));
  EXPECT_TRUE(run("{ pageSettingByKey(key: \"nope\") { _id } }").at("data").at("pageSettingByKey").is_null());
}

TEST_F(CatalogueApi, HomeListsLeaveOutProductsOfDisabledCategories) {
  auto first_listed = [&] {
    auto r = run("{ pageSettingByKey(key: \"home\") { products { key products { _id cat_id } } } }");
    return r.at("data").at("pageSettingByKey").at("products").as_array()[0].at("products").as_array();
  };
  auto before = first_listed();
  ASSERT_FALSE(before.empty());
  const std::string cat_id = text(before[0].at("cat_id"));
  sql("UPDATE product_categories SET status = 'disabled' WHERE id = '" + cat_id + "'");
  for (const auto& p : first_listed()) EXPECT_NE(text(p.at("cat_id")), cat_id);
  sql("UPDATE product_categories SET status = 'enabled' WHERE id = '" + cat_id + "'");
  EXPECT_EQ(first_listed().size(), before.size());
}

TEST_F(CatalogueApi, LastMinuteOfferHasItemsWithProducts) {
  auto result =
      run("{ offerByKey(key: \"last-min\") { _id key status items { _id offer_details prod { _id title price } } } }");
  ASSERT_FALSE(result.contains("errors")) << json::serialize(result);
  const auto& offer = result.at("data").at("offerByKey");
  EXPECT_EQ(text(offer.at("key")), "last-min");
  ASSERT_GE(offer.at("items").as_array().size(), 4u);
  for (const auto& item : offer.at("items").as_array()) EXPECT_FALSE(text(item.at("prod").at("title")).empty());
  EXPECT_TRUE(run("{ offerByKey(key: \"nope\") { _id } }").at("data").at("offerByKey").is_null());
}

// ------------------------------------------------------------------ alerts

TEST_F(CatalogueApi, AddProductAlertNeedsTheSignedInCustomerThemself) {
  auto p = product("nestle-milkpak-uht-milk-250-ml");
  auto me = customer(true);
  auto other = customer(true);
  auto visitor = run(kAlert, {{"input", json::object{{"customer_id", me.id}, {"prod_id", p.id}}}});
  EXPECT_EQ(first_error(visitor), "Authentication required");
  EXPECT_TRUE(visitor.at("data").at("addProductAlert").is_null());
  auto someone_else = alert(other, me.id, p.id);
  EXPECT_EQ(first_error_code(someone_else), "FORBIDDEN");
  EXPECT_TRUE(someone_else.at("data").at("addProductAlert").is_null());
  EXPECT_EQ(count("SELECT COUNT(*) FROM product_alerts WHERE customer_id IN ('" + me.id + "', '" + other.id + "')"), 0);
}

TEST_F(CatalogueApi, AddProductAlertIsIdempotentAndShowsAsAlreadyInAlert) {
  auto p = product("nestle-milkpak-uht-milk-1-litre");
  ASSERT_TRUE(stores->catalogue().set_available_qty(p.id, 0));
  auto me = customer(true);

  auto in_listing = [&](const std::string& token) {
    auto page = list({{"first", 100}, {"filter", filter_of({{"cat_slug", "milk"}})}}, token);
    for (const auto& e : page.at("edges").as_array())
      if (text(e.at("node").at("_id")) == p.id) return text(e.at("node").at("already_in_alert"));
    return std::string("missing");
  };
  EXPECT_EQ(in_listing(me.token), "no");

  auto first = alert(me, me.id, p.id).at("data").at("addProductAlert");
  EXPECT_TRUE(first.at("error").is_null()) << json::serialize(first);
  EXPECT_EQ(text(first.at("success").at("message")),
            "Your reminder has been created! You will be notified as soon as the product is back in stock!");
  EXPECT_EQ(text(first.at("prod_id")), p.id);
  EXPECT_EQ(text(first.at("customer_id")), me.id);
  EXPECT_EQ(text(first.at("title")), p.title);

  auto again = alert(me, me.id, p.id).at("data").at("addProductAlert");
  EXPECT_TRUE(again.at("error").is_null());
  EXPECT_EQ(again.at("_id"), first.at("_id"));
  EXPECT_NE(text(again.at("success").at("message")).find("already requested"), std::string::npos);
  EXPECT_EQ(count("SELECT COUNT(*) FROM product_alerts WHERE prod_id = '" + p.id + "'"), 1);

  EXPECT_EQ(text(run(kProduct, {{"slug", p.slug}}, me.token).at("data").at("productBySlug").at("already_in_alert")),
            "yes");
  EXPECT_EQ(in_listing(me.token), "yes");
  EXPECT_EQ(in_listing(""), "no") << "a visitor";
  EXPECT_EQ(in_listing(customer(false).token), "no") << "another customer";

  stores->catalogue().set_available_qty(p.id, 40);
  EXPECT_EQ(in_listing(me.token), "no") << "the alert went out";
}

TEST_F(CatalogueApi, AddProductAlertRefusesUnknownAndInStockProducts) {
  auto me = customer(true);
  auto unknown = alert(me, me.id, "000000000000000000000000").at("data").at("addProductAlert");
  EXPECT_EQ(text(unknown.at("error").at("message")), "Product Not Found!");
  auto p = product("olpers-full-cream-milk-1-litre");
  ASSERT_GE(p.available_qty, 1);
  auto in_stock = alert(me, me.id, p.id).at("data").at("addProductAlert");
  EXPECT_EQ(text(in_stock.at("error").at("code")), "IN_STOCK");
  EXPECT_TRUE(in_stock.at("_id").is_null());
  EXPECT_EQ(count("SELECT COUNT(*) FROM product_alerts WHERE customer_id = '" + me.id + "'"), 0);
}

TEST_F(CatalogueApi, StockBackSendsOneMessagePerAlertEvenWhenTheStockChangesTwice) {
  auto p = product("nestle-milkpak-uht-milk-1-5-litre");
  ASSERT_TRUE(stores->catalogue().set_available_qty(p.id, 0));
  auto by_sms = customer(true);
  auto by_mail = customer(false);  // no confirmed phone: e-mail
  ASSERT_TRUE(alert(by_sms, by_sms.id, p.id).at("data").at("addProductAlert").at("error").is_null());
  ASSERT_TRUE(alert(by_mail, by_mail.id, p.id).at("data").at("addProductAlert").at("error").is_null());

  stores->catalogue().set_available_qty(p.id, 0);  // no change: nothing
  EXPECT_TRUE(alert_messages(by_sms.phone, "sms").empty());

  stores->catalogue().set_available_qty(p.id, 12);
  stores->catalogue().set_available_qty(p.id, 11);  // still in stock: nothing more
  stores->catalogue().set_available_qty(p.id, 0);
  stores->catalogue().set_available_qty(p.id, 30);  // back again, but every alert went out already

  auto sms = alert_messages(by_sms.phone, "sms");
  ASSERT_EQ(sms.size(), 1u);
  EXPECT_NE(sms[0].find(p.title), std::string::npos);
  EXPECT_NE(sms[0].find("back in stock"), std::string::npos);
  EXPECT_TRUE(alert_messages(by_sms.email, "email").empty());
  EXPECT_EQ(alert_messages(by_mail.email, "email").size(), 1u);
  EXPECT_TRUE(alert_messages(by_mail.phone, "sms").empty());
  EXPECT_EQ(count("SELECT COUNT(*) FROM product_alerts WHERE prod_id = '" + p.id + "' AND sent_at IS NULL"), 0);

  // Sold out again and asked again: the next restock sends one more.
  stores->catalogue().set_available_qty(p.id, 0);
  auto rearmed = alert(by_sms, by_sms.id, p.id).at("data").at("addProductAlert");
  EXPECT_NE(text(rearmed.at("success").at("message")).find("has been created"), std::string::npos);
  stores->catalogue().set_available_qty(p.id, 5);
  EXPECT_EQ(alert_messages(by_sms.phone, "sms").size(), 2u);
  EXPECT_EQ(alert_messages(by_mail.email, "email").size(), 1u);
}

TEST_F(CatalogueApi, AnyWriterOfTheStockSendsTheAlertsButOnlyForAPublishedProduct) {
  auto p = product("nestle-milkpak-uht-milk-250-ml");
  ASSERT_TRUE(stores->catalogue().set_available_qty(p.id, 0));
  auto me = customer(true);
  ASSERT_TRUE(alert(me, me.id, p.id).at("data").at("addProductAlert").at("error").is_null());

  sql("UPDATE products SET status = 'draft' WHERE id = '" + p.id + "'");
  sql("UPDATE products SET available_qty = 9 WHERE id = '" + p.id + "'");  // not for sale yet
  EXPECT_TRUE(alert_messages(me.phone, "sms").empty());
  sql("UPDATE products SET status = 'published' WHERE id = '" + p.id + "'");  // now it is
  EXPECT_EQ(alert_messages(me.phone, "sms").size(), 1u);
}

TEST_F(CatalogueApi, AStockChangeThatFailsSendsNothing) {
  auto p = product("nestle-milkpak-uht-milk-250-ml");
  stores->catalogue().set_available_qty(p.id, 0);
  auto me = customer(true);
  ASSERT_TRUE(alert(me, me.id, p.id).at("data").at("addProductAlert").at("error").is_null());
  EXPECT_THROW(karyana::store::sqlite::sqlite_database(*stores)->write([&](store::sqlite::Connection& c) {
    c.prepare("UPDATE products SET available_qty = 4 WHERE id = ?1").bind_all(p.id).run();
    throw std::runtime_error("the order failed");  // rolls the restock back
  }),
               std::runtime_error);
  EXPECT_TRUE(alert_messages(me.phone, "sms").empty());
  EXPECT_EQ(count("SELECT COUNT(*) FROM product_alerts WHERE customer_id = '" + me.id + "' AND sent_at IS NULL"), 1);
  stores->catalogue().set_available_qty(p.id, 4);
  EXPECT_EQ(alert_messages(me.phone, "sms").size(), 1u);
}

}  // namespace
}  // namespace karyana
