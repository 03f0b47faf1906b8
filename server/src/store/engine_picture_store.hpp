// The console's picture writes written once for both engines (issue 20): PictureStoreOver<Sql> is
// the PictureStore of an engine whose statements `Sql` hands in. Each save is one transaction: the
// version check, every reference resolved (a staff picture upload, or a path shown now), the row
// (and for a product its gallery rows, replaced in the new order), the version bump and the audit
// row; store/picture_rows.hpp plans the pictures and writes the audit JSON.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/picture_rows.hpp"
#include "store/picture_store.hpp"
#include "store/store_over.hpp"

namespace karyana::store {

// Sql: the engine's Database and Connection types and static functions over a connection; a row
// a save reads stays unchanged till COMMIT (PostgreSQL: FOR UPDATE):
//   product_now(c, id) → optional (ProductNow without its gallery, version); gallery(c, id) → the
//     product's gallery in order;
//   category_now(c, id) → optional (CategoryNow, version);
//   staff_picture(c, upload_id) → optional Shown of a staff member's upload of kind 'picture';
//   write_product(c, id, plan, now): picture columns, the gallery replaced (sort orders 0, 1, …),
//     version + 1; write_category(c, id, plan, now): picture columns, version + 1;
//   insert_audit(c, entry, now).
template <class Sql>
class PictureStoreOver final : public StoreOver<Sql, PictureStore> {
 public:
  using StoreOver<Sql, PictureStore>::StoreOver;

  PictureSaveResult set_product_pictures(const std::string& actor_id, const std::string& product_id,
                                         std::int64_t version, const ProductPictures& pictures) override {
    using picture_rows::answer;
    return this->write([&](auto& c) {
      auto now = Sql::product_now(c, product_id);
      if (!now) return answer(PictureSaveOutcome::not_found);
      if (now->second != version) return answer(PictureSaveOutcome::stale);
      picture_rows::ProductNow& was = now->first;
      was.gallery = Sql::gallery(c, product_id);
      auto plan = picture_rows::plan_product(staff_picture_upload(c), was, pictures);
      if (!plan.refused.empty()) return answer(PictureSaveOutcome::picture_not_found, plan.refused);
      const std::string now_at = now_iso();
      Sql::write_product(c, product_id, plan, now_at);
      Sql::insert_audit(
          c,
          {actor_id, "product.pictures", product_id, picture_rows::product_audit(was.picture, was.gallery),
           picture_rows::product_audit(picture_rows::img_of(plan.main), plan.gallery)},
          now_at);
      return answer(PictureSaveOutcome::saved);
    });
  }

  PictureSaveResult set_category_pictures(const std::string& actor_id, const std::string& category_id,
                                          std::int64_t version, const CategoryPictures& pictures) override {
    using picture_rows::answer;
    return this->write([&](auto& c) {
      auto now = Sql::category_now(c, category_id);
      if (!now) return answer(PictureSaveOutcome::not_found);
      if (now->second != version) return answer(PictureSaveOutcome::stale);
      const picture_rows::CategoryNow& was = now->first;
      auto plan = picture_rows::plan_category(staff_picture_upload(c), was, pictures);
      if (!plan.refused.empty()) return answer(PictureSaveOutcome::picture_not_found, plan.refused);
      const std::string now_at = now_iso();
      Sql::write_category(c, category_id, plan, now_at);
      Sql::insert_audit(
          c,
          {actor_id, "category.pictures", category_id, picture_rows::category_audit(was.title, was.menu_bg),
           picture_rows::category_audit(picture_rows::img_of(plan.title), picture_rows::img_of(plan.menu_bg))},
          now_at);
      return answer(PictureSaveOutcome::saved);
    });
  }

 private:
  using Connection = typename Sql::Connection;

  // A staff member's upload of kind 'picture' (a customer's avatar upload never qualifies).
  static picture_rows::UploadLookup staff_picture_upload(Connection& c) {
    return [&c](const std::string& id) -> std::optional<picture_rows::Shown> {
      if (!looks_like_id(id)) return std::nullopt;
      return Sql::staff_picture(c, id);
    };
  }
};

}  // namespace karyana::store
