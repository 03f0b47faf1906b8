#include "search/text.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace karyana::search {

namespace {

// Latin-1 letters U+00C0..U+00FF without their accents (0: not a letter, a separator).
// Letters without a plain base (æ, ð, ø, þ, ß) keep their lower-case form.
const char* latin1_fold(unsigned code) {
  static const char* const table[64] = {
      "a",        "a", "a",        "a",        "a", "a", "\xc3\xa6", "c", "e", "e",     "e",        "e", "i", "i",
      "i",        "i", "\xc3\xb0", "n",        "o", "o", "o",        "o", "o", nullptr, "\xc3\xb8", "u", "u", "u",
      "u",        "y", "\xc3\xbe", "\xc3\x9f", "a", "a", "a",        "a", "a", "a",     "\xc3\xa6", "c", "e", "e",
      "e",        "e", "i",        "i",        "i", "i", "\xc3\xb0", "n", "o", "o",     "o",        "o", "o", nullptr,
      "\xc3\xb8", "u", "u",        "u",        "u", "y", "\xc3\xbe", "y"};
  return table[code - 0xC0];
}

std::size_t sequence_length(unsigned char lead) {
  if (lead < 0x80) return 1;
  if ((lead >> 5) == 0x6) return 2;
  if ((lead >> 4) == 0xE) return 3;
  if ((lead >> 3) == 0x1E) return 4;
  return 1;  // a stray continuation byte: taken alone
}

}  // namespace

std::vector<Token> tokenize(std::string_view text) {
  std::vector<Token> tokens;
  Token current{"", 0, 0};
  auto flush = [&](std::size_t at) {
    if (!current.word.empty()) {
      current.end = at;
      tokens.push_back(std::move(current));
    }
    current = Token{"", 0, 0};
  };
  for (std::size_t i = 0; i < text.size();) {
    const auto ch = static_cast<unsigned char>(text[i]);
    const std::size_t n = std::min(sequence_length(ch), text.size() - i);
    std::string piece;
    if (n == 1) {
      if ((ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'z') || ch >= 0x80)
        piece = static_cast<char>(ch);
      else if (ch >= 'A' && ch <= 'Z')
        piece = static_cast<char>(ch - 'A' + 'a');
    } else if (n == 2 && ch == 0xC3) {
      const unsigned code = 0xC0 + (static_cast<unsigned char>(text[i + 1]) & 0x3F);
      if (const char* folded = latin1_fold(code)) piece = folded;
    } else if (n == 2 && ch == 0xC2) {  // NOLINT(bugprone-branch-clone): each empty branch names a separator range
      // U+0080..U+00BF: controls, spaces and signs (no letters except ª º µ): separators
    } else if (n == 3 && ch == 0xE2 && static_cast<unsigned char>(text[i + 1]) == 0x80) {
      // U+2000..U+203F: spaces, dashes, quotes: separators
    } else if (n == 4) {
      // emoji and other pictographs: separators
    } else {
      piece.assign(text.substr(i, n));
    }
    if (piece.empty()) {
      flush(i);
    } else {
      if (current.word.empty()) current.begin = i;
      current.word += piece;
    }
    i += n;
  }
  flush(text.size());
  return tokens;
}

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
