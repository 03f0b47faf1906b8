// What the SQLite and PostgreSQL SearchRows share (issue 20): the published products a search
// snapshot is built from, and a page of hits with their attributes — the queries' columns, their
// row mappings and how the attributes land on the hits. Only the full-text side (FTS5 on SQLite,
// the in-memory words on PostgreSQL) and the id-list parameter differ per engine.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "store/search_rows.hpp"

namespace karyana::store::search_row_reads {

// The published products, newest first, as read_product() reads them (no parameters).
inline constexpr const char* kPublishedProductsSql =
    "SELECT seq, id, title, brand, price, rating, free_shipping, coalesce(cat_id, '')"
    " FROM products WHERE status = 'published' ORDER BY published_at DESC, id DESC";

template <class Row>
SearchProductRow read_product(const Row& row) {
  return {.seq = row.get_int(0),
          .id = row.get_text(1),
          .title = row.get_text(2),
          .brand = row.get_text(3),
          .cat_id = row.get_text(7),
          .price = row.get_int(4),
          .rating = row.get_double(5),
          .free_shipping = row.get_int(6) != 0};
}

// A hit's columns, for products aliased `p`, as read_hit() reads them.
inline constexpr const char* kHitColumns =
    "p.seq, p.id, p.title, p.slug, p.brand, coalesce(p.picture, ''), coalesce(p.picture_thumb, ''),"
    " coalesce(p.cat_id, ''), p.price, p.price_was, p.available_qty, p.limit_max_qty_in_cart, p.rating,"
    " p.free_shipping";

template <class Row>
SearchHitRow read_hit(const Row& row) {
  SearchHitRow r;
  r.seq = row.get_int(0);
  r.id = row.get_text(1);
  r.title = row.get_text(2);
  r.slug = row.get_text(3);
  r.brand = row.get_text(4);
  r.picture = row.get_text(5);
  r.picture_thumb = row.get_text(6);
  r.cat_id = row.get_text(7);
  r.price = row.get_int(8);
  r.price_was = row.get_int(9);
  r.available_qty = row.get_int(10);
  r.limit_max_qty_in_cart = row.get_int(11);
  r.rating = row.get_double(12);
  r.free_shipping = row.get_int(13) != 0;
  return r;
}

// A hit attribute's columns (products `p`, attributes `a`, product_attribute_values `v`), the
// product's seq first, as read_hit_attribute() reads them.
inline constexpr const char* kHitAttributeColumns =
    "p.seq, a.id, a.title, a.slug, a.code, a.show_in_store, a.display_as, v.value";

template <class Row>
SearchHitAttribute read_hit_attribute(const Row& row) {
  return {row.get_text(1), row.get_text(2), row.get_text(3), row.get_text(4),
          row.get_text(6), row.get_text(7), row.get_int(5)};
}

// A page of hits. Sql: hits(c, list, add) calls add(SearchHitRow) for each published product of
// the list; hit_attributes(c, list, add) calls add(seq, SearchHitAttribute) in display order.
template <class Sql, class Connection>
std::unordered_map<std::int64_t, SearchHitRow> hit_rows(Connection& c, const std::string& list) {
  std::unordered_map<std::int64_t, SearchHitRow> out;
  Sql::hits(c, list, [&](SearchHitRow r) {
    const std::int64_t seq = r.seq;
    out.emplace(seq, std::move(r));
  });
  Sql::hit_attributes(c, list, [&](std::int64_t seq, SearchHitAttribute a) {
    auto it = out.find(seq);
    if (it != out.end()) it->second.attributes.push_back(std::move(a));
  });
  return out;
}

}  // namespace karyana::store::search_row_reads
