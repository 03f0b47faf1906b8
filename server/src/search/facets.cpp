#include "search/facets.hpp"

#include <algorithm>

namespace karyana::search {

namespace {

void top_values(std::vector<FacetValueCount>& values, std::size_t max_values) {
  auto order = [](const FacetValueCount& a, const FacetValueCount& b) {
    return a.count != b.count ? a.count > b.count : a.value < b.value;
  };
  if (values.size() > max_values) {
    std::partial_sort(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(max_values), values.end(), order);
    values.resize(max_values);
  } else {
    std::sort(values.begin(), values.end(), order);
  }
}

// The most frequent slots first (ties: `before`), at most max_values, formatted only then:
// prices and brands can have thousands of values of which a page shows ten.
template <class Before, class Format>
std::vector<FacetValueCount> top_slots(const std::vector<std::int64_t>& counts, std::size_t max_values, Before before,
                                       Format format) {
  std::vector<std::uint32_t> slots;
  for (std::uint32_t i = 0; i < counts.size(); ++i)
    if (counts[i] > 0) slots.push_back(i);
  auto order = [&](std::uint32_t a, std::uint32_t b) {
    return counts[a] != counts[b] ? counts[a] > counts[b] : before(a, b);
  };
  const std::size_t n = std::min(max_values, slots.size());
  std::partial_sort(slots.begin(), slots.begin() + static_cast<std::ptrdiff_t>(n), slots.end(), order);
  std::vector<FacetValueCount> out;
  out.reserve(n);
  for (std::size_t i = 0; i < n; ++i) out.push_back({format(slots[i]), counts[slots[i]]});
  return out;
}

std::vector<FacetValueCount> from_dictionary(const Dictionary& dict, const std::vector<std::int64_t>& counts,
                                             std::size_t max_values) {
  return top_slots(
      counts, max_values, [&](std::uint32_t a, std::uint32_t b) { return dict.values[a] < dict.values[b]; },
      [&](std::uint32_t slot) { return dict.values[slot]; });
}

}  // namespace

FacetCounter::FacetCounter(const Snapshot& snapshot, const std::vector<Attribute>& facets) : snapshot_(snapshot) {
  for (Attribute a : facets) {
    if (std::find(facets_.begin(), facets_.end(), a) != facets_.end()) continue;
    facets_.push_back(a);
    switch (a) {
      case Attribute::brand:
        brand_ = true;
        brands_.assign(snapshot.brands.values.size(), 0);
        break;
      case Attribute::level0:
      case Attribute::level1:
      case Attribute::level2: {
        const int l = category_level(a);
        level_[l] = true;
        levels_[l].assign(snapshot.levels[l].values.size(), 0);
        break;
      }
      case Attribute::rating:
        rating_ = true;
        break;
      case Attribute::free_shipping:
        free_shipping_ = true;
        break;
      case Attribute::price:
        price_ = true;
        prices_.assign(snapshot.prices.size(), 0);
        break;
    }
  }
}

std::string FacetCounter::format_rating(int slot) {
  std::string out = std::to_string(slot / 10);
  if (slot % 10) out += "." + std::to_string(slot % 10);
  return out;
}

std::string FacetCounter::format_rupees(std::int64_t paisa) {
  const bool negative = paisa < 0;
  const std::int64_t abs = negative ? -paisa : paisa;
  std::string out = (negative ? "-" : "") + std::to_string(abs / 100);
  if (const std::int64_t p = abs % 100; p) {
    out += '.';
    out += static_cast<char>('0' + p / 10);
    if (p % 10) out += static_cast<char>('0' + p % 10);
  }
  return out;
}

std::vector<FacetCounts> FacetCounter::counts(std::size_t max_values) const {
  std::vector<FacetCounts> out;
  for (Attribute a : facets_) {
    FacetCounts f{a, {}};
    switch (a) {
      case Attribute::brand:
        f.values = from_dictionary(snapshot_.brands, brands_, max_values);
        break;
      case Attribute::level0:
      case Attribute::level1:
      case Attribute::level2: {
        const int l = category_level(a);
        f.values = from_dictionary(snapshot_.levels[l], levels_[l], max_values);
        break;
      }
      case Attribute::rating:
        for (int slot = 0; slot < static_cast<int>(ratings_.size()); ++slot)
          if (ratings_[slot]) f.values.push_back({format_rating(slot), ratings_[slot]});
        top_values(f.values, max_values);
        break;
      case Attribute::free_shipping:
        if (free_shipping_counts_[1]) f.values.push_back({"true", free_shipping_counts_[1]});
        if (free_shipping_counts_[0]) f.values.push_back({"false", free_shipping_counts_[0]});
        top_values(f.values, max_values);
        break;
      case Attribute::price:
        f.values = top_slots(
            prices_, max_values, [](std::uint32_t a, std::uint32_t b) { return a < b; },
            [&](std::uint32_t slot) { return format_rupees(snapshot_.prices[slot]); });
        break;
    }
    if (!f.values.empty()) out.push_back(std::move(f));
  }
  return out;
}

std::vector<NumericStats> FacetCounter::stats() const {
  // value × how many products hold it, in ascending value order
  auto from_histogram = [](Attribute a, std::size_t slots, auto value_of, auto count_of) {
    NumericStats s{a};
    for (std::size_t i = 0; i < slots; ++i) {
      const std::int64_t n = count_of(i);
      if (!n) continue;
      const double v = value_of(i);
      if (!s.count) s.min = v;
      s.max = v;
      s.sum += v * static_cast<double>(n);
      s.count += n;
    }
    return s;
  };
  std::vector<NumericStats> out;
  for (Attribute a : facets_) {
    NumericStats s{a};
    if (a == Attribute::rating)
      s = from_histogram(
          a, ratings_.size(), [](std::size_t i) { return static_cast<double>(i) / 10.0; },
          [&](std::size_t i) { return ratings_[i]; });
    else if (a == Attribute::price)
      s = from_histogram(
          a, prices_.size(), [&](std::size_t i) { return static_cast<double>(snapshot_.prices[i]) / 100.0; },
          [&](std::size_t i) { return prices_[i]; });
    if (s.count) out.push_back(s);
  }
  return out;
}

}  // namespace karyana::search
