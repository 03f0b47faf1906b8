// The opaque `after` cursors of product listings (base64url):
//   newest first:  "n|<published_at>|<id>"  the row's sort key, so the next page starts right
//                  after it with an indexed comparison (keyset pagination, no OFFSET)
//   keyword match: "k|<position>|<fingerprint>"  the item's place in the search engine's ranked
//                  list, and which query made that list (a cursor of another query is refused)
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace karyana::store {

struct ProductCursor {
  enum class Order { newest, ranked };
  Order order = Order::newest;
  std::string published_at;   // newest: ISO text, "" for a product never stamped
  std::int64_t position = 0;  // ranked: the item's index (from 0) in the ranked list
  std::string id;             // newest: 24 hex characters
  std::string fingerprint;    // ranked: query_fingerprint() of the query, 16 hex characters
};

std::string encode_cursor(const ProductCursor& cursor);
// nullopt for anything encode_cursor() did not make.
std::optional<ProductCursor> decode_cursor(std::string_view text);

// Names a keyword query (its keywords and category) in a ranked cursor: 64-bit FNV-1a as hex.
std::string query_fingerprint(std::string_view keywords, std::string_view cat_slug);

}  // namespace karyana::store
