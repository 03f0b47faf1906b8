// The terms of the product index (title, brand and tags), with the ways a shopper's word can
// reach them: as a prefix, spelled differently (phonetic key), through the synonym table
// (Roman-Urdu ↔ English, both ways) or with typos.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace karyana::search {

using TermId = std::uint32_t;
inline constexpr TermId kNoTerm = std::numeric_limits<TermId>::max();

class Vocabulary {
 public:
  Vocabulary() = default;
  // terms: (term, number of products holding it); synonyms: (word, synonym) rows.
  Vocabulary(std::vector<std::pair<std::string, std::int64_t>> terms,
             const std::vector<std::pair<std::string, std::string>>& synonyms);

  std::size_t size() const { return terms_.size(); }
  const std::string& term(TermId id) const { return terms_[id]; }
  std::int64_t documents(TermId id) const { return documents_[id]; }

  // Terms are sorted, so ids compare like the words: a prefix covers one id range.
  TermId find(std::string_view word) const;                               // kNoTerm when absent
  std::pair<TermId, TermId> prefix_range(std::string_view prefix) const;  // [first, last)

  // Other terms with the same phonetic key ('atta' for 'aata').
  std::vector<TermId> sound_alikes(std::string_view word) const;
  // Terms the synonym table links to the word or to a word that sounds like it.
  std::vector<TermId> synonyms(std::string_view word) const;
  // Terms within allowed_typos(word) edits (of their first letters when `prefix`), closest and
  // most common first, plus the synonyms of synonym-table words within reach; at most `limit`.
  std::vector<TermId> corrections(std::string_view word, bool prefix, std::size_t limit) const;

 private:
  std::vector<std::string> terms_;
  std::vector<std::int64_t> documents_;
  std::unordered_map<std::string, std::vector<TermId>> terms_by_key_;
  std::unordered_map<std::string, std::vector<std::string>> synonyms_;
  std::unordered_map<std::string, std::vector<std::string>> synonym_words_by_key_;
};

}  // namespace karyana::search
