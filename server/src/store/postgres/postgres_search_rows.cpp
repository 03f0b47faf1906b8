#include "store/postgres/postgres_search_rows.hpp"

#include <algorithm>
#include <map>

#include "store/fts5_words.hpp"
#include "store/postgres/fts5_query.hpp"
#include "store/postgres/text_array.hpp"
#include "store/search_row_reads.hpp"

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

// The statements search_row_reads::hit_rows runs (the list is a bigint[] parameter).
struct HitSql {
  template <class Add>
  static void hits(Connection& c, const std::string& list, Add add) {
    auto rows = c.exec(std::string("SELECT ") + search_row_reads::kHitColumns +
                           " FROM products p WHERE p.seq = ANY($1::bigint[]) AND p.status = 'published'",
                       list);
    while (rows.step()) add(search_row_reads::read_hit(rows));
  }
  template <class Add>
  static void hit_attributes(Connection& c, const std::string& list, Add add) {
    auto rows = c.exec(std::string("SELECT ") + search_row_reads::kHitAttributeColumns +
                           " FROM products p JOIN product_attribute_values v ON v.product_id = p.id"
                           " JOIN attributes a ON a.id = v.attribute_id"
                           " WHERE p.seq = ANY($1::bigint[]) ORDER BY p.seq, v.sort_order, a.title",
                       list);
    while (rows.step()) add(rows.get_int(0), search_row_reads::read_hit_attribute(rows));
  }
};

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
    auto rows = c.exec(search_row_reads::kPublishedProductsSql);
    while (rows.step()) out.products.push_back(search_row_reads::read_product(rows));
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
  if (seqs.empty()) return {};
  const std::string list = int_array(seqs);
  return db_.read([&](Connection& c) { return search_row_reads::hit_rows<HitSql>(c, list); });
}

}  // namespace karyana::store::postgres
