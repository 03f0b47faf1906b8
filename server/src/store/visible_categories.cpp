#include "store/visible_categories.hpp"

#include <algorithm>
#include <utility>

namespace karyana::store {

std::vector<Category> visible_categories_by_depth(const std::vector<Category>& all,
                                                  const std::unordered_map<std::string, std::int64_t>& published) {
  std::unordered_map<std::string, const Category*> by_id;
  for (const auto& cat : all) by_id[cat.id] = &cat;
  // Visible: enabled with every ancestor enabled (depth-limited against cycles).
  auto visible = [&](const Category& cat) {
    const Category* at = &cat;
    for (int depth = 0; at && depth < 32; ++depth) {
      if (at->status != "enabled") return false;
      if (at->parent_cat_id.empty()) return true;
      auto it = by_id.find(at->parent_cat_id);
      at = it == by_id.end() ? nullptr : it->second;
    }
    return false;
  };
  std::unordered_map<std::string, std::int64_t> rolled;
  for (const auto& cat : all) {
    auto direct = published.find(cat.id);
    std::int64_t n = direct == published.end() ? 0 : direct->second;
    if (!n || !visible(cat)) continue;  // as listings count: products of hidden categories are not shown
    const Category* at = &cat;
    for (int depth = 0; at && depth < 32; ++depth) {
      rolled[at->id] += n;
      auto it = by_id.find(at->parent_cat_id);
      at = it == by_id.end() ? nullptr : it->second;
    }
  }
  // Parents before children: order by depth, then sort order.
  auto depth_of = [&](const Category& cat) {
    int depth = 0;
    const Category* at = &cat;
    while (at && !at->parent_cat_id.empty() && depth < 32) {
      auto it = by_id.find(at->parent_cat_id);
      at = it == by_id.end() ? nullptr : it->second;
      ++depth;
    }
    return depth;
  };
  std::vector<std::pair<int, Category>> out;
  for (const auto& cat : all) {
    if (!visible(cat)) continue;
    Category copy = cat;
    copy.product_count = rolled.count(cat.id) ? rolled[cat.id] : 0;
    out.emplace_back(depth_of(cat), std::move(copy));
  }
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<Category> result;
  for (auto& [depth, cat] : out) result.push_back(std::move(cat));
  return result;
}

}  // namespace karyana::store
