// Schema::from_sdl: types, fields, arguments, enum values and input fields from SDL;
// extensions; root types; built-in scalars, introspection types and directives; @deprecated
// and @specifiedBy; the lookups the validator and executor use; consistency errors with
// their line:column; and the server's own schema.
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "graphql/schema.hpp"

namespace karyana::graphql {
namespace {

constexpr const char* kSdl = R"(
"Things with an id."
interface Node { id: ID! }
interface Named implements Node { id: ID! name: String }
type User implements Node & Named {
  id: ID!
  name: String
  "Old name."
  nick: String @deprecated(reason: "Use name.")
  legacy: Int @deprecated
  posts(first: Int = 10, after: String @deprecated): [Post!]!
}
type Post implements Node { id: ID! title: String! author: User }
type Shop { id: ID! }
union Result = User | Post
enum Color { RED GREEN @deprecated(reason: "Too green.") BLUE }
input Filter { color: Color = RED, ids: [ID!], old: Int @deprecated }
scalar DateTime @specifiedBy(url: "https://tools.ietf.org/html/rfc3339")
directive @auth(role: String!) repeatable on FIELD_DEFINITION | OBJECT | SCALAR
type Query {
  node(id: ID!): Node
  search(filter: Filter): [Result]
  shop: Shop @auth(role: "admin") @auth(role: "owner")
}
type Mutation { touch: Boolean }
extend type Shop implements Node { name: String }
extend enum Color { BLACK }
extend input Filter { limit: Int }
extend union Result = Shop
extend scalar DateTime @auth(role: "x")
)";

class SchemaTest : public ::testing::Test {
 protected:
  std::shared_ptr<const Schema> schema = Schema::from_sdl(kSdl);
  const NamedType& type(std::string_view name) {
    const NamedType* t = schema->type(name);
    EXPECT_NE(t, nullptr) << name;
    return *t;
  }
};

// The exception message of building `sdl`, or "" when it builds.
std::string error_of(const std::string& sdl) {
  try {
    Schema::from_sdl(sdl);
    return "";
  } catch (const std::runtime_error& e) {
    return e.what();
  }
}

TEST_F(SchemaTest, TypesKindsAndOrder) {
  EXPECT_EQ(type("Node").kind, TypeKind::Interface);
  EXPECT_EQ(type("User").kind, TypeKind::Object);
  EXPECT_EQ(type("Result").kind, TypeKind::Union);
  EXPECT_EQ(type("Color").kind, TypeKind::Enum);
  EXPECT_EQ(type("Filter").kind, TypeKind::InputObject);
  EXPECT_EQ(type("DateTime").kind, TypeKind::Scalar);
  EXPECT_EQ(schema->type("Nope"), nullptr);
  // SDL order first, then the built-ins.
  std::vector<std::string> names;
  for (const auto& t : schema->types()) names.push_back(t->name);
  ASSERT_GE(names.size(), 11u);
  EXPECT_EQ(names[0], "Node");
  EXPECT_EQ(names[1], "Named");
  EXPECT_EQ(names[2], "User");
  for (const char* builtin : {"Int", "Float", "String", "Boolean", "ID", "__Schema", "__Type", "__TypeKind", "__Field",
                              "__InputValue", "__EnumValue", "__Directive", "__DirectiveLocation"})
    EXPECT_NE(schema->type(builtin), nullptr) << builtin;
  EXPECT_EQ(type("__TypeKind").enum_values.size(), 8u);
  EXPECT_EQ(type("__DirectiveLocation").enum_values.size(), 19u);
  EXPECT_EQ(type("Node").description, "Things with an id.");
  EXPECT_NE(type("String").description, "");
}

TEST_F(SchemaTest, FieldsArgumentsAndDeprecation) {
  const NamedType& user = type("User");
  ASSERT_EQ(user.fields.size(), 5u);
  EXPECT_EQ(user.interfaces, (std::vector<std::string>{"Node", "Named"}));
  const FieldDef* nick = user.field("nick");
  ASSERT_NE(nick, nullptr);
  EXPECT_EQ(nick->description, "Old name.");
  EXPECT_EQ(nick->deprecation_reason, "Use name.");
  EXPECT_EQ(user.field("legacy")->deprecation_reason, "No longer supported");
  EXPECT_FALSE(user.field("name")->deprecation_reason.has_value());
  const FieldDef* posts = user.field("posts");
  ASSERT_EQ(posts->arguments.size(), 2u);
  EXPECT_EQ(posts->type.kind, TypeRef::Kind::NonNull);
  EXPECT_EQ(posts->type.named(), "Post");
  const InputValue* first = posts->argument("first");
  ASSERT_NE(first, nullptr);
  ASSERT_TRUE(first->default_value.has_value());
  EXPECT_EQ(first->default_value->text, "10");
  EXPECT_EQ(posts->argument("after")->deprecation_reason, "No longer supported");
  EXPECT_EQ(posts->argument("nope"), nullptr);
  EXPECT_EQ(user.field("nope"), nullptr);
}

TEST_F(SchemaTest, EnumsInputsScalarsAndExtensions) {
  const NamedType& color = type("Color");
  ASSERT_EQ(color.enum_values.size(), 4u);  // BLACK comes from the extension
  EXPECT_EQ(color.enum_values[3].name, "BLACK");
  EXPECT_EQ(color.enum_value("GREEN")->deprecation_reason, "Too green.");
  EXPECT_EQ(color.enum_value("PINK"), nullptr);
  const NamedType& filter = type("Filter");
  ASSERT_EQ(filter.input_fields.size(), 4u);
  EXPECT_EQ(filter.input_field("color")->default_value->text, "RED");
  EXPECT_EQ(filter.input_field("old")->deprecation_reason, "No longer supported");
  EXPECT_NE(filter.input_field("limit"), nullptr);
  EXPECT_EQ(type("DateTime").specified_by_url, "https://tools.ietf.org/html/rfc3339");
  EXPECT_FALSE(type("Int").specified_by_url.has_value());
  const NamedType& shop = type("Shop");
  EXPECT_EQ(shop.interfaces, (std::vector<std::string>{"Node"}));
  EXPECT_NE(shop.field("name"), nullptr);
}

TEST_F(SchemaTest, RootsAndPossibleTypes) {
  EXPECT_EQ(schema->query_type(), &type("Query"));
  EXPECT_EQ(schema->mutation_type(), &type("Mutation"));
  EXPECT_EQ(schema->subscription_type(), nullptr);
  EXPECT_EQ(schema->root_type(OperationType::Mutation), &type("Mutation"));
  // Interfaces list the objects implementing them, in type order; unions their members.
  EXPECT_EQ(type("Node").possible_types, (std::vector<std::string>{"User", "Post", "Shop"}));
  EXPECT_EQ(type("Named").possible_types, (std::vector<std::string>{"User"}));
  EXPECT_EQ(type("Result").possible_types, (std::vector<std::string>{"User", "Post", "Shop"}));
  EXPECT_TRUE(schema->is_possible_type(type("Node"), type("Post")));
  EXPECT_TRUE(schema->is_possible_type(type("User"), type("User")));
  EXPECT_FALSE(schema->is_possible_type(type("Named"), type("Post")));
  EXPECT_FALSE(schema->is_possible_type(type("User"), type("Post")));
  EXPECT_TRUE(schema->types_overlap(type("Named"), type("Result")));
  EXPECT_TRUE(schema->types_overlap(type("Post"), type("Node")));
  EXPECT_FALSE(schema->types_overlap(type("Named"), type("Post")));
  EXPECT_FALSE(schema->types_overlap(type("User"), type("Post")));
}

TEST_F(SchemaTest, MetaFields) {
  const FieldDef* typename_field = schema->field(type("User"), "__typename");
  ASSERT_NE(typename_field, nullptr);
  EXPECT_EQ(typename_field->type.kind, TypeRef::Kind::NonNull);
  EXPECT_EQ(typename_field->type.named(), "String");
  EXPECT_NE(schema->field(type("Result"), "__typename"), nullptr);
  EXPECT_EQ(schema->field(type("Color"), "__typename"), nullptr);
  ASSERT_NE(schema->field(type("Query"), "__schema"), nullptr);
  EXPECT_EQ(schema->field(type("Query"), "__schema")->type.named(), "__Schema");
  const FieldDef* type_field = schema->field(type("Query"), "__type");
  ASSERT_NE(type_field, nullptr);
  EXPECT_EQ(type_field->type.kind, TypeRef::Kind::Named);
  EXPECT_EQ(type_field->argument("name")->type.kind, TypeRef::Kind::NonNull);
  EXPECT_EQ(schema->field(type("User"), "__schema"), nullptr);  // query root only
  EXPECT_EQ(schema->field(type("User"), "name"), type("User").field("name"));
}

TEST_F(SchemaTest, Directives) {
  std::vector<std::string> names;
  for (const auto& d : schema->directives()) names.push_back(d->name);
  EXPECT_EQ(names, (std::vector<std::string>{"auth", "include", "skip", "deprecated", "specifiedBy"}));
  const DirectiveDef* skip = schema->directive("skip");
  ASSERT_NE(skip, nullptr);
  EXPECT_EQ(skip->locations, (std::vector<std::string>{"FIELD", "FRAGMENT_SPREAD", "INLINE_FRAGMENT"}));
  EXPECT_FALSE(skip->repeatable);
  EXPECT_EQ(skip->argument("if")->type.kind, TypeRef::Kind::NonNull);
  const DirectiveDef* deprecated = schema->directive("deprecated");
  EXPECT_EQ(deprecated->argument("reason")->default_value->text, "No longer supported");
  EXPECT_TRUE(schema->directive("auth")->repeatable);
  EXPECT_EQ(schema->directive("nope"), nullptr);
}

TEST(SchemaRoots, SchemaDefinitionNamesTheRoots) {
  auto s = Schema::from_sdl(
      "schema { query: Root subscription: Events } type Root { a: Int } type Events { e: Int } "
      "type Query { unused: Int }");
  EXPECT_EQ(s->query_type()->name, "Root");
  EXPECT_EQ(s->subscription_type()->name, "Events");
  EXPECT_EQ(s->mutation_type(), nullptr);
  auto extended = Schema::from_sdl("type Query { a: Int } type M { m: Int } extend schema { mutation: M }");
  EXPECT_EQ(extended->mutation_type()->name, "M");
}

TEST(SchemaErrors, SyntaxErrorsCarryTheirPosition) {
  EXPECT_EQ(error_of("type Query {\n  a: Int\n  b:\n}"), "4:1: Syntax Error: Expected Name, found \"}\".");
}

TEST(SchemaErrors, ConsistencyErrorsCarryTheirPosition) {
  EXPECT_EQ(error_of("type Query { a: Missing }"), "1:17: Unknown type \"Missing\".");
  EXPECT_EQ(error_of("type Query { a(x: [Nope!]): Int }"), "1:20: Unknown type \"Nope\".");
  EXPECT_EQ(error_of("type Query { a: Int }\ntype Query { b: Int }"),
            "2:6: There can be only one type named \"Query\".");
  EXPECT_EQ(error_of("type Query { a: Int a: String }"), "1:21: Field \"Query.a\" can only be defined once.");
  EXPECT_EQ(error_of("type Query { a(x: Int, x: Int): Int }"),
            "1:24: Argument \"Query.a(x:)\" can only be defined once.");
  EXPECT_EQ(error_of("type Query { a: Int }\nenum E { A B A }"), "2:14: Enum value \"E.A\" can only be defined once.");
  EXPECT_EQ(error_of("type Query { a: In }\ninput In { x: Int }"),
            "1:17: The type of Query.a must be Output Type but got: In.");
  EXPECT_EQ(error_of("type Query { a(x: Query): Int }"),
            "1:19: The type of Query.a(x:) must be Input Type but got: Query.");
  EXPECT_EQ(error_of("type Query { a: Int }\ninput In { x: [Query] }"),
            "2:16: The type of In.x must be Input Type but got: [Query].");
  EXPECT_EQ(error_of("type Query { a: U }\nunion U = Query | E\nenum E { X }"),
            "2:7: Union type U can only include Object types, it cannot include E.");
  EXPECT_EQ(error_of("type Query { a: Int }\ntype T"), "2:6: Type T must define one or more fields.");
  EXPECT_EQ(error_of("type Query { a: Int }\nenum E"), "2:6: Enum type E must define one or more values.");
  EXPECT_EQ(error_of("type Mutation { a: Int }"), "1:1: Query root type must be provided.");
  EXPECT_EQ(error_of("schema { query: Q }\nenum Q { A }"),
            "1:10: Query root type must be Object type, it cannot be Q.");
  EXPECT_EQ(error_of("type Query { __a: Int }"),
            "1:14: Name \"__a\" must not begin with \"__\", which is reserved by GraphQL introspection.");
  EXPECT_EQ(error_of("type Query { a: Int }\nextend type Nope { b: Int }"),
            "2:13: Cannot extend type \"Nope\" because it is not defined.");
  EXPECT_EQ(error_of("type Query { a: Int }\nextend enum Query { B }"), "2:13: Cannot extend non-enum type \"Query\".");
  EXPECT_EQ(error_of("type Query { a: Int @nope }"), "1:21: Unknown directive \"@nope\".");
  EXPECT_EQ(error_of("type Query { a: Int @skip(if: true) }"),
            "1:21: Directive \"@skip\" may not be used on FIELD_DEFINITION.");
  EXPECT_EQ(error_of("type Query { a: Int @deprecated @deprecated }"),
            "1:33: The directive \"@deprecated\" can only be used once at this location.");
  EXPECT_EQ(error_of("type Query { a: Int @deprecated(why: \"x\") }"),
            "1:33: Unknown argument \"why\" on directive \"@deprecated\".");
  EXPECT_EQ(error_of("scalar S @specifiedBy\ntype Query { a: S }"),
            "1:10: Directive \"@specifiedBy\" argument \"url\" is required, but it was not provided.");
  EXPECT_EQ(error_of("type Query { a(x: Int! @deprecated): Int }"),
            "1:16: Required argument Query.a(x:) cannot be deprecated.");
  EXPECT_EQ(error_of("type Query { a: Int }\ndirective @skip on FIELD"),
            "2:12: There can be only one directive named \"@skip\".");
  EXPECT_EQ(error_of("type Query { a: Int }\ntype String { b: Int }"),
            "2:6: There can be only one type named \"String\".");
  EXPECT_EQ(error_of("type Query { a: Int }\ndirective @auth on FIELD\ndirective @auth on OBJECT"),
            "3:12: There can be only one directive named \"@auth\".");
  EXPECT_EQ(error_of("{ a }"), "1:1: Executable definitions are not allowed in a schema.");
  EXPECT_EQ(error_of("type Query { a(x: Int = \"one\"): Int }"),
            "1:25: Invalid default value \"one\" for Query.a(x:) of type Int.");
  EXPECT_EQ(error_of("type Query { a: Int }\ninput In { e: E = C }\nenum E { A B }"),
            "2:19: Invalid default value C for In.e of type E.");
  EXPECT_EQ(error_of("type Query { a(x: [In!] = {e: A}): Int }\ninput In { e: E! }\nenum E { A B }"), "");
}

TEST(SchemaErrors, InterfaceImplementations) {
  const std::string base = "type Query { a: Int }\ninterface I { f(x: Int): String }\n";
  EXPECT_EQ(error_of(base + "type T implements I { g: Int }"),
            "3:6: Interface field I.f expected but T does not provide it.");
  EXPECT_EQ(error_of(base + "type T implements I { f(x: Int): Int }"),
            "3:23: Interface field I.f expects type String but T.f is type Int.");
  EXPECT_EQ(error_of(base + "type T implements I { f: String }"),
            "3:23: Interface field argument I.f(x:) expected but T.f does not provide it.");
  EXPECT_EQ(error_of(base + "type T implements I { f(x: String): String }"),
            "3:25: Interface field argument I.f(x:) expects type Int but T.f(x:) is type String.");
  EXPECT_EQ(error_of(base + "type T implements I { f(x: Int, y: Int!): String }"),
            "3:33: Object field T.f includes required argument y that is missing from the Interface field I.f.");
  EXPECT_EQ(error_of(base + "type T implements Query { a: Int }"),
            "3:6: Type T must only implement Interface types, it cannot implement Query.");
  EXPECT_EQ(
      error_of(base + "interface J implements I { f(x: Int): String }\ntype T implements J { f(x: Int): String }"),
      "4:6: Type T must implement I because it is implemented by J.");
  // Covariant field types and extra optional arguments are fine.
  EXPECT_EQ(error_of(base + "type T implements I { f(x: Int, y: Int): String! }"), "");
  EXPECT_EQ(error_of("type Query { a: Int }\ninterface I { n: I }\ntype T implements I { n: T }"), "");
  EXPECT_EQ(error_of("type Query { a: Int }\ninterface I { n: [U] }\nunion U = T\ntype T implements I { n: [T!]! }"),
            "");
}

TEST(SchemaErrors, BuiltInScalarsMayBeRedeclared) {
  auto s = Schema::from_sdl("scalar String\nscalar Int\ntype Query { a: String }");
  std::size_t strings = 0;
  for (const auto& t : s->types()) strings += t->name == "String";
  EXPECT_EQ(strings, 1u);
}

TEST(SchemaFile, TheServerSchemaBuilds) {
  std::ifstream file("src/api/schema.graphql");
  ASSERT_TRUE(file) << "run from server/ (the test's working directory)";
  std::stringstream text;
  text << file.rdbuf();
  auto s = Schema::from_sdl(text.str());
  ASSERT_NE(s->query_type(), nullptr);
  EXPECT_NE(s->mutation_type(), nullptr);
  EXPECT_NE(s->subscription_type(), nullptr);
}

}  // namespace
}  // namespace karyana::graphql
