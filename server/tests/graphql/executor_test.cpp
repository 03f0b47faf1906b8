// Execution against a small schema with real resolvers: aliases, fragments, abstract types,
// @skip/@include, lists, non-null propagation, error paths and locations, variable and
// argument coercion, defaults, and mutations in order.
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <boost/json.hpp>

#include "graphql/engine.hpp"
#include "graphql/schema.hpp"

namespace karyana::graphql {
namespace {

namespace json = boost::json;

constexpr const char* kSchema = R"(
  schema { query: Query mutation: Mutation }

  interface Node { id: ID! }
  type User implements Node {
    id: ID!
    name: String!
    email: String
    friends: [User!]
  }
  type Product implements Node {
    id: ID!
    title: String
    price: Float
  }
  union SearchResult = User | Product
  enum Color { RED GREEN BLUE }
  input Filter {
    color: Color = RED
    limit: Int = 10
    names: [String!]
    inner: Inner
  }
  input Inner { flag: Boolean! }

  type Nested {
    a: String
    must: String!
    child: Nested
    required: Nested!
  }

  type Query {
    hello(name: String = "world"): String
    user(id: ID!): User
    users: [User]
    node(id: ID!): Node
    search: [SearchResult!]!
    untyped: Node
    strange: Node
    nested: Nested
    nonNull: String!
    fail: String
    crash: String
    args(i: Int, f: Float, s: String, b: Boolean, id: ID, color: Color, filter: Filter, list: [Int], req: Int!): String
    badEnum: Color
    badInt: Int
    bigInt: Int
    notList: [Int]
    strictItems: [Int!]
    looseItems: [Int]
    floats: [Float]
    ids: [ID]
    strings: [String]
    color(c: Color!): Color
  }

  type Mutation {
    append(text: String!): [String!]!
    failAppend(text: String!): String!
  }
)";

struct TestContext : Context {
  std::vector<std::string> log;
  std::vector<std::string> internal_errors;
  void on_internal_error(std::string_view field, std::string_view what) override {
    internal_errors.push_back(std::string(field) + ": " + std::string(what));
  }
};

json::object user(const std::string& id, const std::string& name) {
  return json::object{{"__typename", "User"}, {"id", id}, {"name", name}, {"email", name + "@example.pk"}};
}

class ExecutorTest : public ::testing::Test {
 protected:
  ExecutorTest() {
    Resolvers r;
    r.add("Query.hello", [](const ResolveInfo& info) {
      return json::value("Hello " + std::string(info.args.at("name").as_string()));
    });
    r.add("Query.user", [](const ResolveInfo& info) -> json::value {
      const auto& id = info.args.at("id").as_string();
      if (id == "1") return user("1", "Ayesha");
      if (id == "2") return user("2", "Bilal");
      return nullptr;
    });
    r.add("Query.users", [](const ResolveInfo&) {
      json::object a = user("1", "Ayesha");
      a["friends"] = json::array{user("2", "Bilal"), user("3", "Chand")};
      return json::value(json::array{a, nullptr, user("2", "Bilal")});
    });
    r.add("Query.node", [](const ResolveInfo& info) -> json::value {
      if (info.args.at("id").as_string() == "p1")
        return json::object{{"__typename", "Product"}, {"id", "p1"}, {"title", "Milk"}, {"price", 1.5}};
      return user("1", "Ayesha");
    });
    r.add("Query.search", [](const ResolveInfo&) {
      return json::value(
          json::array{user("1", "Ayesha"), json::object{{"__typename", "Product"}, {"id", "p1"}, {"title", "Milk"}}});
    });
    r.add("Query.untyped", [](const ResolveInfo&) { return json::value(json::object{{"id", "x"}}); });
    r.add("Query.strange", [](const ResolveInfo&) {
      return json::value(json::object{{"__typename", "Color"}, {"id", "x"}});
    });
    r.add("Query.nested", [](const ResolveInfo&) {
      // `required` has no `must`, so required.must fails and required (non-null) takes nested down.
      return json::value(json::object{{"a", "top"},
                                      {"must", "ok"},
                                      {"child", json::object{{"a", "child"}}},
                                      {"required", json::object{{"a", "req"}}}});
    });
    r.add("Query.nonNull", [](const ResolveInfo&) { return json::value(nullptr); });
    r.add("Query.fail", [](const ResolveInfo&) -> json::value {
      throw FieldError("Not allowed", json::object{{"code", "FORBIDDEN"}});
    });
    r.add("Query.crash", [](const ResolveInfo&) -> json::value {
      throw std::runtime_error("SQLITE_CORRUPT: database disk image is malformed at /var/lib/secret.db");
    });
    r.add("Query.args", [](const ResolveInfo& info) { return json::value(json::serialize(info.args)); });
    r.add("Query.badEnum", [](const ResolveInfo&) { return json::value("PURPLE"); });
    r.add("Query.badInt", [](const ResolveInfo&) { return json::value(3.5); });
    r.add("Query.bigInt", [](const ResolveInfo&) { return json::value(std::int64_t{1} << 40); });
    r.add("Query.notList", [](const ResolveInfo&) { return json::value(5); });
    r.add("Query.strictItems", [](const ResolveInfo&) { return json::value(json::array{1, nullptr, 3}); });
    r.add("Query.looseItems", [](const ResolveInfo&) { return json::value(json::array{1, "x", 3}); });
    r.add("Query.floats", [](const ResolveInfo&) { return json::value(json::array{1, 2.5, true}); });
    r.add("Query.ids", [](const ResolveInfo&) { return json::value(json::array{7, "abc"}); });
    r.add("Query.strings", [](const ResolveInfo&) { return json::value(json::array{"s", 42, false}); });
    r.add("Query.color", [](const ResolveInfo& info) { return info.args.at("c"); });
    r.add("Mutation.append", [](const ResolveInfo& info) {
      auto& ctx = static_cast<TestContext&>(info.context);
      ctx.log.emplace_back(info.args.at("text").as_string());
      json::array all;
      for (const auto& s : ctx.log) all.emplace_back(s);
      return json::value(all);
    });
    r.add("Mutation.failAppend", [](const ResolveInfo& info) -> json::value {
      auto& ctx = static_cast<TestContext&>(info.context);
      ctx.log.emplace_back("failed:" + std::string(info.args.at("text").as_string()));
      throw FieldError("Cannot append");
    });
    engine = std::make_unique<Engine>(Schema::from_sdl(kSchema), std::move(r));
  }

  json::object run(std::string_view query, const json::object& variables = {}) {
    return engine->run(query, variables, ctx).to_json();
  }
  json::value data(std::string_view query, const json::object& variables = {}) {
    auto result = run(query, variables);
    EXPECT_FALSE(result.contains("errors")) << json::serialize(result);
    return result.contains("data") ? result.at("data") : json::value();
  }
  static std::string first_message(const json::object& result) {
    if (!result.contains("errors")) return "<no errors>";
    return std::string(result.at("errors").at(0).at("message").as_string());
  }

  TestContext ctx;
  std::unique_ptr<Engine> engine;
};

TEST_F(ExecutorTest, AliasesKeepSelectionOrderAndDefaults) {
  auto d = data(R"({ b: hello(name: "Sana") hello a: hello(name: "Ali") })");
  EXPECT_EQ(json::serialize(d), R"({"b":"Hello Sana","hello":"Hello world","a":"Hello Ali"})");
}

TEST_F(ExecutorTest, NestedObjectsReadParentMembers) {
  auto d = data(R"({ user(id: "1") { id name email } nobody: user(id: "9") { id } })");
  EXPECT_EQ(d, json::parse(R"({"user":{"id":"1","name":"Ayesha","email":"Ayesha@example.pk"},"nobody":null})"));
}

TEST_F(ExecutorTest, FieldsWithTheSameResponseKeyAreMerged) {
  auto d = data(R"({ user(id: "1") { name } user(id: "1") { email name } })");
  EXPECT_EQ(json::serialize(d), R"({"user":{"name":"Ayesha","email":"Ayesha@example.pk"}})");
}

TEST_F(ExecutorTest, NamedAndInlineFragmentsOnUnionsAndInterfaces) {
  auto d = data(R"(
    query {
      search {
        __typename
        ... on User { name }
        ... on Product { title }
        ...NodeId
      }
      node(id: "p1") { id ... on Product { price } ... on User { name } }
    }
    fragment NodeId on Node { id }
  )");
  EXPECT_EQ(json::serialize(d),
            R"({"search":[{"__typename":"User","name":"Ayesha","id":"1"},)"
            R"({"__typename":"Product","title":"Milk","id":"p1"}],"node":{"id":"p1","price":1.5E0}})");
}

TEST_F(ExecutorTest, TypenameOnRootAndObjects) {
  auto d = data(R"({ __typename user(id: "2") { __typename t: __typename } })");
  EXPECT_EQ(d, json::parse(R"({"__typename":"Query","user":{"__typename":"User","t":"User"}})"));
}

TEST_F(ExecutorTest, SkipAndIncludeWithVariables) {
  const char* q = R"(
    query ($yes: Boolean!, $no: Boolean!) {
      a: hello @include(if: $yes)
      b: hello @include(if: $no)
      c: hello @skip(if: $yes)
      d: hello @skip(if: $no)
      ... @include(if: $no) { e: hello }
      ...F @skip(if: $yes)
      g: hello @skip(if: false) @include(if: true)
    }
    fragment F on Query { f: hello }
  )";
  auto d = data(q, {{"yes", true}, {"no", false}});
  EXPECT_EQ(json::serialize(d), R"({"a":"Hello world","d":"Hello world","g":"Hello world"})");
  auto flipped = data(q, {{"yes", false}, {"no", true}});
  EXPECT_EQ(json::serialize(flipped),
            R"({"b":"Hello world","c":"Hello world","e":"Hello world","f":"Hello world","g":"Hello world"})");
}

TEST_F(ExecutorTest, ListsOfObjectsWithNullItems) {
  auto d = data(R"({ users { name friends { name } } })");
  EXPECT_EQ(d, json::parse(R"({"users":[{"name":"Ayesha","friends":[{"name":"Bilal"},{"name":"Chand"}]},)"
                           R"(null,{"name":"Bilal","friends":null}]})"));
}

TEST_F(ExecutorTest, NonNullErrorPropagatesToNearestNullableParent) {
  auto r = run("{ nested {\n  a\n  required { a must }\n} hello }");
  EXPECT_EQ(r.at("data"), json::parse(R"({"nested":null,"hello":"Hello world"})"));
  ASSERT_EQ(r.at("errors").as_array().size(), 1u);
  const auto& e = r.at("errors").at(0);
  EXPECT_EQ(e.at("message"), "Cannot return null for non-nullable field Nested.must.");
  EXPECT_EQ(e.at("path"), json::parse(R"(["nested","required","must"])"));
  EXPECT_EQ(e.at("locations"), json::parse(R"([{"line":3,"column":16}])"));
}

TEST_F(ExecutorTest, NullableChildErrorsStayLocal) {
  auto r = run(R"({ nested { child { a must } a } })");
  EXPECT_EQ(r.at("data"), json::parse(R"({"nested":{"child":null,"a":"top"}})"));
  EXPECT_EQ(r.at("errors").at(0).at("path"), json::parse(R"(["nested","child","must"])"));
}

TEST_F(ExecutorTest, NonNullRootFieldNullsTheWholeData) {
  auto r = run(R"({ hello nonNull })");
  ASSERT_TRUE(r.contains("data"));
  EXPECT_TRUE(r.at("data").is_null());
  EXPECT_EQ(first_message(r), "Cannot return null for non-nullable field Query.nonNull.");
  EXPECT_EQ(r.at("errors").at(0).at("path"), json::parse(R"(["nonNull"])"));
}

TEST_F(ExecutorTest, FieldErrorCarriesMessageExtensionsLocationAndPath) {
  auto r = run("{\n  hello\n  oops: fail\n}");
  EXPECT_EQ(r.at("data"), json::parse(R"({"hello":"Hello world","oops":null})"));
  EXPECT_EQ(r.at("errors"), json::parse(R"([{"message":"Not allowed","locations":[{"line":3,"column":3}],)"
                                        R"("path":["oops"],"extensions":{"code":"FORBIDDEN"}}])"));
}

TEST_F(ExecutorTest, OtherExceptionsBecomeInternalServerErrorWithoutDetails) {
  auto r = run(R"({ crash })");
  EXPECT_EQ(first_message(r), "Internal server error");
  EXPECT_EQ(json::serialize(r).find("SQLITE"), std::string::npos);
  EXPECT_TRUE(r.at("data").at("crash").is_null());
  // The cause reaches the context (for the server's log), not the client.
  ASSERT_EQ(ctx.internal_errors.size(), 1u);
  EXPECT_EQ(ctx.internal_errors[0].rfind("Query.crash: SQLITE_CORRUPT", 0), 0u);
}

TEST_F(ExecutorTest, ErrorPathsHoldListIndicesAsIntegers) {
  auto r = run(R"({ strictItems looseItems })");
  EXPECT_EQ(r.at("data"), json::parse(R"({"strictItems":null,"looseItems":[1,null,3]})"));
  const auto& errors = r.at("errors").as_array();
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0].at("message"), "Cannot return null for non-nullable field Query.strictItems.");
  EXPECT_EQ(errors[0].at("path"), json::parse(R"(["strictItems",1])"));
  EXPECT_TRUE(errors[0].at("path").at(1).is_int64());
  EXPECT_EQ(errors[1].at("message"), "Int cannot represent non-integer value: \"x\"");
  EXPECT_EQ(errors[1].at("path"), json::parse(R"(["looseItems",1])"));
}

TEST_F(ExecutorTest, LeafResultCoercion) {
  auto r = run(R"({ badEnum badInt bigInt notList floats ids strings })");
  const auto& d = r.at("data");
  EXPECT_TRUE(d.at("badEnum").is_null());
  EXPECT_TRUE(d.at("badInt").is_null());
  EXPECT_TRUE(d.at("bigInt").is_null());
  EXPECT_TRUE(d.at("notList").is_null());
  EXPECT_EQ(d.at("floats"), json::parse("[1.0, 2.5, 1.0]"));
  EXPECT_TRUE(d.at("floats").at(0).is_double());
  EXPECT_EQ(d.at("ids"), json::parse(R"(["7","abc"])"));
  EXPECT_EQ(d.at("strings"), json::parse(R"(["s","42","false"])"));
  std::vector<std::string> messages;
  for (const auto& e : r.at("errors").as_array()) messages.emplace_back(e.at("message").as_string());
  EXPECT_EQ(messages, (std::vector<std::string>{
                          "Enum \"Color\" cannot represent value: \"PURPLE\"",
                          "Int cannot represent non-integer value: 3.5",
                          "Int cannot represent non 32-bit signed integer value: 1099511627776",
                          "Expected Iterable, but did not find one for field \"Query.notList\".",
                      }));
}

TEST_F(ExecutorTest, AbstractValuesNeedAValidTypename) {
  auto r = run(R"({ untyped { id } strange { id } })");
  EXPECT_EQ(r.at("data"), json::parse(R"({"untyped":null,"strange":null})"));
  const auto& errors = r.at("errors").as_array();
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_NE(std::string(errors[0].at("message").as_string()).find("must resolve to an Object type"), std::string::npos);
  EXPECT_EQ(errors[1].at("message"), "Abstract type \"Node\" was resolved to a non-object type \"Color\".");
}

TEST_F(ExecutorTest, ArgumentLiteralsAreCoercedWithDefaults) {
  auto d = data(R"({ args(i: 7, f: 2, s: "x", b: true, id: 12, color: GREEN, list: 5, req: -3,
                          filter: { names: ["a"], inner: { flag: false } }) })");
  EXPECT_EQ(json::parse(d.at("args").as_string()),
            json::parse(R"({"i":7,"f":2.0,"s":"x","b":true,"id":"12","color":"GREEN",)"
                        R"("filter":{"color":"RED","limit":10,"names":["a"],"inner":{"flag":false}},)"
                        R"("list":[5],"req":-3})"));
  // Absent optional arguments without defaults stay absent.
  auto minimal = data(R"({ args(req: 1) })");
  EXPECT_EQ(json::parse(minimal.at("args").as_string()), json::parse(R"({"req":1})"));
}

TEST_F(ExecutorTest, VariablesAreCoercedWithDefaults) {
  const char* q = R"(
    query ($i: Int, $f: Float = 1.5, $id: ID, $filter: Filter, $list: [Int], $color: Color = BLUE, $req: Int!) {
      args(i: $i, f: $f, id: $id, filter: $filter, list: $list, color: $color, req: $req)
    })";
  auto d = data(q, {{"i", 5.0}, {"id", 42}, {"filter", {{"limit", 3}}}, {"list", 9}, {"req", 0}});
  EXPECT_EQ(json::parse(d.at("args").as_string()),
            json::parse(R"({"i":5,"f":1.5,"id":"42","color":"BLUE","filter":{"color":"RED","limit":3},)"
                        R"("list":[9],"req":0})"));
  // A variable explicitly null reaches the resolver as null; one never given stays absent.
  auto with_null = data(q, {{"i", nullptr}, {"req", 1}});
  EXPECT_EQ(json::parse(with_null.at("args").as_string()), json::parse(R"({"i":null,"f":1.5,"color":"BLUE","req":1})"));
}

TEST_F(ExecutorTest, VariableCoercionErrorsStopExecution) {
  const char* q = "query Q($req: Int!, $filter: Filter, $c: Color) {\n  args(req: $req, filter: $filter, color: $c)\n}";
  auto missing = run(q);
  EXPECT_FALSE(missing.contains("data"));
  EXPECT_EQ(first_message(missing), "Variable \"$req\" of required type \"Int!\" was not provided.");
  EXPECT_EQ(missing.at("errors").at(0).at("locations"), json::parse(R"([{"line":1,"column":9}])"));

  EXPECT_EQ(first_message(run(q, {{"req", nullptr}})), "Variable \"$req\" of non-null type \"Int!\" must not be null.");
  EXPECT_EQ(first_message(run(q, {{"req", "abc"}})),
            "Variable \"$req\" got invalid value \"abc\"; Int cannot represent non-integer value: \"abc\"");
  EXPECT_EQ(first_message(run(q, {{"req", std::int64_t{1} << 31}})),
            "Variable \"$req\" got invalid value 2147483648; Int cannot represent non 32-bit signed integer "
            "value: 2147483648");
  EXPECT_EQ(first_message(run(q, {{"req", 1}, {"c", "PURPLE"}})),
            "Variable \"$c\" got invalid value \"PURPLE\"; Value \"PURPLE\" does not exist in \"Color\" enum.");
  EXPECT_EQ(first_message(run(q, {{"req", 1}, {"filter", {{"inner", {{"flag", "yes"}}}}}})),
            "Variable \"$filter\" got invalid value \"yes\" at \"filter.inner.flag\"; Boolean cannot represent a "
            "non boolean value: \"yes\"");
  EXPECT_EQ(first_message(run(q, {{"req", 1}, {"filter", {{"names", json::array{"a", nullptr}}}}})),
            "Variable \"$filter\" got invalid value null at \"filter.names[1]\"; Expected non-nullable type "
            "\"String!\" not to be null.");
  EXPECT_EQ(first_message(run(q, {{"req", 1}, {"filter", {{"inner", json::object{}}}}})),
            "Variable \"$filter\" got invalid value {} at \"filter.inner\"; Field \"flag\" of required type "
            "\"Boolean!\" was not provided.");
  EXPECT_EQ(first_message(run(q, {{"req", 1}, {"filter", {{"bogus", 1}}}})),
            "Variable \"$filter\" got invalid value { bogus: 1 }; Field \"bogus\" is not defined by type \"Filter\".");
  EXPECT_EQ(first_message(run(q, {{"req", 1}, {"filter", 5}})),
            "Variable \"$filter\" got invalid value 5; Expected type \"Filter\" to be an object.");
  // Several bad variables: one error each.
  auto two = run(q, {{"req", true}, {"c", 3}});
  EXPECT_EQ(two.at("errors").as_array().size(), 2u);
}

TEST_F(ExecutorTest, EnumArgumentsAndResults) {
  EXPECT_EQ(data(R"({ color(c: BLUE) })"), json::parse(R"({"color":"BLUE"})"));
  EXPECT_EQ(data(R"(query ($c: Color!) { color(c: $c) })", {{"c", "GREEN"}}), json::parse(R"({"color":"GREEN"})"));
}

TEST_F(ExecutorTest, MutationsRunInOrder) {
  auto d = data(R"(mutation { first: append(text: "a") second: append(text: "b") third: append(text: "c") })");
  EXPECT_EQ(d, json::parse(R"({"first":["a"],"second":["a","b"],"third":["a","b","c"]})"));
  EXPECT_EQ(ctx.log, (std::vector<std::string>{"a", "b", "c"}));
}

TEST_F(ExecutorTest, FailedNonNullMutationFieldNullsDataButEarlierFieldsRan) {
  auto r = run(R"(mutation { a: append(text: "a") b: failAppend(text: "b") c: append(text: "c") })");
  EXPECT_TRUE(r.at("data").is_null());
  EXPECT_EQ(first_message(r), "Cannot append");
  // Execution stopped at the first failed non-null root field, like graphql-js's serial execution.
  EXPECT_EQ(ctx.log, (std::vector<std::string>{"a", "failed:b"}));
}

TEST_F(ExecutorTest, OperationSelection) {
  const char* doc = "query A { hello } query B { b: hello }";
  EXPECT_EQ(
      run(doc),
      json::parse(R"({"errors":[{"message":"Must provide operation name if query contains multiple operations."}]})"));
  auto r = engine->run(doc, {}, ctx, std::string("B")).to_json();
  EXPECT_EQ(r, json::parse(R"({"data":{"b":"Hello world"}})"));
  auto unknown = engine->run(doc, {}, ctx, std::string("C")).to_json();
  EXPECT_EQ(first_message(unknown), "Unknown operation named \"C\".");
  auto single = engine->run("query Only { hello }", {}, ctx, std::nullopt).to_json();
  EXPECT_TRUE(single.contains("data"));
}

TEST_F(ExecutorTest, MissingMutationTypeIsReported) {
  Engine no_mutation(Schema::from_sdl("type Query { a: Int }"), Resolvers{});
  auto doc = no_mutation.prepare("mutation { a }");
  ASSERT_FALSE(doc->document.operations.empty());
  // Validation may already refuse it; either way no data is produced.
  auto result = no_mutation.execute(*doc, doc->document.operations.front(), {}, ctx);
  EXPECT_FALSE(result.data.has_value());
  EXPECT_FALSE(result.errors.empty());
}

TEST_F(ExecutorTest, RootValueAndDefaultResolver) {
  Engine plain(Schema::from_sdl("type Query { a: Int b: Inner } type Inner { c: [String] }"), Resolvers{});
  auto doc = plain.prepare("{ a b { c } }");
  ASSERT_TRUE(doc->errors.empty());
  auto root = json::parse(R"({"a":1,"b":{"c":["x","y"]}})");
  auto result = plain.execute(*doc, doc->document.operations.front(), {}, ctx, root);
  EXPECT_EQ(result.to_json(), json::parse(R"({"data":{"a":1,"b":{"c":["x","y"]}}})"));
}

TEST(ErrorJson, OmitsEmptyMembers) {
  Error e;
  e.message = "m";
  EXPECT_EQ(json::serialize(e.to_json()), R"({"message":"m"})");
  e.locations.push_back({2, 5});
  e.path = json::array{"a", 0};
  e.extensions = json::object{{"code", "X"}};
  EXPECT_EQ(json::serialize(e.to_json()),
            R"({"message":"m","locations":[{"line":2,"column":5}],"path":["a",0],"extensions":{"code":"X"}})");
  ExecutionResult r;
  EXPECT_EQ(json::serialize(r.to_json()), "{}");
  r.data = nullptr;
  EXPECT_EQ(json::serialize(r.to_json()), R"({"data":null})");
  r.errors.push_back(e);
  EXPECT_TRUE(r.to_json().contains("errors"));
}

}  // namespace
}  // namespace karyana::graphql
