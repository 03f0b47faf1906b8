// The GraphQL parser: every construct of the October 2021 grammar, string decoding (escapes,
// block strings), number lexemes, error messages with positions, the token limit, the
// nesting cap, and the server's own schema file.
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "graphql/parser.hpp"

namespace karyana::graphql {
namespace {

// The error a text gives: "line:column message", or "" when it parses.
std::string error_of(std::string_view text, ParseOptions options = {}) {
  try {
    parse(text, options);
    return "";
  } catch (const SyntaxError& e) {
    return std::to_string(e.loc.line) + ":" + std::to_string(e.loc.column) + " " + e.what();
  }
}

const Value& argument_value(const Document& doc, std::size_t index = 0) {
  return doc.operations.at(0).selection_set.at(0).arguments.at(index).value;
}

// The decoded value of the string literal in `{ f(s: <literal>) }`.
std::string string_literal(std::string_view literal) {
  Document doc = parse("{ f(s: " + std::string(literal) + ") }");
  const Value& v = argument_value(doc);
  EXPECT_EQ(v.kind, Value::Kind::String);
  return v.text;
}

// ---- executable definitions ----

TEST(Parser, ShorthandQuery) {
  Document doc = parse("{ hello }");
  ASSERT_EQ(doc.operations.size(), 1u);
  const auto& op = doc.operations[0];
  EXPECT_EQ(op.operation, OperationType::Query);
  EXPECT_EQ(op.name, "");
  ASSERT_EQ(op.selection_set.size(), 1u);
  EXPECT_EQ(op.selection_set[0].kind, Selection::Kind::Field);
  EXPECT_EQ(op.selection_set[0].name, "hello");
  EXPECT_EQ(op.selection_set[0].alias, "");
  EXPECT_EQ(op.loc.line, 1u);
  EXPECT_EQ(op.loc.column, 1u);
  EXPECT_EQ(op.selection_set[0].loc.column, 3u);
}

TEST(Parser, NamedOperationsWithVariablesAndDirectives) {
  Document doc = parse(R"(
    query Q($id: ID!, $tags: [String!] = ["a"], $n: Int = 3 @dv) @q { a }
    mutation M { b }
    subscription S @s(x: 1) { c }
  )");
  ASSERT_EQ(doc.operations.size(), 3u);
  const auto& q = doc.operations[0];
  EXPECT_EQ(q.operation, OperationType::Query);
  EXPECT_EQ(q.name, "Q");
  ASSERT_EQ(q.variables.size(), 3u);
  EXPECT_EQ(q.variables[0].name, "id");
  EXPECT_EQ(q.variables[0].type.kind, TypeRef::Kind::NonNull);
  EXPECT_EQ(q.variables[0].type.of->name, "ID");
  EXPECT_EQ(q.variables[0].loc.line, 2u);
  EXPECT_EQ(q.variables[0].loc.column, 13u);
  EXPECT_FALSE(q.variables[0].default_value.has_value());
  const auto& tags = q.variables[1];
  EXPECT_EQ(tags.type.kind, TypeRef::Kind::List);
  EXPECT_EQ(tags.type.of->kind, TypeRef::Kind::NonNull);
  EXPECT_EQ(tags.type.named(), "String");
  ASSERT_TRUE(tags.default_value.has_value());
  EXPECT_EQ(tags.default_value->kind, Value::Kind::List);
  EXPECT_EQ(tags.default_value->list.at(0).text, "a");
  ASSERT_EQ(q.variables[2].directives.size(), 1u);
  EXPECT_EQ(q.variables[2].directives[0].name, "dv");
  ASSERT_EQ(q.directives.size(), 1u);  // @q belongs to the operation, not to $n
  EXPECT_EQ(q.directives[0].name, "q");
  EXPECT_EQ(doc.operations[1].operation, OperationType::Mutation);
  EXPECT_EQ(doc.operations[1].name, "M");
  EXPECT_EQ(doc.operations[2].operation, OperationType::Subscription);
  EXPECT_EQ(doc.operations[2].directives.at(0).arguments.at(0).name, "x");
}

TEST(Parser, FieldsAliasesArgumentsAndNestedSelections) {
  Document doc = parse("{ me: user(id: 4, active: true) @include(if: $x) { id, name } other }");
  const auto& sel = doc.operations[0].selection_set;
  ASSERT_EQ(sel.size(), 2u);
  EXPECT_EQ(sel[0].alias, "me");
  EXPECT_EQ(sel[0].name, "user");
  EXPECT_EQ(sel[0].response_key(), "me");
  ASSERT_EQ(sel[0].arguments.size(), 2u);
  EXPECT_EQ(sel[0].arguments[0].name, "id");
  EXPECT_EQ(sel[0].arguments[0].value.kind, Value::Kind::Int);
  EXPECT_EQ(sel[0].arguments[0].value.text, "4");
  EXPECT_EQ(sel[0].arguments[1].value.kind, Value::Kind::Boolean);
  EXPECT_TRUE(sel[0].arguments[1].value.boolean);
  ASSERT_EQ(sel[0].directives.size(), 1u);
  EXPECT_EQ(sel[0].directives[0].name, "include");
  EXPECT_EQ(sel[0].directives[0].arguments[0].value.kind, Value::Kind::Variable);
  EXPECT_EQ(sel[0].directives[0].arguments[0].value.text, "x");
  ASSERT_EQ(sel[0].selection_set.size(), 2u);
  EXPECT_EQ(sel[0].selection_set[1].name, "name");
  EXPECT_EQ(sel[1].name, "other");
  EXPECT_TRUE(sel[1].selection_set.empty());
}

TEST(Parser, FragmentsSpreadsAndInlineFragments) {
  Document doc = parse(R"(
    { ...Parts ... on User @d { id } ... @skip(if: false) { x } ... { y } ...onion }
    fragment Parts on Query @f { a }
  )");
  const auto& sel = doc.operations[0].selection_set;
  ASSERT_EQ(sel.size(), 5u);
  EXPECT_EQ(sel[0].kind, Selection::Kind::FragmentSpread);
  EXPECT_EQ(sel[0].name, "Parts");
  EXPECT_EQ(sel[1].kind, Selection::Kind::InlineFragment);
  EXPECT_EQ(sel[1].type_condition, "User");
  EXPECT_EQ(sel[1].directives.at(0).name, "d");
  EXPECT_EQ(sel[1].selection_set.at(0).name, "id");
  EXPECT_EQ(sel[2].kind, Selection::Kind::InlineFragment);
  EXPECT_EQ(sel[2].type_condition, "");
  EXPECT_EQ(sel[2].directives.at(0).name, "skip");
  EXPECT_EQ(sel[3].kind, Selection::Kind::InlineFragment);
  EXPECT_EQ(sel[4].kind, Selection::Kind::FragmentSpread);  // a name starting with "on"
  EXPECT_EQ(sel[4].name, "onion");
  ASSERT_EQ(doc.fragments.size(), 1u);
  EXPECT_EQ(doc.fragments[0].name, "Parts");
  EXPECT_EQ(doc.fragments[0].type_condition, "Query");
  EXPECT_EQ(doc.fragments[0].directives.at(0).name, "f");
  EXPECT_EQ(doc.fragments[0].loc.line, 3u);
  EXPECT_EQ(doc.fragments[0].loc.column, 5u);
}

TEST(Parser, KeywordsAreOrdinaryNamesElsewhere) {
  Document doc = parse("query query { fragment: on type(query: mutation) { subscription } } fragment onX on on { x }");
  const auto& f = doc.operations.at(0).selection_set.at(0);
  EXPECT_EQ(doc.operations[0].name, "query");
  EXPECT_EQ(f.alias, "fragment");
  EXPECT_EQ(f.name, "on");
  EXPECT_EQ(f.selection_set.size(), 0u);
  const auto& g = doc.operations[0].selection_set.at(1);
  EXPECT_EQ(g.name, "type");
  EXPECT_EQ(g.arguments.at(0).value.kind, Value::Kind::Enum);
  EXPECT_EQ(g.arguments.at(0).value.text, "mutation");
  EXPECT_EQ(error_of("fragment on on on { x }"), "1:10 Syntax Error: Unexpected Name \"on\".");
}

// ---- values ----

TEST(Parser, AllValueKinds) {
  Document doc = parse(R"({ f(a: $v, b: -12, c: 1.5e3, d: "s", e: true, f: false, g: null, h: RED,
                             i: [1, [2]], j: {x: 1, y: {z: [$w]}}, k: [], l: {}) })");
  const auto& args = doc.operations[0].selection_set[0].arguments;
  ASSERT_EQ(args.size(), 12u);
  EXPECT_EQ(args[0].value.kind, Value::Kind::Variable);
  EXPECT_EQ(args[0].value.text, "v");
  EXPECT_EQ(args[1].value.kind, Value::Kind::Int);
  EXPECT_EQ(args[1].value.text, "-12");
  EXPECT_EQ(args[2].value.kind, Value::Kind::Float);
  EXPECT_EQ(args[2].value.text, "1.5e3");
  EXPECT_EQ(args[3].value.kind, Value::Kind::String);
  EXPECT_EQ(args[4].value.kind, Value::Kind::Boolean);
  EXPECT_TRUE(args[4].value.boolean);
  EXPECT_FALSE(args[5].value.boolean);
  EXPECT_EQ(args[6].value.kind, Value::Kind::Null);
  EXPECT_EQ(args[7].value.kind, Value::Kind::Enum);
  EXPECT_EQ(args[7].value.text, "RED");
  EXPECT_EQ(args[8].value.kind, Value::Kind::List);
  ASSERT_EQ(args[8].value.list.size(), 2u);
  EXPECT_EQ(args[8].value.list[1].list.at(0).text, "2");
  const Value& j = args[9].value;
  EXPECT_EQ(j.kind, Value::Kind::Object);
  ASSERT_EQ(j.fields.size(), 2u);
  EXPECT_EQ(j.fields[0].name, "x");
  EXPECT_EQ(j.fields[1].value.fields.at(0).value.list.at(0).kind, Value::Kind::Variable);
  EXPECT_EQ(j.fields[1].value.fields.at(0).value.list.at(0).text, "w");
  EXPECT_TRUE(args[10].value.list.empty());
  EXPECT_EQ(args[10].value.kind, Value::Kind::List);
  EXPECT_TRUE(args[11].value.fields.empty());
  EXPECT_EQ(args[11].value.kind, Value::Kind::Object);
  EXPECT_EQ(args[8].value.list[1].loc.column, 37u);  // `[2]` in the second line
  EXPECT_EQ(args[8].value.list[1].loc.line, 2u);
}

TEST(Parser, NumberLexemes) {
  for (const char* ok : {"0", "-0", "123", "-7", "0.5", "1e10", "1E+2", "2.5e-3", "-0.0"}) {
    Document doc = parse(std::string("{ f(n: ") + ok + ") }");
    EXPECT_EQ(argument_value(doc).text, ok);
  }
  EXPECT_EQ(argument_value(parse("{ f(n: 10) }")).kind, Value::Kind::Int);
  EXPECT_EQ(argument_value(parse("{ f(n: 1e3) }")).kind, Value::Kind::Float);
  EXPECT_EQ(error_of("{ f(n: 01) }"), "1:9 Syntax Error: Invalid number, unexpected digit after 0: \"1\".");
  EXPECT_EQ(error_of("{ f(n: 1.) }"), "1:10 Syntax Error: Invalid number, expected digit but got: \")\".");
  EXPECT_EQ(error_of("{ f(n: .5) }"), "1:8 Syntax Error: Unexpected character: \".\".");
  EXPECT_EQ(error_of("{ f(n: 12abc) }"), "1:10 Syntax Error: Invalid number, expected digit but got: \"a\".");
  EXPECT_EQ(error_of("{ f(n: 1.5.1) }"), "1:11 Syntax Error: Invalid number, expected digit but got: \".\".");
  EXPECT_EQ(error_of("{ f(n: 1e) }"), "1:10 Syntax Error: Invalid number, expected digit but got: \")\".");
  EXPECT_EQ(error_of("{ f(n: -x) }"), "1:9 Syntax Error: Invalid number, expected digit but got: \"x\".");
  EXPECT_EQ(error_of("{ f(n: 1_000) }"), "1:9 Syntax Error: Invalid number, expected digit but got: \"_\".");
}

TEST(Parser, StringEscapes) {
  EXPECT_EQ(string_literal(R"("plain")"), "plain");
  EXPECT_EQ(string_literal(R"("")"), "");
  EXPECT_EQ(string_literal(R"("q\" b\\ s\/ \b\f\n\r\t")"), "q\" b\\ s/ \b\f\n\r\t");
  EXPECT_EQ(string_literal(R"("\u0041\u00e9\u20AC")"), "A\xC3\xA9\xE2\x82\xAC");
  EXPECT_EQ(string_literal(R"("\uD83D\uDE00")"), "\xF0\x9F\x98\x80");  // surrogate pair: U+1F600
  EXPECT_EQ(string_literal(R"("\u{1F600}\u{41}\u{0000041}")"),
            "\xF0\x9F\x98\x80"
            "AA");
  EXPECT_EQ(string_literal("\"caf\xC3\xA9 \xF0\x9F\x8D\xB5 tab\there\""), "caf\xC3\xA9 \xF0\x9F\x8D\xB5 tab\there");

  EXPECT_EQ(error_of(R"({ f(s: "a\qb") })"), "1:10 Syntax Error: Invalid character escape sequence: \"\\q\".");
  EXPECT_EQ(error_of(R"({ f(s: "\u12G4") })"), "1:9 Syntax Error: Invalid Unicode escape sequence: \"\\u12G4\".");
  EXPECT_EQ(error_of(R"({ f(s: "\uD83D") })"), "1:9 Syntax Error: Invalid Unicode escape sequence: \"\\uD83D\".");
  EXPECT_EQ(error_of(R"({ f(s: "\uDE00x") })"), "1:9 Syntax Error: Invalid Unicode escape sequence: \"\\uDE00\".");
  EXPECT_EQ(error_of(R"({ f(s: "\uD83Dx\uDE00") })"),
            "1:9 Syntax Error: Invalid Unicode escape sequence: \"\\uD83D\".");
  EXPECT_EQ(error_of(R"({ f(s: "\u{110000}") })"),
            "1:9 Syntax Error: Invalid Unicode escape sequence: \"\\u{110000}\".");
  EXPECT_EQ(error_of(R"({ f(s: "\u{D800}") })"), "1:9 Syntax Error: Invalid Unicode escape sequence: \"\\u{D800}\".");
  EXPECT_EQ(error_of("{ f(s: \"abc) }"), "1:15 Syntax Error: Unterminated string.");
  EXPECT_EQ(error_of("{ f(s: \"ab\ncd\") }"), "1:11 Syntax Error: Unterminated string.");
  EXPECT_EQ(error_of("{ f(s: \"a\x01\") }"), "1:10 Syntax Error: Invalid character within String: U+0001.");
  EXPECT_EQ(error_of("{ f(s: \"a\xFF\") }"), "1:10 Syntax Error: Invalid UTF-8 within String: U+00FF.");
  EXPECT_EQ(error_of("{ f(s: 'x') }"),
            "1:8 Syntax Error: Unexpected single quote character ('), did you mean to use a double quote (\")?");
}

TEST(Parser, BlockStrings) {
  EXPECT_EQ(string_literal(R"("""simple""")"), "simple");
  EXPECT_EQ(string_literal(R"("""""")"), "");
  // Common indentation (not counting the first line) and blank first/last lines go.
  EXPECT_EQ(string_literal("\"\"\"\n    Hello,\n      World!\n\n    Yours,\n      GraphQL.\n  \"\"\""),
            "Hello,\n  World!\n\nYours,\n  GraphQL.");
  EXPECT_EQ(string_literal("\"\"\"  first\n    second\n   third\"\"\""), "  first\n second\nthird");
  EXPECT_EQ(string_literal("\"\"\"\n\n  \n  text\n\t\n  \"\"\""), "text");
  // Escapes are not processed, except \""" ; quotes inside are fine; \r\n and \r become \n.
  EXPECT_EQ(string_literal(R"("""a \n \u0041 \""" "b" "" c""")"), "a \\n \\u0041 \"\"\" \"b\" \"\" c");
  EXPECT_EQ(string_literal("\"\"\"a\r\n  b\r  c\"\"\""), "a\nb\nc");
  // Lines with only white space do not set the common indentation.
  EXPECT_EQ(string_literal("\"\"\"\n      x\n  \n      y\n\"\"\""), "x\n\ny");
  EXPECT_EQ(error_of("{ f(s: \"\"\"abc) }"), "1:17 Syntax Error: Unterminated string.");
  EXPECT_EQ(error_of("{ f(s: \"\"\"a\x02\"\"\") }"), "1:12 Syntax Error: Invalid character within String: U+0002.");
}

// ---- type system ----

TEST(Parser, TypeDefinitionsWithDescriptions) {
  Document doc = parse(R"(
    "The query root."
    type Query implements & Node & Entity @key(fields: "id") {
      "Field doc."
      user(
        "Arg doc."
        id: ID! = "1" @deprecated(reason: "x"),
        other: [Int]
      ): User @deprecated
      plain: String
    }
    """
    Block
      description
    """
    interface Node implements Entity { id: ID! }
    union Thing @u = | User | Shop
    enum Color { "red doc" RED @deprecated GREEN, BLUE }
    input Filter { "limit doc" limit: Int = 10 @deprecated, tags: [String!] }
    scalar Date @specifiedBy(url: "https://example.com")
    schema @s { query: Query mutation: Mutation subscription: Sub }
    "Dir doc."
    directive @key(fields: String!) repeatable on OBJECT | INTERFACE
    directive @other on | FIELD_DEFINITION
  )");
  ASSERT_EQ(doc.type_system.size(), 9u);
  const auto& q = doc.type_system[0];
  EXPECT_EQ(q.kind, TypeSystemDefinition::Kind::Object);
  EXPECT_FALSE(q.is_extension);
  EXPECT_EQ(q.name, "Query");
  EXPECT_EQ(q.description, "The query root.");
  EXPECT_EQ(q.interfaces, (std::vector<std::string>{"Node", "Entity"}));
  EXPECT_EQ(q.directives.at(0).name, "key");
  ASSERT_EQ(q.fields.size(), 2u);
  const auto& user = q.fields[0];
  EXPECT_EQ(user.description, "Field doc.");
  EXPECT_EQ(user.name, "user");
  EXPECT_EQ(user.type.name, "User");
  ASSERT_EQ(user.directives.size(), 1u);
  EXPECT_EQ(user.directives[0].name, "deprecated");
  ASSERT_EQ(user.arguments.size(), 2u);
  EXPECT_EQ(user.arguments[0].description, "Arg doc.");
  EXPECT_EQ(user.arguments[0].type.kind, TypeRef::Kind::NonNull);
  EXPECT_EQ(user.arguments[0].default_value->text, "1");
  EXPECT_EQ(user.arguments[0].directives.at(0).arguments.at(0).value.text, "x");
  EXPECT_EQ(user.arguments[1].type.kind, TypeRef::Kind::List);
  EXPECT_EQ(q.fields[1].description, "");

  const auto& node = doc.type_system[1];
  EXPECT_EQ(node.kind, TypeSystemDefinition::Kind::Interface);
  EXPECT_EQ(node.description, "Block\n  description");
  EXPECT_EQ(node.interfaces, (std::vector<std::string>{"Entity"}));

  const auto& thing = doc.type_system[2];
  EXPECT_EQ(thing.kind, TypeSystemDefinition::Kind::Union);
  EXPECT_EQ(thing.union_members, (std::vector<std::string>{"User", "Shop"}));
  EXPECT_EQ(thing.directives.at(0).name, "u");

  const auto& color = doc.type_system[3];
  ASSERT_EQ(color.enum_values.size(), 3u);
  EXPECT_EQ(color.enum_values[0].description, "red doc");
  EXPECT_EQ(color.enum_values[0].directives.at(0).name, "deprecated");
  EXPECT_EQ(color.enum_values[2].name, "BLUE");

  const auto& filter = doc.type_system[4];
  EXPECT_EQ(filter.kind, TypeSystemDefinition::Kind::InputObject);
  ASSERT_EQ(filter.input_fields.size(), 2u);
  EXPECT_EQ(filter.input_fields[0].description, "limit doc");
  EXPECT_EQ(filter.input_fields[0].default_value->text, "10");
  EXPECT_EQ(filter.input_fields[0].directives.at(0).name, "deprecated");

  EXPECT_EQ(doc.type_system[5].kind, TypeSystemDefinition::Kind::Scalar);
  EXPECT_EQ(doc.type_system[5].directives.at(0).arguments.at(0).value.text, "https://example.com");

  const auto& schema = doc.type_system[6];
  EXPECT_EQ(schema.kind, TypeSystemDefinition::Kind::Schema);
  ASSERT_EQ(schema.root_operations.size(), 3u);
  EXPECT_EQ(schema.root_operations[1].operation, OperationType::Mutation);
  EXPECT_EQ(schema.root_operations[2].type_name, "Sub");
  EXPECT_EQ(schema.directives.at(0).name, "s");

  const auto& key = doc.type_system[7];
  EXPECT_EQ(key.kind, TypeSystemDefinition::Kind::Directive);
  EXPECT_EQ(key.name, "key");
  EXPECT_EQ(key.description, "Dir doc.");
  EXPECT_TRUE(key.repeatable);
  EXPECT_EQ(key.directive_locations, (std::vector<std::string>{"OBJECT", "INTERFACE"}));
  EXPECT_EQ(key.input_fields.at(0).name, "fields");
  EXPECT_FALSE(doc.type_system[8].repeatable);
  EXPECT_EQ(doc.type_system[8].directive_locations, (std::vector<std::string>{"FIELD_DEFINITION"}));
}

TEST(Parser, TypesWithoutBodies) {
  Document doc = parse("type Empty interface I union U enum E input In");
  ASSERT_EQ(doc.type_system.size(), 5u);
  EXPECT_TRUE(doc.type_system[0].fields.empty());
  EXPECT_TRUE(doc.type_system[2].union_members.empty());
}

TEST(Parser, Extensions) {
  Document doc = parse(R"(
    extend schema @a { mutation: M }
    extend schema @b
    extend scalar S @c
    extend type T implements I { f: Int }
    extend type T @d
    extend interface I { g: Int }
    extend union U = A | B
    extend enum E { X }
    extend input In { y: Int }
  )");
  ASSERT_EQ(doc.type_system.size(), 9u);
  for (const auto& d : doc.type_system) EXPECT_TRUE(d.is_extension);
  EXPECT_EQ(doc.type_system[0].kind, TypeSystemDefinition::Kind::Schema);
  EXPECT_EQ(doc.type_system[0].root_operations.at(0).type_name, "M");
  EXPECT_EQ(doc.type_system[3].interfaces.at(0), "I");
  EXPECT_EQ(doc.type_system[3].fields.at(0).name, "f");
  EXPECT_EQ(doc.type_system[6].union_members.size(), 2u);

  EXPECT_EQ(error_of("extend type T"), "1:14 Syntax Error: Unexpected <EOF>.");
  EXPECT_EQ(error_of("extend schema { }"), "1:17 Syntax Error: Unexpected \"}\".");
  EXPECT_EQ(error_of("extend scalar S type X { a: Int }"), "1:17 Syntax Error: Unexpected Name \"type\".");
  EXPECT_EQ(error_of("extend fragment X"), "1:8 Syntax Error: Unexpected Name \"fragment\".");
}

TEST(Parser, TypeSystemErrors) {
  EXPECT_EQ(error_of("type T { }"), "1:10 Syntax Error: Expected Name, found \"}\".");
  EXPECT_EQ(error_of("type T { f }"), "1:12 Syntax Error: Expected \":\", found \"}\".");
  EXPECT_EQ(error_of("type T { f: }"), "1:13 Syntax Error: Expected Name, found \"}\".");
  EXPECT_EQ(error_of("type T { f: [Int }"), "1:18 Syntax Error: Expected \"]\", found \"}\".");
  EXPECT_EQ(error_of("enum E { true }"),
            "1:10 Syntax Error: Name \"true\" is reserved and cannot be used for an enum value.");
  EXPECT_EQ(error_of("directive @d on FOO"), "1:17 Syntax Error: Unexpected Name \"FOO\".");
  EXPECT_EQ(error_of("directive d on FIELD"), "1:11 Syntax Error: Expected \"@\", found Name \"d\".");
  EXPECT_EQ(error_of("directive @d(a: Int)"), "1:21 Syntax Error: Expected \"on\", found <EOF>.");
  EXPECT_EQ(error_of("schema { query Q }"), "1:16 Syntax Error: Expected \":\", found Name \"Q\".");
  EXPECT_EQ(error_of("schema { foo: Q }"), "1:10 Syntax Error: Unexpected Name \"foo\".");
  EXPECT_EQ(error_of("input I { a: Int = $v }"), "1:20 Syntax Error: Unexpected variable \"$v\" in constant value.");
  EXPECT_EQ(error_of("type T @d(a: $v) { f: Int }"),
            "1:14 Syntax Error: Unexpected variable \"$v\" in constant value.");
  EXPECT_EQ(error_of("\"doc\" 5"), "1:7 Syntax Error: Unexpected Int \"5\".");
  EXPECT_EQ(error_of("\"doc\" query { a }"),
            "1:1 Syntax Error: Unexpected description, descriptions are supported only on type definitions.");
  EXPECT_EQ(error_of("type Query { a: Int }\n\"\"\"doc\"\"\" extend type Query @d"),
            "2:1 Syntax Error: Unexpected description, descriptions are supported only on type definitions.");
  EXPECT_EQ(error_of("\"doc\" { a }"), "1:7 Syntax Error: Unexpected \"{\".");
  EXPECT_EQ(error_of("unknown X"), "1:1 Syntax Error: Unexpected Name \"unknown\".");
}

// ---- ignored tokens ----

TEST(Parser, IgnoredTokens) {
  Document doc = parse("\xEF\xBB\xBF# comment\r\n,,{\t a ,b # trailing\r c\xEF\xBB\xBF}");
  const auto& sel = doc.operations.at(0).selection_set;
  ASSERT_EQ(sel.size(), 3u);
  EXPECT_EQ(sel[0].loc.line, 2u);
  EXPECT_EQ(sel[0].loc.column, 6u);
  EXPECT_EQ(sel[2].loc.line, 3u);  // \r alone ends a line too
  EXPECT_EQ(sel[2].loc.column, 2u);
  // Comments may hold any Unicode; columns count characters, not bytes.
  doc = parse("# \xF0\x9F\x98\x80 \x01 emoji\n{ a }");
  EXPECT_EQ(doc.operations.at(0).selection_set.at(0).loc.line, 2u);
}

TEST(Parser, ColumnsCountCharacters) {
  try {
    parse("{ f(s: \"\xC3\xA9\xC3\xA9\") % }");
    FAIL();
  } catch (const SyntaxError& e) {
    EXPECT_EQ(e.loc.column, 14u);  // the "%" after two two-byte characters
  }
}

TEST(Parser, VariablesAreForbiddenInDefaultValues) {
  EXPECT_EQ(error_of("query ($a: Int = $b) { a }"), "1:18 Syntax Error: Unexpected variable \"$b\" in constant value.");
  EXPECT_EQ(error_of("query ($a: [Int] = [1, $b]) { a }"),
            "1:24 Syntax Error: Unexpected variable \"$b\" in constant value.");
  // ... but fine in arguments after the variable definitions.
  EXPECT_EQ(error_of("query ($a: Int = 1) { f(x: $a) }"), "");
  EXPECT_EQ(error_of("query ($a: Int @d(x: $b)) { a }"),
            "1:22 Syntax Error: Unexpected variable \"$b\" in constant value.");
  EXPECT_EQ(error_of("query ($a: Int @d(x: 1), $b: Int) @o(x: $a) { f(x: $b) }"), "");
}

// ---- errors ----

TEST(Parser, ExecutableErrors) {
  EXPECT_EQ(error_of(""), "1:1 Syntax Error: Unexpected <EOF>.");
  EXPECT_EQ(error_of("  # nothing\n"), "2:1 Syntax Error: Unexpected <EOF>.");
  EXPECT_EQ(error_of("{"), "1:2 Syntax Error: Expected Name, found <EOF>.");
  EXPECT_EQ(error_of("{}"), "1:2 Syntax Error: Expected Name, found \"}\".");
  EXPECT_EQ(error_of("{ a } }"), "1:7 Syntax Error: Unexpected \"}\".");
  EXPECT_EQ(error_of("{ a(b) }"), "1:6 Syntax Error: Expected \":\", found \")\".");
  EXPECT_EQ(error_of("{ a(b: ) }"), "1:8 Syntax Error: Unexpected \")\".");
  EXPECT_EQ(error_of("{ a() }"), "1:5 Syntax Error: Expected Name, found \")\".");
  EXPECT_EQ(error_of("{ a(x: [1, 2 }"), "1:14 Syntax Error: Unexpected \"}\".");
  EXPECT_EQ(error_of("{ a(x: {b}) }"), "1:10 Syntax Error: Expected \":\", found \"}\".");
  EXPECT_EQ(error_of("{ a % }"), "1:5 Syntax Error: Unexpected character: \"%\".");
  EXPECT_EQ(error_of("{ a \x07 }"), "1:5 Syntax Error: Unexpected character: U+0007.");
  EXPECT_EQ(error_of("{ a \xC3\xA9 }"), "1:5 Syntax Error: Unexpected character: U+00E9.");
  EXPECT_EQ(error_of("{ a \xFF }"), "1:5 Syntax Error: Invalid character: U+00FF.");
  EXPECT_EQ(error_of("{ a .. }"), "1:5 Syntax Error: Unexpected character: \".\".");
  EXPECT_EQ(error_of("query Q"), "1:8 Syntax Error: Expected \"{\", found <EOF>.");
  EXPECT_EQ(error_of("query Q($a) { a }"), "1:11 Syntax Error: Expected \":\", found \")\".");
  EXPECT_EQ(error_of("query Q(a: Int) { a }"), "1:9 Syntax Error: Expected \"$\", found Name \"a\".");
  EXPECT_EQ(error_of("query Q($a: ) { a }"), "1:13 Syntax Error: Expected Name, found \")\".");
  EXPECT_EQ(error_of("{ ... on { a } }"), "1:10 Syntax Error: Expected Name, found \"{\".");
  EXPECT_EQ(error_of("{ ... 5 }"), "1:7 Syntax Error: Expected \"{\", found Int \"5\".");
  EXPECT_EQ(error_of("{ a @ }"), "1:7 Syntax Error: Expected Name, found \"}\".");
  EXPECT_EQ(error_of("fragment F { a }"), "1:12 Syntax Error: Expected \"on\", found \"{\".");
  EXPECT_EQ(error_of("{ a(x: \"s\" \"t\") }"), "1:12 Syntax Error: Expected Name, found String \"t\".");
  EXPECT_EQ(error_of("{ a }\n\n  query"), "3:8 Syntax Error: Expected \"{\", found <EOF>.");
  EXPECT_EQ(error_of("{ a(x: 1.5 y: 2e2 z: 3 w: 4) } 1.5"), "1:32 Syntax Error: Unexpected Float \"1.5\".");
}

// ---- limits ----

TEST(Parser, TokenLimit) {
  ParseOptions options;
  options.max_tokens = 5;
  EXPECT_EQ(error_of("{ a b c }", options), "");  // exactly 5 tokens
  EXPECT_EQ(error_of("{ a b c d }", options),
            "1:11 Syntax Error: Document contains more than 5 tokens. Parsing aborted.");
  // Comments, commas and white space are not tokens; a string is one token.
  EXPECT_EQ(error_of("{ a, # b c d e f\n b,,, c(x: \"long string with spaces\") }", options),
            "2:9 Syntax Error: Document contains more than 5 tokens. Parsing aborted.");
  EXPECT_EQ(error_of("{ a b c d e f g h i j k }"), "");  // 0 = no limit
}

std::string nested_selections(int levels) {
  std::string q;
  for (int i = 0; i < levels; ++i) q += "{ a ";
  for (int i = 0; i < levels; ++i) q += "}";
  return q;
}

TEST(Parser, DeepNestingIsRefusedNotFatal) {
  EXPECT_EQ(error_of(nested_selections(200)), "");
  EXPECT_EQ(error_of(nested_selections(201)),
            "1:801 Syntax Error: Document is nested too deeply (more than 200 levels).");
  EXPECT_NE(error_of(nested_selections(100000)), "");
  EXPECT_NE(error_of("{ f(x: " + std::string(100000, '[') + ") }"), "");
  EXPECT_NE(error_of("{ f(x: " + std::string(100000, '{') + ") }"), "");
  std::string objects = "{ f(x: ";
  for (int i = 0; i < 100000; ++i) objects += "{a: ";
  EXPECT_NE(error_of(objects), "");
  EXPECT_NE(error_of("query ($v: " + std::string(100000, '[') + "Int) { a }"), "");
  // Values nested inside selections count together with them.
  std::string mixed;
  for (int i = 0; i < 150; ++i) mixed += "{ a ";
  const std::string tail = ")" + std::string(150, '}');
  EXPECT_EQ(error_of(mixed + "(x: " + std::string(50, '[') + std::string(50, ']') + tail), "");
  EXPECT_NE(error_of(mixed + "(x: " + std::string(51, '[') + std::string(51, ']') + tail), "");
}

// ---- the server's schema ----

TEST(Parser, ParsesTheServerSchema) {
  std::ifstream file("src/api/schema.graphql");
  ASSERT_TRUE(file) << "run from server/ (the test's working directory)";
  std::stringstream text;
  text << file.rdbuf();
  Document doc = parse(text.str());
  EXPECT_TRUE(doc.operations.empty());
  EXPECT_GT(doc.type_system.size(), 20u);
  bool has_query = false;
  for (const auto& d : doc.type_system) has_query = has_query || (d.name == "Query" && !d.fields.empty());
  EXPECT_TRUE(has_query);
}

}  // namespace
}  // namespace karyana::graphql
