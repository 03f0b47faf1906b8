// Console picture writes (issue 18): one BEGIN IMMEDIATE transaction each — the version check,
// every reference resolved (a staff picture upload, or a path shown now), the row (and for a
// product its gallery rows, replaced in the new order), the version bump and the audit row.
// Store-front pages and search hits read pictures from the database, so nothing else follows.
#include "store/sqlite/sqlite_picture_store.hpp"

#include <algorithm>
#include <utility>

#include <boost/json.hpp>

#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/sqlite/sqlite_staff_store.hpp"

namespace karyana::store::sqlite {

namespace {

namespace json = boost::json;

struct Shown {
  std::string img, thumb;
};

// A staff member's upload of kind 'picture' (a customer's avatar upload never qualifies).
std::optional<Shown> staff_picture_upload(Connection& c, const std::string& id) {
  if (!looks_like_id(id)) return std::nullopt;
  auto st = c.prepare(
      "SELECT u.path, coalesce(u.thumb_path, u.path) FROM uploads u JOIN staff s ON s.user_id = u.owner_id"
      " WHERE u.id = ?1 AND u.kind = 'picture'");
  st.bind(1, id);
  if (!st.step()) return std::nullopt;
  return Shown{st.get_text(0), st.get_text(1)};
}

// A reference: an upload id, else a picture path among `now` (kept with its thumbnail).
std::optional<Shown> resolve(Connection& c, const std::string& ref, const std::vector<Shown>& now) {
  if (auto upload = staff_picture_upload(c, ref)) return upload;
  auto kept = std::find_if(now.begin(), now.end(), [&](const Shown& s) { return !ref.empty() && s.img == ref; });
  if (kept == now.end()) return std::nullopt;
  return *kept;
}

std::optional<std::string> nullable(const std::optional<Shown>& s) {
  return s ? std::optional<std::string>(s->img) : std::nullopt;
}
std::optional<std::string> nullable_thumb(const std::optional<Shown>& s) {
  return s ? std::optional<std::string>(s->thumb) : std::nullopt;
}

json::value path_json(const std::optional<std::string>& path) {
  return path && !path->empty() ? json::value(*path) : json::value(nullptr);
}

PictureSaveResult answer(PictureSaveOutcome outcome, std::string field = {}) { return {outcome, std::move(field)}; }

class SqlitePictureStore final : public PictureStore {
 public:
  explicit SqlitePictureStore(Database& db) : db_(db) {}

  PictureSaveResult set_product_pictures(const std::string& actor_id, const std::string& product_id,
                                         std::int64_t version, const ProductPictures& pictures) override {
    return db_.write([&](Connection& c) {
      std::optional<std::string> picture, picture_thumb;
      {
        auto st = c.prepare("SELECT picture, picture_thumb, version FROM products WHERE id = ?1");
        st.bind(1, product_id);
        if (!st.step()) return answer(PictureSaveOutcome::not_found);
        picture = st.get_opt_text(0);
        picture_thumb = st.get_opt_text(1);
        if (st.get_int(2) != version) return answer(PictureSaveOutcome::stale);
      }
      std::vector<Shown> now;  // what the product shows: its picture, then its gallery
      if (picture && !picture->empty()) now.push_back({*picture, picture_thumb.value_or(*picture)});
      json::array gallery_before;
      {
        auto st = c.prepare("SELECT img, thumb FROM product_gallery WHERE prod_id = ?1 ORDER BY sort_order, id");
        st.bind(1, product_id);
        while (st.step()) {
          now.push_back({st.get_text(0), st.get_text(1)});
          gallery_before.push_back(json::string(st.get_text(0)));
        }
      }
      std::optional<Shown> main;
      if (pictures.picture) {
        main = resolve(c, *pictures.picture, now);
        if (!main) return answer(PictureSaveOutcome::picture_not_found, "picture");
      }
      std::vector<Shown> gallery;
      std::vector<std::string> seen;
      for (const auto& ref : pictures.gallery) {
        auto shown = resolve(c, ref, now);
        if (!shown) return answer(PictureSaveOutcome::picture_not_found, "gallery");
        // The same picture named twice (by its upload id and by its path, say) is kept once.
        if (std::find(seen.begin(), seen.end(), shown->img) != seen.end()) continue;
        seen.push_back(shown->img);
        gallery.push_back(std::move(*shown));
      }
      const std::string now_at = now_iso();
      c.prepare(
           "UPDATE products SET picture = ?2, picture_thumb = ?3, updated_at = ?4, version = version + 1"
           " WHERE id = ?1")
          .bind_all(product_id, nullable(main), nullable_thumb(main), now_at)
          .run();
      c.prepare("DELETE FROM product_gallery WHERE prod_id = ?1").bind_all(product_id).run();
      json::array gallery_after;
      int order = 0;
      for (const auto& g : gallery) {
        c.prepare("INSERT INTO product_gallery(id, prod_id, img, thumb, sort_order) VALUES(?1, ?2, ?3, ?4, ?5)")
            .bind_all(new_id(), product_id, g.img, g.thumb, order++)
            .run();
        gallery_after.push_back(json::string(g.img));
      }
      const json::object before{{"picture", path_json(picture)}, {"gallery", std::move(gallery_before)}};
      const json::object after{{"picture", path_json(nullable(main))}, {"gallery", std::move(gallery_after)}};
      insert_audit(c, {actor_id, "product.pictures", product_id, json::serialize(before), json::serialize(after)},
                   now_at);
      return answer(PictureSaveOutcome::saved);
    });
  }

  PictureSaveResult set_category_pictures(const std::string& actor_id, const std::string& category_id,
                                          std::int64_t version, const CategoryPictures& pictures) override {
    return db_.write([&](Connection& c) {
      std::optional<std::string> title, title_thumb, menu_bg, menu_bg_thumb;
      {
        auto st = c.prepare(
            "SELECT title_img, title_img_thumb, menu_bg_img, menu_bg_img_thumb, version FROM product_categories"
            " WHERE id = ?1");
        st.bind(1, category_id);
        if (!st.step()) return answer(PictureSaveOutcome::not_found);
        title = st.get_opt_text(0);
        title_thumb = st.get_opt_text(1);
        menu_bg = st.get_opt_text(2);
        menu_bg_thumb = st.get_opt_text(3);
        if (st.get_int(4) != version) return answer(PictureSaveOutcome::stale);
      }
      std::vector<Shown> now;
      if (title && !title->empty()) now.push_back({*title, title_thumb.value_or(*title)});
      if (menu_bg && !menu_bg->empty()) now.push_back({*menu_bg, menu_bg_thumb.value_or(*menu_bg)});
      std::optional<Shown> new_title, new_menu_bg;
      if (pictures.title_img) {
        new_title = resolve(c, *pictures.title_img, now);
        if (!new_title) return answer(PictureSaveOutcome::picture_not_found, "title_img");
      }
      if (pictures.menu_bg_img) {
        new_menu_bg = resolve(c, *pictures.menu_bg_img, now);
        if (!new_menu_bg) return answer(PictureSaveOutcome::picture_not_found, "menu_bg_img");
      }
      const std::string now_at = now_iso();
      c.prepare(
           "UPDATE product_categories SET title_img = ?2, title_img_thumb = ?3, menu_bg_img = ?4,"
           " menu_bg_img_thumb = ?5, updated_at = ?6, version = version + 1 WHERE id = ?1")
          .bind_all(category_id, nullable(new_title), nullable_thumb(new_title), nullable(new_menu_bg),
                    nullable_thumb(new_menu_bg), now_at)
          .run();
      const json::object before{{"title_img", path_json(title)}, {"menu_bg_img", path_json(menu_bg)}};
      const json::object after{{"title_img", path_json(nullable(new_title))},
                               {"menu_bg_img", path_json(nullable(new_menu_bg))}};
      insert_audit(c, {actor_id, "category.pictures", category_id, json::serialize(before), json::serialize(after)},
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
