// The api room against a real, seeded SQLite store: the resolvers of the foundation issue.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "../store/temp_dir.hpp"
#include "api/api.hpp"
#include "graphql/pubsub.hpp"
#include "seed/seed.hpp"
#include "store/stores.hpp"

namespace karyana {
namespace {

namespace json = boost::json;

struct ApiFixture : ::testing::Test {
  static inline std::unique_ptr<test::TempDir> dir;
  static inline std::unique_ptr<store::Stores> stores;
  static inline std::unique_ptr<graphql::Engine> engine;
  graphql::PubSub pubsub;

  static void SetUpTestSuite() {
    dir = std::make_unique<test::TempDir>("api");
    stores = store::open_sqlite_stores(dir->file("karyana.sqlite3"));
    seed::SeedOptions options;
    options.media_dir = dir->file("media");
    options.images = false;  // data is enough here; the seed tests check the pictures
    seed::seed(stores->seeding(), options);
    engine = api::make_engine();
  }
  static void TearDownTestSuite() {
    engine.reset();
    stores.reset();
    dir.reset();
  }

  json::object run(const std::string& query, std::map<std::string, std::string> overrides = {},
                   const json::object& variables = {}) {
    api::Services services{*stores, pubsub, std::move(overrides), nullptr, nullptr};
    api::ApiContext context(services, "127.0.0.1", "", "");
    return engine->run(query, variables, context).to_json();
  }
};

TEST_F(ApiFixture, SettingsStrHoldsTheStoreSettingsAsOneJsonString) {
  auto result = run("{ settings_str }");
  ASSERT_FALSE(result.contains("errors")) << json::serialize(result);
  auto settings = json::parse(result.at("data").at("settings_str").as_string()).as_object();
  EXPECT_EQ(settings.at("currency").as_string(), "RS");
  EXPECT_EQ(settings.at("suspend_app").as_string(), "false");
  for (const char* key : {"min_order_amount", "max_order_amount", "timeslot_pre_gap", "timeslot_days_to_show"})
    EXPECT_TRUE(settings.at(key).is_number()) << key;
  for (const char* key : {"default_page_title", "about_label", "footer_text"})
    EXPECT_FALSE(settings.at(key).as_string().empty()) << key;
}

TEST_F(ApiFixture, SettingOverridesWinOverTheStoredValueWithoutWritingIt) {
  auto result = run("{ settings_str }", {{"suspend_app", "true"}});
  auto settings = json::parse(result.at("data").at("settings_str").as_string()).as_object();
  EXPECT_EQ(settings.at("suspend_app").as_string(), "true");
  EXPECT_EQ(stores->settings().get("suspend_app").value_or(""), "false");
}

TEST_F(ApiFixture, ProductCatsListsEnabledCategoriesParentsFirst) {
  auto result =
      run(R"({ productCats(filter: "{\"status\":\"enabled\"}") { _id title slug parent_cat_id product_count } })");
  ASSERT_FALSE(result.contains("errors")) << json::serialize(result);
  const auto& cats = result.at("data").at("productCats").as_array();
  std::set<std::string> seen;
  int top_level = 0;
  for (const auto& v : cats) {
    const auto& c = v.as_object();
    if (c.at("parent_cat_id").is_null()) {
      ++top_level;
    } else {
      EXPECT_TRUE(seen.contains(std::string(c.at("parent_cat_id").as_string()))) << "child before its parent";
    }
    seen.insert(std::string(c.at("_id").as_string()));
  }
  EXPECT_GE(top_level, 10);
  EXPECT_GT(cats.size(), static_cast<std::size_t>(top_level));
}

TEST_F(ApiFixture, ProductCatsNeverListsDisabledCategories) {
  auto result = run(R"({ productCats(filter: "{\"status\":\"disabled\"}") { _id } })");
  EXPECT_TRUE(result.at("data").at("productCats").as_array().empty());
}

TEST_F(ApiFixture, ProductCatsRejectsAFilterThatIsNotJson) {
  auto result = run(R"({ productCats(filter: "status=enabled") { _id } })");
  ASSERT_TRUE(result.contains("errors"));
  EXPECT_EQ(result.at("errors").as_array()[0].at("message").as_string(), "Invalid filter: expected a JSON object");
  EXPECT_TRUE(result.at("data").at("productCats").is_null());
}

TEST_F(ApiFixture, PageBySlugAnswersEveryContentPageTheSpecNames) {
  for (const char* slug : {"about-us", "privacy-policy", "terms-and-conditions", "help", "faqs", "returns-refunds",
                           "feedback", "contact-us"}) {
    auto result =
        run("query($slug: String!) { pageBySlug(slug: $slug) { title slug body } }", {}, json::object{{"slug", slug}});
    ASSERT_FALSE(result.contains("errors")) << json::serialize(result);
    const auto& page = result.at("data").at("pageBySlug");
    ASSERT_TRUE(page.is_object()) << slug;
    EXPECT_EQ(page.at("slug").as_string(), slug);
    EXPECT_FALSE(page.at("body").as_string().empty()) << slug;
  }
}

TEST_F(ApiFixture, PageBySlugIsNullForAnUnknownPage) {
  auto result = run(R"({ pageBySlug(slug: "no-such-page") { title } })");
  ASSERT_FALSE(result.contains("errors"));
  EXPECT_TRUE(result.at("data").at("pageBySlug").is_null());
}

TEST_F(ApiFixture, CartAndAddressSubscriptionsNeedASignedInUser) {
  api::Services services{*stores, pubsub, {}, nullptr, nullptr};
  api::ApiContext context(services, "127.0.0.1", "", "");
  auto prepared = engine->prepare(R"(subscription { cartUpdated(id: "x") { mutation } })");
  ASSERT_TRUE(prepared->errors.empty());
  auto outcome = engine->subscribe(*prepared, prepared->document.operations[0], {}, context);
  ASSERT_TRUE(std::holds_alternative<graphql::ExecutionResult>(outcome));
  EXPECT_EQ(std::get<graphql::ExecutionResult>(outcome).errors.at(0).message, "Authentication required");
}

}  // namespace
}  // namespace karyana
