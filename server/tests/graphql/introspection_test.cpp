// Introspection: __schema, __type and __typename, type kinds, ofType chains, deprecation,
// default values printed as GraphQL literals, and graphql-js's full introspection query.
#include <map>
#include <set>
#include <string>

#include <gtest/gtest.h>
#include <boost/json.hpp>

#include "graphql/engine.hpp"
#include "graphql/schema.hpp"

namespace karyana::graphql {
namespace {

namespace json = boost::json;

constexpr const char* kSchema = R"(
  "A moment in time, ISO-8601."
  scalar DateTime @specifiedBy(url: "https://tools.ietf.org/html/rfc3339")

  "Anything with an id."
  interface Node { id: ID! }

  type User implements Node {
    id: ID!
    "Full name."
    name: String!
    nick: String @deprecated(reason: "Use name.")
    old: String @deprecated
    tags(first: Int = 10, order: Order = DESC, filter: Filter = {sizes: [1, 2], label: "a\"b"}): [[String!]]!
    joined: DateTime
  }
  type Shop implements Node { id: ID! }
  union Thing = User | Shop
  enum Order { ASC DESC @deprecated(reason: "Sorted the other way.") }
  input Filter {
    sizes: [Int!]
    label: String
    legacy: String @deprecated(reason: "Gone.")
  }
  type Query {
    me: User
    things(legacyArg: Int @deprecated(reason: "Unused."), keep: Int): [Thing]
  }
)";

class IntrospectionTest : public ::testing::Test {
 protected:
  IntrospectionTest() : engine(Schema::from_sdl(kSchema), Resolvers{}) {}

  json::value data(std::string_view query) {
    auto result = engine.run(query, {}, ctx).to_json();
    EXPECT_FALSE(result.contains("errors")) << json::serialize(result);
    return result.contains("data") ? result.at("data") : json::value();
  }

  Engine engine;
  Context ctx;
};

TEST_F(IntrospectionTest, TypeKindsAndNames) {
  auto d = data(R"({
    user: __type(name: "User") { kind name description interfaces { name } }
    node: __type(name: "Node") { kind possibleTypes { name } fields { name } }
    thing: __type(name: "Thing") { kind possibleTypes { name } fields { name } }
    order: __type(name: "Order") { kind enumValues { name } }
    filter: __type(name: "Filter") { kind inputFields { name } }
    dt: __type(name: "DateTime") { kind description specifiedByURL }
    int: __type(name: "Int") { kind name }
    missing: __type(name: "Nope") { name }
  })");
  EXPECT_EQ(d.at("user"),
            json::parse(R"({"kind":"OBJECT","name":"User","description":null,"interfaces":[{"name":"Node"}]})"));
  EXPECT_EQ(d.at("node").at("kind"), "INTERFACE");
  EXPECT_EQ(d.at("node").at("possibleTypes"), json::parse(R"([{"name":"User"},{"name":"Shop"}])"));
  EXPECT_EQ(d.at("node").at("fields"), json::parse(R"([{"name":"id"}])"));
  EXPECT_EQ(d.at("thing"),
            json::parse(R"({"kind":"UNION","possibleTypes":[{"name":"User"},{"name":"Shop"}],"fields":null})"));
  EXPECT_EQ(d.at("order"), json::parse(R"({"kind":"ENUM","enumValues":[{"name":"ASC"}]})"));
  EXPECT_EQ(d.at("filter"),
            json::parse(R"({"kind":"INPUT_OBJECT","inputFields":[{"name":"sizes"},{"name":"label"}]})"));
  EXPECT_EQ(d.at("dt"), json::parse(R"({"kind":"SCALAR","description":"A moment in time, ISO-8601.",)"
                                    R"("specifiedByURL":"https://tools.ietf.org/html/rfc3339"})"));
  EXPECT_EQ(d.at("int"), json::parse(R"({"kind":"SCALAR","name":"Int"})"));
  EXPECT_TRUE(d.at("missing").is_null());
}

TEST_F(IntrospectionTest, OfTypeChainOfWrappedTypes) {
  auto d = data(R"({ __type(name: "User") { fields { name type { kind name ofType { kind name ofType {
      kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } } })");
  const json::value* tags = nullptr;
  for (const auto& f : d.at("__type").at("fields").as_array())
    if (f.at("name") == "tags") tags = &f;
  ASSERT_NE(tags, nullptr);
  // [[String!]]!
  EXPECT_EQ(tags->at("type"),
            json::parse(R"({"kind":"NON_NULL","name":null,"ofType":{"kind":"LIST","name":null,)"
                        R"("ofType":{"kind":"LIST","name":null,"ofType":{"kind":"NON_NULL","name":null,)"
                        R"("ofType":{"kind":"SCALAR","name":"String","ofType":null}}}}})"));
}

TEST_F(IntrospectionTest, DeprecationIsHiddenUnlessAskedFor) {
  auto d = data(R"({
    __type(name: "User") {
      visible: fields { name }
      all: fields(includeDeprecated: true) { name isDeprecated deprecationReason }
    }
    order: __type(name: "Order") { enumValues(includeDeprecated: true) { name isDeprecated deprecationReason } }
    filter: __type(name: "Filter") { inputFields(includeDeprecated: true) { name isDeprecated deprecationReason } }
    query: __type(name: "Query") { fields { name args { name } all: args(includeDeprecated: true) { name isDeprecated } } }
  })");
  EXPECT_EQ(d.at("__type").at("visible"),
            json::parse(R"([{"name":"id"},{"name":"name"},{"name":"tags"},{"name":"joined"}])"));
  const auto& all = d.at("__type").at("all").as_array();
  ASSERT_EQ(all.size(), 6u);
  EXPECT_EQ(all[2], json::parse(R"({"name":"nick","isDeprecated":true,"deprecationReason":"Use name."})"));
  EXPECT_EQ(all[3], json::parse(R"({"name":"old","isDeprecated":true,"deprecationReason":"No longer supported"})"));
  EXPECT_EQ(all[1].at("deprecationReason"), nullptr);
  EXPECT_EQ(d.at("order").at("enumValues").at(1),
            json::parse(R"({"name":"DESC","isDeprecated":true,"deprecationReason":"Sorted the other way."})"));
  EXPECT_EQ(d.at("filter").at("inputFields").at(2),
            json::parse(R"({"name":"legacy","isDeprecated":true,"deprecationReason":"Gone."})"));
  const auto& things = d.at("query").at("fields").at(1);
  EXPECT_EQ(things.at("args"), json::parse(R"([{"name":"keep"}])"));
  EXPECT_EQ(things.at("all"),
            json::parse(R"([{"name":"legacyArg","isDeprecated":true},{"name":"keep","isDeprecated":false}])"));
}

TEST_F(IntrospectionTest, DefaultValuesArePrintedAsGraphqlLiterals) {
  auto d = data(R"({ __type(name: "User") { fields { name description args { name defaultValue type { name } } } } })");
  const json::value* tags = nullptr;
  for (const auto& f : d.at("__type").at("fields").as_array()) {
    if (f.at("name") == "name") {
      EXPECT_EQ(f.at("description"), "Full name.");
    }
    if (f.at("name") == "tags") tags = &f;
  }
  ASSERT_NE(tags, nullptr);
  EXPECT_EQ(tags->at("args"), json::parse(R"([
    {"name":"first","defaultValue":"10","type":{"name":"Int"}},
    {"name":"order","defaultValue":"DESC","type":{"name":"Order"}},
    {"name":"filter","defaultValue":"{sizes: [1, 2], label: \"a\\\"b\"}","type":{"name":"Filter"}}])"));
}

// Like graphql-js, defaults are coerced to their type and printed back (astFromValue).
TEST(IntrospectionDefaults, DefaultsArePrintedAfterCoercion) {
  Engine engine(Schema::from_sdl(R"(
    "The shop's schema."
    schema { query: Q }
    enum Size { S L }
    input Box { size: Size = L, label: String = "box", count: Int }
    type Q {
      f(list: [Int] = 3, float: Float = 1.5e3, small: Float = 0.0000001, id: ID = "7", word: ID = "7x",
        text: String = "tab\tquote\" \u00e9", box: Box = {count: 2}, none: Int = null, big: Float = 1e21): Int
    }
  )"),
                Resolvers{});
  Context ctx;
  auto result =
      engine.run(R"({ __schema { description } __type(name: "Q") { fields { args { name defaultValue } } } })", {}, ctx)
          .to_json();
  ASSERT_FALSE(result.contains("errors")) << json::serialize(result);
  EXPECT_EQ(result.at("data").at("__schema").at("description"), "The shop's schema.");
  std::map<std::string, std::string> defaults;
  for (const auto& a : result.at("data").at("__type").at("fields").at(0).at("args").as_array())
    defaults[std::string(a.at("name").as_string())] = std::string(a.at("defaultValue").as_string());
  EXPECT_EQ(defaults["list"], "[3]");
  EXPECT_EQ(defaults["float"], "1500");
  EXPECT_EQ(defaults["small"], "1e-7");
  EXPECT_EQ(defaults["big"], "1e+21");
  EXPECT_EQ(defaults["id"], "7");
  EXPECT_EQ(defaults["word"], "\"7x\"");
  EXPECT_EQ(defaults["text"], "\"tab\\tquote\\\" \u00e9\"");
  EXPECT_EQ(defaults["box"], "{size: L, label: \"box\", count: 2}");
  EXPECT_EQ(defaults["none"], "null");
}

TEST_F(IntrospectionTest, SchemaRootsTypesAndDirectives) {
  auto d = data(R"({ __schema { queryType { name } mutationType { name } subscriptionType { name }
                      types { name } directives { name locations isRepeatable args { name type { kind ofType { name } } } } } })");
  const auto& s = d.at("__schema");
  EXPECT_EQ(s.at("queryType"), json::parse(R"({"name":"Query"})"));
  EXPECT_TRUE(s.at("mutationType").is_null());
  EXPECT_TRUE(s.at("subscriptionType").is_null());
  std::set<std::string> types;
  for (const auto& t : s.at("types").as_array()) types.insert(std::string(t.at("name").as_string()));
  for (const char* expected :
       {"User",       "Node",    "Thing",        "Order",       "Filter",      "DateTime",           "Query",
        "String",     "Int",     "Float",        "Boolean",     "ID",          "__Schema",           "__Type",
        "__TypeKind", "__Field", "__InputValue", "__EnumValue", "__Directive", "__DirectiveLocation"})
    EXPECT_TRUE(types.count(expected)) << expected;
  const json::value* skip = nullptr;
  for (const auto& dir : s.at("directives").as_array())
    if (dir.at("name") == "skip") skip = &dir;
  ASSERT_NE(skip, nullptr);
  EXPECT_EQ(skip->at("isRepeatable"), false);
  EXPECT_EQ(skip->at("args"), json::parse(R"([{"name":"if","type":{"kind":"NON_NULL","ofType":{"name":"Boolean"}}}])"));
  std::set<std::string> locations;
  for (const auto& l : skip->at("locations").as_array()) locations.insert(std::string(l.as_string()));
  EXPECT_EQ(locations, (std::set<std::string>{"FIELD", "FRAGMENT_SPREAD", "INLINE_FRAGMENT"}));
}

TEST_F(IntrospectionTest, TypenameOnIntrospectionObjects) {
  auto d = data(R"({ __schema { __typename queryType { __typename } } __type(name: "Int") { __typename } })");
  EXPECT_EQ(d, json::parse(R"({"__schema":{"__typename":"__Schema","queryType":{"__typename":"__Type"}},)"
                           R"("__type":{"__typename":"__Type"}})"));
}

// graphql-js 16 getIntrospectionQuery({descriptions, specifiedByUrl, directiveIsRepeatable,
// schemaDescription, inputValueDeprecation}), which Apollo tooling sends.
constexpr const char* kIntrospectionQuery = R"(
    query IntrospectionQuery {
      __schema {
        description
        queryType { name kind }
        mutationType { name kind }
        subscriptionType { name kind }
        types { ...FullType }
        directives {
          name description isRepeatable locations
          args(includeDeprecated: true) { ...InputValue }
        }
      }
    }
    fragment FullType on __Type {
      kind name description specifiedByURL
      fields(includeDeprecated: true) {
        name description
        args(includeDeprecated: true) { ...InputValue }
        type { ...TypeRef }
        isDeprecated deprecationReason
      }
      inputFields(includeDeprecated: true) { ...InputValue }
      interfaces { ...TypeRef }
      enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason }
      possibleTypes { ...TypeRef }
    }
    fragment InputValue on __InputValue {
      name description type { ...TypeRef } defaultValue isDeprecated deprecationReason
    }
    fragment TypeRef on __Type {
      kind name
      ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name
        ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } } }
    }
)";

TEST_F(IntrospectionTest, FullIntrospectionQueryPassesTheDefaultLimits) {
  auto d = data(kIntrospectionQuery);
  const auto& types = d.at("__schema").at("types").as_array();
  const json::value* user = nullptr;
  for (const auto& t : types)
    if (t.at("name") == "User") user = &t;
  ASSERT_NE(user, nullptr);
  EXPECT_EQ(user->at("kind"), "OBJECT");
  EXPECT_EQ(user->at("fields").as_array().size(), 6u);
  EXPECT_EQ(user->at("interfaces").at(0), json::parse(R"({"kind":"INTERFACE","name":"Node","ofType":null})"));
  EXPECT_TRUE(user->at("inputFields").is_null());
  EXPECT_TRUE(user->at("enumValues").is_null());
  EXPECT_TRUE(user->at("possibleTypes").is_null());
}

}  // namespace
}  // namespace karyana::graphql
