// Facet counts and numeric stats, gathered in the same single pass that filters the products:
// add() is called once per product that passes every filter of the request.
#pragma once

#include <array>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "search/attributes.hpp"
#include "search/snapshot.hpp"

namespace karyana::search {

struct FacetValueCount {
  std::string value;
  std::int64_t count = 0;
};

struct FacetCounts {
  Attribute attribute;
  std::vector<FacetValueCount> values;  // most frequent first, then by value
};

struct NumericStats {
  Attribute attribute;
  double min = 0, max = 0, sum = 0;
  std::int64_t count = 0;
  double avg() const { return count ? sum / static_cast<double>(count) : 0; }
};

class FacetCounter {
 public:
  FacetCounter(const Snapshot& snapshot, const std::vector<Attribute>& facets);
  bool empty() const { return facets_.empty(); }

  void add(const Doc& d) {
    if (brand_ && d.brand != kNone) ++brands_[d.brand];
    for (int l = 0; l < kCategoryLevels; ++l)
      if (level_[l] && d.levels[l] != kNone) ++levels_[l][d.levels[l]];
    // Stats come from these histograms afterwards: no arithmetic per product.
    if (rating_) ++ratings_[rating_slot(d.rating)];
    if (free_shipping_) ++free_shipping_counts_[d.free_shipping ? 1 : 0];
    if (price_) ++prices_[d.price_slot];
  }

  // The requested facets with at least one value, each cut to max_values (by count).
  std::vector<FacetCounts> counts(std::size_t max_values) const;
  // Stats of the requested numeric facets (price, rating) that saw a product.
  std::vector<NumericStats> stats() const;

  // "4" for 4.0, "4.5" for 4.5 (ratings are kept to one decimal).
  static std::string format_rating(int slot);
  // Rupees from paisa: "290" or "289.5".
  static std::string format_rupees(std::int64_t paisa);

 private:
  static int rating_slot(double rating) {
    int slot = static_cast<int>(std::lround(rating * 10));
    return slot < 0 ? 0 : slot > 100 ? 100 : slot;
  }

  const Snapshot& snapshot_;
  std::vector<Attribute> facets_;
  bool brand_ = false, rating_ = false, free_shipping_ = false, price_ = false;
  std::array<bool, kCategoryLevels> level_{};
  std::vector<std::int64_t> brands_;
  std::array<std::vector<std::int64_t>, kCategoryLevels> levels_;
  std::array<std::int64_t, 101> ratings_{};  // rating × 10 (0.0 … 10.0)
  std::array<std::int64_t, 2> free_shipping_counts_{};
  std::vector<std::int64_t> prices_;  // by Doc::price_slot
};

}  // namespace karyana::search
