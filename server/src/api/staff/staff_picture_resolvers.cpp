// The console's pictures (issue 18; contract in docs/api.md 'Staff: pictures'): a product's
// picture and gallery, a category's title and menu pictures. The files come through the upload
// route (POST /api/upload/assets with kind=picture, owners and managers); these fields point the
// catalogue at them. Each names every picture it keeps: an upload id (a staff picture upload) or
// a path the product (category) shows now; null / absent clears, the gallery's order is the
// list's. Checks: the caller's role (top-level error, the rights of staffSaveProduct and
// staffSaveCategory); then in the store's transaction the row known, the version current and
// every reference resolved. The store front reads pictures from the database (search hits
// included), so no snapshot rebuild is needed.
#include <string>
#include <vector>

#include <boost/json.hpp>

#include "api/api_context.hpp"
#include "api/catalogue/product_events.hpp"
#include "api/json_args.hpp"
#include "api/resolvers.hpp"
#include "api/staff/staff_content_json.hpp"
#include "api/staff/staff_guard.hpp"
#include "api/staff/staff_operations_json.hpp"
#include "api/staff/staff_product_json.hpp"
#include "api/staff/staff_product_texts.hpp"
#include "domain/content_rules.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;
using Op = domain::StaffOperation;

namespace {

inline constexpr const char* kPictureNotFound = "This picture was not found. Please upload it again.";
inline constexpr const char* kTooManyPictures = "A product can have at most 12 gallery pictures";
static_assert(store::kMaxGalleryPictures == 12, "kTooManyPictures names the limit");

store::PictureStore& pictures(const graphql::ResolveInfo& info) { return api_context(info).services.stores.pictures(); }

// The gallery's references in order; nullopt when an element is not a string.
std::optional<std::vector<std::string>> gallery_refs(const json::object& args) {
  std::vector<std::string> refs;
  const auto* value = args.if_contains("gallery");
  if (!value || value->is_null()) return refs;
  if (!value->is_array()) return std::nullopt;
  for (const auto& item : value->get_array()) {
    if (!item.is_string()) return std::nullopt;
    refs.emplace_back(domain::trim(std::string(item.get_string())));
  }
  return refs;
}

// A single picture's reference: nullopt (none) when absent, null or blank.
std::optional<std::string> picture_ref(const json::object& args, std::string_view key) {
  auto ref = optional_text_arg(args, key);
  if (ref) *ref = domain::trim(*ref);
  return ref && !ref->empty() ? ref : std::nullopt;
}

json::value set_product_pictures(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::SaveProduct);
  const auto id = domain::trim(text_arg(info.args, "product_id"));
  auto gallery = gallery_refs(info.args);
  if (!gallery) return staff_product_error_json(kPictureNotFound, "gallery");
  if (gallery->size() > store::kMaxGalleryPictures) return staff_product_error_json(kTooManyPictures, "gallery");
  const auto result = pictures(info).set_product_pictures(caller.user_id, id, int_arg(info.args, "version", -1),
                                                          {picture_ref(info.args, "picture"), std::move(*gallery)});
  using O = store::PictureSaveOutcome;
  switch (result.outcome) {
    case O::not_found:
      return staff_product_error_json(kStaffProductNotFound, "product_id");
    case O::stale:
      return staff_product_error_json(kProductChanged, "version", "CONFLICT");
    case O::picture_not_found:
      return staff_product_error_json(kPictureNotFound, result.field);
    case O::saved:
      break;
  }
  auto product = api_context(info).services.stores.product_admin().find(id);
  if (!product) return staff_product_error_json(kStaffProductNotFound, "product_id");
  publish_products_changed(api_context(info).services, {id});
  return staff_product_json(*product);
}

json::value set_category_pictures(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::SaveCategory);
  const auto id = domain::trim(text_arg(info.args, "category_id"));
  const auto result = pictures(info).set_category_pictures(
      caller.user_id, id, int_arg(info.args, "version", -1),
      {picture_ref(info.args, "title_img"), picture_ref(info.args, "menu_bg_img")});
  namespace m = domain::content_messages;
  using O = store::PictureSaveOutcome;
  switch (result.outcome) {
    case O::not_found:
      return operations_error_json(m::kCategoryNotFound, "category_id");
    case O::stale:
      return operations_error_json(m::kCategoryChanged, "version", "CONFLICT");
    case O::picture_not_found:
      return operations_error_json(kPictureNotFound, result.field);
    case O::saved:
      break;
  }
  auto& admin = api_context(info).services.stores.content_admin();
  auto category = admin.category(id);
  if (!category) return operations_error_json(m::kCategoryNotFound, "category_id");
  return staff_category_json(*category, admin.categories());
}

}  // namespace

void add_staff_picture_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Mutation.staffSetProductPictures", set_product_pictures);
  resolvers.add("Mutation.staffSetCategoryPictures", set_category_pictures);
}

}  // namespace karyana::api
