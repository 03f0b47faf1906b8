// The registry's exposition text: label escaping, cumulative histogram buckets with +Inf, _sum
// and _count, series created once, capped label sets folded into "other".
#include "metrics/registry.hpp"

#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

namespace karyana::metrics {
namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(MetricsRegistry, CounterWithLabelsWritesHelpTypeAndSeries) {
  Registry r;
  auto& family = r.counter("app_requests_total", "Requests.", {"route", "status"});
  family.series({"graphql", "2xx"}).add();
  family.series({"graphql", "2xx"}).add(2);
  family.series({"static", "4xx"}).add();
  EXPECT_EQ(r.expose(),
            "# HELP app_requests_total Requests.\n"
            "# TYPE app_requests_total counter\n"
            "app_requests_total{route=\"graphql\",status=\"2xx\"} 3\n"
            "app_requests_total{route=\"static\",status=\"4xx\"} 1\n");
}

TEST(MetricsRegistry, LabelValuesAndHelpAreEscaped) {
  Registry r;
  r.counter("x_total", "A \\ help\nline", {"v"}).series({"a\"b\\c\nd"}).add();
  const std::string text = r.expose();
  EXPECT_TRUE(contains(text, "# HELP x_total A \\\\ help\\nline\n")) << text;
  EXPECT_TRUE(contains(text, "x_total{v=\"a\\\"b\\\\c\\nd\"} 1\n")) << text;
}

TEST(MetricsRegistry, HistogramBucketsAreCumulativeWithInfSumAndCount) {
  Registry r;
  auto& h = r.histogram("t_seconds", "Times.", {0.1, 0.5, 1}, {"kind"}).series({"read"});
  for (double v : {0.05, 0.1, 0.3, 0.7, 2.0, 3.0}) h.observe(v);
  const std::string text = r.expose();
  EXPECT_TRUE(contains(text, "# TYPE t_seconds histogram\n")) << text;
  EXPECT_TRUE(contains(text, "t_seconds_bucket{kind=\"read\",le=\"0.1\"} 2\n")) << text;  // 0.1 is in le="0.1"
  EXPECT_TRUE(contains(text, "t_seconds_bucket{kind=\"read\",le=\"0.5\"} 3\n")) << text;
  EXPECT_TRUE(contains(text, "t_seconds_bucket{kind=\"read\",le=\"1\"} 4\n")) << text;
  EXPECT_TRUE(contains(text, "t_seconds_bucket{kind=\"read\",le=\"+Inf\"} 6\n")) << text;
  EXPECT_TRUE(contains(text, "t_seconds_sum{kind=\"read\"} 6.15\n")) << text;
  EXPECT_TRUE(contains(text, "t_seconds_count{kind=\"read\"} 6\n")) << text;
}

TEST(MetricsRegistry, HistogramWithoutLabelsHasOnlyLe) {
  Registry r;
  r.histogram("g", "Group sizes.", {1, 2}).series().observe(2);
  const std::string text = r.expose();
  EXPECT_TRUE(contains(text, "g_bucket{le=\"1\"} 0\ng_bucket{le=\"2\"} 1\ng_bucket{le=\"+Inf\"} 1\n")) << text;
  EXPECT_TRUE(contains(text, "g_sum 2\ng_count 1\n")) << text;
}

TEST(MetricsRegistry, UnsortedBoundsAreRefused) {
  Registry r;
  EXPECT_THROW(r.histogram("bad", "Bad.", {1, 0.5}), std::invalid_argument);
}

TEST(MetricsRegistry, SeriesAreCreatedOnceAndStayPut) {
  Registry r;
  auto& family = r.gauge("open", "Open.", {"kind"});
  Gauge& first = family.series({"http"});
  for (int i = 0; i < 100; ++i) family.series({"k" + std::to_string(i)});
  EXPECT_EQ(&first, &family.series({"http"}));
  first.add(3);
  first.sub();
  EXPECT_EQ(family.series({"http"}).value(), 2);
}

TEST(MetricsRegistry, CappedFamilyFoldsNewLabelSetsIntoOther) {
  Registry r;
  auto& family = r.counter("refused_total", "Refused.", {"reason"}, 3);
  for (int i = 0; i < 10; ++i) family.series({"reason" + std::to_string(i)}).add();
  EXPECT_EQ(family.size(), 4u);  // three named and "other"
  EXPECT_EQ(family.series({"anything"}).value(), 7u);
  EXPECT_TRUE(contains(r.expose(), "refused_total{reason=\"other\"} 7\n"));
}

TEST(MetricsRegistry, SameNameGivesTheSameFamilyAndAnotherTypeIsRefused) {
  Registry r;
  auto& a = r.counter("c_total", "C.");
  EXPECT_EQ(&a, &r.counter("c_total", "Other help."));
  EXPECT_THROW(r.gauge("c_total", "C."), std::invalid_argument);
}

TEST(MetricsRegistry, ScrapedGaugesAreReadAtExposeAndAFailingOneIsLeftOut) {
  Registry r;
  int reads = 0;
  r.scraped({"queue_length", "Queued.", "gauge", [&] { return static_cast<double>(++reads); }});
  r.scraped({"broken", "Broken.", "gauge", []() -> double { throw std::runtime_error("down"); }});
  EXPECT_EQ(reads, 0);
  EXPECT_EQ(r.expose(), "# HELP queue_length Queued.\n# TYPE queue_length gauge\nqueue_length 1\n");
  EXPECT_TRUE(contains(r.expose(), "queue_length 2\n"));
}

TEST(MetricsRegistry, CountsFromManyThreadsAddUp) {
  Registry r;
  Counter& c = r.counter("n_total", "N.").series();
  Histogram& h = r.histogram("h", "H.", {1}).series();
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < 10000; ++i) c.add(), h.observe(0.5);
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(c.value(), 40000u);
  EXPECT_EQ(h.snapshot().count, 40000u);
  EXPECT_EQ(h.snapshot().sum, 20000.0);
}

TEST(MetricsFormat, ValuesAreShortest) {
  EXPECT_EQ(detail::format_value(0.0005), "0.0005");
  EXPECT_EQ(detail::format_value(10), "10");
  EXPECT_EQ(detail::format_value(1.0 / 0.0), "+Inf");
}

}  // namespace
}  // namespace karyana::metrics
