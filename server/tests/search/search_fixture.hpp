// A migrated SQLite store holding the demo catalogue (no images), and brute-force answers
// computed with plain SQL over the same products, to check the search against.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "../store/temp_dir.hpp"
#include "search/product_search.hpp"
#include "seed/seed.hpp"
#include "store/migrations/migrations.hpp"
#include "store/sqlite/database.hpp"
#include "store/sqlite/sqlite_search_rows.hpp"
#include "store/sqlite/sqlite_seed_store.hpp"

namespace karyana::test {

struct SeededStore {
  TempDir dir{"search"};
  std::unique_ptr<store::sqlite::Database> db;
  std::unique_ptr<store::sqlite::SqliteSearchRows> rows;
  std::unique_ptr<search::ProductSearch> search;

  SeededStore() {
    db = std::make_unique<store::sqlite::Database>(dir.file("karyana.sqlite3"));
    store::migrations::migrate(*db);
    seed::seed(*store::sqlite::make_sqlite_seed_store(*db), {.media_dir = "", .cache_dir = "none", .images = false});
    rows = std::make_unique<store::sqlite::SqliteSearchRows>(*db);
    search = std::make_unique<search::ProductSearch>(*rows);
  }
};

// One seeded store shared by the read-only tests of a binary.
inline SeededStore& shared_store() {
  static SeededStore store;
  return store;
}

// Products the search may show: published, in an enabled category whose parent (if any) is
// enabled (the demo tree has two levels). `where` narrows them (SQL on alias p).
inline std::string visible_products_sql(const std::string& select, const std::string& where = "1") {
  return "SELECT " + select +
         " FROM products p JOIN product_categories c ON c.id = p.cat_id"
         " LEFT JOIN product_categories top ON top.id = c.parent_cat_id"
         " WHERE p.status = 'published' AND c.status = 'enabled' AND (top.id IS NULL OR top.status = 'enabled')"
         " AND (" +
         where + ")";
}

// brand → count over the visible products matching `where`.
inline std::map<std::string, long long> brand_counts(store::sqlite::Database& db, const std::string& where = "1") {
  return db.read([&](store::sqlite::Connection& c) {
    std::map<std::string, long long> out;
    auto st = c.prepare(visible_products_sql("p.brand, COUNT(*)", where) + " GROUP BY p.brand");
    while (st.step()) out[st.get_text(0)] = st.get_int(1);
    return out;
  });
}

inline long long count_visible(store::sqlite::Database& db, const std::string& where = "1") {
  return db.read([&](store::sqlite::Connection& c) {
    auto st = c.prepare(visible_products_sql("COUNT(*)", where));
    st.step();
    return st.get_int(0);
  });
}

inline std::map<std::string, long long> as_map(const search::SearchResult& r, search::Attribute a) {
  std::map<std::string, long long> out;
  for (const auto& f : r.facets)
    if (f.attribute == a)
      for (const auto& v : f.values) out[v.value] = v.count;
  return out;
}

}  // namespace karyana::test
