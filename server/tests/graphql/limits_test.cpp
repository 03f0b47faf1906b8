// Document limits: size, tokens, depth, aliases, fields and directives, counted with
// fragments expanded, safe against fragment cycles and exponential fragment expansion.
#include <chrono>
#include <string>

#include <gtest/gtest.h>
#include <boost/json.hpp>

#include "graphql/engine.hpp"
#include "graphql/schema.hpp"

namespace karyana::graphql {
namespace {

constexpr const char* kSchema = R"(
  type A { a: A b: Int }
  type Query { a: A b: Int }
)";

std::shared_ptr<const PreparedDocument> prepare(const Limits& limits, const std::string& text) {
  Engine engine(Schema::from_sdl(kSchema), Resolvers{}, limits);
  return engine.prepare(text);
}

std::string messages(const PreparedDocument& doc) {
  std::string out;
  for (const auto& e : doc.errors) out += e.message + "\n";
  return out;
}

// `{ a { a { ... b } } }` with `levels` fields named a above b.
std::string nested(int levels) {
  std::string q = "{ ";
  for (int i = 0; i < levels; ++i) q += "a { ";
  q += "b";
  for (int i = 0; i < levels; ++i) q += " }";
  return q + " }";
}

TEST(Limits, DocumentTooLargeIsRefusedUnparsed) {
  Limits limits;
  limits.max_document_bytes = 20;
  std::string text = "{ b b b b b b b b b b b b }";
  auto doc = prepare(limits, text);
  EXPECT_TRUE(doc->syntax_error);
  EXPECT_TRUE(doc->document.operations.empty());
  EXPECT_EQ(messages(*doc), "Document is too large (" + std::to_string(text.size()) + " bytes; the limit is 20).\n");
  EXPECT_TRUE(prepare(limits, "{ b }")->errors.empty());
}

TEST(Limits, TooManyTokensIsASyntaxError) {
  Limits limits;
  limits.max_tokens = 10;
  auto doc = prepare(limits, "{ b b b b b b b b b b b b }");
  EXPECT_TRUE(doc->syntax_error);
  ASSERT_EQ(doc->errors.size(), 1u);
  EXPECT_TRUE(prepare(limits, "{ b }")->errors.empty());
}

TEST(Limits, Depth) {
  Limits limits;
  limits.max_depth = 4;
  EXPECT_EQ(messages(*prepare(limits, nested(3))), "");  // a a a b: depth 4
  EXPECT_EQ(messages(*prepare(limits, nested(5))), "Query is too deep (depth 6; the limit is 4).\n");
  // Fragments count where they are spread.
  EXPECT_EQ(messages(*prepare(limits, "{ a { a { ...F } } } fragment F on A { a { a { b } } }")),
            "Query is too deep (depth 5; the limit is 4).\n");
  EXPECT_EQ(messages(*prepare(limits, "{ a { a { ... on A { a { a { b } } } } } }")),
            "Query is too deep (depth 5; the limit is 4).\n");
}

TEST(Limits, Aliases) {
  Limits limits;
  limits.max_aliases = 3;
  EXPECT_EQ(messages(*prepare(limits, "{ x: b y: b z: b }")), "");
  EXPECT_EQ(messages(*prepare(limits, "{ x: b y: b z: b w: b }")), "Too many aliases (4; the limit is 3).\n");
  // Two spreads of a fragment with two aliases count four.
  EXPECT_EQ(messages(*prepare(limits, "{ ...F a { ...F } } fragment F on Query { x: b y: b }")),
            "Too many aliases (4; the limit is 3).\n");
}

TEST(Limits, Fields) {
  Limits limits;
  limits.max_fields = 5;
  EXPECT_EQ(messages(*prepare(limits, "{ a { b } b b b }")), "");
  EXPECT_EQ(messages(*prepare(limits, "{ a { b a { b } } b }")), "");
  // Each spread counts the fragment's three fields again: 3 x 3.
  EXPECT_EQ(messages(*prepare(limits, "{ ...F ...F ...F } fragment F on Query { b a { b } }")),
            "Too many fields (9; the limit is 5).\n");
}

TEST(Limits, Directives) {
  Limits limits;
  limits.max_directives = 2;
  EXPECT_EQ(messages(*prepare(limits, "{ b @skip(if: false) @include(if: true) }")), "");
  EXPECT_EQ(messages(*prepare(
                limits, "{ ...F @skip(if: false) } fragment F on Query { b @skip(if: false) @include(if: true) }")),
            "Too many directives (3; the limit is 2).\n");
}

TEST(Limits, SeveralLimitsAreReportedTogetherAndStopValidation) {
  Limits limits;
  limits.max_depth = 2;
  limits.max_aliases = 0;  // no limit
  limits.max_fields = 3;
  auto doc = prepare(limits, "{ a { a { nope } } x: b }");
  EXPECT_EQ(messages(*doc), "Query is too deep (depth 3; the limit is 2).\nToo many fields (4; the limit is 3).\n");
  EXPECT_FALSE(doc->syntax_error);
}

TEST(Limits, FragmentCyclesDoNotHang) {
  Limits limits;
  auto doc = prepare(limits, "{ a { ...F } } fragment F on A { a { ...G } } fragment G on A { b ...F }");
  EXPECT_FALSE(doc->errors.empty());  // the cycle itself is validation's to report
  EXPECT_FALSE(doc->syntax_error);
  auto self = prepare(limits, "{ a { ...F } } fragment F on A { ...F }");
  EXPECT_FALSE(self->errors.empty());
}

TEST(Limits, ExponentialFragmentExpansionIsCheap) {
  // F0 spreads F1 twice, F1 spreads F2 twice ...: 2^40 fields once expanded.
  const int levels = 40;
  std::string text = "{ ...F0 }";
  for (int i = 0; i < levels; ++i)
    text += " fragment F" + std::to_string(i) + " on Query { ...F" + std::to_string(i + 1) + " ...F" +
            std::to_string(i + 1) + " }";
  text += " fragment F" + std::to_string(levels) + " on Query { x: b }";
  Limits limits;
  limits.max_tokens = 0;
  limits.max_document_bytes = 0;
  auto start = std::chrono::steady_clock::now();
  auto doc = prepare(limits, text);
  auto elapsed = std::chrono::steady_clock::now() - start;
  EXPECT_LT(elapsed, std::chrono::seconds(2));
  EXPECT_EQ(messages(*doc),
            "Too many aliases (at least 1000000000; the limit is 15).\n"
            "Too many fields (at least 1000000000; the limit is 500).\n");
}

TEST(Limits, IntrospectionOfTypeChainsDoNotCountButOtherNestingDoes) {
  Limits limits;
  limits.max_depth = 4;
  // ofType nested 9 times inside __type: depth 2 (__type, ofType...) + kind.
  std::string of_type = "kind";
  for (int i = 0; i < 9; ++i) of_type = "kind ofType { " + of_type + " }";
  EXPECT_EQ(messages(*prepare(limits, "{ __type(name: \"A\") { " + of_type + " } }")), "");
  // Outside introspection, nothing is free.
  EXPECT_EQ(messages(*prepare(limits, nested(5))), "Query is too deep (depth 6; the limit is 4).\n");
  // fields → type → fields ... inside introspection still counts.
  EXPECT_EQ(messages(*prepare(limits, "{ __type(name: \"A\") { fields { type { fields { name } } } } }")),
            "Query is too deep (depth 5; the limit is 4).\n");
}

}  // namespace
}  // namespace karyana::graphql
