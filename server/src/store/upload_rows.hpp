// What the SQLite and PostgreSQL upload stores share (issue 20): the column list, its mapping
// and the "in use" conditions — one copy, so both engines keep exactly the same files alive.
// The conditions are plain SQL that reads alike on both engines (uploads aliased `u`).
#pragma once

#include "store/upload_store.hpp"

namespace karyana::store::upload_rows {

inline constexpr const char* kColumns =
    "id, owner_id, kind, original_name, path, thumb_path, mime_type, width, height, size_bytes, created_at";

// An upload `u` is in use while its owner's avatar or avatar_thumb shows it. Only the owner can
// point at an upload (editUser accepts the caller's own uploads only), so the owner's row is the
// one to look at (a primary-key lookup, no scan of users).
#define KARYANA_AVATAR_IN_USE                               \
  "EXISTS (SELECT 1 FROM users WHERE users.id = u.owner_id" \
  " AND (users.avatar IN (u.path, u.thumb_path) OR users.avatar_thumb IN (u.path, u.thumb_path)))"

// A staff picture upload (kind 'picture', store/picture_store.hpp) is in use while a product's
// picture, a gallery image or a category's picture shows it. Only kind 'picture' rows are
// looked up, so customers' uploads skip these scans. A home page banner's picture too (banner_items,
// issue 18's home page).
#define KARYANA_CATALOGUE_IN_USE                                                               \
  "(u.kind = 'picture' AND ("                                                                  \
  "EXISTS (SELECT 1 FROM products p WHERE p.picture IN (u.path, u.thumb_path)"                 \
  " OR p.picture_thumb IN (u.path, u.thumb_path))"                                             \
  " OR EXISTS (SELECT 1 FROM product_gallery g WHERE g.img IN (u.path, u.thumb_path)"          \
  " OR g.thumb IN (u.path, u.thumb_path))"                                                     \
  " OR EXISTS (SELECT 1 FROM product_categories k WHERE k.title_img IN (u.path, u.thumb_path)" \
  " OR k.title_img_thumb IN (u.path, u.thumb_path) OR k.menu_bg_img IN (u.path, u.thumb_path)" \
  " OR k.menu_bg_img_thumb IN (u.path, u.thumb_path))"                                         \
  " OR EXISTS (SELECT 1 FROM banner_items b WHERE b.img IN (u.path, u.thumb_path)"             \
  " OR b.thumb IN (u.path, u.thumb_path))"                                                     \
  "))"

inline constexpr const char* kCatalogueInUse = KARYANA_CATALOGUE_IN_USE;
// Every reference that keeps an upload (and its files) alive; a new kind of reference goes here,
// or the sweep would delete files still shown.
inline constexpr const char* kInUse = "(" KARYANA_AVATAR_IN_USE " OR " KARYANA_CATALOGUE_IN_USE ")";

#undef KARYANA_CATALOGUE_IN_USE
#undef KARYANA_AVATAR_IN_USE

template <class Row>
UploadRecord read_upload(const Row& row) {
  UploadRecord r;
  r.id = row.get_text(0);
  r.owner_id = row.get_opt_text(1);
  r.kind = row.get_text(2);
  r.original_name = row.get_text(3);
  r.path = row.get_text(4);
  r.thumb_path = row.get_opt_text(5);
  r.mime_type = row.get_text(6);
  r.width = static_cast<int>(row.get_int(7));
  r.height = static_cast<int>(row.get_int(8));
  r.size_bytes = row.get_int(9);
  r.created_at = row.get_text(10);
  return r;
}

template <class Row>
std::vector<UploadRecord> read_all_uploads(Row& row) {
  std::vector<UploadRecord> rows;
  while (row.step()) rows.push_back(read_upload(row));
  return rows;
}

}  // namespace karyana::store::upload_rows
