// The searchable catalogue held in memory: one row per published product of an enabled
// category, with its facet values as small integers (brand and category levels index their
// dictionaries), so filtering and facet counting are one pass over plain structs. Built from
// the store's rows (store::SearchRows) by build_snapshot() and replaced as a whole when the
// catalogue's search version moves.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "search/vocabulary.hpp"
#include "store/search_rows.hpp"

namespace karyana::search {

// Category levels exposed as categories.lvl0 … categories.lvl2 ("Top", "Top > Child", …).
inline constexpr int kCategoryLevels = 3;
inline constexpr std::string_view kLevelSeparator = " > ";
inline constexpr std::uint32_t kNone = 0xFFFFFFFFu;

// The columns every search scans, kept small so 50,000 of them stay in cache; the rest of a
// product lives in Snapshot's parallel vectors (same index).
struct Doc {
  std::int64_t price = 0;  // paisa
  float rating = 0;
  std::uint32_t price_slot = 0;  // index into Snapshot::prices (distinct prices, ascending)
  std::uint32_t brand = kNone;   // index into Snapshot::brands
  std::array<std::uint32_t, kCategoryLevels> levels{kNone, kNone, kNone};  // into Snapshot::levels
  bool free_shipping = false;
};

// A dictionary of facet values: value ↔ small integer.
struct Dictionary {
  std::vector<std::string> values;
  std::unordered_map<std::string, std::uint32_t> index;
  std::unordered_map<std::string, std::uint32_t> index_folded;  // lower-case, for filters

  std::uint32_t intern(const std::string& value);
  std::uint32_t find(std::string_view value) const;  // exact, else case-insensitive; kNone
};

struct Snapshot {
  std::int64_t version = 0;
  std::vector<Doc> docs;                    // newest first: the order of an empty query
  std::vector<std::int64_t> seqs;           // products.seq (the products_fts rowid) of docs[i]
  std::vector<std::string> ids;             // products.id of docs[i]
  std::vector<std::vector<TermId>> titles;  // the title's words in order (kNoTerm: not indexed)
  std::vector<std::int64_t> prices;         // distinct prices in paisa, ascending
  std::unordered_map<std::int64_t, std::uint32_t> doc_by_seq;
  Dictionary brands;
  std::array<Dictionary, kCategoryLevels> levels;
  Vocabulary vocabulary;
};

// The snapshot of the rows the store read (store::SearchRows::catalogue_rows()).
Snapshot build_snapshot(store::SearchCatalogueRows rows);

}  // namespace karyana::search
