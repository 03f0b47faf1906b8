// The engine's entry points: the prepared-document cache (identity, LRU eviction, threads),
// syntax and validation errors, subscriptions (subscribe + execute_event), and the speed
// of a cached small query.
#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>
#include <boost/json.hpp>

#include "graphql/engine.hpp"
#include "graphql/pubsub.hpp"
#include "graphql/schema.hpp"

namespace karyana::graphql {
namespace {

namespace json = boost::json;

constexpr const char* kSchema = R"(
  type Order { id: ID! status: String! }
  type Query {
    settings_str: String
    echo(text: String!): String
    order(id: ID!): Order
  }
  type Subscription {
    tick: String
    greeting(prefix: String!): String
    orderChanged(id: ID!): Order
    forbidden: String
    broken: String
  }
)";

Resolvers make_resolvers() {
  Resolvers r;
  r.add("Query.settings_str", [](const ResolveInfo&) { return json::value(R"({"currency":"PKR"})"); });
  r.add("Query.echo", [](const ResolveInfo& info) { return info.args.at("text"); });
  r.add("Query.order", [](const ResolveInfo& info) {
    return json::value(json::object{{"id", info.args.at("id")}, {"status", "placed"}});
  });
  r.add_subscription("tick", [](const ResolveInfo&) { return SubscriptionSource{"tick"}; });
  r.add_subscription("greeting", [](const ResolveInfo&) { return SubscriptionSource{"greeting"}; });
  r.add_subscription("orderChanged", [](const ResolveInfo& info) {
    return SubscriptionSource{"order:" + std::string(info.args.at("id").as_string())};
  });
  r.add_subscription("forbidden", [](const ResolveInfo&) -> SubscriptionSource {
    throw FieldError("Sign in first", json::object{{"code", "UNAUTHENTICATED"}});
  });
  r.add_subscription("broken", [](const ResolveInfo&) -> SubscriptionSource { throw std::logic_error("secret"); });
  r.add("Subscription.greeting", [](const ResolveInfo& info) {
    return json::value(std::string(info.args.at("prefix").as_string()) + " " + std::string(info.parent.as_string()));
  });
  return r;
}

class EngineTest : public ::testing::Test {
 protected:
  EngineTest() : engine(Schema::from_sdl(kSchema), make_resolvers()) {}
  Engine engine;
  Context ctx;
};

TEST_F(EngineTest, SameTextGivesTheSameCachedDocument) {
  auto a = engine.prepare("{ settings_str }");
  auto b = engine.prepare("{ settings_str }");
  auto c = engine.prepare("{ settings_str  }");
  EXPECT_EQ(a.get(), b.get());
  EXPECT_NE(a.get(), c.get());
  EXPECT_TRUE(a->errors.empty());
  EXPECT_FALSE(a->syntax_error);
}

TEST(EngineCache, LeastRecentlyUsedDocumentsAreEvicted) {
  Limits limits;
  limits.cache_entries = 2;
  Engine engine(Schema::from_sdl(kSchema), Resolvers{}, limits);
  auto a = engine.prepare("{ a: settings_str }");
  auto b = engine.prepare("{ b: settings_str }");
  EXPECT_EQ(engine.prepare("{ a: settings_str }").get(), a.get());  // a is now the most recent
  auto c = engine.prepare("{ c: settings_str }");                   // evicts b
  EXPECT_EQ(engine.prepare("{ a: settings_str }").get(), a.get());
  EXPECT_EQ(engine.prepare("{ c: settings_str }").get(), c.get());
  EXPECT_NE(engine.prepare("{ b: settings_str }").get(), b.get());
}

TEST_F(EngineTest, SyntaxErrorsHaveLocations) {
  auto doc = engine.prepare("{\n  settings_str(\n}");
  EXPECT_TRUE(doc->syntax_error);
  ASSERT_EQ(doc->errors.size(), 1u);
  EXPECT_EQ(doc->errors[0].message.rfind("Syntax Error", 0), 0u) << doc->errors[0].message;
  ASSERT_EQ(doc->errors[0].locations.size(), 1u);
  EXPECT_EQ(doc->errors[0].locations[0].line, 3u);
  EXPECT_EQ(engine.prepare("{\n  settings_str(\n}").get(), doc.get());  // cached as well
  auto result = engine.run("{", {}, ctx);
  EXPECT_FALSE(result.data.has_value());
  EXPECT_FALSE(result.errors.empty());
}

TEST_F(EngineTest, ValidationErrorsAreNotSyntaxErrors) {
  auto doc = engine.prepare("{ nope }");
  EXPECT_FALSE(doc->syntax_error);
  EXPECT_FALSE(doc->errors.empty());
  auto result = engine.run("{ nope }", {}, ctx);
  EXPECT_FALSE(result.data.has_value());
}

TEST_F(EngineTest, ConcurrentPrepareAndExecute) {
  Limits limits;
  limits.cache_entries = 7;  // smaller than the set of texts: eviction races with lookups
  Engine small(Schema::from_sdl(kSchema), make_resolvers(), limits);
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 6; ++t) {
    threads.emplace_back([&, t] {
      Context c;
      for (int i = 0; i < 400; ++i) {
        const int n = (i * 7 + t) % 20;
        const std::string text = "query Q" + std::to_string(n) + " { echo(text: \"" + std::to_string(n) + "\") }";
        auto doc = small.prepare(text);
        if (!doc->errors.empty()) {
          ++failures;
          continue;
        }
        auto result = small.execute(*doc, doc->document.operations.front(), {}, c).to_json();
        if (result != json::object{{"data", json::object{{"echo", std::to_string(n)}}}}) ++failures;
      }
    });
  }
  for (auto& th : threads) th.join();
  EXPECT_EQ(failures.load(), 0);
}

TEST_F(EngineTest, SubscribeGivesTheTopicAndEventsRunTheSelectionSet) {
  auto doc = engine.prepare("subscription ($id: ID!) { orderChanged(id: $id) { id status } }");
  ASSERT_TRUE(doc->errors.empty());
  const auto& op = doc->document.operations.front();
  json::object vars{{"id", "42"}};
  auto source = engine.subscribe(*doc, op, vars, ctx);
  ASSERT_TRUE(std::holds_alternative<SubscriptionSource>(source));
  EXPECT_EQ(std::get<SubscriptionSource>(source).topic, "order:42");

  // Through the real bus, as the websocket transport wires it.
  PubSub bus;
  std::vector<json::object> payloads;
  auto token = bus.subscribe(std::get<SubscriptionSource>(source).topic, [&](const json::value& event) {
    payloads.push_back(engine.execute_event(*doc, op, vars, ctx, event).to_json());
  });
  bus.publish("order:42", json::object{{"id", "42"}, {"status", "packed"}, {"secret", "x"}});
  bus.publish("order:7", json::object{{"id", "7"}, {"status", "lost"}});
  bus.publish("order:42", json::object{{"id", "42"}});  // status missing: non-null error
  bus.unsubscribe(token);
  ASSERT_EQ(payloads.size(), 2u);
  EXPECT_EQ(payloads[0], json::parse(R"({"data":{"orderChanged":{"id":"42","status":"packed"}}})"));
  EXPECT_EQ(payloads[1].at("data"), json::parse(R"({"orderChanged":null})"));
  EXPECT_EQ(payloads[1].at("errors").at(0).at("path"), json::parse(R"(["orderChanged","status"])"));
}

TEST_F(EngineTest, PlainSubscriptionResolverMapsTheEvent) {
  auto doc = engine.prepare(R"(subscription { greeting(prefix: "Salaam") })");
  ASSERT_TRUE(doc->errors.empty());
  const auto& op = doc->document.operations.front();
  auto source = engine.subscribe(*doc, op, {}, ctx);
  ASSERT_TRUE(std::holds_alternative<SubscriptionSource>(source));
  EXPECT_EQ(std::get<SubscriptionSource>(source).topic, "greeting");
  auto result = engine.execute_event(*doc, op, {}, ctx, json::value("Ayesha"));
  EXPECT_EQ(result.to_json(), json::parse(R"({"data":{"greeting":"Salaam Ayesha"}})"));

  // Without a plain resolver the root field's value is the event itself.
  auto lone = engine.prepare("subscription { t: tick }");
  ASSERT_TRUE(lone->errors.empty());
  EXPECT_EQ(engine.execute_event(*lone, lone->document.operations.front(), {}, ctx, json::value("12:00")).to_json(),
            json::parse(R"({"data":{"t":"12:00"}})"));
}

TEST_F(EngineTest, SubscribeErrors) {
  auto run_subscribe = [&](const std::string& text, const json::object& vars = {}) -> ExecutionResult {
    auto doc = engine.prepare(text);
    EXPECT_TRUE(doc->errors.empty()) << text;
    if (!doc->errors.empty()) return {};
    auto out = engine.subscribe(*doc, doc->document.operations.front(), vars, ctx);
    EXPECT_TRUE(std::holds_alternative<ExecutionResult>(out)) << text;
    return std::holds_alternative<ExecutionResult>(out) ? std::get<ExecutionResult>(out) : ExecutionResult{};
  };
  auto forbidden = run_subscribe("subscription {\n  forbidden\n}");
  ASSERT_EQ(forbidden.errors.size(), 1u);
  EXPECT_FALSE(forbidden.data.has_value());
  EXPECT_EQ(json::value(forbidden.errors[0].to_json()),
            json::parse(R"({"message":"Sign in first","locations":[{"line":2,"column":3}],"path":["forbidden"],)"
                        R"("extensions":{"code":"UNAUTHENTICATED"}})"));
  auto broken = run_subscribe("subscription { broken }");
  ASSERT_EQ(broken.errors.size(), 1u);
  EXPECT_EQ(broken.errors[0].message, "Internal server error");
  auto missing_var = run_subscribe("subscription ($id: ID!) { orderChanged(id: $id) { id } }");
  ASSERT_EQ(missing_var.errors.size(), 1u);
  EXPECT_EQ(missing_var.errors[0].message, "Variable \"$id\" of required type \"ID!\" was not provided.");
  auto skipped = run_subscribe("subscription { tick @skip(if: true) }");
  EXPECT_EQ(skipped.errors.size(), 1u);
}

TEST_F(EngineTest, RunPicksTheNamedOperation) {
  const char* doc = "query A { a: echo(text: \"a\") } query B { b: echo(text: \"b\") }";
  EXPECT_EQ(engine.run(doc, {}, ctx, std::string("B")).to_json(), json::parse(R"({"data":{"b":"b"}})"));
  auto ambiguous = engine.run(doc, {}, ctx);
  ASSERT_EQ(ambiguous.errors.size(), 1u);
  EXPECT_EQ(ambiguous.errors[0].message, "Must provide operation name if query contains multiple operations.");
  std::string error;
  auto prepared = engine.prepare(doc);
  EXPECT_EQ(Engine::select_operation(*prepared, std::string("Z"), error), nullptr);
  EXPECT_EQ(error, "Unknown operation named \"Z\".");
  EXPECT_EQ(Engine::select_operation(*prepared, std::string("A"), error), &prepared->document.operations[0]);
}

TEST_F(EngineTest, CachedSmallQueryIsFast) {
  const std::string text = "{ settings_str }";
  engine.prepare(text);
  const json::object vars;
  const int n = 20000;
  auto start = std::chrono::steady_clock::now();
  std::size_t bytes = 0;
  for (int i = 0; i < n; ++i) {
    auto doc = engine.prepare(text);
    auto result = engine.execute(*doc, doc->document.operations.front(), vars, ctx);
    bytes += result.data->as_object().size();
  }
  auto per_query = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count() / n;
  EXPECT_EQ(bytes, std::size_t(n));
  std::printf("cached { settings_str }: %.2f us per prepare+execute\n", per_query);
  EXPECT_LT(per_query, 50.0);  // generous: the machine is shared; typically a few microseconds
}

}  // namespace
}  // namespace karyana::graphql
