#include "store/postgres/postgres_search_rows.hpp"

#include <algorithm>
#include <map>

#include "store/fts5_words.hpp"
#include "store/postgres/fts5_query.hpp"
#include "store/postgres/text_array.hpp"

namespace karyana::store::postgres {

struct PostgresSearchRows::Words {
  std::int64_t version = 0;
  std::vector<std::int64_t> seqs;
  std::vector<FtsDocument> docs;  // beside seqs
  // products_fts_vocab's SUM(doc) over title, brand and tags: (product, column) pairs holding it.
  std::vector<std::pair<std::string, std::int64_t>> terms;
};

namespace {

std::int64_t read_version(Connection& c) {
  auto rows = c.exec("SELECT version FROM search_state WHERE id = 1");
  return rows.step() ? rows.get_int(0) : 0;
}

}  // namespace

// The products' words at `version` (read in the caller's snapshot, which saw that version).
std::shared_ptr<const PostgresSearchRows::Words> PostgresSearchRows::words(Connection& c, std::int64_t version) {
  {
    std::lock_guard lock(mutex_);
    if (words_ && words_->version == version) return words_;
  }
  auto made = std::make_shared<Words>();
  made->version = version;
  std::map<std::string, std::int64_t> counts;
  // Every product, as products_fts holds every row of products (any status).
  auto rows = c.exec(
      "SELECT seq, coalesce(title, ''), coalesce(brand, ''), coalesce(tags, ''), coalesce(short_description, '')"
      " FROM products ORDER BY seq");
  made->seqs.reserve(rows.rows());
  made->docs.resize(rows.rows());
  std::size_t at = 0;
  while (rows.step()) {
    made->seqs.push_back(rows.get_int(0));
    FtsDocument& doc = made->docs[at++];
    for (std::size_t col = 0; col < kFtsColumnCount; ++col) {
      doc[col] = fts5_words(rows.get_view(static_cast<int>(col) + 1));
      if (col == 3) continue;  // the vocabulary is title, brand and tags
      std::vector<std::string> distinct = doc[col];
      std::sort(distinct.begin(), distinct.end());
      distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
      for (auto& term : distinct) ++counts[term];
    }
  }
  made->terms.assign(counts.begin(), counts.end());
  std::lock_guard lock(mutex_);
  if (!words_ || words_->version <= version) words_ = made;
  return made;
}

std::int64_t PostgresSearchRows::version() {
  return db_.read([](Connection& c) { return read_version(c); });
}

SearchCatalogueRows PostgresSearchRows::catalogue_rows() {
  return db_.read([&](Connection& c) {
    SearchCatalogueRows out;
    out.version = read_version(c);
    out.terms = words(c, out.version)->terms;
    {
      auto rows = c.exec("SELECT word, synonym FROM search_synonyms ORDER BY word, synonym");
      while (rows.step()) out.synonyms.emplace_back(rows.get_text(0), rows.get_text(1));
    }
    {
      auto rows = c.exec(
          "SELECT id, title, coalesce(parent_cat_id, ''), status = 'enabled' FROM product_categories ORDER BY id");
      while (rows.step())
        out.categories.push_back({rows.get_text(0), rows.get_text(1), rows.get_text(2), rows.get_bool(3)});
    }
    auto rows = c.exec(
        "SELECT seq, id, title, brand, price, rating, free_shipping, coalesce(cat_id, '')"
        " FROM products WHERE status = 'published' ORDER BY published_at DESC, id DESC");
    while (rows.step()) {
      out.products.push_back({.seq = rows.get_int(0),
                              .id = rows.get_text(1),
                              .title = rows.get_text(2),
                              .brand = rows.get_text(3),
                              .cat_id = rows.get_text(7),
                              .price = rows.get_int(4),
                              .rating = rows.get_double(5),
                              .free_shipping = rows.get_int(6) != 0});
    }
    return out;
  });
}

std::vector<std::int64_t> PostgresSearchRows::text_matches(const std::string& fts_query) {
  const FtsQuery query(fts_query);
  auto now = db_.read([&](Connection& c) { return words(c, read_version(c)); });
  std::vector<std::int64_t> seqs;
  for (std::size_t i = 0; i < now->docs.size(); ++i)
    if (query.matches(now->docs[i])) seqs.push_back(now->seqs[i]);
  return seqs;
}

std::unordered_map<std::int64_t, SearchHitRow> PostgresSearchRows::hit_rows(const std::vector<std::int64_t>& seqs) {
  std::unordered_map<std::int64_t, SearchHitRow> out;
  if (seqs.empty()) return out;
  const std::string list = int_array(seqs);
  return db_.read([&](Connection& c) {
    {
      auto rows = c.exec(
          "SELECT p.seq, p.id, p.title, p.slug, p.brand, coalesce(p.picture, ''), coalesce(p.picture_thumb, ''),"
          " coalesce(p.cat_id, ''), p.price, p.price_was, p.available_qty, p.limit_max_qty_in_cart, p.rating,"
          " p.free_shipping"
          " FROM products p WHERE p.seq = ANY($1::bigint[]) AND p.status = 'published'",
          list);
      while (rows.step()) {
        SearchHitRow r;
        r.seq = rows.get_int(0);
        r.id = rows.get_text(1);
        r.title = rows.get_text(2);
        r.slug = rows.get_text(3);
        r.brand = rows.get_text(4);
        r.picture = rows.get_text(5);
        r.picture_thumb = rows.get_text(6);
        r.cat_id = rows.get_text(7);
        r.price = rows.get_int(8);
        r.price_was = rows.get_int(9);
        r.available_qty = rows.get_int(10);
        r.limit_max_qty_in_cart = rows.get_int(11);
        r.rating = rows.get_double(12);
        r.free_shipping = rows.get_int(13) != 0;
        out.emplace(r.seq, std::move(r));
      }
    }
    auto rows = c.exec(
        "SELECT p.seq, a.id, a.title, a.slug, a.code, a.show_in_store, a.display_as, v.value"
        " FROM products p JOIN product_attribute_values v ON v.product_id = p.id"
        " JOIN attributes a ON a.id = v.attribute_id"
        " WHERE p.seq = ANY($1::bigint[]) ORDER BY p.seq, v.sort_order, a.title",
        list);
    while (rows.step()) {
      auto it = out.find(rows.get_int(0));
      if (it == out.end()) continue;
      it->second.attributes.push_back({rows.get_text(1), rows.get_text(2), rows.get_text(3), rows.get_text(4),
                                       rows.get_text(6), rows.get_text(7), rows.get_int(5)});
    }
    return std::move(out);
  });
}

}  // namespace karyana::store::postgres
