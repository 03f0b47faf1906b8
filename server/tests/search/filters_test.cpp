// facetFilters / numericFilters syntax, and what a malformed filter says.
#include "search/filters.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace karyana::search {
namespace {

std::string error_of(void (*fn)()) {
  try {
    fn();
  } catch (const SearchError& e) {
    EXPECT_EQ(e.status(), 400);
    return e.what();
  }
  return "no error";
}

TEST(Filters, FacetFilterReadsAttributeValueAndNegation) {
  auto f = parse_facet_filter("brand:Nestle");
  EXPECT_EQ(f.attribute, Attribute::brand);
  EXPECT_EQ(f.value, "Nestle");
  EXPECT_FALSE(f.negated);
  EXPECT_TRUE(parse_facet_filter("brand:-Dalda").negated);
  EXPECT_TRUE(parse_facet_filter("-brand:Dalda").negated);
  auto escaped = parse_facet_filter("brand:\\-Minus");
  EXPECT_FALSE(escaped.negated);
  EXPECT_EQ(escaped.value, "-Minus");
  // Only the first colon separates: category paths hold spaces and '>'.
  auto level = parse_facet_filter("categories.lvl1:Dairy & Eggs > Milk");
  EXPECT_EQ(level.attribute, Attribute::level1);
  EXPECT_EQ(level.value, "Dairy & Eggs > Milk");
  EXPECT_EQ(parse_facet_filter("free_shipping:true").attribute, Attribute::free_shipping);
}

TEST(Filters, NumericFilterReadsOperatorsAndRanges) {
  auto ge = parse_numeric_filter("price>=10");
  EXPECT_EQ(ge.attribute, Attribute::price);
  EXPECT_EQ(ge.low, 10);
  EXPECT_TRUE(std::isinf(ge.high));
  auto lt = parse_numeric_filter("rating < 4.5");
  EXPECT_EQ(lt.high, 4.5);
  EXPECT_FALSE(lt.high_inclusive);
  auto ne = parse_numeric_filter("rating!=3");
  EXPECT_TRUE(ne.negated);
  EXPECT_EQ(ne.low, 3);
  auto range = parse_numeric_filter("price:10 TO 50");
  EXPECT_EQ(range.low, 10);
  EXPECT_EQ(range.high, 50);
}

TEST(Filters, MalformedFiltersSayWhatIsWrong) {
  EXPECT_NE(error_of([] { parse_facet_filter("brand"); }).find("expected attribute:value"), std::string::npos);
  EXPECT_NE(error_of([] { parse_facet_filter("colour:red"); }).find("Unknown attribute 'colour'"), std::string::npos);
  EXPECT_NE(error_of([] { parse_numeric_filter("price>=abc"); }).find("'abc' is not a number"), std::string::npos);
  EXPECT_NE(error_of([] { parse_numeric_filter("brand>=3"); }).find("not numeric"), std::string::npos);
  EXPECT_NE(error_of([] { parse_numeric_filter("price=>3"); }).find("unknown operator"), std::string::npos);
  EXPECT_NE(error_of([] { parse_numeric_filter("price"); }).find("expected attribute"), std::string::npos);
  EXPECT_NE(error_of([] { parse_numeric_filter("price:1 to 3"); }).find("low TO high"), std::string::npos);
}

}  // namespace
}  // namespace karyana::search
