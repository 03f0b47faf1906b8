// A small metrics registry that writes the Prometheus text exposition format (0.0.4) for
// GET /metrics. Debian's prometheus-cpp was not taken (docs/decisions.md): its histograms take a
// mutex per observation, and it would be a dependency for a few hundred lines.
//
// Counting is lock-free: every series is a set of atomics created once, and the code that counts
// keeps a reference to its series (a Family hands out references that stay valid for the
// registry's life). Only creating a series and scraping take a lock.
//
//   Registry r;
//   auto& requests = r.counter("app_requests_total", "Requests answered.", {"route", "status"});
//   Counter& ok = requests.series({"graphql", "2xx"});  // once, at start-up
//   ok.add();                                            // on the hot path: one atomic add
//   std::string text = r.expose();
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace karyana::metrics {

class Counter {
 public:
  void add(std::uint64_t n = 1) noexcept { value_.fetch_add(n, std::memory_order_relaxed); }
  std::uint64_t value() const noexcept { return value_.load(std::memory_order_relaxed); }

 private:
  std::atomic<std::uint64_t> value_{0};
};

class Gauge {
 public:
  void add(std::int64_t n = 1) noexcept { value_.fetch_add(n, std::memory_order_relaxed); }
  void sub(std::int64_t n = 1) noexcept { value_.fetch_sub(n, std::memory_order_relaxed); }
  void set(std::int64_t n) noexcept { value_.store(n, std::memory_order_relaxed); }
  std::int64_t value() const noexcept { return value_.load(std::memory_order_relaxed); }

 private:
  std::atomic<std::int64_t> value_{0};
};

// Fixed upper bounds (ascending); an observation lands in the first bucket whose bound it does
// not exceed, or in +Inf. Buckets are counted apart and made cumulative when written.
class Histogram {
 public:
  explicit Histogram(std::vector<double> bounds);
  void observe(double value) noexcept;

  struct Snapshot {
    std::vector<std::uint64_t> cumulative;  // one per bound, then +Inf (== count)
    double sum = 0;
    std::uint64_t count = 0;
  };
  Snapshot snapshot() const;
  const std::vector<double>& bounds() const { return bounds_; }

 private:
  std::vector<double> bounds_;
  std::unique_ptr<std::atomic<std::uint64_t>[]> buckets_;  // bounds_.size() + 1 (the last: +Inf)
  std::atomic<double> sum_{0};
};

// Bucket bounds in seconds for request and transaction times: 0.5 ms to 10 s.
const std::vector<double>& latency_buckets();

// Label values in the order of the family's label names.
using LabelValues = std::vector<std::string>;

namespace detail {
// `name{a="x",b="y"}` with the values escaped (backslash, double quote, new line); `extra`
// (e.g. `le="0.5"`, already escaped) is appended to the set.
std::string series_name(std::string_view name, const std::vector<std::string>& label_names, const LabelValues& values,
                        std::string_view extra = {});
std::string format_value(double value);
}  // namespace detail

class FamilyBase {
 public:
  FamilyBase(std::string name, std::string help, std::string type, std::vector<std::string> label_names);
  virtual ~FamilyBase() = default;
  void write(std::string& out) const;  // # HELP, # TYPE, then each series in creation order

 protected:
  virtual void write_series(std::string& out) const = 0;
  std::string name_;
  std::string help_;
  std::string type_;
  std::vector<std::string> label_names_;
};

// One metric with its label names, and a series per distinct set of label values. With a cap,
// label values beyond `max_series` distinct sets share one series whose values all read "other"
// (a label set a client can grow stays bounded).
template <class T>
class Family final : public FamilyBase {
 public:
  template <class Make>
  Family(std::string name, std::string help, std::string type, std::vector<std::string> label_names,
         std::size_t max_series, Make make)
      : FamilyBase(std::move(name), std::move(help), std::move(type), std::move(label_names)),
        max_series_(max_series),
        make_(std::move(make)) {}

  // The series for these label values (created on first use); the reference stays valid.
  T& series(const LabelValues& values = {}) {
    std::lock_guard lock(mutex_);
    if (auto it = index_.find(values); it != index_.end()) return *it->second;
    if (max_series_ > 0 && index_.size() >= max_series_) {
      LabelValues other(label_names_.size(), "other");
      if (auto it = index_.find(other); it != index_.end()) return *it->second;
      return create(std::move(other));
    }
    return create(values);
  }

  std::size_t size() const {
    std::lock_guard lock(mutex_);
    return index_.size();
  }

 private:
  T& create(LabelValues values) {
    T& made = *items_.emplace_back(make_());
    order_.push_back(values);
    index_.emplace(std::move(values), &made);
    return made;
  }
  void write_series(std::string& out) const override;

  mutable std::mutex mutex_;
  std::size_t max_series_;
  std::function<std::unique_ptr<T>()> make_;
  std::vector<std::unique_ptr<T>> items_;  // in creation order; each series stays where it is
  std::vector<LabelValues> order_;
  std::map<LabelValues, T*> index_;
};

template <>
void Family<Counter>::write_series(std::string& out) const;
template <>
void Family<Gauge>::write_series(std::string& out) const;
template <>
void Family<Histogram>::write_series(std::string& out) const;

// A value read at scrape time (resident memory, a queue's length): no cost between scrapes.
struct ScrapedGauge {
  std::string name;
  std::string help;
  std::string type;  // "gauge" or "counter"
  std::function<double()> read;
};

class Registry {
 public:
  Registry() = default;
  Registry(const Registry&) = delete;
  Registry& operator=(const Registry&) = delete;

  // Registering a name twice returns the first family (its help and labels stay).
  Family<Counter>& counter(const std::string& name, const std::string& help, std::vector<std::string> labels = {},
                           std::size_t max_series = 0);
  Family<Gauge>& gauge(const std::string& name, const std::string& help, std::vector<std::string> labels = {},
                       std::size_t max_series = 0);
  Family<Histogram>& histogram(const std::string& name, const std::string& help, std::vector<double> bounds,
                               std::vector<std::string> labels = {}, std::size_t max_series = 0);
  // Replaces a scraped gauge of the same name.
  void scraped(ScrapedGauge gauge);

  // The whole registry in the text exposition format, families in registration order.
  std::string expose() const;

 private:
  template <class T, class Make>
  Family<T>& add(const std::string& name, const std::string& help, const char* type, std::vector<std::string> labels,
                 std::size_t max_series, Make make);

  mutable std::mutex mutex_;
  std::vector<std::unique_ptr<FamilyBase>> families_;
  std::map<std::string, FamilyBase*, std::less<>> by_name_;
  std::vector<ScrapedGauge> scraped_;
};

}  // namespace karyana::metrics
