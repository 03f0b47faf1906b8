// Product and category pictures set from the console (issue 18; contract in docs/api.md 'Staff:
// pictures'). A picture is named by a reference: the id of an upload of kind 'picture' made by a
// staff member (POST /api/upload/assets with kind=picture), or a picture path the product (the
// category) shows now, which keeps it (pictures from the demo seed have no upload row). The
// store turns each reference into the stored picture and thumbnail paths inside the transaction
// that writes them, bumps the version and leaves one audit row ('product.pictures',
// 'category.pictures') with the paths before and after.
//
// Uploads the catalogue points at count as in use for the sweep (sqlite_upload_store's kInUse);
// a picture taken off a product or a category becomes sweepable (after the grace period).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace karyana::store {

// What the pictures of a product may hold at most (the console's gallery).
inline constexpr std::size_t kMaxGalleryPictures = 12;

enum class PictureSaveOutcome {
  saved,
  not_found,          // no product (category) with that id
  stale,              // the version moved on
  picture_not_found,  // a reference is neither a staff picture upload nor a path shown now
};

struct PictureSaveResult {
  PictureSaveOutcome outcome = PictureSaveOutcome::not_found;
  std::string field;  // picture_not_found: the argument that named it ("picture", "gallery", ...)
};

struct ProductPictures {
  std::optional<std::string> picture;  // nullopt: no picture
  std::vector<std::string> gallery;    // in order; a picture named twice is kept once (the first)
};

struct CategoryPictures {
  std::optional<std::string> title_img;    // nullopt: none
  std::optional<std::string> menu_bg_img;  // nullopt: none
};

class PictureStore {
 public:
  virtual ~PictureStore() = default;

  virtual PictureSaveResult set_product_pictures(const std::string& actor_id, const std::string& product_id,
                                                 std::int64_t version, const ProductPictures& pictures) = 0;
  virtual PictureSaveResult set_category_pictures(const std::string& actor_id, const std::string& category_id,
                                                  std::int64_t version, const CategoryPictures& pictures) = 0;
};

}  // namespace karyana::store
