#include "search/attributes.hpp"

#include <array>

namespace karyana::search {

namespace {

constexpr std::array<std::string_view, 7> kNames = {
    "brand", "categories.lvl0", "categories.lvl1", "categories.lvl2", "rating", "free_shipping", "price"};

}  // namespace

std::string_view attribute_name(Attribute a) { return kNames[static_cast<std::size_t>(a)]; }

std::optional<Attribute> attribute_by_name(std::string_view name) {
  for (std::size_t i = 0; i < kNames.size(); ++i)
    if (kNames[i] == name) return static_cast<Attribute>(i);
  return std::nullopt;
}

const std::vector<Attribute>& all_attributes() {
  static const std::vector<Attribute> all = {Attribute::brand,  Attribute::level0, Attribute::level1,
                                             Attribute::level2, Attribute::rating, Attribute::free_shipping,
                                             Attribute::price};
  return all;
}

bool is_numeric(Attribute a) {
  return a == Attribute::rating || a == Attribute::free_shipping || a == Attribute::price;
}

}  // namespace karyana::search
