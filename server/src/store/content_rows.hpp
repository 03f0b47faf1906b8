// Pages, banner groups and offers read from a row, whatever the engine (SQLite's Statement and
// PostgreSQL's Result read alike): the query heads and their mappings the content stores share.
#pragma once

#include <string>

#include "store/records.hpp"

namespace karyana::store::content_rows {

// Each head is followed by the caller's WHERE.
inline constexpr const char* kPageSelect =
    "SELECT id, title, slug, body, status, seo_title, seo_desc, created_at, updated_at FROM pages";
inline constexpr const char* kBannerGroupSelect =
    "SELECT id, title, key, height, width, status, deleteable FROM banner_groups";
inline constexpr const char* kBannerItemSelect = "SELECT id, title, img, thumb, url FROM banner_items";
inline constexpr const char* kOfferSelect = "SELECT id, title, key, type, deleteable, status FROM offers";

template <class Row>
Page read_page(const Row& row) {
  return Page{row.get_text(0), row.get_text(1), row.get_text(2), row.get_text(3), row.get_text(4),
              row.get_text(5), row.get_text(6), row.get_text(7), row.get_text(8)};
}

// Without its items.
template <class Row>
BannerGroup read_banner_group(const Row& row) {
  BannerGroup g;
  g.id = row.get_text(0);
  g.title = row.get_text(1);
  g.key = row.get_text(2);
  g.height = static_cast<int>(row.get_int(3));
  g.width = static_cast<int>(row.get_int(4));
  g.status = row.get_text(5);
  g.deleteable = static_cast<int>(row.get_int(6));
  return g;
}

template <class Row>
BannerItem read_banner_item(const Row& row) {
  return {row.get_text(0), row.get_text(1), row.get_text(2), row.get_text(3), row.get_text(4)};
}

// Without its items.
template <class Row>
Offer read_offer(const Row& row) {
  return Offer{row.get_text(0),
               row.get_text(1),
               row.get_text(2),
               row.get_text(3),
               static_cast<int>(row.get_int(4)),
               row.get_text(5),
               {}};
}

}  // namespace karyana::store::content_rows
