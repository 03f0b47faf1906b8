// Console picture writes on SQLite (issue 18): one BEGIN IMMEDIATE transaction each, run by
// PictureStoreOver (store/engine_picture_store.hpp) over these statements. Store-front pages and
// search hits read pictures from the database, so nothing else follows.
#include "store/sqlite/sqlite_picture_store.hpp"

#include <utility>

#include "store/engine_picture_store.hpp"
#include "store/sqlite/sqlite_staff_store.hpp"

namespace karyana::store::sqlite {

namespace {

using picture_rows::Shown;

// The statements PictureStoreOver runs.
struct PictureSql : AuditSql {
  using Database = sqlite::Database;
  using Connection = sqlite::Connection;

  static std::optional<std::pair<picture_rows::ProductNow, std::int64_t>> product_now(Connection& c,
                                                                                      const std::string& id) {
    auto st = c.prepare("SELECT picture, picture_thumb, version FROM products WHERE id = ?1");
    st.bind(1, id);
    if (!st.step()) return std::nullopt;
    return std::pair{picture_rows::ProductNow{st.get_opt_text(0), st.get_opt_text(1), {}}, st.get_int(2)};
  }
  static std::vector<Shown> gallery(Connection& c, const std::string& id) {
    std::vector<Shown> gallery;
    auto st = c.prepare("SELECT img, thumb FROM product_gallery WHERE prod_id = ?1 ORDER BY sort_order, id");
    st.bind(1, id);
    while (st.step()) gallery.push_back({st.get_text(0), st.get_text(1)});
    return gallery;
  }
  static std::optional<std::pair<picture_rows::CategoryNow, std::int64_t>> category_now(Connection& c,
                                                                                        const std::string& id) {
    auto st = c.prepare(
        "SELECT title_img, title_img_thumb, menu_bg_img, menu_bg_img_thumb, version FROM product_categories"
        " WHERE id = ?1");
    st.bind(1, id);
    if (!st.step()) return std::nullopt;
    return std::pair{
        picture_rows::CategoryNow{st.get_opt_text(0), st.get_opt_text(1), st.get_opt_text(2), st.get_opt_text(3)},
        st.get_int(4)};
  }
  static std::optional<Shown> staff_picture(Connection& c, const std::string& upload_id) {
    auto st = c.prepare(
        "SELECT u.path, coalesce(u.thumb_path, u.path) FROM uploads u JOIN staff s ON s.user_id = u.owner_id"
        " WHERE u.id = ?1 AND u.kind = 'picture'");
    st.bind(1, upload_id);
    if (!st.step()) return std::nullopt;
    return Shown{st.get_text(0), st.get_text(1)};
  }
  static void write_product(Connection& c, const std::string& product_id, const picture_rows::ProductPlan& plan,
                            const std::string& now) {
    c.prepare(
         "UPDATE products SET picture = ?2, picture_thumb = ?3, updated_at = ?4, version = version + 1"
         " WHERE id = ?1")
        .bind_all(product_id, picture_rows::img_of(plan.main), picture_rows::thumb_of(plan.main), now)
        .run();
    c.prepare("DELETE FROM product_gallery WHERE prod_id = ?1").bind_all(product_id).run();
    int order = 0;
    for (const auto& g : plan.gallery) {
      c.prepare("INSERT INTO product_gallery(id, prod_id, img, thumb, sort_order) VALUES(?1, ?2, ?3, ?4, ?5)")
          .bind_all(new_id(), product_id, g.img, g.thumb, order++)
          .run();
    }
  }
  static void write_category(Connection& c, const std::string& category_id, const picture_rows::CategoryPlan& plan,
                             const std::string& now) {
    c.prepare(
         "UPDATE product_categories SET title_img = ?2, title_img_thumb = ?3, menu_bg_img = ?4,"
         " menu_bg_img_thumb = ?5, updated_at = ?6, version = version + 1 WHERE id = ?1")
        .bind_all(category_id, picture_rows::img_of(plan.title), picture_rows::thumb_of(plan.title),
                  picture_rows::img_of(plan.menu_bg), picture_rows::thumb_of(plan.menu_bg), now)
        .run();
  }
};

}  // namespace

std::unique_ptr<PictureStore> make_sqlite_picture_store(Database& db) {
  return std::make_unique<PictureStoreOver<PictureSql>>(db);
}

}  // namespace karyana::store::sqlite
