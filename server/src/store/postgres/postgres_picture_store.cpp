// The PostgreSQL PictureStore: sqlite_picture_store.cpp's statements, the same answers and audit
// rows (store/picture_rows.hpp plans the pictures and writes the audit JSON for both engines).
//
// Optimistic versions across processes: a save reads the product's (category's) version and
// writes in ONE SERIALIZABLE write, the row read FOR UPDATE, so a second save of the same row
// waits for the first; when the first commits, the second fails with 40001, write() runs it
// again and the retry sees the moved version: stale, as SQLite's single writer would answer.
// The body has no side effects outside the database, so a rerun is harmless.
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/picture_rows.hpp"
#include "store/postgres/postgres_staff_store.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/postgres/text_array.hpp"

namespace karyana::store::postgres {

namespace {

using picture_rows::answer;
using picture_rows::Shown;

// A staff member's upload of kind 'picture' (a customer's avatar upload never qualifies).
picture_rows::UploadLookup staff_picture_upload(Connection& c) {
  return [&c](const std::string& id) -> std::optional<Shown> {
    if (!looks_like_id(id)) return std::nullopt;
    auto rows = c.exec(
        "SELECT u.path, coalesce(u.thumb_path, u.path) FROM uploads u JOIN staff s ON s.user_id = u.owner_id"
        " WHERE u.id = $1 AND u.kind = 'picture'",
        id);
    if (!rows.step()) return std::nullopt;
    return Shown{rows.get_text(0), rows.get_text(1)};
  };
}

}  // namespace

PictureSaveResult PostgresPictureStore::set_product_pictures(const std::string& actor_id, const std::string& product_id,
                                                             std::int64_t version, const ProductPictures& pictures) {
  return db_.write([&](Connection& c) {
    picture_rows::ProductNow was;
    {
      auto rows = c.exec("SELECT picture, picture_thumb, version FROM products WHERE id = $1 FOR UPDATE", product_id);
      if (!rows.step()) return answer(PictureSaveOutcome::not_found);
      was.picture = rows.get_opt_text(0);
      was.picture_thumb = rows.get_opt_text(1);
      if (rows.get_int(2) != version) return answer(PictureSaveOutcome::stale);
    }
    {
      auto rows =
          c.exec("SELECT img, thumb FROM product_gallery WHERE prod_id = $1 ORDER BY sort_order, id", product_id);
      while (rows.step()) was.gallery.push_back({rows.get_text(0), rows.get_text(1)});
    }
    auto plan = picture_rows::plan_product(staff_picture_upload(c), was, pictures);
    if (!plan.refused.empty()) return answer(PictureSaveOutcome::picture_not_found, plan.refused);
    const std::string now_at = now_iso();
    c.exec(
        "UPDATE products SET picture = $2, picture_thumb = $3, updated_at = $4, version = version + 1"
        " WHERE id = $1",
        product_id, picture_rows::img_of(plan.main), picture_rows::thumb_of(plan.main), now_at);
    c.exec("DELETE FROM product_gallery WHERE prod_id = $1", product_id);
    if (!plan.gallery.empty()) {
      std::vector<std::string> ids, imgs, thumbs;
      for (const auto& g : plan.gallery) {
        ids.push_back(new_id());
        imgs.push_back(g.img);
        thumbs.push_back(g.thumb);
      }
      // One statement for the whole gallery, sort orders 0, 1, … as SQLite's loop numbers them.
      c.exec(
          "INSERT INTO product_gallery(id, prod_id, img, thumb, sort_order)"
          " SELECT g.id, $1, g.img, g.thumb, g.n - 1"
          " FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS g(id, img, thumb, n)",
          product_id, text_array(ids), text_array(imgs), text_array(thumbs));
    }
    insert_audit(c,
                 {actor_id, "product.pictures", product_id, picture_rows::product_audit(was.picture, was.gallery),
                  picture_rows::product_audit(picture_rows::img_of(plan.main), plan.gallery)},
                 now_at);
    return answer(PictureSaveOutcome::saved);
  });
}

PictureSaveResult PostgresPictureStore::set_category_pictures(const std::string& actor_id,
                                                              const std::string& category_id, std::int64_t version,
                                                              const CategoryPictures& pictures) {
  return db_.write([&](Connection& c) {
    picture_rows::CategoryNow was;
    {
      auto rows = c.exec(
          "SELECT title_img, title_img_thumb, menu_bg_img, menu_bg_img_thumb, version FROM product_categories"
          " WHERE id = $1 FOR UPDATE",
          category_id);
      if (!rows.step()) return answer(PictureSaveOutcome::not_found);
      was = {rows.get_opt_text(0), rows.get_opt_text(1), rows.get_opt_text(2), rows.get_opt_text(3)};
      if (rows.get_int(4) != version) return answer(PictureSaveOutcome::stale);
    }
    auto plan = picture_rows::plan_category(staff_picture_upload(c), was, pictures);
    if (!plan.refused.empty()) return answer(PictureSaveOutcome::picture_not_found, plan.refused);
    const std::string now_at = now_iso();
    c.exec(
        "UPDATE product_categories SET title_img = $2, title_img_thumb = $3, menu_bg_img = $4,"
        " menu_bg_img_thumb = $5, updated_at = $6, version = version + 1 WHERE id = $1",
        category_id, picture_rows::img_of(plan.title), picture_rows::thumb_of(plan.title),
        picture_rows::img_of(plan.menu_bg), picture_rows::thumb_of(plan.menu_bg), now_at);
    insert_audit(c,
                 {actor_id, "category.pictures", category_id, picture_rows::category_audit(was.title, was.menu_bg),
                  picture_rows::category_audit(picture_rows::img_of(plan.title), picture_rows::img_of(plan.menu_bg))},
                 now_at);
    return answer(PictureSaveOutcome::saved);
  });
}

}  // namespace karyana::store::postgres
