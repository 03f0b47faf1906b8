// facetFilters and numericFilters as instantsearch sends them: a list of groups that must all
// hold (AND), each group a list of conditions of which one must hold (OR).
//   facetFilters:   [["brand:Nestle", "brand:Olpers"], "free_shipping:true", "brand:-Dalda"]
//   numericFilters: ["price>=10", "price<=50", ["rating=4", "rating=5"], "price:10 TO 50"]
// A facet filter's value is negated with a leading '-' (on the value or the attribute); "\-"
// is a literal dash.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "search/attributes.hpp"
#include "search/snapshot.hpp"

namespace karyana::search {

struct FacetCondition {
  Attribute attribute;
  std::string value;
  bool negated = false;
};

struct NumericCondition {
  Attribute attribute;
  double low;   // -infinity when open
  double high;  // +infinity when open
  bool low_inclusive = true;
  bool high_inclusive = true;
  bool negated = false;  // "!="
};

struct Filters {
  std::vector<std::vector<FacetCondition>> facet_groups;
  std::vector<std::vector<NumericCondition>> numeric_groups;
  bool empty() const { return facet_groups.empty() && numeric_groups.empty(); }
};

// Throw SearchError(400) with a message naming the filter when it cannot be read.
FacetCondition parse_facet_filter(std::string_view text);
NumericCondition parse_numeric_filter(std::string_view text);

// The filters resolved against one snapshot (facet values to dictionary indices).
class CompiledFilters {
 public:
  CompiledFilters(const Filters& filters, const Snapshot& snapshot);
  bool empty() const { return groups_.empty(); }
  bool matches(const Doc& d) const;

 private:
  struct Condition {
    Attribute attribute;
    bool numeric = false;
    bool negated = false;
    bool never = false;           // a facet value no product has
    std::uint32_t index = kNone;  // brand / category level
    double low = 0, high = 0;
    bool low_inclusive = true, high_inclusive = true;
  };
  static bool holds(const Condition& c, const Doc& d);
  std::vector<std::vector<Condition>> groups_;
};

}  // namespace karyana::search
