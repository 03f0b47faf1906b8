// The import's CSV reader (issue 18): RFC 4180 quoting, BOM, CRLF, empty lines, bad quotes.
#include <gtest/gtest.h>

#include "domain/csv_reader.hpp"

namespace karyana::domain {
namespace {

using Fields = std::vector<std::string>;

TEST(CsvReader, PlainRowsWithLfOrCrlf) {
  const auto r = read_csv("a,b,c\n1,2,3\r\n4,,6", 100);
  ASSERT_FALSE(r.document.error);
  ASSERT_EQ(r.document.records.size(), 3U);
  EXPECT_EQ(r.document.records[0].fields, (Fields{"a", "b", "c"}));
  EXPECT_EQ(r.document.records[1].fields, (Fields{"1", "2", "3"}));
  EXPECT_EQ(r.document.records[2].fields, (Fields{"4", "", "6"}));
  EXPECT_EQ(r.document.records[2].row, 3U);
}

TEST(CsvReader, QuotesHoldCommasQuotesAndLineBreaks) {
  const auto r = read_csv("t,n\r\n\"Milk, 1 L\",\"say \"\"hi\"\"\"\r\n\"two\r\nlines\",x\r\nlast,y\r\n", 100);
  ASSERT_FALSE(r.document.error);
  ASSERT_EQ(r.document.records.size(), 4U);
  EXPECT_EQ(r.document.records[1].fields, (Fields{"Milk, 1 L", "say \"hi\""}));
  EXPECT_EQ(r.document.records[2].fields, (Fields{"two\r\nlines", "x"}));
  EXPECT_EQ(r.document.records[3].row, 4U);  // a line break inside quotes starts no row
}

TEST(CsvReader, SkipsBomAndEmptyLinesWhichStillCountAsRows) {
  const auto r = read_csv("\xEF\xBB\xBFslug,price\n\nmilk,280\n\n", 100);
  ASSERT_FALSE(r.document.error);
  ASSERT_EQ(r.document.records.size(), 2U);
  EXPECT_EQ(r.document.records[0].fields, (Fields{"slug", "price"}));
  EXPECT_EQ(r.document.records[1].row, 3U);
}

TEST(CsvReader, RefusesUnclosedAndStrayQuotes) {
  auto r = read_csv("a,b\n\"open,1\n", 100);
  ASSERT_TRUE(r.document.error);
  EXPECT_EQ(r.document.error->row, 2U);
  EXPECT_EQ(r.document.error->message, kCsvQuoteUnclosed);
  EXPECT_EQ(r.document.records.size(), 1U);
  r = read_csv("a,b\nx\"y,1\n", 100);
  ASSERT_TRUE(r.document.error);
  EXPECT_EQ(r.document.error->message, kCsvStrayQuote);
  r = read_csv("a,b\n\"x\"y,1\n", 100);
  ASSERT_TRUE(r.document.error);
  EXPECT_EQ(r.document.error->message, kCsvStrayQuote);
}

TEST(CsvReader, StopsAtTheRecordLimit) {
  const auto r = read_csv("a\n1\n2\n3\n", 3);
  EXPECT_TRUE(r.more_records);
  EXPECT_EQ(r.document.records.size(), 3U);
  EXPECT_FALSE(read_csv("a\n1\n2\n", 3).more_records);
}

TEST(CsvReader, WritesFieldsThatReadBack) {
  EXPECT_EQ(csv_field("plain"), "plain");
  EXPECT_EQ(csv_field("a,b"), "\"a,b\"");
  EXPECT_EQ(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
  const std::string line = csv_field("x\ny") + "," + csv_field("q\"") + "\n";
  const auto r = read_csv(line, 10);
  ASSERT_EQ(r.document.records.size(), 1U);
  EXPECT_EQ(r.document.records[0].fields, (Fields{"x\ny", "q\""}));
}

}  // namespace
}  // namespace karyana::domain
