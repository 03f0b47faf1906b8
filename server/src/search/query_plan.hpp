// A shopper's text turned into what the index can answer: for each word, the index terms that
// count as a match and how good each is, the FTS5 MATCH expression that finds the products,
// and the relevance order of the products found.
//
// Match quality of a title word for a query word: 4 the same word, 3 a completion of the last
// word (typing) or a different spelling, 2 a synonym, 1 a typo correction, 0 none. Products rank
// by the summed quality of their title, then how exactly the title is the query (equal, starts
// with it, holds it as a phrase), then shorter titles, then newest first.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "search/snapshot.hpp"
#include "search/vocabulary.hpp"

namespace karyana::search {

struct QueryWord {
  std::string word;  // as typed, folded
  TermId exact = kNoTerm;
  std::pair<TermId, TermId> completions{0, 0};  // last word only: terms it begins
  std::vector<TermId> alikes;                   // other spellings (same phonetic key)
  std::vector<TermId> synonyms;                 // from the synonym table
  std::vector<TermId> typos;                    // corrections, used when the word is not an index term

  int quality(TermId t) const;
  // Two adjacent title words read as one ("lay" "s" for "lays"): 4 equal, 3 begun (last word).
  int joined_quality(std::string_view first, std::string_view second, bool last) const;
  bool known() const {
    return exact != kNoTerm || completions.first < completions.second || !alikes.empty() || !synonyms.empty();
  }
};

struct QueryPlan {
  std::vector<QueryWord> words;
  std::string fts;  // FTS5 MATCH expression; "" for an empty query
};

// At most kMaxQueryWords words are used (the rest are ignored).
inline constexpr std::size_t kMaxQueryWords = 10;

QueryPlan plan_query(std::string_view text, const Vocabulary& vocabulary);

// Orders the products found (snapshot doc indices, any order) best first.
void rank(const QueryPlan& plan, const Snapshot& snapshot, std::vector<std::uint32_t>& docs);

}  // namespace karyana::search
