// GraphQL over HTTP on /graphql, checked against the GraphQL-over-HTTP spec's rules.
#include "test_server.hpp"

namespace karyana::http::test {
namespace {

constexpr const char* kGraphqlResponse = "application/graphql-response+json; charset=utf-8";
constexpr const char* kJson = "application/json; charset=utf-8";

class GraphqlHttpTest : public ::testing::Test {
 protected:
  Response post(const std::string& body, std::vector<std::pair<std::string, std::string>> headers = {}) {
    bool has_type = false;
    for (auto& [n, v] : headers) has_type = has_type || n == "Content-Type";
    if (!has_type) headers.emplace_back("Content-Type", "application/json");
    HttpClient c(server.port());
    return c.request(bhttp::verb::post, "/graphql", body, std::move(headers));
  }
  Response post_query(const std::string& query, const std::string& accept = "") {
    std::vector<std::pair<std::string, std::string>> headers;
    if (!accept.empty()) headers.emplace_back("Accept", accept);
    return post(json::serialize(json::object{{"query", query}}), std::move(headers));
  }
  Response get(const std::string& target, const std::string& accept = "") {
    HttpClient c(server.port());
    std::vector<std::pair<std::string, std::string>> headers;
    if (!accept.empty()) headers.emplace_back("Accept", accept);
    return c.get(target, std::move(headers));
  }

  TestServer server;
};

TEST_F(GraphqlHttpTest, PostQuery) {
  auto res = post(R"({"query":"{ hello }"})");
  ASSERT_EQ(res.result_int(), 200);
  EXPECT_EQ(res[bhttp::field::content_type], kJson);
  EXPECT_EQ(parse_object(res.body()), (json::object{{"data", json::object{{"hello", "world"}}}}));
}

TEST_F(GraphqlHttpTest, PostWithVariablesOperationNameAndExtensions) {
  auto res = post(R"({"query":"query A { hello } query B($t: String!) { echo(text: $t) }",
                      "operationName":"B","variables":{"t":"hi"},"extensions":{"x":1}})");
  ASSERT_EQ(res.result_int(), 200);
  EXPECT_EQ(parse_object(res.body()).at("data").at("echo"), "hi");
}

TEST_F(GraphqlHttpTest, NullOptionalParametersAreAbsent) {
  auto res = post(R"({"query":"{ hello }","variables":null,"operationName":null,"extensions":null})");
  EXPECT_EQ(res.result_int(), 200);
  EXPECT_EQ(parse_object(res.body()).at("data").at("hello"), "world");
}

TEST_F(GraphqlHttpTest, ApolloAcceptGetsGraphqlResponseJson) {
  auto res = post_query("{ hello }", "application/graphql-response+json,application/json;q=0.9");
  EXPECT_EQ(res.result_int(), 200);
  EXPECT_EQ(res[bhttp::field::content_type], kGraphqlResponse);
}

TEST_F(GraphqlHttpTest, AcceptNegotiation) {
  EXPECT_EQ(post_query("{ hello }", "application/json")[bhttp::field::content_type], kJson);
  EXPECT_EQ(post_query("{ hello }", "*/*")[bhttp::field::content_type], kJson);
  EXPECT_EQ(
      post_query("{ hello }", "application/json;q=0.5, application/graphql-response+json")[bhttp::field::content_type],
      kGraphqlResponse);
  EXPECT_EQ(
      post_query("{ hello }", "application/graphql-response+json;q=0.2, application/json")[bhttp::field::content_type],
      kJson);
  auto refused = post_query("{ hello }", "text/html");
  EXPECT_EQ(refused.result_int(), 406);
  EXPECT_EQ(post_query("{ hello }", "application/json;q=0").result_int(), 406);
}

TEST_F(GraphqlHttpTest, GetQuery) {
  auto res = get("/graphql?query=%7B%20hello%20%7D");
  ASSERT_EQ(res.result_int(), 200);
  EXPECT_EQ(parse_object(res.body()).at("data").at("hello"), "world");

  auto with_vars =
      get("/graphql?query=query+Q(%24t%3AString!)%7Becho(text%3A%24t)%7D&variables=%7B%22t%22%3A%22yo%22%7D&"
          "operationName=Q");
  ASSERT_EQ(with_vars.result_int(), 200) << with_vars.body();
  EXPECT_EQ(parse_object(with_vars.body()).at("data").at("echo"), "yo");
}

TEST_F(GraphqlHttpTest, MutationOverGetIs405) {
  auto res = get("/graphql?query=mutation%20%7B%20ping%20%7D", "application/graphql-response+json");
  EXPECT_EQ(res.result_int(), 405);
  EXPECT_EQ(res[bhttp::field::allow], "POST");
  // ... and the mutation did run over POST.
  EXPECT_EQ(parse_object(post_query("mutation { ping }").body()).at("data").at("ping"), "pong");
}

TEST_F(GraphqlHttpTest, GetRequestErrors) {
  EXPECT_EQ(get("/graphql").result_int(), 400);
  EXPECT_EQ(get("/graphql?query=%7Bhello%7D&variables=%5B7%5D").result_int(), 400);
  EXPECT_EQ(get("/graphql?query=%7Bhello%7D&variables=nonsense").result_int(), 400);
}

TEST_F(GraphqlHttpTest, UnsupportedContentTypeIs415) {
  EXPECT_EQ(post(R"({"query":"{ hello }"})", {{"Content-Type", "text/plain"}}).result_int(), 415);
  EXPECT_EQ(post("query={hello}", {{"Content-Type", "application/x-www-form-urlencoded"}}).result_int(), 415);
  // Parameters of the media type are fine.
  EXPECT_EQ(post(R"({"query":"{ hello }"})", {{"Content-Type", "application/json; charset=utf-8"}}).result_int(), 200);
}

TEST_F(GraphqlHttpTest, MalformedRequestsAre400) {
  for (const char* body : {"NONSENSE", R"({"query":)", R"([])", R"({"qeury":"{ hello }"})", R"({"query":7})",
                           R"({"query":"{ hello }","variables":[7]})", R"({"query":"{ hello }","operationName":3})",
                           R"({"query":"{ hello }","extensions":"x"})"}) {
    for (const char* accept : {"application/json", "application/graphql-response+json"}) {
      auto res = post(body, {{"Accept", accept}});
      EXPECT_EQ(res.result_int(), 400) << body << " " << accept;
      EXPECT_FALSE(parse_object(res.body()).at("errors").as_array().empty()) << body;
    }
  }
}

TEST_F(GraphqlHttpTest, DocumentErrorsFollowTheMediaType) {
  // graphql-response+json: parse and validation failures are 400 with no data.
  auto syntax = post_query("{", "application/graphql-response+json");
  EXPECT_EQ(syntax.result_int(), 400);
  EXPECT_FALSE(parse_object(syntax.body()).contains("data"));
  auto invalid = post_query("{ nope }", "application/graphql-response+json");
  EXPECT_EQ(invalid.result_int(), 400);
  auto body = parse_object(invalid.body());
  EXPECT_FALSE(body.contains("data"));
  EXPECT_FALSE(body.at("errors").as_array().empty());
  auto unknown_op =
      post(R"({"query":"query A { hello }","operationName":"B"})", {{"Accept", "application/graphql-response+json"}});
  EXPECT_EQ(unknown_op.result_int(), 400);
  auto bad_variables = post(R"({"query":"query($t: String!) { echo(text: $t) }","variables":{}})",
                            {{"Accept", "application/graphql-response+json"}});
  EXPECT_EQ(bad_variables.result_int(), 400);

  // application/json: a well-formed request is always 200.
  EXPECT_EQ(post_query("{", "application/json").result_int(), 200);
  auto invalid_json = post_query("{ nope }", "application/json");
  EXPECT_EQ(invalid_json.result_int(), 200);
  EXPECT_FALSE(parse_object(invalid_json.body()).at("errors").as_array().empty());
}

TEST_F(GraphqlHttpTest, FieldErrorsKeepPartialData) {
  auto res = post_query("{ hello fail }", "application/graphql-response+json");
  EXPECT_EQ(res.result_int(), 200);
  auto body = parse_object(res.body());
  EXPECT_EQ(body.at("data").at("hello"), "world");
  EXPECT_TRUE(body.at("data").at("fail").is_null());
  EXPECT_EQ(body.at("errors").at(0).at("message"), "Nope");
}

// "{ node { child { child ... } } }" with `depth` fields on the path.
std::string nested_query(int depth) {
  std::string q = "{ node";
  for (int i = 1; i < depth; ++i) q += " { child";
  q += " { name }";
  for (int i = 1; i < depth; ++i) q += " }";
  return q + " }";
}

TEST_F(GraphqlHttpTest, DeepQueriesGetAClearErrorAndTheServerCarriesOn) {
  auto shallow = post_query(nested_query(3), "application/graphql-response+json");
  ASSERT_EQ(shallow.result_int(), 200) << shallow.body();
  EXPECT_TRUE(parse_object(shallow.body()).at("data").at("node").at("child").is_null());

  auto deep = post_query(nested_query(30), "application/graphql-response+json");
  EXPECT_EQ(deep.result_int(), 400);
  auto body = parse_object(deep.body());
  EXPECT_FALSE(body.contains("data"));
  const std::string message(body.at("errors").at(0).at("message").as_string());
  EXPECT_NE(message.find("too deep"), std::string::npos) << message;

  // Thousands of nested braces: refused by the parser without touching the stack's end.
  std::string braces = "{ node " + std::string(5000, '{') + std::string(5000, '}') + " }";
  auto abuse = post_query(braces, "application/graphql-response+json");
  EXPECT_EQ(abuse.result_int(), 400);
  EXPECT_FALSE(parse_object(abuse.body()).at("errors").as_array().empty());

  EXPECT_EQ(post_query("{ hello }").result_int(), 200);
}

TEST_F(GraphqlHttpTest, SubscriptionsAreNotServedOverHttp) {
  auto res = post_query("subscription { tick }", "application/graphql-response+json");
  EXPECT_EQ(res.result_int(), 400);
}

TEST_F(GraphqlHttpTest, ContextSeesHeadersAndAddsResponseHeaders) {
  auto res = post(R"({"query":"{ whoami }"})", {{"token", "abc"}});
  ASSERT_EQ(res.result_int(), 200);
  EXPECT_EQ(parse_object(res.body()).at("data").at("whoami"), "abc");
  EXPECT_EQ(res["token"], "refreshed-abc");
}

TEST_F(GraphqlHttpTest, OtherMethodsAre405) {
  HttpClient c(server.port());
  auto res =
      c.request(bhttp::verb::put, "/graphql", R"({"query":"{ hello }"})", {{"Content-Type", "application/json"}});
  EXPECT_EQ(res.result_int(), 405);
  EXPECT_EQ(res[bhttp::field::allow], "GET, POST, OPTIONS");
}

TEST(GraphqlHttpCors, PreflightAndExposedTokenHeadersForAListedOrigin) {
  TestServer server([](ServerConfig& c) { c.allowed_origins = {"http://localhost:5173"}; });
  HttpClient c(server.port());
  auto pre = c.request(bhttp::verb::options, "/graphql", "",
                       {{"Origin", "http://localhost:5173"},
                        {"Access-Control-Request-Method", "POST"},
                        {"Access-Control-Request-Headers", "content-type, token, refresh-token"}});
  EXPECT_EQ(pre.result_int(), 204);
  EXPECT_EQ(pre[bhttp::field::access_control_allow_origin], "http://localhost:5173");
  EXPECT_NE(pre[bhttp::field::access_control_allow_methods].find("POST"), std::string::npos);
  EXPECT_NE(pre[bhttp::field::access_control_allow_headers].find("refresh-token"), std::string::npos);

  auto res = c.request(bhttp::verb::post, "/graphql", R"({"query":"{ hello }"})",
                       {{"Content-Type", "application/json"}, {"Origin", "http://localhost:5173"}});
  EXPECT_EQ(res[bhttp::field::access_control_allow_origin], "http://localhost:5173");
  EXPECT_EQ(res[bhttp::field::access_control_expose_headers], "token, refresh-token");
}

TEST(GraphqlHttpCors, OnlyAllowedOrigins) {
  TestServer server([](ServerConfig& c) { c.allowed_origins = {"https://shop.example"}; });
  HttpClient c(server.port());
  auto denied = c.request(bhttp::verb::options, "/graphql", "",
                          {{"Origin", "https://evil.example"}, {"Access-Control-Request-Method", "POST"}});
  EXPECT_TRUE(denied[bhttp::field::access_control_allow_origin].empty());
  auto allowed = c.request(bhttp::verb::options, "/graphql", "",
                           {{"Origin", "https://shop.example"}, {"Access-Control-Request-Method", "POST"}});
  EXPECT_EQ(allowed[bhttp::field::access_control_allow_origin], "https://shop.example");
}

TEST(GraphqlHttpCors, ByDefaultOnlyTheStoresOwnOrigin) {
  TestServer server;
  HttpClient c(server.port());
  const std::string query = R"({"query":"{ hello }"})";
  auto other = c.request(bhttp::verb::post, "/graphql", query,
                         {{"Content-Type", "application/json"}, {"Origin", "http://localhost:5173"}});
  EXPECT_EQ(other.result_int(), 200);
  EXPECT_TRUE(other[bhttp::field::access_control_allow_origin].empty());
  auto preflight = c.request(bhttp::verb::options, "/graphql", "",
                             {{"Origin", "https://evil.example"}, {"Access-Control-Request-Method", "POST"}});
  EXPECT_TRUE(preflight[bhttp::field::access_control_allow_origin].empty());
  // The page's own origin: its host and port are the Host the request came to (the scheme is
  // not compared: behind a TLS proxy the browser says https).
  auto own = c.request(
      bhttp::verb::post, "/graphql", query,
      {{"Content-Type", "application/json"}, {"Host", "shop.example:8443"}, {"Origin", "https://shop.example:8443"}});
  EXPECT_EQ(own[bhttp::field::access_control_allow_origin], "https://shop.example:8443");
  auto other_port = c.request(
      bhttp::verb::post, "/graphql", query,
      {{"Content-Type", "application/json"}, {"Host", "shop.example:8443"}, {"Origin", "https://shop.example"}});
  EXPECT_TRUE(other_port[bhttp::field::access_control_allow_origin].empty());
}

TEST(GraphqlHttpCors, AStarAllowsAnyOrigin) {
  TestServer server([](ServerConfig& c) { c.allowed_origins = {"*"}; });
  HttpClient c(server.port());
  auto res = c.request(bhttp::verb::options, "/graphql", "",
                       {{"Origin", "https://anywhere.example"}, {"Access-Control-Request-Method", "POST"}});
  EXPECT_EQ(res[bhttp::field::access_control_allow_origin], "https://anywhere.example");
}

}  // namespace
}  // namespace karyana::http::test
