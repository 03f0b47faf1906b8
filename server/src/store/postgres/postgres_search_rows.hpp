// The PostgreSQL SearchRows (issue 20). PostgreSQL has no FTS5, so the words products_fts would
// hold are made here: every product's title, brand, tags and short description split by SQLite's
// own unicode61 tokenizer (store/fts5_words), kept in memory per search_state.version (every
// change of those columns moves it, migration 0001's triggers), and the vocabulary and the FTS5
// MATCH expressions of search::plan_query answered from them (fts5_query). The faceted answers
// are therefore SQLite's; the rest (catalogue rows, hit rows) is plain SQL.
#pragma once

#include <memory>
#include <mutex>

#include "store/postgres/database.hpp"
#include "store/search_rows.hpp"

namespace karyana::store::postgres {

class PostgresSearchRows final : public SearchRows {
 public:
  explicit PostgresSearchRows(Database& db) : db_(db) {}
  std::int64_t version() override;
  SearchCatalogueRows catalogue_rows() override;
  std::vector<std::int64_t> text_matches(const std::string& fts_query) override;
  std::unordered_map<std::int64_t, SearchHitRow> hit_rows(const std::vector<std::int64_t>& seqs) override;

  struct Words;  // the products' tokens at one version

 private:
  std::shared_ptr<const Words> words(Connection& c, std::int64_t version);

  Database& db_;
  std::mutex mutex_;
  std::shared_ptr<const Words> words_;
};

}  // namespace karyana::store::postgres
