#include <algorithm>
#include <cctype>
#include <unordered_map>

#include "store/sqlite/product_rows.hpp"
#include "store/sqlite/sqlite_stores.hpp"

namespace karyana::store::sqlite {

namespace {

// Words of the user's text as an FTS5 query: every word must match as a prefix. Anything
// that is not a letter or digit separates words, so no FTS5 syntax gets through.
std::string fts_query(const std::string& keywords) {
  std::string query, word;
  auto flush = [&] {
    if (word.empty()) return;
    if (!query.empty()) query += ' ';
    query += '"' + word + "\"*";
    word.clear();
  };
  for (unsigned char ch : keywords) {
    if (std::isalnum(ch) || ch >= 0x80) {
      word += static_cast<char>(ch);
    } else {
      flush();
    }
  }
  flush();
  return query;
}

// Cursor: "<published_at>|<id>" of the last row of the page.
std::pair<std::string, std::string> split_cursor(const std::string& cursor) {
  auto bar = cursor.rfind('|');
  if (bar == std::string::npos) return {"", ""};
  return {cursor.substr(0, bar), cursor.substr(bar + 1)};
}

// Enabled categories reachable from the roots (or from one slug) through enabled parents.
constexpr const char* kVisibleCategories =
    "WITH RECURSIVE visible(id) AS ("
    " SELECT id FROM product_categories WHERE status = 'enabled'"
    "  AND CASE WHEN ?1 = '' THEN parent_cat_id IS NULL ELSE slug = ?1 END"
    " UNION ALL"
    " SELECT c.id FROM product_categories c JOIN visible v ON c.parent_cat_id = v.id WHERE c.status = 'enabled') ";

constexpr const char* kListFilter =
    " FROM products p WHERE p.status = 'published' AND p.cat_id IN visible"
    " AND (?2 = '' OR p.seq IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ?2))";

}  // namespace

std::vector<Category> SqliteCatalogueStore::enabled_categories() {
  return db_.read([](Connection& c) {
    std::vector<Category> all;
    {
      auto st = c.prepare(std::string("SELECT ") + kCategoryColumns + kCategoryFrom +
                          " ORDER BY c.sort_order, c.title");
      while (st.step()) all.push_back(read_category(st));
    }
    std::unordered_map<std::string, std::int64_t> direct;
    {
      auto st = c.prepare("SELECT cat_id, COUNT(*) FROM products WHERE status = 'published' GROUP BY cat_id");
      while (st.step()) direct[st.get_text(0)] = st.get_int(1);
    }
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
      std::int64_t n = direct.count(cat.id) ? direct[cat.id] : 0;
      if (!n) continue;
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
  });
}

std::optional<Category> SqliteCatalogueStore::category_by_slug(const std::string& slug) {
  return db_.read([&](Connection& c) -> std::optional<Category> {
    auto st = c.prepare(std::string("SELECT ") + kCategoryColumns + kCategoryFrom + " WHERE c.slug = ?1");
    st.bind(1, slug);
    if (!st.step()) return std::nullopt;
    return read_category(st);
  });
}

std::optional<Category> SqliteCatalogueStore::category_by_id(const std::string& id) {
  return db_.read([&](Connection& c) -> std::optional<Category> {
    auto st = c.prepare(std::string("SELECT ") + kCategoryColumns + kCategoryFrom + " WHERE c.id = ?1");
    st.bind(1, id);
    if (!st.step()) return std::nullopt;
    return read_category(st);
  });
}

std::vector<Category> SqliteCatalogueStore::category_path(const std::string& id) {
  return db_.read([&](Connection& c) {
    std::vector<Category> path;
    std::string at = id;
    auto st = c.prepare(std::string("SELECT ") + kCategoryColumns + kCategoryFrom + " WHERE c.id = ?1");
    while (!at.empty() && path.size() < 32) {
      st.bind(1, at);
      if (!st.step()) break;
      path.push_back(read_category(st));
      st.reset();
      at = path.back().parent_cat_id;
    }
    std::reverse(path.begin(), path.end());
    return path;
  });
}

std::optional<Product> SqliteCatalogueStore::product_by_slug(const std::string& slug) {
  return db_.read([&](Connection& c) -> std::optional<Product> {
    auto st = c.prepare(std::string("SELECT ") + kProductColumns + " FROM products p WHERE p.slug = ?1");
    st.bind(1, slug);
    if (!st.step()) return std::nullopt;
    std::vector<Product> one{read_product(st)};
    load_product_details(c, one);
    return std::move(one.front());
  });
}

std::optional<Product> SqliteCatalogueStore::product_by_id(const std::string& id) {
  return db_.read([&](Connection& c) -> std::optional<Product> {
    auto found = sqlite::products_by_ids(c, {id}, false);
    if (found.empty()) return std::nullopt;
    return std::move(found.front());
  });
}

std::vector<Product> SqliteCatalogueStore::products_by_ids(const std::vector<std::string>& ids) {
  return db_.read([&](Connection& c) { return sqlite::products_by_ids(c, ids, false); });
}

ProductPage SqliteCatalogueStore::list_products(const ProductQuery& query) {
  const int first = std::clamp(query.first, 1, 100);
  const std::string match = fts_query(query.keywords);
  ProductPage page;
  if (!query.keywords.empty() && match.empty()) return page;  // only punctuation: nothing matches
  auto [after_time, after_id] = split_cursor(query.after);

  return db_.read([&](Connection& c) {
    {
      auto st = c.prepare(std::string(kVisibleCategories) + "SELECT COUNT(*)" + kListFilter);
      st.bind(1, query.cat_slug).bind(2, match);
      if (st.step()) page.total_count = st.get_int(0);
    }
    auto st = c.prepare(std::string(kVisibleCategories) + "SELECT " + kProductColumns + kListFilter +
                        " AND (?3 = '' OR (p.published_at, p.id) < (?3, ?4))"
                        " ORDER BY p.published_at DESC, p.id DESC LIMIT ?5");
    st.bind(1, query.cat_slug).bind(2, match).bind(3, after_time).bind(4, after_id).bind(5, first + 1);
    while (st.step()) page.items.push_back(read_product(st));
    if (static_cast<int>(page.items.size()) > first) {
      page.has_next_page = true;
      page.items.pop_back();
    }
    if (!page.items.empty()) page.end_cursor = page.items.back().published_at + "|" + page.items.back().id;
    load_product_details(c, page.items);
    return page;
  });
}

}  // namespace karyana::store::sqlite
