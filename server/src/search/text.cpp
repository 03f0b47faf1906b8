#include "search/text.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace karyana::search {

std::vector<Token> tokenize(std::string_view text) { return store::fts5_tokens(text); }

std::vector<std::string> words(std::string_view text) {
  std::vector<std::string> out;
  for (auto& t : tokenize(text)) out.push_back(std::move(t.word));
  return out;
}

std::string normalized(std::string_view text) {
  std::string out;
  for (const auto& t : tokenize(text)) {
    if (!out.empty()) out += ' ';
    out += t.word;
  }
  return out;
}

std::string phonetic_key(std::string_view word) {
  std::string spelled;
  for (std::size_t i = 0; i < word.size(); ++i) {
    const char c = word[i];
    const char next = i + 1 < word.size() ? word[i + 1] : '\0';
    if (c == 'o' && next == 'o') {
      spelled += 'u';
      ++i;
    } else if (c == 'e' && next == 'e') {
      spelled += 'i';
      ++i;
    } else if (c == 'p' && next == 'h') {
      spelled += 'f';
      ++i;
    } else if (c == 'w') {
      spelled += 'v';
    } else if (c == 'q') {
      spelled += 'k';
    } else {
      spelled += c;
    }
  }
  std::string key;
  for (char c : spelled)
    if (key.empty() || key.back() != c) key += c;
  return key;
}

int edit_distance(std::string_view a, std::string_view b, int max_distance) {
  const int n = static_cast<int>(a.size()), m = static_cast<int>(b.size());
  if (std::abs(n - m) > max_distance) return max_distance + 1;
  if (m >= 64) return a == b ? 0 : max_distance + 1;  // no product word is that long
  // Three rows: i-2, i-1, i (transpositions look two rows back); on the stack, as this runs
  // once per vocabulary term for an unknown word.
  std::array<int, 64> r0{}, r1{}, r2{};
  int *before = r0.data(), *previous = r1.data(), *row = r2.data();
  for (int j = 0; j <= m; ++j) previous[j] = j;
  for (int i = 1; i <= n; ++i) {
    row[0] = i;
    int best = row[0];
    for (int j = 1; j <= m; ++j) {
      const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
      int v = std::min({previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) v = std::min(v, before[j - 2] + 1);
      row[j] = v;
      best = std::min(best, v);
    }
    if (best > max_distance) return max_distance + 1;
    std::swap(before, previous);
    std::swap(previous, row);
  }
  return std::min(previous[m], max_distance + 1);
}

int allowed_typos(std::size_t length) {
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

}  // namespace karyana::search
