#include "search/snapshot.hpp"

#include <algorithm>
#include <unordered_map>

#include "search/text.hpp"
#include "store/sqlite/connection.hpp"

namespace karyana::search {

namespace {

std::string lower_ascii(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

struct CategoryRow {
  std::string title;
  std::string parent;
  bool enabled = false;
};

// Each visible category's path titles, root first: enabled with every ancestor enabled
// (the same rule as listings). Depth-limited against cycles.
std::unordered_map<std::string, std::vector<std::string>> category_paths(store::sqlite::Connection& c) {
  std::unordered_map<std::string, CategoryRow> rows;
  auto st = c.prepare("SELECT id, title, COALESCE(parent_cat_id, ''), status = 'enabled' FROM product_categories");
  while (st.step()) rows[st.get_text(0)] = {st.get_text(1), st.get_text(2), st.get_int(3) != 0};
  std::unordered_map<std::string, std::vector<std::string>> paths;
  for (const auto& [id, row] : rows) {
    std::vector<std::string> path;
    const CategoryRow* at = &row;
    bool visible = false;
    for (int depth = 0; at && depth < 32; ++depth) {
      if (!at->enabled) break;
      path.push_back(at->title);
      if (at->parent.empty()) {
        visible = true;
        break;
      }
      auto parent = rows.find(at->parent);
      at = parent == rows.end() ? nullptr : &parent->second;
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

std::int64_t read_version(store::sqlite::Connection& c) {
  auto exists = c.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'search_state'");
  if (!exists.step()) return 0;
  auto st = c.prepare("SELECT version FROM search_state WHERE id = 1");
  return st.step() ? st.get_int(0) : 0;
}

Snapshot load_snapshot(store::sqlite::Connection& c) {
  Snapshot s;
  s.version = read_version(c);

  std::vector<std::pair<std::string, std::int64_t>> terms;
  {
    auto st = c.prepare(
        "SELECT term, SUM(doc) FROM products_fts_vocab WHERE col IN ('title', 'brand', 'tags') GROUP BY term");
    while (st.step()) terms.emplace_back(st.get_text(0), st.get_int(1));
  }
  std::vector<std::pair<std::string, std::string>> synonyms;
  {
    auto st = c.prepare("SELECT word, synonym FROM search_synonyms");
    while (st.step()) synonyms.emplace_back(st.get_text(0), st.get_text(1));
  }
  s.vocabulary = Vocabulary(std::move(terms), synonyms);

  const auto paths = category_paths(c);
  auto st = c.prepare(
      "SELECT seq, id, title, brand, price, rating, free_shipping, COALESCE(cat_id, '')"
      " FROM products WHERE status = 'published' ORDER BY published_at DESC, id DESC");
  while (st.step()) {
    auto path = paths.find(st.get_text(7));
    if (path == paths.end()) continue;  // no category, or a disabled one: not for sale
    Doc d;
    std::vector<TermId> title;
    for (const auto& word : words(st.get_text(2))) title.push_back(s.vocabulary.find(word));
    if (auto brand = st.get_text(3); !brand.empty()) d.brand = s.brands.intern(brand);
    d.price = st.get_int(4);
    d.rating = static_cast<float>(st.get_double(5));
    d.free_shipping = st.get_int(6) != 0;
    std::string value;
    for (int level = 0; level < kCategoryLevels && level < static_cast<int>(path->second.size()); ++level) {
      if (level) value += kLevelSeparator;
      value += path->second[level];
      d.levels[level] = s.levels[level].intern(value);
    }
    s.doc_by_seq.emplace(st.get_int(0), static_cast<std::uint32_t>(s.docs.size()));
    s.seqs.push_back(st.get_int(0));
    s.ids.push_back(st.get_text(1));
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
