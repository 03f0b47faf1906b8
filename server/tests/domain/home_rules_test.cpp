// The home page's rules: banner links, banner groups and the product lists and offers.
#include <gtest/gtest.h>

#include "domain/home_rules.hpp"

namespace karyana::domain {
namespace {

namespace m = home_messages;

TEST(HomeRules, BannerLinks) {
  EXPECT_TRUE(valid_banner_url("/product/atta-10kg"));
  EXPECT_TRUE(valid_banner_url("/category/tea?sort=price"));
  EXPECT_TRUE(valid_banner_url("/"));
  EXPECT_TRUE(valid_banner_url("https://example.com"));
  EXPECT_TRUE(valid_banner_url("http://example.com/a?b=c#d"));
  EXPECT_FALSE(valid_banner_url(""));
  EXPECT_FALSE(valid_banner_url("product/atta"));
  EXPECT_FALSE(valid_banner_url("//evil.example/x"));  // another host through a protocol-relative link
  EXPECT_FALSE(valid_banner_url("/\\evil.example"));
  EXPECT_FALSE(valid_banner_url("javascript:alert(1)"));
  EXPECT_FALSE(valid_banner_url("ftp://example.com"));
  EXPECT_FALSE(valid_banner_url("https://"));
  EXPECT_FALSE(valid_banner_url("https:///path"));
  EXPECT_FALSE(valid_banner_url("https://user@evil.example"));
  EXPECT_FALSE(valid_banner_url("/product/a b"));
  EXPECT_FALSE(valid_banner_url("/product/a\nb"));
  EXPECT_FALSE(valid_banner_url("/" + std::string(kBannerUrlMax, 'a')));
  EXPECT_TRUE(valid_banner_url("/" + std::string(kBannerUrlMax - 1, 'a')));
}

TEST(HomeRules, BannerGroups) {
  EXPECT_FALSE(check_banner_group("published", {}));
  EXPECT_FALSE(check_banner_group("draft", {{"item-1", "", "/category/tea"}, {"", "upload-1", "https://a.pk"}}));
  EXPECT_EQ(check_banner_group("hidden", {})->message, m::kHomeStatusInvalid);
  auto missing = check_banner_group("published", {{"item-1", "", "/a"}, {"", "", "/b"}});
  EXPECT_EQ(missing->field, "items.1.upload_id");
  EXPECT_EQ(missing->message, m::kBannerImageRequired);
  auto bad = check_banner_group("published", {{"item-1", "", "tea"}});
  EXPECT_EQ(bad->field, "items.0.url");
  EXPECT_EQ(bad->message, m::kBannerUrlInvalid);
  std::vector<BannerItemForm> eleven(kBannerItemsMax + 1, {"item", "", "/a"});
  EXPECT_EQ(check_banner_group("published", eleven)->message, m::kBannerItemsTooMany);
  eleven.pop_back();
  EXPECT_FALSE(check_banner_group("published", eleven));
}

TEST(HomeRules, ProductLists) {
  EXPECT_FALSE(check_product_list("Featured Products", std::nullopt, {"a", "b"}));
  EXPECT_FALSE(check_product_list("Last Minute Buys", "draft", {}));
  EXPECT_EQ(check_product_list("", std::nullopt, {})->field, "title");
  EXPECT_EQ(check_product_list(std::string(kHomeTitleMax + 1, 'a'), std::nullopt, {})->message,
            max_length_message(kHomeTitleMax));
  EXPECT_EQ(check_product_list("Offer", "hidden", {})->message, m::kHomeStatusInvalid);
  auto twice = check_product_list("Top", std::nullopt, {"a", "b", "a"});
  EXPECT_EQ(twice->field, "product_ids.2");
  EXPECT_EQ(twice->message, m::kHomeProductTwice);
  std::vector<std::string> many;
  for (std::size_t i = 0; i <= kHomeProductsMax; ++i) many.push_back("p" + std::to_string(i));
  EXPECT_EQ(check_product_list("Top", std::nullopt, many)->message, m::kHomeProductsTooMany);
  many.pop_back();
  EXPECT_FALSE(check_product_list("Top", std::nullopt, many));
}

}  // namespace
}  // namespace karyana::domain
