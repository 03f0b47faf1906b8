// The answer cache of public GraphQL reads (graphql_answers.hpp) through handle_graphql: what is
// kept, under which key, until when, and what always takes the normal path.
#include "http/graphql_answers.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <memory>
#include <string>

#include <boost/json.hpp>

#include "graphql/engine.hpp"
#include "graphql/schema.hpp"
#include "http/graphql_http.hpp"

namespace karyana::http {
namespace {

namespace json = boost::json;

constexpr const char* kSchema = R"(
  type Query {
    stock(id: String): Int
    mine: String
    secret: String
    fail: String
    rotate: String
    big: String
    behind: String
  }
  type Mutation { ping: String }
)";

struct Counting {
  std::atomic<int> runs{0};
  std::atomic<std::uint64_t> version{1};
  std::atomic<bool> bump_while_running{false};
};

std::shared_ptr<graphql::Engine> make_engine(Counting& c) {
  graphql::Resolvers r;
  r.add("Query.stock", [&c](const graphql::ResolveInfo& info) {
    ++c.runs;
    if (c.bump_while_running) ++c.version;  // a write commits while the answer is computed
    const auto* id = info.args.if_contains("id");
    return json::value(
        static_cast<std::int64_t>(c.version * 100 + (id && id->is_string() ? id->as_string().size() : 0)));
  });
  r.add("Query.mine", [&c](const graphql::ResolveInfo&) {
    ++c.runs;
    return json::value("no");
  });
  r.add("Query.secret", [&c](const graphql::ResolveInfo&) {
    ++c.runs;
    return json::value("s");
  });
  r.add("Query.fail", [&c](const graphql::ResolveInfo&) -> json::value {
    ++c.runs;
    throw graphql::FieldError("Nope");
  });
  r.add("Query.rotate", [&c](const graphql::ResolveInfo& info) {
    ++c.runs;
    info.context.response_headers.emplace_back("token", "new");
    return json::value("r");
  });
  r.add("Query.behind", [&c](const graphql::ResolveInfo& info) {
    ++c.runs;
    info.context.answer_may_be_kept = false;  // read a search snapshot older than the store
    return json::value("b");
  });
  r.add("Query.big", [&c](const graphql::ResolveInfo&) {
    ++c.runs;
    return json::value(std::string(2000, 'x'));
  });
  r.add("Mutation.ping", [&c](const graphql::ResolveInfo&) {
    ++c.runs;
    return json::value("pong");
  });
  return std::make_shared<graphql::Engine>(graphql::Schema::from_sdl(kSchema), std::move(r));
}

class GraphqlAnswersTest : public ::testing::Test {
 protected:
  GraphqlAnswersOptions options() {
    GraphqlAnswersOptions o;
    o.version = [this] { return counting.version.load(); };
    o.root_fields = {"stock", "mine", "fail", "rotate", "big", "ping", "behind"};
    o.per_user_fields = {"mine"};
    o.lifetime = std::chrono::hours(1);
    return o;
  }
  void SetUp() override { answers = std::make_unique<GraphqlAnswers>(options()); }

  static HttpRequest post(std::string body, std::vector<std::pair<std::string, std::string>> headers = {}) {
    HttpRequest r;
    r.method = "POST";
    r.path = r.target = "/graphql";
    r.headers = {{"content-type", "application/json"}};
    for (auto& h : headers) r.headers.push_back(std::move(h));
    r.body = std::move(body);
    return r;
  }
  static std::string body(const std::string& query, json::object variables = {}) {
    json::object o{{"query", query}};
    if (!variables.empty()) o["variables"] = std::move(variables);
    return json::serialize(o);
  }
  HttpResponse answer(const HttpRequest& r) {
    ContextFactory factory = [](const HttpRequest&) { return std::make_shared<graphql::Context>(); };
    return handle_graphql(r, *engine, factory, answers.get());
  }
  int runs() const { return counting.runs.load(); }

  Counting counting;
  std::shared_ptr<graphql::Engine> engine = make_engine(counting);
  std::unique_ptr<GraphqlAnswers> answers;
};

TEST_F(GraphqlAnswersTest, TheSameRequestIsExecutedOnceWhileTheVersionStays) {
  const auto r = post(body("{ stock }"));
  auto first = answer(r);
  auto second = answer(r);
  EXPECT_EQ(first.status, 200);
  EXPECT_EQ(second.status, 200);
  EXPECT_EQ(first.body, second.body);
  EXPECT_EQ(runs(), 1);
  EXPECT_TRUE(graphql_answer_kept(r, answers.get()));
  EXPECT_EQ(answers->entries(), 1u);
}

TEST_F(GraphqlAnswersTest, OtherVariablesOperationOrMediaTypeAreOtherEntries) {
  const std::string q = "query($id: String) { stock(id: $id) }";
  auto a = answer(post(body(q, {{"id", "a"}})));
  auto bb = answer(post(body(q, {{"id", "bb"}})));
  EXPECT_NE(a.body, bb.body);
  EXPECT_EQ(runs(), 2);
  EXPECT_EQ(answer(post(body(q, {{"id", "a"}}))).body, a.body);
  EXPECT_EQ(runs(), 2);

  // The same body asking for the other media type: its own entry, its own Content-Type.
  auto graphql_json = answer(post(body(q, {{"id", "a"}}), {{"accept", "application/graphql-response+json"}}));
  EXPECT_EQ(runs(), 3);
  EXPECT_EQ(graphql_json.headers.front().second, "application/graphql-response+json; charset=utf-8");
  auto again = answer(post(body(q, {{"id", "a"}}), {{"accept", "application/graphql-response+json"}}));
  EXPECT_EQ(again.headers.front().second, "application/graphql-response+json; charset=utf-8");
  EXPECT_EQ(runs(), 3);

  // GET with the same query is another key too.
  HttpRequest get;
  get.method = "GET";
  get.path = "/graphql";
  get.query = "query=%7B%20stock%20%7D";
  answer(get);
  answer(get);
  EXPECT_EQ(runs(), 4);
}

TEST_F(GraphqlAnswersTest, AMovedVersionDropsTheAnswer) {
  const auto r = post(body("{ stock }"));
  auto before = answer(r);
  ++counting.version;
  EXPECT_FALSE(graphql_answer_kept(r, answers.get()));
  auto after = answer(r);
  EXPECT_EQ(runs(), 2);
  EXPECT_NE(before.body, after.body);
  answer(r);
  EXPECT_EQ(runs(), 2);
}

TEST_F(GraphqlAnswersTest, AnAnswerComputedWhileTheVersionMovedIsNotKept) {
  const auto r = post(body("{ stock }"));
  counting.bump_while_running = true;
  answer(r);
  counting.bump_while_running = false;
  EXPECT_EQ(answers->entries(), 0u);
  answer(r);
  answer(r);
  EXPECT_EQ(runs(), 2);
}

TEST_F(GraphqlAnswersTest, PerUserFieldsWithCredentialsTakeTheNormalPath) {
  const std::string b = body("{ stock mine }");
  answer(post(b));
  answer(post(b));
  EXPECT_EQ(runs(), 2);  // two resolvers, once
  for (const auto& credential : std::vector<std::pair<std::string, std::string>>{
           {"token", "t"}, {"authorization", "Bearer t"}, {"refresh-token", "r"}}) {
    const auto before = runs();
    answer(post(b, {credential}));
    EXPECT_EQ(runs(), before + 2) << credential.first;
    EXPECT_FALSE(graphql_answer_kept(post(b, {credential}), answers.get())) << credential.first;
  }
  // A signed-in caller's document without a per-user field may use the kept answer.
  const std::string plain = body("{ stock }");
  answer(post(plain));
  const auto before = runs();
  answer(post(plain, {{"token", "t"}}));
  EXPECT_EQ(runs(), before);
  EXPECT_EQ(answers->entries(), 2u);  // the anonymous "{ stock mine }" and "{ stock }"
}

TEST_F(GraphqlAnswersTest, OnlyCleanAnswersOfListedQueryFieldsAreKept) {
  for (const std::string q : {"{ secret }", "{ stock secret }", "{ fail }", "{ rotate }", "{ behind stock }",
                              "mutation { ping }", "query { ...F } fragment F on Query { stock }", "{ nope }"}) {
    const auto r = post(body(q));
    answer(r);
    EXPECT_FALSE(graphql_answer_kept(r, answers.get())) << q;
  }
  EXPECT_EQ(answers->entries(), 0u);
  answer(post(body("{ __typename stock }")));
  EXPECT_EQ(answers->entries(), 1u);
}

TEST_F(GraphqlAnswersTest, ARefusedRequestIsRefusedEvenWhenItsBodyIsKept) {
  const std::string b = body("{ stock }");
  answer(post(b));
  auto wrong_type = post(b);
  wrong_type.headers = {{"content-type", "text/plain"}};
  EXPECT_EQ(answer(wrong_type).status, 415);
  EXPECT_EQ(answer(post(b, {{"accept", "text/html"}})).status, 406);
}

TEST_F(GraphqlAnswersTest, BoundedByEntriesBytesAndLifetime) {
  auto o = options();
  o.max_entries = 2;
  answers = std::make_unique<GraphqlAnswers>(o);
  const std::string q = "query($id: String) { stock(id: $id) }";
  answer(post(body(q, {{"id", "a"}})));
  answer(post(body(q, {{"id", "b"}})));
  EXPECT_EQ(answers->entries(), 2u);
  answer(post(body(q, {{"id", "c"}})));  // full: starts again
  EXPECT_EQ(answers->entries(), 1u);

  o = options();
  o.max_bytes = 3000;
  answers = std::make_unique<GraphqlAnswers>(o);
  answer(post(body("{ big }")));
  EXPECT_EQ(answers->entries(), 1u);
  answer(post(body("{ big __typename }")));  // would pass max_bytes: starts again
  EXPECT_EQ(answers->entries(), 1u);

  o = options();
  o.max_answer_bytes = 1000;
  answers = std::make_unique<GraphqlAnswers>(o);
  answer(post(body("{ big }")));
  EXPECT_EQ(answers->entries(), 0u);

  o = options();
  o.lifetime = std::chrono::seconds(0);
  answers = std::make_unique<GraphqlAnswers>(o);
  const auto r = post(body("{ stock }"));
  answer(r);
  EXPECT_FALSE(graphql_answer_kept(r, answers.get()));
}

TEST(GraphqlAnswersKey, TheRequestAsSentAndTheMediaType) {
  GraphqlAnswersOptions options;
  options.version = [] { return std::uint64_t{1}; };
  GraphqlAnswers answers(options);
  HttpRequest r;
  r.method = "POST";
  r.headers = {{"content-type", "application/json; charset=utf-8"}};
  r.body = R"({"query":"{ a }"})";
  EXPECT_EQ(answers.key(r, "j"), "Pj\n" + r.body);
  EXPECT_NE(answers.key(r, "j"), answers.key(r, "g"));
  r.method = "PUT";
  EXPECT_EQ(answers.key(r, "j"), "");
  r.method = "HEAD";
  r.query = "query=%7Ba%7D";
  EXPECT_EQ(answers.key(r, "j"), "Gj\nquery=%7Ba%7D");
  r.method = "POST";
  r.body = std::string(20000, ' ');
  EXPECT_EQ(answers.key(r, "j"), "");  // longer than max_key_bytes
  HttpRequest signed_in;
  signed_in.headers = {{"token", "x"}};
  EXPECT_TRUE(GraphqlAnswers::carries_credentials(signed_in));
  signed_in.headers = {{"authorization", "Basic x"}};
  EXPECT_FALSE(GraphqlAnswers::carries_credentials(signed_in));
}

}  // namespace
}  // namespace karyana::http
