#include "search/hit_rows.hpp"

#include "store/sqlite/connection.hpp"

namespace karyana::search {

std::unordered_map<std::int64_t, HitRow> load_hit_rows(store::sqlite::Connection& c,
                                                       const std::vector<std::int64_t>& seqs) {
  std::unordered_map<std::int64_t, HitRow> rows;
  if (seqs.empty()) return rows;
  std::string list = "[";
  for (std::int64_t seq : seqs) {
    if (list.size() > 1) list += ',';
    list += std::to_string(seq);
  }
  list += ']';
  {
    auto st = c.prepare(
        "SELECT p.seq, p.id, p.title, p.slug, p.brand, COALESCE(p.picture, ''), COALESCE(p.picture_thumb, ''),"
        " COALESCE(p.cat_id, ''), p.price, p.price_was, p.available_qty, p.limit_max_qty_in_cart, p.rating,"
        " p.free_shipping"
        // CROSS JOIN keeps the lookup by seq (the status index would scan every product).
        " FROM json_each(?1) j CROSS JOIN products p ON p.seq = j.value WHERE p.status = 'published'");
    st.bind(1, list);
    while (st.step()) {
      HitRow r;
      r.seq = st.get_int(0);
      r.id = st.get_text(1);
      r.title = st.get_text(2);
      r.slug = st.get_text(3);
      r.brand = st.get_text(4);
      r.picture = st.get_text(5);
      r.picture_thumb = st.get_text(6);
      r.cat_id = st.get_text(7);
      r.price = st.get_int(8);
      r.price_was = st.get_int(9);
      r.available_qty = st.get_int(10);
      r.limit_max_qty_in_cart = st.get_int(11);
      r.rating = st.get_double(12);
      r.free_shipping = st.get_int(13) != 0;
      rows.emplace(r.seq, std::move(r));
    }
  }
  auto st = c.prepare(
      "SELECT p.seq, a.id, a.title, a.slug, a.code, a.show_in_store, a.display_as, v.value"
      " FROM json_each(?1) j CROSS JOIN products p ON p.seq = j.value"
      " JOIN product_attribute_values v ON v.product_id = p.id JOIN attributes a ON a.id = v.attribute_id"
      " ORDER BY p.seq, v.sort_order, a.title");
  st.bind(1, list);
  while (st.step()) {
    auto it = rows.find(st.get_int(0));
    if (it == rows.end()) continue;
    it->second.attributes.push_back({st.get_text(1), st.get_text(2), st.get_text(3), st.get_text(4), st.get_text(6),
                                     st.get_text(7), st.get_int(5)});
  }
  return rows;
}

}  // namespace karyana::search
