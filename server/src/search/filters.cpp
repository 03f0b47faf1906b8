#include "search/filters.hpp"

#include <charconv>
#include <cmath>
#include <limits>

namespace karyana::search {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

std::string quoted(std::string_view s) { return "'" + std::string(s) + "'"; }

std::string known_attributes() {
  std::string out;
  for (Attribute a : all_attributes()) {
    if (!out.empty()) out += ", ";
    out += attribute_name(a);
  }
  return out;
}

Attribute attribute_or_throw(std::string_view name, std::string_view filter, const char* kind) {
  auto a = attribute_by_name(trim(name));
  if (!a)
    throw SearchError(400, std::string("Unknown attribute ") + quoted(trim(name)) + " in " + kind + " " +
                               quoted(filter) + "; filterable attributes: " + known_attributes());
  return *a;
}

bool parse_number(std::string_view text, double& out) {
  text = trim(text);
  if (text.empty()) return false;
  if (text.front() == '+') text.remove_prefix(1);
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size() && std::isfinite(out);
}

double number_or_throw(std::string_view text, std::string_view filter, const char* kind) {
  double v = 0;
  if (!parse_number(text, v))
    throw SearchError(
        400, std::string("Invalid ") + kind + " " + quoted(filter) + ": " + quoted(trim(text)) + " is not a number");
  return v;
}

void require_numeric(Attribute a, std::string_view filter) {
  if (!is_numeric(a))
    throw SearchError(400, "Invalid numericFilters " + quoted(filter) + ": " + std::string(attribute_name(a)) +
                               " is not numeric (numeric attributes: price, rating, free_shipping)");
}

}  // namespace

FacetCondition parse_facet_filter(std::string_view text) {
  auto colon = text.find(':');
  if (colon == std::string_view::npos || colon == 0)
    throw SearchError(400, "Invalid facetFilters " + quoted(text) + ": expected attribute:value");
  std::string_view name = trim(text.substr(0, colon));
  std::string_view value = text.substr(colon + 1);
  FacetCondition c{Attribute::brand, "", false};
  if (!name.empty() && name.front() == '-') {
    c.negated = true;
    name.remove_prefix(1);
  }
  c.attribute = attribute_or_throw(name, text, "facetFilters");
  if (!value.empty() && value.front() == '-') {
    c.negated = !c.negated;
    value.remove_prefix(1);
  } else if (value.size() >= 2 && value[0] == '\\' && value[1] == '-') {
    value.remove_prefix(1);  // an escaped leading dash belongs to the value
  }
  c.value = std::string(value);
  return c;
}

NumericCondition parse_numeric_filter(std::string_view text) {
  // "attribute:low TO high"
  if (auto colon = text.find(':'); colon != std::string_view::npos) {
    std::string_view range = text.substr(colon + 1);
    auto to = range.find(" TO ");
    if (to == std::string_view::npos)
      throw SearchError(400, "Invalid numericFilters " + quoted(text) + ": expected attribute:low TO high");
    NumericCondition c{attribute_or_throw(text.substr(0, colon), text, "numericFilters"), 0, 0};
    require_numeric(c.attribute, text);
    c.low = number_or_throw(range.substr(0, to), text, "numericFilters");
    c.high = number_or_throw(range.substr(to + 4), text, "numericFilters");
    return c;
  }
  // "attribute op value", op one of <, <=, =, !=, >=, >
  auto op_at = text.find_first_of("<>=!");
  if (op_at == std::string_view::npos || op_at == 0)
    throw SearchError(400, "Invalid numericFilters " + quoted(text) + ": expected attribute, operator and value");
  auto op_end = text.find_first_not_of("<>=!", op_at);
  if (op_end == std::string_view::npos) op_end = text.size();
  const std::string_view op = text.substr(op_at, op_end - op_at);
  NumericCondition c{attribute_or_throw(text.substr(0, op_at), text, "numericFilters"), -kInfinity, kInfinity};
  require_numeric(c.attribute, text);
  const double v = number_or_throw(text.substr(op_end), text, "numericFilters");
  if (op == "<") {
    c.high = v;
    c.high_inclusive = false;
  } else if (op == "<=") {
    c.high = v;
  } else if (op == ">") {
    c.low = v;
    c.low_inclusive = false;
  } else if (op == ">=") {
    c.low = v;
  } else if (op == "=" || op == "!=") {
    c.low = c.high = v;
    c.negated = op == "!=";
  } else {
    throw SearchError(400, "Invalid numericFilters " + quoted(text) + ": unknown operator " + quoted(op));
  }
  return c;
}

CompiledFilters::CompiledFilters(const Filters& filters, const Snapshot& snapshot) {
  for (const auto& group : filters.facet_groups) {
    std::vector<Condition> compiled;
    for (const auto& f : group) {
      Condition c{f.attribute};
      c.negated = f.negated;
      if (f.attribute == Attribute::brand || is_category(f.attribute)) {
        const Dictionary& dict =
            f.attribute == Attribute::brand ? snapshot.brands : snapshot.levels[category_level(f.attribute)];
        c.index = dict.find(f.value);
        c.never = c.index == kNone;
      } else if (f.attribute == Attribute::free_shipping) {
        c.numeric = true;
        if (f.value == "true" || f.value == "1")
          c.low = c.high = 1;
        else if (f.value == "false" || f.value == "0")
          c.low = c.high = 0;
        else
          c.never = true;
      } else {
        c.numeric = true;
        double v = 0;
        c.never = !parse_number(f.value, v);
        c.low = c.high = v;
      }
      compiled.push_back(c);
    }
    if (!compiled.empty()) groups_.push_back(std::move(compiled));
  }
  for (const auto& group : filters.numeric_groups) {
    std::vector<Condition> compiled;
    for (const auto& f : group) {
      Condition c{f.attribute};
      c.numeric = true;
      c.negated = f.negated;
      c.low = f.low;
      c.high = f.high;
      c.low_inclusive = f.low_inclusive;
      c.high_inclusive = f.high_inclusive;
      compiled.push_back(c);
    }
    if (!compiled.empty()) groups_.push_back(std::move(compiled));
  }
}

bool CompiledFilters::holds(const Condition& c, const Doc& d) {
  bool yes;
  if (c.never) {
    yes = false;
  } else if (!c.numeric) {
    yes = c.attribute == Attribute::brand ? d.brand == c.index : d.levels[category_level(c.attribute)] == c.index;
  } else {
    const double v = numeric_value(d, c.attribute);
    // Prices are whole paisa: compare with a little slack for the rupee conversion.
    constexpr double eps = 1e-9;
    yes = (c.low_inclusive ? v >= c.low - eps : v > c.low + eps) &&
          (c.high_inclusive ? v <= c.high + eps : v < c.high - eps);
  }
  return yes != c.negated;
}

bool CompiledFilters::matches(const Doc& d) const {
  for (const auto& group : groups_) {
    bool any = false;
    for (const auto& c : group)
      if (holds(c, d)) {
        any = true;
        break;
      }
    if (!any) return false;
  }
  return true;
}

}  // namespace karyana::search
