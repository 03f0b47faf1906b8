// The one value printer (graphql/print.hpp): strings escape like graphql-js 16 printString
// (`"`, `\`, the C0 controls with their short forms where JSON has one, U+007F..U+009F as
// \uXXXX, everything else kept as UTF-8), and value literals print like graphql-js print().
#include <string>

#include <gtest/gtest.h>

#include "graphql/parser.hpp"
#include "graphql/print.hpp"

namespace karyana::graphql {
namespace {

// The value of `{ f(a: <literal>) }`, printed back.
std::string reprinted(const std::string& literal) {
  const Document doc = parse("{ f(a: " + literal + ") }");
  return print_value(doc.operations.at(0).selection_set.at(0).arguments.at(0).value);
}

TEST(PrintString, QuotesAndBackslashesAreEscaped) {
  EXPECT_EQ(print_string("say \"hi\""), "\"say \\\"hi\\\"\"");
  EXPECT_EQ(print_string("a\\b"), "\"a\\\\b\"");
  EXPECT_EQ(print_string(""), "\"\"");
}

TEST(PrintString, ControlCharactersWithShortFormsUseThem) {
  EXPECT_EQ(print_string("\b\t\n\f\r"), "\"\\b\\t\\n\\f\\r\"");
}

TEST(PrintString, OtherC0ControlsAreEscapedAsUnicode) {
  EXPECT_EQ(print_string(std::string("\0", 1)), "\"\\u0000\"");
  EXPECT_EQ(print_string("\x01\x0B\x1F"), "\"\\u0001\\u000B\\u001F\"");
}

TEST(PrintString, DeleteAndC1ControlsAreEscapedAsUnicode) {
  EXPECT_EQ(print_string("\x7F"), "\"\\u007F\"");
  EXPECT_EQ(print_string("\xC2\x80"), "\"\\u0080\"");      // U+0080
  EXPECT_EQ(print_string("a\xC2\x85z"), "\"a\\u0085z\"");  // U+0085 NEXT LINE
  EXPECT_EQ(print_string("\xC2\x9F"), "\"\\u009F\"");      // U+009F
}

TEST(PrintString, PrintableTextAndOtherCodePointsAreKept) {
  EXPECT_EQ(print_string(" ~/"), "\" ~/\"");
  EXPECT_EQ(print_string("\xC2\xA0"), "\"\xC2\xA0\"");  // U+00A0, just past the C1 block
  EXPECT_EQ(print_string("\xC3\xA9"), "\"\xC3\xA9\"");  // é
  EXPECT_EQ(print_string("\xD8\xB3\xD8\xA7\xDB\x81\xDB\x8C\xD9\x88\xD8\xA7\xD9\x84"),
            "\"\xD8\xB3\xD8\xA7\xDB\x81\xDB\x8C\xD9\x88\xD8\xA7\xD9\x84\"");  // ساہیوال
  EXPECT_EQ(print_string("\xF0\x9F\x8D\x8E"), "\"\xF0\x9F\x8D\x8E\"");        // U+1F34E
}

TEST(PrintValue, LiteralsPrintLikeGraphqlJs) {
  EXPECT_EQ(reprinted("{a: [1, 2.5e3], b: \"x\\n\", c: RED, d: null, e: true, f: $v}"),
            "{a: [1, 2.5e3], b: \"x\\n\", c: RED, d: null, e: true, f: $v}");
  EXPECT_EQ(reprinted("[]"), "[]");
  EXPECT_EQ(reprinted("{}"), "{}");
}

TEST(PrintValue, StringsInsideValuesUseTheSameEscapes) {
  EXPECT_EQ(reprinted("[\"\\u0085\", {s: \"\\u007F\\u0001\"}]"), "[\"\\u0085\", {s: \"\\u007F\\u0001\"}]");
}

}  // namespace
}  // namespace karyana::graphql
