// The words products_fts holds for a text, exactly: SQLite's own unicode61 tokenizer with
// products_fts's options (remove_diacritics 2), called through the FTS5 API of a private
// in-memory SQLite connection. It is the one word splitter of the server: the PostgreSQL search
// rows split titles, brands, tags and query phrases with it, and search/ (query planning, the
// snapshot's title words, highlighting) through search::tokenize, so every word anyone sees is a
// term of the index, character for character (Urdu comma and full stop and combining marks
// separate, accents fold, any script lower-cases, µ is a letter).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace karyana::store {

struct Fts5Token {
  std::string word;   // as indexed: lower-case, accents removed
  std::size_t begin;  // byte range in the original text
  std::size_t end;
};

// The tokens of `text`, in order, as products_fts indexes them (thread-safe: a tokenizer per thread).
std::vector<Fts5Token> fts5_tokens(std::string_view text);
// Just their words.
std::vector<std::string> fts5_words(std::string_view text);

}  // namespace karyana::store
