#include "search/snapshot.hpp"

#include <algorithm>
#include <unordered_map>

#include "search/text.hpp"

namespace karyana::search {

namespace {

std::string lower_ascii(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

// Each visible category's path titles, root first: enabled with every ancestor enabled
// (the same rule as listings). Depth-limited against cycles.
std::unordered_map<std::string, std::vector<std::string>> category_paths(
    const std::vector<store::SearchCategoryRow>& categories) {
  std::unordered_map<std::string, const store::SearchCategoryRow*> rows;
  for (const auto& row : categories) rows[row.id] = &row;
  std::unordered_map<std::string, std::vector<std::string>> paths;
  for (const auto& [id, row] : rows) {
    std::vector<std::string> path;
    const store::SearchCategoryRow* at = row;
    bool visible = false;
    for (int depth = 0; at && depth < 32; ++depth) {
      if (!at->enabled) break;
      path.push_back(at->title);
      if (at->parent_id.empty()) {
        visible = true;
        break;
      }
      auto parent = rows.find(at->parent_id);
      at = parent == rows.end() ? nullptr : parent->second;
    }
    if (!visible) continue;
    std::reverse(path.begin(), path.end());
    paths.emplace(id, std::move(path));
  }
  return paths;
}

}  // namespace

std::uint32_t Dictionary::intern(const std::string& value) {
  auto [it, added] = index.try_emplace(value, static_cast<std::uint32_t>(values.size()));
  if (added) {
    values.push_back(value);
    index_folded.try_emplace(lower_ascii(value), it->second);
  }
  return it->second;
}

std::uint32_t Dictionary::find(std::string_view value) const {
  if (auto it = index.find(std::string(value)); it != index.end()) return it->second;
  if (auto it = index_folded.find(lower_ascii(value)); it != index_folded.end()) return it->second;
  return kNone;
}

Snapshot build_snapshot(store::SearchCatalogueRows rows) {
  Snapshot s;
  s.version = rows.version;
  s.vocabulary = Vocabulary(std::move(rows.terms), rows.synonyms);

  const auto paths = category_paths(rows.categories);
  for (auto& row : rows.products) {
    auto path = paths.find(row.cat_id);
    if (path == paths.end()) continue;  // no category, or a disabled one: not for sale
    Doc d;
    std::vector<TermId> title;
    for (const auto& word : words(row.title)) title.push_back(s.vocabulary.find(word));
    if (!row.brand.empty()) d.brand = s.brands.intern(row.brand);
    d.price = row.price;
    d.rating = static_cast<float>(row.rating);
    d.free_shipping = row.free_shipping;
    std::string value;
    for (int level = 0; level < kCategoryLevels && level < static_cast<int>(path->second.size()); ++level) {
      if (level) value += kLevelSeparator;
      value += path->second[level];
      d.levels[level] = s.levels[level].intern(value);
    }
    s.doc_by_seq.emplace(row.seq, static_cast<std::uint32_t>(s.docs.size()));
    s.seqs.push_back(row.seq);
    s.ids.push_back(std::move(row.id));
    s.titles.push_back(std::move(title));
    s.docs.push_back(d);
  }
  for (const Doc& d : s.docs) s.prices.push_back(d.price);
  std::sort(s.prices.begin(), s.prices.end());
  s.prices.erase(std::unique(s.prices.begin(), s.prices.end()), s.prices.end());
  for (Doc& d : s.docs)
    d.price_slot =
        static_cast<std::uint32_t>(std::lower_bound(s.prices.begin(), s.prices.end(), d.price) - s.prices.begin());
  return s;
}

}  // namespace karyana::search
