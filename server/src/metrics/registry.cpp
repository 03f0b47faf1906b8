#include "metrics/registry.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <stdexcept>

namespace karyana::metrics {

namespace {

void append_escaped(std::string& out, std::string_view text, bool quote) {
  for (char ch : text) {
    if (ch == '\\')
      out += "\\\\";
    else if (ch == '\n')
      out += "\\n";
    else if (ch == '"' && quote)
      out += "\\\"";
    else
      out += ch;
  }
}

}  // namespace

namespace detail {

std::string format_value(double value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "+Inf" : "-Inf";
  char buf[400];
  // Plain decimals in the usual range (le="0.0005", not le="5e-04"), the shortest that reads back.
  const double size = std::fabs(value);
  const bool plain = size == 0 || (size >= 1e-6 && size < 1e15);
  auto [end, ec] = plain ? std::to_chars(buf, buf + sizeof buf, value, std::chars_format::fixed)
                         : std::to_chars(buf, buf + sizeof buf, value);
  return ec == std::errc{} ? std::string(buf, end) : "NaN";
}

std::string series_name(std::string_view name, const std::vector<std::string>& label_names, const LabelValues& values,
                        std::string_view extra) {
  std::string out(name);
  if (label_names.empty() && extra.empty()) return out;
  out += '{';
  for (std::size_t i = 0; i < label_names.size(); ++i) {
    if (i > 0) out += ',';
    out += label_names[i];
    out += "=\"";
    append_escaped(out, i < values.size() ? values[i] : std::string_view{}, true);
    out += '"';
  }
  if (!extra.empty()) {
    if (!label_names.empty()) out += ',';
    out += extra;
  }
  out += '}';
  return out;
}

}  // namespace detail

Histogram::Histogram(std::vector<double> bounds)
    : bounds_(std::move(bounds)), buckets_(std::make_unique<std::atomic<std::uint64_t>[]>(bounds_.size() + 1)) {
  if (!std::is_sorted(bounds_.begin(), bounds_.end()))
    throw std::invalid_argument("histogram bounds must be ascending");
}

void Histogram::observe(double value) noexcept {
  const auto at = std::lower_bound(bounds_.begin(), bounds_.end(), value) - bounds_.begin();
  buckets_[static_cast<std::size_t>(at)].fetch_add(1, std::memory_order_relaxed);
  sum_.fetch_add(value, std::memory_order_relaxed);
}

Histogram::Snapshot Histogram::snapshot() const {
  Snapshot s;
  s.cumulative.reserve(bounds_.size() + 1);
  std::uint64_t running = 0;
  for (std::size_t i = 0; i <= bounds_.size(); ++i) {
    running += buckets_[i].load(std::memory_order_relaxed);
    s.cumulative.push_back(running);
  }
  s.count = running;  // from the buckets, so +Inf and _count always agree
  s.sum = sum_.load(std::memory_order_relaxed);
  return s;
}

const std::vector<double>& latency_buckets() {
  static const std::vector<double> bounds{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05,
                                          0.1,    0.25,  0.5,    1,     2.5,  5,     10};
  return bounds;
}

FamilyBase::FamilyBase(std::string name, std::string help, std::string type, std::vector<std::string> label_names)
    : name_(std::move(name)), help_(std::move(help)), type_(std::move(type)), label_names_(std::move(label_names)) {}

void FamilyBase::write(std::string& out) const {
  out += "# HELP ";
  out += name_;
  out += ' ';
  append_escaped(out, help_, false);
  out += "\n# TYPE ";
  out += name_;
  out += ' ';
  out += type_;
  out += '\n';
  write_series(out);
}

template <>
void Family<Counter>::write_series(std::string& out) const {
  std::lock_guard lock(mutex_);
  for (std::size_t i = 0; i < items_.size(); ++i)
    out += detail::series_name(name_, label_names_, order_[i]) + ' ' + std::to_string(items_[i]->value()) + '\n';
}

template <>
void Family<Gauge>::write_series(std::string& out) const {
  std::lock_guard lock(mutex_);
  for (std::size_t i = 0; i < items_.size(); ++i)
    out += detail::series_name(name_, label_names_, order_[i]) + ' ' + std::to_string(items_[i]->value()) + '\n';
}

template <>
void Family<Histogram>::write_series(std::string& out) const {
  std::lock_guard lock(mutex_);
  for (std::size_t i = 0; i < items_.size(); ++i) {
    const Histogram& h = *items_[i];
    const auto snap = h.snapshot();
    const std::string bucket = name_ + "_bucket";
    for (std::size_t b = 0; b < snap.cumulative.size(); ++b) {
      const std::string le =
          "le=\"" + (b < h.bounds().size() ? detail::format_value(h.bounds()[b]) : std::string("+Inf")) + '"';
      out += detail::series_name(bucket, label_names_, order_[i], le) + ' ' + std::to_string(snap.cumulative[b]) + '\n';
    }
    out += detail::series_name(name_ + "_sum", label_names_, order_[i]) + ' ' + detail::format_value(snap.sum) + '\n';
    out += detail::series_name(name_ + "_count", label_names_, order_[i]) + ' ' + std::to_string(snap.count) + '\n';
  }
}

template <class T, class Make>
Family<T>& Registry::add(const std::string& name, const std::string& help, const char* type,
                         std::vector<std::string> labels, std::size_t max_series, Make make) {
  std::lock_guard lock(mutex_);
  if (auto it = by_name_.find(name); it != by_name_.end()) {
    auto* family = dynamic_cast<Family<T>*>(it->second);
    if (family == nullptr) throw std::invalid_argument("metric " + name + " is registered with another type");
    return *family;
  }
  auto family = std::make_unique<Family<T>>(name, help, type, std::move(labels), max_series, std::move(make));
  Family<T>& ref = *family;
  by_name_.emplace(name, family.get());
  families_.push_back(std::move(family));
  return ref;
}

Family<Counter>& Registry::counter(const std::string& name, const std::string& help, std::vector<std::string> labels,
                                   std::size_t max_series) {
  return add<Counter>(name, help, "counter", std::move(labels), max_series, [] { return std::make_unique<Counter>(); });
}

Family<Gauge>& Registry::gauge(const std::string& name, const std::string& help, std::vector<std::string> labels,
                               std::size_t max_series) {
  return add<Gauge>(name, help, "gauge", std::move(labels), max_series, [] { return std::make_unique<Gauge>(); });
}

Family<Histogram>& Registry::histogram(const std::string& name, const std::string& help, std::vector<double> bounds,
                                       std::vector<std::string> labels, std::size_t max_series) {
  Histogram check(bounds);  // bad bounds fail here, at registration, not at the first series
  return add<Histogram>(name, help, "histogram", std::move(labels), max_series,
                        [bounds = std::move(bounds)] { return std::make_unique<Histogram>(bounds); });
}

void Registry::scraped(ScrapedGauge gauge) {
  std::lock_guard lock(mutex_);
  for (auto& g : scraped_)
    if (g.name == gauge.name) {
      g = std::move(gauge);
      return;
    }
  scraped_.push_back(std::move(gauge));
}

std::string Registry::expose() const {
  std::vector<ScrapedGauge> scraped;
  std::string out;
  {
    std::lock_guard lock(mutex_);
    for (const auto& family : families_) family->write(out);
    scraped = scraped_;
  }
  // Outside the lock: a reading may take a moment (a database count).
  for (const auto& g : scraped) {
    double value = 0;
    try {
      value = g.read();
    } catch (...) {
      continue;  // the value is unknown right now: the series is left out of this scrape
    }
    out += "# HELP " + g.name + ' ';
    append_escaped(out, g.help, false);
    out += "\n# TYPE " + g.name + ' ' + g.type + '\n' + g.name + ' ' + detail::format_value(value) + '\n';
  }
  return out;
}

}  // namespace karyana::metrics
