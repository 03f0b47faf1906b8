// The fields a search hit shows, read fresh from the database for the page's products only
// (stock and pictures change without a snapshot rebuild).
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace karyana::store::sqlite {
class Connection;
}

namespace karyana::search {

struct HitAttribute {
  std::string id, title, slug, code, display_as, value;
  std::int64_t show_in_store = 0;
};

struct HitRow {
  std::int64_t seq = 0;
  std::string id, title, slug, brand, picture, picture_thumb, cat_id;
  std::int64_t price = 0, price_was = 0;  // paisa
  std::int64_t available_qty = 0, limit_max_qty_in_cart = 0;
  double rating = 0;
  bool free_shipping = false;
  std::vector<HitAttribute> attributes;  // in display order
};

// Published products by seq (missing or unpublished ones are left out), with their attributes.
std::unordered_map<std::int64_t, HitRow> load_hit_rows(store::sqlite::Connection& c,
                                                       const std::vector<std::int64_t>& seqs);

}  // namespace karyana::search
