#include "search/vocabulary.hpp"

#include <algorithm>
#include <set>

#include "search/text.hpp"

namespace karyana::search {

namespace {

void add_unique(std::vector<std::string>& list, const std::string& word) {
  if (std::find(list.begin(), list.end(), word) == list.end()) list.push_back(word);
}

void add_unique(std::vector<TermId>& list, TermId id) {
  if (id != kNoTerm && std::find(list.begin(), list.end(), id) == list.end()) list.push_back(id);
}

// Distance from the typed word to the start of `candidate` (a word still being typed may be
// one letter shorter or longer than the part of the candidate it means).
int prefix_distance(std::string_view typed, std::string_view candidate, int max_distance) {
  int best = max_distance + 1;
  for (std::size_t len : {typed.size() - 1, typed.size(), typed.size() + 1}) {
    if (len == 0 || len > candidate.size()) continue;
    best = std::min(best, edit_distance(typed, candidate.substr(0, len), max_distance));
  }
  return best;
}

}  // namespace

Vocabulary::Vocabulary(std::vector<std::pair<std::string, std::int64_t>> terms,
                       const std::vector<std::pair<std::string, std::string>>& synonyms) {
  std::sort(terms.begin(), terms.end());
  terms.erase(std::unique(terms.begin(), terms.end(), [](const auto& a, const auto& b) { return a.first == b.first; }),
              terms.end());
  terms_.reserve(terms.size());
  documents_.reserve(terms.size());
  for (auto& [word, docs] : terms) {
    terms_by_key_[phonetic_key(word)].push_back(static_cast<TermId>(terms_.size()));
    terms_.push_back(std::move(word));
    documents_.push_back(docs);
  }
  for (const auto& [raw_word, raw_synonym] : synonyms) {
    // One word each way; rows holding phrases are skipped.
    auto word = words(raw_word), synonym = words(raw_synonym);
    if (word.size() != 1 || synonym.size() != 1 || word[0] == synonym[0]) continue;
    add_unique(synonyms_[word[0]], synonym[0]);
    add_unique(synonyms_[synonym[0]], word[0]);
  }
  for (const auto& [word, _] : synonyms_) synonym_words_by_key_[phonetic_key(word)].push_back(word);
}

TermId Vocabulary::find(std::string_view word) const {
  auto it = std::lower_bound(terms_.begin(), terms_.end(), word);
  if (it == terms_.end() || *it != word) return kNoTerm;
  return static_cast<TermId>(it - terms_.begin());
}

std::pair<TermId, TermId> Vocabulary::prefix_range(std::string_view prefix) const {
  auto first = std::lower_bound(terms_.begin(), terms_.end(), prefix);
  auto last = first;
  while (last != terms_.end() && std::string_view(*last).substr(0, prefix.size()) == prefix) ++last;
  return {static_cast<TermId>(first - terms_.begin()), static_cast<TermId>(last - terms_.begin())};
}

std::vector<TermId> Vocabulary::sound_alikes(std::string_view word) const {
  std::vector<TermId> out;
  if (auto it = terms_by_key_.find(phonetic_key(word)); it != terms_by_key_.end())
    for (TermId id : it->second)
      if (terms_[id] != word) out.push_back(id);
  return out;
}

std::vector<TermId> Vocabulary::synonyms(std::string_view word) const {
  std::vector<TermId> out;
  auto add_synonyms_of = [&](const std::string& w) {
    if (auto it = synonyms_.find(w); it != synonyms_.end())
      for (const auto& s : it->second) {
        add_unique(out, find(s));
        for (TermId alike : sound_alikes(s)) add_unique(out, alike);
      }
  };
  if (auto it = synonym_words_by_key_.find(phonetic_key(word)); it != synonym_words_by_key_.end())
    for (const auto& w : it->second) add_synonyms_of(w);
  return out;
}

std::vector<TermId> Vocabulary::corrections(std::string_view word, bool prefix, std::size_t limit) const {
  const int max_distance = allowed_typos(word.size());
  if (max_distance == 0 || limit == 0) return {};
  struct Candidate {
    int distance;
    std::int64_t documents;
    TermId id;
  };
  std::vector<Candidate> found;
  for (TermId id = 0; id < terms_.size(); ++id) {
    const std::string& t = terms_[id];
    if (!prefix && (t.size() + max_distance < word.size() || word.size() + max_distance < t.size())) continue;
    int d = prefix ? prefix_distance(word, t, max_distance) : edit_distance(word, t, max_distance);
    if (d <= max_distance) found.push_back({d, documents_[id], id});
  }
  std::sort(found.begin(), found.end(), [](const Candidate& a, const Candidate& b) {
    return a.distance != b.distance ? a.distance < b.distance : a.documents > b.documents;
  });
  std::vector<TermId> out;
  for (const auto& c : found) {
    if (out.size() >= limit) break;
    out.push_back(c.id);
  }
  // Misspelt Roman-Urdu names ('chawl') reach their English term through the synonym table.
  for (const auto& [w, _] : synonyms_) {
    if (find(w) != kNoTerm) continue;  // index terms were considered above
    int d = prefix ? prefix_distance(word, w, max_distance) : edit_distance(word, w, max_distance);
    if (d > max_distance) continue;
    for (TermId id : synonyms(w))
      if (out.size() < limit) add_unique(out, id);
  }
  return out;
}

}  // namespace karyana::search
