#include "store/sqlite/sqlite_search_rows.hpp"

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
    auto st = c.prepare(
        "SELECT seq, id, title, brand, price, rating, free_shipping, COALESCE(cat_id, '')"
        " FROM products WHERE status = 'published' ORDER BY published_at DESC, id DESC");
    while (st.step()) {
      rows.products.push_back({.seq = st.get_int(0),
                               .id = st.get_text(1),
                               .title = st.get_text(2),
                               .brand = st.get_text(3),
                               .cat_id = st.get_text(7),
                               .price = st.get_int(4),
                               .rating = st.get_double(5),
                               .free_shipping = st.get_int(6) != 0});
    }
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
  std::unordered_map<std::int64_t, SearchHitRow> rows;
  if (seqs.empty()) return rows;
  const std::string list = seq_list(seqs);
  return db_.read([&](Connection& c) {
    {
      auto st = c.prepare(
          "SELECT p.seq, p.id, p.title, p.slug, p.brand, COALESCE(p.picture, ''), COALESCE(p.picture_thumb, ''),"
          " COALESCE(p.cat_id, ''), p.price, p.price_was, p.available_qty, p.limit_max_qty_in_cart, p.rating,"
          " p.free_shipping"
          // CROSS JOIN keeps the lookup by seq (the status index would scan every product).
          " FROM json_each(?1) j CROSS JOIN products p ON p.seq = j.value WHERE p.status = 'published'");
      st.bind(1, list);
      while (st.step()) {
        SearchHitRow r;
        r.seq = st.get_int(0);
        r.id = st.get_text(1);
        r.title = st.get_text(2);
        r.slug = st.get_text(3);
        r.brand = st.get_text(4);
        r.picture = st.get_text(5);
        r.picture_thumb = st.get_text(6);
        r.cat_id = st.get_text(7);
        r.price = st.get_int(8);
        r.price_was = st.get_int(9);
        r.available_qty = st.get_int(10);
        r.limit_max_qty_in_cart = st.get_int(11);
        r.rating = st.get_double(12);
        r.free_shipping = st.get_int(13) != 0;
        rows.emplace(r.seq, std::move(r));
      }
    }
    auto st = c.prepare(
        "SELECT p.seq, a.id, a.title, a.slug, a.code, a.show_in_store, a.display_as, v.value"
        " FROM json_each(?1) j CROSS JOIN products p ON p.seq = j.value"
        " JOIN product_attribute_values v ON v.product_id = p.id JOIN attributes a ON a.id = v.attribute_id"
        " ORDER BY p.seq, v.sort_order, a.title");
    st.bind(1, list);
    while (st.step()) {
      auto it = rows.find(st.get_int(0));
      if (it == rows.end()) continue;
      it->second.attributes.push_back({st.get_text(1), st.get_text(2), st.get_text(3), st.get_text(4), st.get_text(6),
                                       st.get_text(7), st.get_int(5)});
    }
    return std::move(rows);
  });
}

}  // namespace karyana::store::sqlite
