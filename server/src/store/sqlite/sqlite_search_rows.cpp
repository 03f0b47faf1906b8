#include "store/sqlite/sqlite_search_rows.hpp"

#include "store/search_row_reads.hpp"

namespace karyana::store::sqlite {

namespace {

std::int64_t read_version(Connection& c) {
  auto exists = c.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'search_state'");
  if (!exists.step()) return 0;
  auto st = c.prepare("SELECT version FROM search_state WHERE id = 1");
  return st.step() ? st.get_int(0) : 0;
}

// A JSON array of the seqs, for json_each: one statement however many products a page holds.
std::string seq_list(const std::vector<std::int64_t>& seqs) {
  std::string list = "[";
  for (std::int64_t seq : seqs) {
    if (list.size() > 1) list += ',';
    list += std::to_string(seq);
  }
  list += ']';
  return list;
}

// The statements search_row_reads::hit_rows runs (the list is a JSON array, read with json_each).
struct HitSql {
  template <class Add>
  static void hits(Connection& c, const std::string& list, Add add) {
    // CROSS JOIN keeps the lookup by seq (the status index would scan every product).
    auto st = c.prepare(std::string("SELECT ") + search_row_reads::kHitColumns +
                        " FROM json_each(?1) j CROSS JOIN products p ON p.seq = j.value WHERE p.status = 'published'");
    st.bind(1, list);
    while (st.step()) add(search_row_reads::read_hit(st));
  }
  template <class Add>
  static void hit_attributes(Connection& c, const std::string& list, Add add) {
    auto st =
        c.prepare(std::string("SELECT ") + search_row_reads::kHitAttributeColumns +
                  " FROM json_each(?1) j CROSS JOIN products p ON p.seq = j.value"
                  " JOIN product_attribute_values v ON v.product_id = p.id JOIN attributes a ON a.id = v.attribute_id"
                  " ORDER BY p.seq, v.sort_order, a.title");
    st.bind(1, list);
    while (st.step()) add(st.get_int(0), search_row_reads::read_hit_attribute(st));
  }
};

}  // namespace

std::int64_t SqliteSearchRows::version() {
  return db_.read([](Connection& c) { return read_version(c); });
}

SearchCatalogueRows SqliteSearchRows::catalogue_rows() {
  return db_.read([](Connection& c) {
    SearchCatalogueRows rows;
    rows.version = read_version(c);
    {
      auto st = c.prepare(
          "SELECT term, SUM(doc) FROM products_fts_vocab WHERE col IN ('title', 'brand', 'tags') GROUP BY term");
      while (st.step()) rows.terms.emplace_back(st.get_text(0), st.get_int(1));
    }
    {
      auto st = c.prepare("SELECT word, synonym FROM search_synonyms");
      while (st.step()) rows.synonyms.emplace_back(st.get_text(0), st.get_text(1));
    }
    {
      auto st = c.prepare("SELECT id, title, COALESCE(parent_cat_id, ''), status = 'enabled' FROM product_categories");
      while (st.step()) rows.categories.push_back({st.get_text(0), st.get_text(1), st.get_text(2), st.get_int(3) != 0});
    }
    auto st = c.prepare(search_row_reads::kPublishedProductsSql);
    while (st.step()) rows.products.push_back(search_row_reads::read_product(st));
    return rows;
  });
}

std::vector<std::int64_t> SqliteSearchRows::text_matches(const std::string& fts_query) {
  return db_.read([&](Connection& c) {
    std::vector<std::int64_t> seqs;
    auto st = c.prepare("SELECT rowid FROM products_fts WHERE products_fts MATCH ?1");
    st.bind(1, fts_query);
    while (st.step()) seqs.push_back(st.get_int(0));
    return seqs;
  });
}

std::unordered_map<std::int64_t, SearchHitRow> SqliteSearchRows::hit_rows(const std::vector<std::int64_t>& seqs) {
  if (seqs.empty()) return {};
  const std::string list = seq_list(seqs);
  return db_.read([&](Connection& c) { return search_row_reads::hit_rows<HitSql>(c, list); });
}

}  // namespace karyana::store::sqlite
