// GET /metrics and GET /readyz through the Router: who may read the metrics (a local scraper
// without forwarding headers, or the token's bearer; anyone else gets what an unknown page gets),
// answers counted under their route's label and GraphQL operations under their root field, and
// /readyz answering from the readiness probe on the work pool.
#include <gtest/gtest.h>

#include <memory>
#include <regex>
#include <string>

#include <boost/json.hpp>

#include "graphql/engine.hpp"
#include "graphql/schema.hpp"
#include "http/router.hpp"
#include "http/work_pool.hpp"
#include "metrics/karyana_metrics.hpp"

namespace karyana::http::test {
namespace {

namespace json = boost::json;

std::shared_ptr<const graphql::Engine> hello_engine() {
  graphql::Resolvers r;
  r.add("Query.hello", [](const graphql::ResolveInfo&) { return json::value("ok"); });
  return std::make_shared<graphql::Engine>(graphql::Schema::from_sdl("type Query { hello: String }"), std::move(r));
}

HttpRequest get(const std::string& path, std::string client_ip = "127.0.0.1") {
  HttpRequest r;
  r.method = "GET";
  r.target = r.path = path;
  r.client_ip = r.client_key = std::move(client_ip);
  return r;
}

HttpRequest post_graphql(const std::string& query) {
  HttpRequest r = get("/graphql");
  r.method = "POST";
  r.headers = {{"content-type", "application/json"}};
  r.body = json::serialize(json::object{{"query", query}});
  return r;
}

// The value of one sample line of the process's registry (0 when absent).
double sample(const std::string& series) {
  const std::string text = metrics::registry().expose();
  const auto at = text.find("\n" + series + " ");
  if (at == std::string::npos) return 0;
  return std::stod(text.substr(at + series.size() + 2));
}

bool is_exposition(const HttpResponse& res) {
  return res.status == 200 && res.body.find("# TYPE karyana_http_requests_total") != std::string::npos;
}

class RouterMetrics : public ::testing::Test {
 protected:
  Router make(ServerConfig& config) {
    return Router{config, *engine_, [](const HttpRequest&) { return std::make_shared<graphql::Context>(); }};
  }
  std::string header(const HttpResponse& res, const std::string& name) {
    for (const auto& [n, v] : res.headers)
      if (n == name) return v;
    return "";
  }
  std::shared_ptr<const graphql::Engine> engine_ = hello_engine();
};

TEST_F(RouterMetrics, ALocalScraperReadsTheExpositionText) {
  ServerConfig config;
  Router router = make(config);
  const HttpResponse res = router.handle(get("/metrics"));
  EXPECT_EQ(res.status, 200);
  EXPECT_EQ(header(res, "Content-Type"), "text/plain; version=0.0.4; charset=utf-8");
  EXPECT_EQ(header(res, "Cache-Control"), "no-store");
  EXPECT_NE(res.body.find("# TYPE karyana_http_requests_total counter\n"), std::string::npos) << res.body;
}

TEST_F(RouterMetrics, OtherReadersGetWhatAnUnknownPageGets) {
  ServerConfig config;
  Router router = make(config);
  const HttpResponse unknown = router.handle(get("/no-such-page"));
  auto expect_refused = [&](const HttpRequest& request) {
    const HttpResponse res = router.handle(request);
    EXPECT_EQ(res.status, unknown.status);
    EXPECT_EQ(res.body, unknown.body);
    EXPECT_FALSE(is_exposition(res));
  };
  expect_refused(get("/metrics", "203.0.113.5"));
  HttpRequest forwarded = get("/metrics");
  forwarded.headers = {{"x-forwarded-for", "127.0.0.1"}};
  expect_refused(forwarded);
  forwarded.headers = {{"x-real-ip", "127.0.0.1"}};
  expect_refused(forwarded);
  HttpRequest post = get("/metrics");
  post.method = "POST";
  EXPECT_FALSE(is_exposition(router.handle(post)));
}

TEST_F(RouterMetrics, WithATokenOnlyItsBearerReads) {
  ServerConfig config;
  config.metrics_token = "s3cret-token";
  Router router = make(config);
  EXPECT_FALSE(is_exposition(router.handle(get("/metrics"))));  // loopback is not enough any more
  HttpRequest request = get("/metrics", "203.0.113.5");
  for (const char* wrong : {"Bearer s3cret-toke", "Bearer s3cret-tokenn", "s3cret-token", "Bearer ", "Basic x"}) {
    request.headers = {{"authorization", wrong}};
    EXPECT_FALSE(is_exposition(router.handle(request))) << wrong;
  }
  request.headers = {{"authorization", "Bearer s3cret-token"}};
  EXPECT_TRUE(is_exposition(router.handle(request)));
}

TEST_F(RouterMetrics, AnswersAreCountedUnderTheirRouteLabelNeverThePath) {
  ServerConfig config;
  Router router = make(config);
  router.add(
      "GET", "/api/things", [](const HttpRequest&) { return HttpResponse::json(200, "{}"); }, false);
  const std::string healthz = "karyana_http_requests_total{route=\"healthz\",status=\"2xx\"}";
  const std::string things = "karyana_http_requests_total{route=\"/api/things\",status=\"2xx\"}";
  const std::string api_404 = "karyana_http_requests_total{route=\"api\",status=\"4xx\"}";
  const double h0 = sample(healthz), t0 = sample(things), a0 = sample(api_404);
  router.handle(get("/healthz"));
  router.handle(get("/api/things/42"));
  router.handle(get("/api/things/43"));
  router.handle(get("/api/unknown-xyz"));
  EXPECT_EQ(sample(healthz) - h0, 1);
  EXPECT_EQ(sample(things) - t0, 2);
  EXPECT_EQ(sample(api_404) - a0, 1);
  const std::string text = metrics::registry().expose();
  EXPECT_EQ(text.find("things/42"), std::string::npos);
  EXPECT_EQ(text.find("unknown-xyz"), std::string::npos);
}

TEST_F(RouterMetrics, GraphqlOperationsAreCountedByRootFieldAndOutcome) {
  ServerConfig config;
  Router router = make(config);
  const std::string ok = R"(karyana_graphql_operations_total{type="query",operation="hello",outcome="ok"})";
  const std::string other = R"(karyana_graphql_operations_total{type="query",operation="other",outcome="invalid"})";
  const double ok0 = sample(ok), other0 = sample(other);
  EXPECT_EQ(router.handle(post_graphql("query Mine { hello }")).status, 200);
  router.handle(post_graphql("query Made_Up_Name { nosuchfield }"));
  EXPECT_EQ(sample(ok) - ok0, 1);
  EXPECT_EQ(sample(other) - other0, 1);
  EXPECT_EQ(metrics::registry().expose().find("Made_Up_Name"), std::string::npos);
}

TEST_F(RouterMetrics, ReadyzAnswersFromTheProbeOnTheWorkPool) {
  ServerConfig config;
  std::string problem;
  config.readiness = [&] { return problem; };
  Router router = make(config);
  EXPECT_EQ(router.lane(get("/readyz")), Lane::work);
  HttpResponse res = router.handle(get("/readyz"));
  EXPECT_EQ(res.status, 200);
  EXPECT_EQ(res.body, R"({"status":"ready"})");
  problem = "database: unable to open database file";
  res = router.handle(get("/readyz"));
  EXPECT_EQ(res.status, 503);
  EXPECT_EQ(json::parse(res.body),
            json::parse(R"({"status":"unready","reason":"database: unable to open database file"})"));
  EXPECT_EQ(header(res, "Cache-Control"), "no-store");
  EXPECT_EQ(router.handle(get("/healthz")).status, 200);  // liveness is another question
}

}  // namespace
}  // namespace karyana::http::test
