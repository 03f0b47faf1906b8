#include "search/query_plan.hpp"

#include <algorithm>
#include <array>

#include "search/text.hpp"

namespace karyana::search {

namespace {

// Little words that join a shopper's phrase ("salt and pepper") but name no product: dropped
// when they match nothing and other words remain.
bool is_stopword(std::string_view w) {
  static constexpr std::array<std::string_view, 12> kStop = {"a",   "an", "and",  "for", "in",   "of",
                                                             "the", "to", "with", "or",  "from", "by"};
  return std::find(kStop.begin(), kStop.end(), w) != kStop.end();
}

bool contains(const std::vector<TermId>& list, TermId t) {
  return std::find(list.begin(), list.end(), t) != list.end();
}

std::string quote(std::string_view term) { return "\"" + std::string(term) + "\""; }

}  // namespace

int QueryWord::quality(TermId t) const {
  if (t == kNoTerm) return 0;
  if (t == exact) return 4;
  if (t >= completions.first && t < completions.second) return 3;
  if (contains(alikes, t)) return 3;
  if (contains(synonyms, t)) return 2;
  if (contains(typos, t)) return 1;
  return 0;
}

int QueryWord::joined_quality(std::string_view first, std::string_view second, bool last) const {
  if (first.size() >= word.size() || word.substr(0, first.size()) != first) return 0;
  const std::string_view rest = std::string_view(word).substr(first.size());
  if (rest == second) return 4;
  return last && second.substr(0, rest.size()) == rest ? 3 : 0;
}

QueryPlan plan_query(std::string_view text, const Vocabulary& vocabulary) {
  auto typed = words(text);
  if (typed.size() > kMaxQueryWords) typed.resize(kMaxQueryWords);
  QueryPlan plan;
  for (std::size_t i = 0; i < typed.size(); ++i) {
    const bool last = i + 1 == typed.size();
    QueryWord q;
    q.word = typed[i];
    q.exact = vocabulary.find(q.word);
    if (last) q.completions = vocabulary.prefix_range(q.word);
    for (TermId t : vocabulary.sound_alikes(q.word))
      if (t != q.exact && !contains(q.alikes, t)) q.alikes.push_back(t);
    for (TermId t : vocabulary.synonyms(q.word))
      if (t != q.exact && !contains(q.alikes, t) && !contains(q.synonyms, t)) q.synonyms.push_back(t);
    if (!q.known()) q.typos = vocabulary.corrections(q.word, last, 8);
    plan.words.push_back(std::move(q));
  }
  if (plan.words.size() > 1) {
    std::vector<QueryWord> kept;
    for (auto& q : plan.words)
      if (q.known() || !q.typos.empty() || !is_stopword(q.word)) kept.push_back(std::move(q));
    if (!kept.empty()) plan.words = std::move(kept);
  }

  // {title brand tags} : ("milk"* OR "doodh") AND ("nestle" OR "nestl")
  std::string groups;
  for (std::size_t i = 0; i < plan.words.size(); ++i) {
    const QueryWord& q = plan.words[i];
    const bool last = i + 1 == plan.words.size();
    std::string group = quote(q.word) + (last ? "*" : "");
    for (TermId t : q.alikes) group += " OR " + quote(vocabulary.term(t));
    for (TermId t : q.synonyms) group += " OR " + quote(vocabulary.term(t));
    for (TermId t : q.typos) group += " OR " + quote(vocabulary.term(t));
    if (!groups.empty()) groups += " AND ";
    groups += "(" + group + ")";
  }
  if (!groups.empty()) plan.fts = "{title brand tags} : (" + groups + ")";
  return plan;
}

void rank(const QueryPlan& plan, const Snapshot& snapshot, std::vector<std::uint32_t>& docs) {
  const std::size_t n = plan.words.size();
  std::vector<std::uint64_t> keys;
  keys.reserve(docs.size());
  std::vector<int> best(n);
  for (std::uint32_t index : docs) {
    const std::vector<TermId>& title = snapshot.titles[index];
    const std::size_t len = title.size();
    std::fill(best.begin(), best.end(), 0);
    for (TermId t : title)
      for (std::size_t w = 0; w < n; ++w) best[w] = std::max(best[w], plan.words[w].quality(t));
    for (std::size_t w = 0; w < n; ++w) {
      if (best[w] > 0) continue;  // found in brand or tags only: maybe split in the title
      for (std::size_t i = 0; i + 1 < len; ++i) {
        if (title[i] == kNoTerm || title[i + 1] == kNoTerm) continue;
        best[w] = std::max(best[w], plan.words[w].joined_quality(snapshot.vocabulary.term(title[i]),
                                                                 snapshot.vocabulary.term(title[i + 1]), w + 1 == n));
      }
    }
    int quality = 0;
    bool all_exact = true;
    for (int b : best) {
      quality += b;
      all_exact = all_exact && b == 4;
    }
    // The query as consecutive title words (the last one may be a completion).
    int exactness = 0;
    for (std::size_t p = 0; n && p + n <= len && exactness == 0; ++p) {
      bool phrase = true;
      for (std::size_t w = 0; w < n && phrase; ++w) phrase = plan.words[w].quality(title[p + w]) >= 3;
      if (!phrase) continue;
      exactness = p == 0 ? 2 : 1;
      if (p == 0 && len == n && all_exact) exactness = 3;
    }
    const std::uint64_t key = (static_cast<std::uint64_t>(63 - std::min(quality, 63)) << 42) |
                              (static_cast<std::uint64_t>(3 - exactness) << 40) |
                              (static_cast<std::uint64_t>(std::min<std::size_t>(len, 255)) << 32) | index;
    keys.push_back(key);
  }
  std::sort(keys.begin(), keys.end());
  for (std::size_t i = 0; i < keys.size(); ++i) docs[i] = static_cast<std::uint32_t>(keys[i] & 0xFFFFFFFFu);
}

}  // namespace karyana::search
