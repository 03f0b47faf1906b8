// The product attributes a search can facet, filter and sort on, by their instantsearch names,
// and the error a malformed search request raises.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "search/snapshot.hpp"

namespace karyana::search {

enum class Attribute { brand, level0, level1, level2, rating, free_shipping, price };

// "brand", "categories.lvl0", "categories.lvl1", "categories.lvl2", "rating", "free_shipping", "price".
std::string_view attribute_name(Attribute a);
std::optional<Attribute> attribute_by_name(std::string_view name);
// Every facet attribute, in the order of attribute_name() above (what facets: ["*"] means).
const std::vector<Attribute>& all_attributes();
bool is_numeric(Attribute a);  // rating, free_shipping (0/1) and price (rupees)
inline int category_level(Attribute a) { return static_cast<int>(a) - static_cast<int>(Attribute::level0); }
inline bool is_category(Attribute a) { return a >= Attribute::level0 && a <= Attribute::level2; }
// The attribute's number for numeric filters and stats: price in rupees, rating, 0/1.
inline double numeric_value(const Doc& d, Attribute a) {
  switch (a) {
    case Attribute::price:
      return static_cast<double>(d.price) / 100.0;
    case Attribute::rating:
      return d.rating;
    case Attribute::free_shipping:
      return d.free_shipping ? 1.0 : 0.0;
    default:
      return 0;
  }
}

// A request the search cannot run: answered with `status` (400, or 404 for an unknown index)
// and the message.
class SearchError : public std::runtime_error {
 public:
  SearchError(int status, const std::string& message) : std::runtime_error(message), status_(status) {}
  int status() const { return status_; }

 private:
  int status_;
};

}  // namespace karyana::search
