// The words products_fts holds for a text, exactly: SQLite's own unicode61 tokenizer with
// products_fts's options (remove_diacritics 2), called through the FTS5 API of a private
// in-memory SQLite connection. The PostgreSQL search rows split titles, brands, tags and query
// phrases with it, so their vocabulary and matches are SQLite's, character for character (Urdu
// punctuation and combining marks separate, accents fold, any script lower-cases).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace karyana::store {

// The tokens of `text`, in order, as products_fts indexes them (thread-safe).
std::vector<std::string> fts5_words(std::string_view text);

}  // namespace karyana::store
