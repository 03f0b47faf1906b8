// The test-only publish route (test_hooks/publish_hook.hpp): absent from a plain server, and
// when registered it feeds the bus that websocket subscriptions listen on.
#include "test_hooks/publish_hook.hpp"
#include "test_server.hpp"

namespace karyana::http::test {
namespace {

TEST(TestHooks, APlainServerHasNoPublishRoute) {
  TestServer server;
  HttpClient c(server.port());
  auto res = c.request(bhttp::verb::post, "/api/test/publish", R"({"topic":"tick","payload":"x"})",
                       {{"Content-Type", "application/json"}});
  EXPECT_EQ(res.result_int(), 404);
}

TEST(TestHooks, PublishReachesAWebsocketSubscriber) {
  TestServer server({}, [&server](Server& s) { test_hooks::add_publish_route(s, server.pubsub); });
  WsClient ws(server.port());
  ws.init();
  ws.send(
      json::object{{"id", "t"}, {"type", "subscribe"}, {"payload", json::object{{"query", "subscription { tick }"}}}});
  ASSERT_TRUE(eventually([&] { return server.pubsub.subscriber_count("tick") == 1; }));

  HttpClient c(server.port());
  auto res = c.request(bhttp::verb::post, "/api/test/publish", R"({"topic":"tick","payload":"from-http"})",
                       {{"Content-Type", "application/json"}});
  ASSERT_EQ(res.result_int(), 200) << res.body();
  EXPECT_EQ(parse_object(res.body()).at("subscribers"), 1);
  EXPECT_EQ(ws.read_json().at("payload").at("data").at("tick"), "from-http");
}

TEST(TestHooks, MalformedPublishRequestsAreRefused) {
  TestServer server({}, [&server](Server& s) { test_hooks::add_publish_route(s, server.pubsub); });
  HttpClient c(server.port());
  auto post = [&](const std::string& body, const std::string& type = "application/json") {
    return c.request(bhttp::verb::post, "/api/test/publish", body, {{"Content-Type", type}}).result_int();
  };
  EXPECT_EQ(post("nope"), 400);
  EXPECT_EQ(post(R"({"payload":1})"), 400);
  EXPECT_EQ(post(R"({"topic":""})"), 400);
  EXPECT_EQ(post(R"({"topic":"tick"})", "text/plain"), 415);
  EXPECT_EQ(post(R"({"topic":"nobody-listens","payload":{"a":1}})"), 200);
}

}  // namespace
}  // namespace karyana::http::test
