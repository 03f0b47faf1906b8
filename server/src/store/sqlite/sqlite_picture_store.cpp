// Console picture writes (issue 18): one BEGIN IMMEDIATE transaction each — the version check,
// every reference resolved (a staff picture upload, or a path shown now), the row (and for a
// product its gallery rows, replaced in the new order), the version bump and the audit row.
// Store-front pages and search hits read pictures from the database, so nothing else follows.
// The planning and the audit JSON are store/picture_rows.hpp's, shared with PostgreSQL.
#include "store/sqlite/sqlite_picture_store.hpp"

#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/picture_rows.hpp"
#include "store/sqlite/sqlite_staff_store.hpp"

namespace karyana::store::sqlite {

namespace {

using picture_rows::answer;
using picture_rows::Shown;

// A staff member's upload of kind 'picture' (a customer's avatar upload never qualifies).
picture_rows::UploadLookup staff_picture_upload(Connection& c) {
  return [&c](const std::string& id) -> std::optional<Shown> {
    if (!looks_like_id(id)) return std::nullopt;
    auto st = c.prepare(
        "SELECT u.path, coalesce(u.thumb_path, u.path) FROM uploads u JOIN staff s ON s.user_id = u.owner_id"
        " WHERE u.id = ?1 AND u.kind = 'picture'");
    st.bind(1, id);
    if (!st.step()) return std::nullopt;
    return Shown{st.get_text(0), st.get_text(1)};
  };
}

class SqlitePictureStore final : public PictureStore {
 public:
  explicit SqlitePictureStore(Database& db) : db_(db) {}

  PictureSaveResult set_product_pictures(const std::string& actor_id, const std::string& product_id,
                                         std::int64_t version, const ProductPictures& pictures) override {
    return db_.write([&](Connection& c) {
      picture_rows::ProductNow was;
      {
        auto st = c.prepare("SELECT picture, picture_thumb, version FROM products WHERE id = ?1");
        st.bind(1, product_id);
        if (!st.step()) return answer(PictureSaveOutcome::not_found);
        was.picture = st.get_opt_text(0);
        was.picture_thumb = st.get_opt_text(1);
        if (st.get_int(2) != version) return answer(PictureSaveOutcome::stale);
      }
      {
        auto st = c.prepare("SELECT img, thumb FROM product_gallery WHERE prod_id = ?1 ORDER BY sort_order, id");
        st.bind(1, product_id);
        while (st.step()) was.gallery.push_back({st.get_text(0), st.get_text(1)});
      }
      auto plan = picture_rows::plan_product(staff_picture_upload(c), was, pictures);
      if (!plan.refused.empty()) return answer(PictureSaveOutcome::picture_not_found, plan.refused);
      const std::string now_at = now_iso();
      c.prepare(
           "UPDATE products SET picture = ?2, picture_thumb = ?3, updated_at = ?4, version = version + 1"
           " WHERE id = ?1")
          .bind_all(product_id, picture_rows::img_of(plan.main), picture_rows::thumb_of(plan.main), now_at)
          .run();
      c.prepare("DELETE FROM product_gallery WHERE prod_id = ?1").bind_all(product_id).run();
      int order = 0;
      for (const auto& g : plan.gallery) {
        c.prepare("INSERT INTO product_gallery(id, prod_id, img, thumb, sort_order) VALUES(?1, ?2, ?3, ?4, ?5)")
            .bind_all(new_id(), product_id, g.img, g.thumb, order++)
            .run();
      }
      insert_audit(c,
                   {actor_id, "product.pictures", product_id, picture_rows::product_audit(was.picture, was.gallery),
                    picture_rows::product_audit(picture_rows::img_of(plan.main), plan.gallery)},
                   now_at);
      return answer(PictureSaveOutcome::saved);
    });
  }

  PictureSaveResult set_category_pictures(const std::string& actor_id, const std::string& category_id,
                                          std::int64_t version, const CategoryPictures& pictures) override {
    return db_.write([&](Connection& c) {
      picture_rows::CategoryNow was;
      {
        auto st = c.prepare(
            "SELECT title_img, title_img_thumb, menu_bg_img, menu_bg_img_thumb, version FROM product_categories"
            " WHERE id = ?1");
        st.bind(1, category_id);
        if (!st.step()) return answer(PictureSaveOutcome::not_found);
        was = {st.get_opt_text(0), st.get_opt_text(1), st.get_opt_text(2), st.get_opt_text(3)};
        if (st.get_int(4) != version) return answer(PictureSaveOutcome::stale);
      }
      auto plan = picture_rows::plan_category(staff_picture_upload(c), was, pictures);
      if (!plan.refused.empty()) return answer(PictureSaveOutcome::picture_not_found, plan.refused);
      const std::string now_at = now_iso();
      c.prepare(
           "UPDATE product_categories SET title_img = ?2, title_img_thumb = ?3, menu_bg_img = ?4,"
           " menu_bg_img_thumb = ?5, updated_at = ?6, version = version + 1 WHERE id = ?1")
          .bind_all(category_id, picture_rows::img_of(plan.title), picture_rows::thumb_of(plan.title),
                    picture_rows::img_of(plan.menu_bg), picture_rows::thumb_of(plan.menu_bg), now_at)
          .run();
      insert_audit(c,
                   {actor_id, "category.pictures", category_id, picture_rows::category_audit(was.title, was.menu_bg),
                    picture_rows::category_audit(picture_rows::img_of(plan.title), picture_rows::img_of(plan.menu_bg))},
                   now_at);
      return answer(PictureSaveOutcome::saved);
    });
  }

 private:
  Database& db_;
};

}  // namespace

std::unique_ptr<PictureStore> make_sqlite_picture_store(Database& db) {
  return std::make_unique<SqlitePictureStore>(db);
}

}  // namespace karyana::store::sqlite
