// Words of product titles and shoppers' queries, split and folded by products_fts's own
// tokenizer (SQLite's unicode61, remove_diacritics 2, through store/fts5_words: the one splitter
// the index, the PostgreSQL search rows and search/ share), so a word we see here is a term of
// the index on either database.
// Plus the two measures of "nearly the same word": a phonetic key for Roman-Urdu spellings
// ('chaawal'/'chawal', 'doodh'/'dudh', 'aata'/'atta') and a bounded edit distance for typos.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "store/fts5_words.hpp"

namespace karyana::search {

// A word (lower-case, accents removed) and its byte range in the original text.
using Token = store::Fts5Token;

// Letters, digits and private-use characters form words; everything else (punctuation of any
// script, symbols, spaces, combining marks) separates.
std::vector<Token> tokenize(std::string_view text);
// Just the words.
std::vector<std::string> words(std::string_view text);
// The words joined by single spaces ("Lay's  Masala!" → "lay s masala").
std::string normalized(std::string_view text);

// Folds spelling variants together: oo→u, ee→i, w→v, q→k, ph→f, then doubled letters once.
std::string phonetic_key(std::string_view word);

// Damerau–Levenshtein (optimal string alignment) distance, or max_distance + 1 when larger.
int edit_distance(std::string_view a, std::string_view b, int max_distance);

// Typos allowed in a word of this many bytes (Algolia's defaults: 1 from 4 letters, 2 from 8).
int allowed_typos(std::size_t length);

}  // namespace karyana::search
