// The web app and media folders served through a real Server.
#include "test_server.hpp"

namespace karyana::http::test {
namespace {

class StaticFilesTest : public ::testing::Test {
 protected:
  TestServer server;
};

TEST_F(StaticFilesTest, Healthz) {
  HttpClient c(server.port());
  auto res = c.get("/healthz");
  EXPECT_EQ(res.result_int(), 200);
  EXPECT_EQ(parse_object(res.body()).at("status"), "ok");
  EXPECT_EQ(res[bhttp::field::content_type], "application/json; charset=utf-8");
  EXPECT_FALSE(res[bhttp::field::date].empty());
}

TEST_F(StaticFilesTest, IndexIsNotCached) {
  HttpClient c(server.port());
  auto res = c.get("/");
  EXPECT_EQ(res.result_int(), 200);
  EXPECT_EQ(res.body(), "<!doctype html><title>Karyana</title>");
  EXPECT_EQ(res[bhttp::field::content_type], "text/html; charset=utf-8");
  EXPECT_EQ(res[bhttp::field::cache_control], "no-cache");
  EXPECT_FALSE(res[bhttp::field::etag].empty());
}

TEST_F(StaticFilesTest, HashedAssetsAreImmutableWithEtag) {
  HttpClient c(server.port());
  auto res = c.get("/assets/style.abcd.css");
  ASSERT_EQ(res.result_int(), 200);
  EXPECT_EQ(res.body(), "body{}");
  EXPECT_EQ(res[bhttp::field::content_type], "text/css; charset=utf-8");
  EXPECT_EQ(res[bhttp::field::cache_control], "public, max-age=31536000, immutable");
  const std::string etag(res[bhttp::field::etag]);
  ASSERT_EQ(etag.front(), '"');
  EXPECT_FALSE(res[bhttp::field::last_modified].empty());

  auto again = c.get("/assets/style.abcd.css", {{"If-None-Match", etag}});
  EXPECT_EQ(again.result_int(), 304);
  EXPECT_TRUE(again.body().empty());
  EXPECT_EQ(again[bhttp::field::etag], etag);

  auto other = c.get("/assets/style.abcd.css", {{"If-None-Match", "\"something-else\""}});
  EXPECT_EQ(other.result_int(), 200);
}

TEST_F(StaticFilesTest, EtagChangesWhenTheFileChanges) {
  HttpClient c(server.port());
  auto first = c.get("/robots.txt");
  write_file(server.web_dir() / "robots.txt", "User-agent: *\nDisallow: /cart");
  auto second = c.get("/robots.txt");
  EXPECT_EQ(second.body(), "User-agent: *\nDisallow: /cart");
  EXPECT_NE(first[bhttp::field::etag], second[bhttp::field::etag]);
}

TEST_F(StaticFilesTest, PrecompressedSiblings) {
  HttpClient c(server.port());
  auto plain = c.get("/assets/app.1234.js");
  EXPECT_EQ(plain.body(), "console.log('app')");
  EXPECT_TRUE(plain[bhttp::field::content_encoding].empty());
  EXPECT_EQ(plain[bhttp::field::vary], "Accept-Encoding");
  EXPECT_EQ(plain[bhttp::field::content_type], "text/javascript; charset=utf-8");

  auto gz = c.get("/assets/app.1234.js", {{"Accept-Encoding", "gzip"}});
  EXPECT_EQ(gz.body(), "GZIPPED-BYTES");
  EXPECT_EQ(gz[bhttp::field::content_encoding], "gzip");
  EXPECT_EQ(gz[bhttp::field::content_type], "text/javascript; charset=utf-8");
  EXPECT_EQ(gz[bhttp::field::vary], "Accept-Encoding");

  auto br = c.get("/assets/app.1234.js", {{"Accept-Encoding", "gzip, deflate, br"}});
  EXPECT_EQ(br.body(), "BROTLI-BYTES");
  EXPECT_EQ(br[bhttp::field::content_encoding], "br");
  // Each representation has its own strong validator.
  EXPECT_NE(br[bhttp::field::etag], gz[bhttp::field::etag]);
  EXPECT_NE(gz[bhttp::field::etag], plain[bhttp::field::etag]);

  auto refused = c.get("/assets/app.1234.js", {{"Accept-Encoding", "br;q=0, gzip;q=0"}});
  EXPECT_EQ(refused.body(), "console.log('app')");
}

TEST_F(StaticFilesTest, HeadHasLengthButNoBody) {
  HttpClient c(server.port());
  c.send(bhttp::verb::head, "/robots.txt");
  auto res = c.read(/*head=*/true);
  EXPECT_EQ(res.result_int(), 200);
  EXPECT_EQ(res[bhttp::field::content_length], "13");
  EXPECT_TRUE(res.body().empty());
  // The connection is still in sync for the next request.
  EXPECT_EQ(c.get("/robots.txt").body(), "User-agent: *");
}

TEST_F(StaticFilesTest, LargeFilesAreStreamed) {
  HttpClient c(server.port());
  auto res = c.get("/big.bin");
  EXPECT_EQ(res.result_int(), 200);
  EXPECT_EQ(res.body().size(), 900u * 1024u);
  EXPECT_EQ(res.body(), std::string(900 * 1024, 'x'));
  c.send(bhttp::verb::head, "/big.bin");
  auto head = c.read(true);
  EXPECT_EQ(head[bhttp::field::content_length], std::to_string(900 * 1024));
}

TEST_F(StaticFilesTest, ContentTypes) {
  HttpClient c(server.port());
  EXPECT_EQ(c.get("/site.webmanifest")[bhttp::field::content_type], "application/manifest+json");
  EXPECT_EQ(c.get("/robots.txt")[bhttp::field::content_type], "text/plain; charset=utf-8");
}

TEST_F(StaticFilesTest, AppRoutesFallBackToIndex) {
  HttpClient c(server.port());
  for (const char* path : {"/products/basmati-rice-5kg", "/cart", "/account/orders?page=2", "/graphqlx"}) {
    auto res = c.get(path);
    EXPECT_EQ(res.result_int(), 200) << path;
    EXPECT_EQ(res.body(), "<!doctype html><title>Karyana</title>") << path;
    EXPECT_EQ(res[bhttp::field::cache_control], "no-cache") << path;
  }
}

TEST_F(StaticFilesTest, ApiAndMissingAssetsAnswer404Json) {
  HttpClient c(server.port());
  for (const char* path : {"/api/unknown", "/api", "/graphql/extra", "/assets/missing.js", "/media/nope.png"}) {
    auto res = c.get(path);
    EXPECT_EQ(res.result_int(), 404) << path;
    EXPECT_EQ(res[bhttp::field::content_type], "application/json; charset=utf-8") << path;
    EXPECT_EQ(parse_object(res.body()).at("error").at("message"), "Not found") << path;
  }
}

TEST_F(StaticFilesTest, MediaIsCachedForADayThenRevalidated) {
  HttpClient c(server.port());
  auto res = c.get("/media/p/photo.webp");
  EXPECT_EQ(res.result_int(), 200);
  EXPECT_EQ(res.body(), "RIFF....WEBP");
  EXPECT_EQ(res[bhttp::field::content_type], "image/webp");
  EXPECT_EQ(res[bhttp::field::cache_control], "public, max-age=86400");
}

TEST_F(StaticFilesTest, TraversalIsRefused) {
  for (const char* path : {"/../secret.txt", "/%2e%2e/secret.txt", "/assets/..%2f..%2fsecret.txt",
                           "/media/../../secret.txt", "/media/..%5c..%5csecret.txt", "/a%00b", "/%zz"}) {
    HttpClient c(server.port());
    auto res = c.get(path);
    EXPECT_EQ(res.result_int(), 400) << path;
    EXPECT_EQ(res.body().find("SECRET"), std::string::npos) << path;
  }
}

TEST_F(StaticFilesTest, OnlyGetAndHeadForFiles) {
  HttpClient c(server.port());
  auto res = c.request(bhttp::verb::post, "/robots.txt", "x", {{"Content-Type", "text/plain"}});
  EXPECT_EQ(res.result_int(), 405);
  EXPECT_EQ(res[bhttp::field::allow], "GET, HEAD");
}

TEST(StaticFilesNoIndex, MissingWebAppAnswers404) {
  TestServer server([](ServerConfig& c) { c.web_dir = "/nonexistent-karyana-web"; });
  HttpClient c(server.port());
  EXPECT_EQ(c.get("/").result_int(), 404);
  EXPECT_EQ(c.get("/healthz").result_int(), 200);
}

}  // namespace
}  // namespace karyana::http::test
