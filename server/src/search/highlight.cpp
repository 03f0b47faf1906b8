#include "search/highlight.hpp"

#include <algorithm>

#include "search/text.hpp"

namespace karyana::search {

namespace {

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

// Copies `text` with tags around the byte ranges (sorted, not overlapping).
std::string wrap(std::string_view text, const std::vector<std::pair<std::size_t, std::size_t>>& ranges,
                 std::string_view pre_tag, std::string_view post_tag) {
  std::string out;
  std::size_t at = 0;
  for (const auto& [begin, end] : ranges) {
    out.append(text.substr(at, begin - at));
    out.append(pre_tag);
    out.append(text.substr(begin, end - begin));
    out.append(post_tag);
    at = end;
  }
  out.append(text.substr(at));
  return out;
}

}  // namespace

Highlight highlight(std::string_view text, const QueryPlan* plan, const Vocabulary& vocabulary,
                    std::string_view pre_tag, std::string_view post_tag) {
  Highlight h;
  const auto tokens = tokenize(text);
  const std::size_t n = plan ? plan->words.size() : 0;
  std::vector<bool> word_matched(n, false);
  std::vector<bool> hit(tokens.size(), false);
  for (std::size_t k = 0; k < tokens.size(); ++k) {
    const auto& token = tokens[k];
    const TermId t = n ? vocabulary.find(token.word) : kNoTerm;
    for (std::size_t w = 0; w < n; ++w) {
      const QueryWord& q = plan->words[w];
      const bool last = w + 1 == n;
      if (q.quality(t) > 0 || token.word == q.word || (last && starts_with(token.word, q.word))) {
        hit[k] = true;
        word_matched[w] = true;
      } else if (k + 1 < tokens.size() && q.joined_quality(token.word, tokens[k + 1].word, last) > 0) {
        hit[k] = hit[k + 1] = true;  // "Lay's" for "lays"
        word_matched[w] = true;
      }
    }
  }
  std::vector<std::pair<std::size_t, std::size_t>> ranges;
  for (std::size_t k = 0; k < tokens.size(); ++k)
    if (hit[k]) ranges.emplace_back(tokens[k].begin, tokens[k].end);
  h.value = wrap(text, ranges, pre_tag, post_tag);
  std::size_t matched = 0;
  for (std::size_t w = 0; w < n; ++w)
    if (word_matched[w]) {
      ++matched;
      h.matched_words.push_back(plan->words[w].word);
    }
  h.match_level = matched == 0 ? "none" : matched == n ? "full" : "partial";
  h.fully_highlighted = !tokens.empty() && ranges.size() == tokens.size();
  return h;
}

bool highlight_prefixes(std::string_view value, std::string_view query, std::string_view pre_tag,
                        std::string_view post_tag, std::string& out) {
  const auto query_words = words(query);
  const auto tokens = tokenize(value);
  std::vector<bool> found(query_words.size(), false);
  std::vector<std::pair<std::size_t, std::size_t>> ranges;
  for (const auto& token : tokens) {
    std::size_t longest = 0;
    for (std::size_t w = 0; w < query_words.size(); ++w)
      if (starts_with(token.word, query_words[w])) {
        found[w] = true;
        longest = std::max(longest, query_words[w].size());
      }
    if (!longest) continue;
    // Folded words can be shorter than the original bytes (accents): then the whole word.
    const bool same_bytes = token.end - token.begin == token.word.size();
    ranges.emplace_back(token.begin, same_bytes ? token.begin + longest : token.end);
  }
  for (bool f : found)
    if (!f) return false;
  out = wrap(value, ranges, pre_tag, post_tag);
  return true;
}

}  // namespace karyana::search
