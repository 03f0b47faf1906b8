// The opaque `after` cursors of product listings: base64url of the row's sort key, so the next
// page starts right after it with an indexed comparison (keyset pagination, no OFFSET).
//   newest first:  "n|<published_at>|<id>"
//   by relevance:  "r|<bm25 score, %.17g>|<id>"
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace karyana::store {

struct ProductCursor {
  enum class Order { newest, relevance };
  Order order = Order::newest;
  std::string published_at;  // newest: ISO text, "" for a product never stamped
  double score = 0;          // relevance: the row's score, exactly as SQLite computed it
  std::string id;            // 24 hex characters
};

std::string encode_cursor(const ProductCursor& cursor);
// nullopt for anything encode_cursor() did not make.
std::optional<ProductCursor> decode_cursor(std::string_view text);

}  // namespace karyana::store
