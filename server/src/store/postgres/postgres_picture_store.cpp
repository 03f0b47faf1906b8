// The PostgreSQL PictureStore: its statements, run by PictureStoreOver (store/engine_picture_store.hpp,
// which SQLite's store runs too).
//
// Optimistic versions across processes: a save reads the product's (category's) version and
// writes in ONE SERIALIZABLE write, the row read FOR UPDATE, so a second save of the same row
// waits for the first; when the first commits, the second fails with 40001, write() runs it
// again and the retry sees the moved version: stale, as SQLite's single writer would answer.
// The body has no side effects outside the database, so a rerun is harmless.
#include <memory>
#include <utility>

#include "store/engine_picture_store.hpp"
#include "store/postgres/postgres_staff_store.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/postgres/text_array.hpp"

namespace karyana::store::postgres {

namespace {

using picture_rows::Shown;

// The statements PictureStoreOver runs.
struct PictureSql : AuditSql {
  using Database = postgres::Database;
  using Connection = postgres::Connection;

  static std::optional<std::pair<picture_rows::ProductNow, std::int64_t>> product_now(Connection& c,
                                                                                      const std::string& id) {
    auto rows = c.exec("SELECT picture, picture_thumb, version FROM products WHERE id = $1 FOR UPDATE", id);
    if (!rows.step()) return std::nullopt;
    return std::pair{picture_rows::ProductNow{rows.get_opt_text(0), rows.get_opt_text(1), {}}, rows.get_int(2)};
  }
  static std::vector<Shown> gallery(Connection& c, const std::string& id) {
    std::vector<Shown> gallery;
    auto rows = c.exec("SELECT img, thumb FROM product_gallery WHERE prod_id = $1 ORDER BY sort_order, id", id);
    while (rows.step()) gallery.push_back({rows.get_text(0), rows.get_text(1)});
    return gallery;
  }
  static std::optional<std::pair<picture_rows::CategoryNow, std::int64_t>> category_now(Connection& c,
                                                                                        const std::string& id) {
    auto rows = c.exec(
        "SELECT title_img, title_img_thumb, menu_bg_img, menu_bg_img_thumb, version FROM product_categories"
        " WHERE id = $1 FOR UPDATE",
        id);
    if (!rows.step()) return std::nullopt;
    return std::pair{picture_rows::CategoryNow{rows.get_opt_text(0), rows.get_opt_text(1), rows.get_opt_text(2),
                                               rows.get_opt_text(3)},
                     rows.get_int(4)};
  }
  static std::optional<Shown> staff_picture(Connection& c, const std::string& upload_id) {
    auto rows = c.exec(
        "SELECT u.path, coalesce(u.thumb_path, u.path) FROM uploads u JOIN staff s ON s.user_id = u.owner_id"
        " WHERE u.id = $1 AND u.kind = 'picture'",
        upload_id);
    if (!rows.step()) return std::nullopt;
    return Shown{rows.get_text(0), rows.get_text(1)};
  }
  static void write_product(Connection& c, const std::string& product_id, const picture_rows::ProductPlan& plan,
                            const std::string& now) {
    c.exec(
        "UPDATE products SET picture = $2, picture_thumb = $3, updated_at = $4, version = version + 1"
        " WHERE id = $1",
        product_id, picture_rows::img_of(plan.main), picture_rows::thumb_of(plan.main), now);
    c.exec("DELETE FROM product_gallery WHERE prod_id = $1", product_id);
    if (plan.gallery.empty()) return;
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
  static void write_category(Connection& c, const std::string& category_id, const picture_rows::CategoryPlan& plan,
                             const std::string& now) {
    c.exec(
        "UPDATE product_categories SET title_img = $2, title_img_thumb = $3, menu_bg_img = $4,"
        " menu_bg_img_thumb = $5, updated_at = $6, version = version + 1 WHERE id = $1",
        category_id, picture_rows::img_of(plan.title), picture_rows::thumb_of(plan.title),
        picture_rows::img_of(plan.menu_bg), picture_rows::thumb_of(plan.menu_bg), now);
  }
};

}  // namespace

std::unique_ptr<PictureStore> make_postgres_picture_store(Database& db) {
  return std::make_unique<PictureStoreOver<PictureSql>>(db);
}

}  // namespace karyana::store::postgres
