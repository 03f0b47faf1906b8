// What the SQLite and PostgreSQL PictureStores share (issue 20): a reference turned into the
// stored picture and thumbnail paths, the new pictures planned from the ones shown now, and the
// audit row's before/after JSON. Only the reads and writes around them differ per engine.
#pragma once

#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <boost/json.hpp>

#include "store/picture_store.hpp"

namespace karyana::store::picture_rows {

// A picture as stored: its path and its thumbnail's.
struct Shown {
  std::string img, thumb;
};

// A staff member's upload of kind 'picture' by id (each engine's query; nullopt when none).
using UploadLookup = std::function<std::optional<Shown>(const std::string& id)>;

// A reference: an upload id, else a picture path among `now` (kept with its thumbnail).
inline std::optional<Shown> resolve(const UploadLookup& upload, const std::string& ref, const std::vector<Shown>& now) {
  if (auto found = upload(ref)) return found;
  auto kept = std::find_if(now.begin(), now.end(), [&](const Shown& s) { return !ref.empty() && s.img == ref; });
  if (kept == now.end()) return std::nullopt;
  return *kept;
}

// A stored column's picture (a path and its thumbnail, the path when none), if any.
inline void add_shown(std::vector<Shown>& now, const std::optional<std::string>& img,
                      const std::optional<std::string>& thumb) {
  if (img && !img->empty()) now.push_back({*img, thumb.value_or(*img)});
}

inline std::optional<std::string> img_of(const std::optional<Shown>& s) {
  return s ? std::optional<std::string>(s->img) : std::nullopt;
}
inline std::optional<std::string> thumb_of(const std::optional<Shown>& s) {
  return s ? std::optional<std::string>(s->thumb) : std::nullopt;
}

inline boost::json::value path_json(const std::optional<std::string>& path) {
  return path && !path->empty() ? boost::json::value(*path) : boost::json::value(nullptr);
}

inline PictureSaveResult answer(PictureSaveOutcome outcome, std::string field = {}) {
  return {outcome, std::move(field)};
}

// A product as it is now: its picture, then its gallery (in order).
struct ProductNow {
  std::optional<std::string> picture, picture_thumb;
  std::vector<Shown> gallery;
};

// What a product's save writes, or the argument naming a picture not found (`refused`).
struct ProductPlan {
  std::optional<Shown> main;
  std::vector<Shown> gallery;
  std::string refused;
};

inline ProductPlan plan_product(const UploadLookup& upload, const ProductNow& was, const ProductPictures& pictures) {
  std::vector<Shown> now;
  add_shown(now, was.picture, was.picture_thumb);
  now.insert(now.end(), was.gallery.begin(), was.gallery.end());
  ProductPlan plan;
  if (pictures.picture) {
    plan.main = resolve(upload, *pictures.picture, now);
    if (!plan.main) return {std::nullopt, {}, "picture"};
  }
  for (const auto& ref : pictures.gallery) {
    auto shown = resolve(upload, ref, now);
    if (!shown) return {std::nullopt, {}, "gallery"};
    // The same picture named twice (by its upload id and by its path, say) is kept once.
    const bool seen =
        std::any_of(plan.gallery.begin(), plan.gallery.end(), [&](const Shown& g) { return g.img == shown->img; });
    if (!seen) plan.gallery.push_back(std::move(*shown));
  }
  return plan;
}

inline std::string product_audit(const std::optional<std::string>& picture, const std::vector<Shown>& gallery) {
  boost::json::array paths;
  for (const auto& g : gallery) paths.push_back(boost::json::string(g.img));
  return boost::json::serialize(boost::json::object{{"picture", path_json(picture)}, {"gallery", std::move(paths)}});
}

// A category as it is now.
struct CategoryNow {
  std::optional<std::string> title, title_thumb, menu_bg, menu_bg_thumb;
};

struct CategoryPlan {
  std::optional<Shown> title, menu_bg;
  std::string refused;
};

inline CategoryPlan plan_category(const UploadLookup& upload, const CategoryNow& was,
                                  const CategoryPictures& pictures) {
  std::vector<Shown> now;
  add_shown(now, was.title, was.title_thumb);
  add_shown(now, was.menu_bg, was.menu_bg_thumb);
  CategoryPlan plan;
  if (pictures.title_img) {
    plan.title = resolve(upload, *pictures.title_img, now);
    if (!plan.title) return {std::nullopt, std::nullopt, "title_img"};
  }
  if (pictures.menu_bg_img) {
    plan.menu_bg = resolve(upload, *pictures.menu_bg_img, now);
    if (!plan.menu_bg) return {std::nullopt, std::nullopt, "menu_bg_img"};
  }
  return plan;
}

inline std::string category_audit(const std::optional<std::string>& title, const std::optional<std::string>& menu_bg) {
  return boost::json::serialize(
      boost::json::object{{"title_img", path_json(title)}, {"menu_bg_img", path_json(menu_bg)}});
}

}  // namespace karyana::store::picture_rows
