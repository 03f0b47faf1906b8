#include <gtest/gtest.h>

#include "http/http_util.hpp"
#include "http/mime_types.hpp"
#include "http/static_files.hpp"

namespace karyana::http {
namespace {

TEST(HttpUtil, PercentDecode) {
  EXPECT_EQ(percent_decode("/a%20b/%C3%A9").value(), "/a b/\xC3\xA9");
  EXPECT_EQ(percent_decode("a+b").value(), "a+b");
  EXPECT_EQ(percent_decode("a+b", true).value(), "a b");
  EXPECT_FALSE(percent_decode("%"));
  EXPECT_FALSE(percent_decode("%4"));
  EXPECT_FALSE(percent_decode("%zz"));
  EXPECT_EQ(percent_decode("%41%42").value(), "AB");
}

TEST(HttpUtil, ParseForm) {
  auto pairs = parse_form("query=%7B+hello+%7D&variables=&operationName=Q&flag&bad=%zz");
  ASSERT_EQ(pairs.size(), 4u);
  EXPECT_EQ(pairs[0], (std::pair<std::string, std::string>{"query", "{ hello }"}));
  EXPECT_EQ(pairs[1].second, "");
  EXPECT_EQ(pairs[2].second, "Q");
  EXPECT_EQ(pairs[3].first, "flag");
}

TEST(HttpUtil, WeightedList) {
  auto list = parse_weighted_list("application/graphql-response+json, application/json;q=0.9, */*;q=0");
  ASSERT_EQ(list.size(), 3u);
  EXPECT_EQ(list[0].value, "application/graphql-response+json");
  EXPECT_DOUBLE_EQ(list[0].q, 1.0);
  EXPECT_DOUBLE_EQ(list[1].q, 0.9);
  EXPECT_DOUBLE_EQ(list[2].q, 0.0);
  EXPECT_EQ(parse_weighted_list("Text/HTML; charset=utf-8")[0].value, "text/html");
}

TEST(HttpUtil, EncodingQuality) {
  EXPECT_GT(encoding_quality("gzip, deflate, br", "br"), 0);
  EXPECT_EQ(encoding_quality("gzip;q=0, br", "gzip"), 0);
  EXPECT_GT(encoding_quality("*", "gzip"), 0);
  EXPECT_EQ(encoding_quality("*;q=0, br", "gzip"), 0);
  EXPECT_EQ(encoding_quality("", "gzip"), 0);
}

TEST(HttpUtil, MediaTypeAndLists) {
  EXPECT_EQ(media_type("Application/JSON; charset=UTF-8"), "application/json");
  EXPECT_TRUE(list_contains("graphql-ws, graphql-transport-ws", "graphql-transport-ws"));
  EXPECT_FALSE(list_contains("graphql-ws", "graphql-transport-ws"));
}

TEST(MimeTypes, KnownExtensions) {
  EXPECT_EQ(content_type_for("/index.html"), "text/html; charset=utf-8");
  EXPECT_EQ(content_type_for("/assets/a.b.js"), "text/javascript; charset=utf-8");
  EXPECT_EQ(content_type_for("/a.mjs"), "text/javascript; charset=utf-8");
  EXPECT_EQ(content_type_for("/a.CSS"), "text/css; charset=utf-8");
  EXPECT_EQ(content_type_for("/a.json"), "application/json");
  EXPECT_EQ(content_type_for("/a.svg"), "image/svg+xml");
  EXPECT_EQ(content_type_for("/a.png"), "image/png");
  EXPECT_EQ(content_type_for("/a.jpg"), "image/jpeg");
  EXPECT_EQ(content_type_for("/a.webp"), "image/webp");
  EXPECT_EQ(content_type_for("/favicon.ico"), "image/x-icon");
  EXPECT_EQ(content_type_for("/f.woff2"), "font/woff2");
  EXPECT_EQ(content_type_for("/robots.txt"), "text/plain; charset=utf-8");
  EXPECT_EQ(content_type_for("/a.js.map"), "application/json");
  EXPECT_EQ(content_type_for("/site.webmanifest"), "application/manifest+json");
  EXPECT_EQ(content_type_for("/dir.v2/noext"), "application/octet-stream");
}

TEST(StaticPaths, RefusesTraversal) {
  EXPECT_EQ(safe_relative_path("/assets/app.js").value(), "assets/app.js");
  EXPECT_EQ(safe_relative_path("/a//b/").value(), "a/b/");
  EXPECT_EQ(safe_relative_path("/").value(), "");
  EXPECT_FALSE(safe_relative_path("/../etc/passwd"));
  EXPECT_FALSE(safe_relative_path("/assets/../../x"));
  EXPECT_FALSE(safe_relative_path("/./x"));
  EXPECT_FALSE(safe_relative_path("/a\\..\\b"));
  EXPECT_FALSE(safe_relative_path(std::string_view("/a\0b", 4)));
  EXPECT_TRUE(safe_relative_path("/a..b/c...d"));
}

}  // namespace
}  // namespace karyana::http

namespace karyana::http {
TEST(HttpUtil, TheTokenComesFromItsHeaderElseABearerAuthorization) {
  EXPECT_EQ(bearer_or_token("t1", "Bearer t2"), "t1");
  EXPECT_EQ(bearer_or_token("", "Bearer t2"), "t2");
  EXPECT_EQ(bearer_or_token("", "Bearer "), "");
  EXPECT_EQ(bearer_or_token("", "Basic abc"), "");
}
}  // namespace karyana::http
