// The SQLite implementation of SearchRows: products_fts (FTS5) and its vocabulary, the
// search_state version and the product rows (migrations 0006, 0008).
#pragma once

#include "store/search_rows.hpp"
#include "store/sqlite/database.hpp"

namespace karyana::store::sqlite {

class SqliteSearchRows final : public SearchRows {
 public:
  explicit SqliteSearchRows(Database& db) : db_(db) {}
  std::int64_t version() override;
  SearchCatalogueRows catalogue_rows() override;
  std::vector<std::int64_t> text_matches(const std::string& fts_query) override;
  std::unordered_map<std::int64_t, SearchHitRow> hit_rows(const std::vector<std::int64_t>& seqs) override;

 private:
  Database& db_;
};

}  // namespace karyana::store::sqlite
