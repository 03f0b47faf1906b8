// The storefront's category menu from every category row, whatever the engine: the visible ones
// (enabled, every ancestor enabled), parents before children, each with the published products
// of its subtree counted as listings count them (products of hidden categories are not shown).
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "store/records.hpp"

namespace karyana::store {

// `all`: every category in sort order; `published`: published products per cat_id.
std::vector<Category> visible_categories_by_depth(const std::vector<Category>& all,
                                                  const std::unordered_map<std::string, std::int64_t>& published);

}  // namespace karyana::store
