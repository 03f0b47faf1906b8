// HTTP/1.1 behaviour of the Server: keep-alive, pipelining, limits, routes, timeouts and
// graceful shutdown.
#include "test_server.hpp"

namespace karyana::http::test {
namespace {

TEST(Transport, KeepAliveServesSeveralRequestsOnOneConnection) {
  TestServer server;
  HttpClient c(server.port());
  auto a = c.get("/healthz");
  auto b = c.request(bhttp::verb::post, "/graphql", R"({"query":"{ hello }"})", {{"Content-Type", "application/json"}});
  auto d = c.get("/robots.txt");
  EXPECT_EQ(a.result_int(), 200);
  EXPECT_EQ(b.result_int(), 200);
  EXPECT_EQ(d.result_int(), 200);
  EXPECT_TRUE(a.keep_alive());
  EXPECT_TRUE(d.keep_alive());
}

TEST(Transport, PipelinedRequestsAnswerInOrder) {
  TestServer server([](ServerConfig& c) { c.pipeline_limit = 2; });
  HttpClient c(server.port());
  std::string raw;
  for (int i = 0; i < 6; ++i) {
    std::string body = R"({"query":"{ echo(text: \")" + std::to_string(i) + R"(\") }"})";
    raw += "POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: " +
           std::to_string(body.size()) + "\r\n\r\n" + body;
  }
  c.send_raw(raw);
  for (int i = 0; i < 6; ++i) {
    auto res = c.read();
    ASSERT_EQ(res.result_int(), 200);
    EXPECT_EQ(parse_object(res.body()).at("data").at("echo"), json::value(std::to_string(i)));
  }
}

TEST(Transport, ConnectionCloseIsHonoured) {
  TestServer server;
  HttpClient c(server.port());
  auto res = c.get("/healthz", {{"Connection", "close"}});
  EXPECT_EQ(res.result_int(), 200);
  EXPECT_FALSE(res.keep_alive());
  EXPECT_TRUE(c.closed_by_peer());
}

TEST(Transport, BodyOverLimitIs413AndTheServerCarriesOn) {
  TestServer server([](ServerConfig& c) { c.max_body_bytes = 64 * 1024; });
  {
    HttpClient c(server.port());
    auto res =
        c.request(bhttp::verb::post, "/graphql", std::string(200 * 1024, ' '), {{"Content-Type", "application/json"}});
    EXPECT_EQ(res.result_int(), 413);
    EXPECT_EQ(parse_object(res.body()).at("error").at("message"), "Payload too large");
    EXPECT_FALSE(res.keep_alive());
  }
  {
    // Chunked: the size is only known while reading.
    HttpClient c(server.port());
    std::string chunk(40 * 1024, ' ');
    char size[16];
    std::snprintf(size, sizeof size, "%zx", chunk.size());
    std::string raw =
        "POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";
    for (int i = 0; i < 3; ++i) raw += std::string(size) + "\r\n" + chunk + "\r\n";
    raw += "0\r\n\r\n";
    c.send_raw(raw);
    EXPECT_EQ(c.read().result_int(), 413);
  }
  HttpClient fresh(server.port());
  EXPECT_EQ(fresh.get("/healthz").result_int(), 200);
}

TEST(Transport, HugeHeaderIs431) {
  TestServer server;
  HttpClient c(server.port());
  auto res = c.get("/healthz", {{"X-Big", std::string(20 * 1024, 'a')}});
  EXPECT_EQ(res.result_int(), 431);
  HttpClient fresh(server.port());
  EXPECT_EQ(fresh.get("/healthz").result_int(), 200);
}

TEST(Transport, GarbageIs400) {
  TestServer server;
  HttpClient c(server.port());
  c.send_raw("HELLO THERE\r\n\r\n");
  EXPECT_EQ(c.read().result_int(), 400);
}

TEST(Transport, RoutesByLongestPrefixWithMethodsAndUploadLimit) {
  TestServer server(
      [](ServerConfig& c) {
        c.max_body_bytes = 1024;
        c.max_upload_bytes = 512 * 1024;
      },
      [](Server& s) {
        s.route("PUT", "/api/user/login", [](const HttpRequest& r) {
          return HttpResponse::json(200, R"({"route":"login","body":")" + r.body + "\"}");
        });
        s.route(
            "POST", "/api/upload",
            [](const HttpRequest& r) {
              return HttpResponse::json(200, "{\"bytes\":" + std::to_string(r.body.size()) + "}");
            },
            /*large_body=*/true);
        s.route("*", "/api/search/", [](const HttpRequest& r) {
          return HttpResponse::json(200, "{\"path\":\"" + r.path + "\",\"q\":\"" + r.query_param("q") + "\"}");
        });
        s.route("GET", "/api/boom", [](const HttpRequest&) -> HttpResponse { throw std::runtime_error("boom"); });
      });
  HttpClient c(server.port());
  auto login = c.request(bhttp::verb::put, "/api/user/login", "abc", {{"Content-Type", "text/plain"}});
  EXPECT_EQ(parse_object(login.body()).at("route"), "login");
  EXPECT_EQ(parse_object(login.body()).at("body"), "abc");

  auto wrong = c.request(bhttp::verb::post, "/api/user/login", "abc", {{"Content-Type", "text/plain"}});
  EXPECT_EQ(wrong.result_int(), 405);
  EXPECT_EQ(wrong[bhttp::field::allow], "PUT");

  auto upload = c.request(bhttp::verb::post, "/api/upload/assets", std::string(300 * 1024, 'u'),
                          {{"Content-Type", "application/octet-stream"}});
  EXPECT_EQ(upload.result_int(), 200);
  EXPECT_EQ(parse_object(upload.body()).at("bytes"), 300 * 1024);

  auto search = c.get("/api/search/products?q=basmati+rice");
  EXPECT_EQ(parse_object(search.body()).at("path"), "/api/search/products");
  EXPECT_EQ(parse_object(search.body()).at("q"), "basmati rice");

  auto boom = c.get("/api/boom");
  EXPECT_EQ(boom.result_int(), 500);
  EXPECT_EQ(parse_object(boom.body()).at("error").at("message"), "Internal server error");
  EXPECT_EQ(c.get("/healthz").result_int(), 200);

  // Outside the upload route, the ordinary limit still applies.
  HttpClient c2(server.port());
  auto too_big =
      c2.request(bhttp::verb::put, "/api/user/login", std::string(4096, 'a'), {{"Content-Type", "text/plain"}});
  EXPECT_EQ(too_big.result_int(), 413);
}

TEST(Transport, ClientAddress) {
  auto echo_ip = [](Server& s) {
    s.route("GET", "/api/ip", [](const HttpRequest& r) { return HttpResponse::json(200, "\"" + r.client_ip + "\""); });
  };
  {
    TestServer server({}, echo_ip);
    HttpClient c(server.port());
    EXPECT_EQ(c.get("/api/ip", {{"X-Forwarded-For", "203.0.113.9"}}).body(), "\"127.0.0.1\"");
  }
  TestServer proxied([](ServerConfig& c) { c.trusted_proxies = TrustedProxies::parse("127.0.0.1"); }, echo_ip);
  HttpClient c(proxied.port());
  EXPECT_EQ(c.get("/api/ip", {{"X-Forwarded-For", "10.0.0.1, 203.0.113.9"}}).body(), "\"203.0.113.9\"");
  EXPECT_EQ(c.get("/api/ip").body(), "\"127.0.0.1\"");
  // A proxy we do not trust (the peer is 127.0.0.1): its header is ignored.
  TestServer elsewhere([](ServerConfig& c) { c.trusted_proxies = TrustedProxies::parse("10.0.0.0/8"); }, echo_ip);
  HttpClient e(elsewhere.port());
  EXPECT_EQ(e.get("/api/ip", {{"X-Forwarded-For", "203.0.113.9"}}).body(), "\"127.0.0.1\"");
}

TEST(Transport, ClientKeyGroupsAnIpv6ClientByItsSlash64) {
  auto echo_key = [](Server& s) {
    s.route("GET", "/api/key",
            [](const HttpRequest& r) { return HttpResponse::json(200, "\"" + r.client_key + "\""); });
  };
  TestServer proxied([](ServerConfig& c) { c.trusted_proxies = TrustedProxies::parse("127.0.0.1"); }, echo_key);
  HttpClient c(proxied.port());
  EXPECT_EQ(c.get("/api/key", {{"X-Forwarded-For", "2001:db8:1:2:aaaa::1"}}).body(), "\"2001:db8:1:2::/64\"");
  EXPECT_EQ(c.get("/api/key", {{"X-Forwarded-For", "203.0.113.9"}}).body(), "\"203.0.113.9\"");
}

TEST(Transport, ConnectionsPerClientAreCapped) {
  TestServer server([](ServerConfig& c) { c.max_connections_per_client = 2; });
  std::optional<HttpClient> a(std::in_place, server.port());
  HttpClient b(server.port());
  ASSERT_EQ(a->get("/healthz").result_int(), 200);
  ASSERT_EQ(b.get("/healthz").result_int(), 200);
  {
    HttpClient third(server.port());
    auto refused = third.get("/healthz");
    EXPECT_EQ(refused.result_int(), 503);
    EXPECT_EQ(refused[bhttp::field::retry_after], "5");
    EXPECT_FALSE(refused.keep_alive());
    EXPECT_TRUE(third.closed_by_peer());
  }
  // The two still work, and a freed place can be taken again.
  EXPECT_EQ(b.get("/healthz").result_int(), 200);
  a.reset();
  EXPECT_TRUE(eventually([&] {
    HttpClient again(server.port());
    return again.get("/healthz").result_int() == 200;
  }));
}

TEST(Transport, ConnectionsThroughATrustedProxyCountAgainstTheirClient) {
  TestServer server([](ServerConfig& c) {
    c.max_connections_per_client = 1;
    c.trusted_proxies = TrustedProxies::parse("127.0.0.1");
  });
  HttpClient first(server.port());
  ASSERT_EQ(first.get("/healthz", {{"X-Forwarded-For", "203.0.113.9"}}).result_int(), 200);
  HttpClient same(server.port());
  EXPECT_EQ(same.get("/healthz", {{"X-Forwarded-For", "203.0.113.9"}}).result_int(), 503);
  HttpClient other(server.port());
  EXPECT_EQ(other.get("/healthz", {{"X-Forwarded-For", "203.0.113.10"}}).result_int(), 200);
  // An IPv6 client's whole /64 is one client.
  HttpClient v6(server.port());
  ASSERT_EQ(v6.get("/healthz", {{"X-Forwarded-For", "2001:db8:5:5::1"}}).result_int(), 200);
  HttpClient v6_neighbour(server.port());
  EXPECT_EQ(v6_neighbour.get("/healthz", {{"X-Forwarded-For", "2001:db8:5:5::2"}}).result_int(), 503);
}

TEST(Transport, ExpectContinueGetsAnInterimResponse) {
  TestServer server([](ServerConfig&) {},
                    [](Server& s) {
                      s.route("POST", "/api/echo",
                              [](const HttpRequest& r) { return HttpResponse::json(200, r.body); });
                    });
  HttpClient c(server.port());
  c.send_raw("POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Length: 7\r\nExpect: 100-continue\r\n\r\n");
  auto interim = c.read();
  EXPECT_EQ(interim.result_int(), 100);
  c.send_raw("{\"a\":1}");
  auto res = c.read();
  EXPECT_EQ(res.result_int(), 200);
  EXPECT_EQ(res.body(), "{\"a\":1}");
}

TEST(Transport, SlowClientsAreDisconnected) {
  TestServer server([](ServerConfig& c) {
    c.request_timeout = 1s;
    c.idle_timeout = 1s;
  });
  HttpClient c(server.port());
  c.send_raw("GET /healthz HTTP/1.1\r\nHost: x\r\n");  // never finishes the header
  auto start = std::chrono::steady_clock::now();
  EXPECT_TRUE(c.closed_by_peer(4000ms));
  EXPECT_LT(std::chrono::steady_clock::now() - start, 3s);

  HttpClient idle(server.port());
  EXPECT_EQ(idle.get("/healthz").result_int(), 200);
  EXPECT_TRUE(idle.closed_by_peer(4000ms));  // keep-alive connection idles out
}

TEST(Transport, StopFinishesInFlightRequestsAndClosesIdleConnections) {
  std::atomic<bool> entered{false};
  TestServer server([](ServerConfig&) {},
                    [&](Server& s) {
                      s.route("GET", "/api/slow", [&](const HttpRequest&) {
                        entered = true;
                        std::this_thread::sleep_for(400ms);
                        return HttpResponse::json(200, R"({"slow":true})");
                      });
                    });
  HttpClient idle(server.port());
  EXPECT_EQ(idle.get("/healthz").result_int(), 200);

  HttpClient busy(server.port());
  busy.send(bhttp::verb::get, "/api/slow");
  ASSERT_TRUE(eventually([&] { return entered.load(); }));
  server.server().stop();

  auto res = busy.read();
  EXPECT_EQ(res.result_int(), 200);
  EXPECT_FALSE(res.keep_alive());  // answered, then closed
  EXPECT_TRUE(idle.closed_by_peer());
  EXPECT_TRUE(eventually([&] { return server.stopped(); }, 3000ms));

  // No longer accepting.
  EXPECT_THROW(HttpClient(server.port()).get("/healthz"), std::exception);
}

}  // namespace
}  // namespace karyana::http::test
