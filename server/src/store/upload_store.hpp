// Uploaded files (table `uploads`, migration 0005): one row per picture POST /api/upload/assets
// stored, so a file can be found, checked against its owner and deleted from disk with its row.
//
// An upload is "in use" while a user's avatar or avatar_thumb points at it (its path or
// thumb_path), or, for a staff upload of kind 'picture' (store/picture_store.hpp), while a
// product's picture, a gallery image or a category's picture does. A new kind of reference must
// be added to the in-use condition in store/upload_rows.hpp (kInUse), or the sweep would delete files
// still shown. remove_owned never deletes a picture the catalogue shows.
// The store only changes rows; the caller deletes the files of the records it gets back.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace karyana::store {

struct NewUpload {
  std::string owner_id;
  std::string kind = "asset";
  std::string original_name;  // the file name the browser sent
  std::string path;           // URL path, "/media/uploads/<owner>/<id>.png"
  std::string thumb_path;     // URL path of the thumbnail
  std::string mime_type;      // image/png or image/jpeg
  int width = 0, height = 0;  // of the stored picture
  std::int64_t size_bytes = 0;
};

struct UploadRecord {
  std::string id;
  std::optional<std::string> owner_id;  // null once the owner's account is gone
  std::string kind;
  std::string original_name;
  std::string path;
  std::optional<std::string> thumb_path;
  std::string mime_type;
  int width = 0, height = 0;
  std::int64_t size_bytes = 0;
  std::string created_at;  // ISO text (store/clock.hpp)
};

enum class UploadPart { picture, thumb };

class UploadStore {
 public:
  virtual ~UploadStore() = default;

  // Records an upload under a fresh id (given: the files are named after it before they are written).
  virtual UploadRecord record(const std::string& id, const NewUpload& upload) = 0;

  // The owner's upload with that id; nullopt for an unknown id or another owner's.
  virtual std::optional<UploadRecord> owned(const std::string& owner_id, const std::string& id) = 0;
  // The owner's upload whose picture (or thumbnail) has that URL path.
  virtual std::optional<UploadRecord> owned_by_path(const std::string& owner_id, const std::string& path,
                                                    UploadPart part) = 0;

  // Deletes the owner's upload row and, in the same transaction, clears the owner's avatar /
  // avatar_thumb that pointed at it. nullopt (nothing changed) for an unknown id or another owner's.
  virtual std::optional<UploadRecord> remove_owned(const std::string& owner_id, const std::string& id) = 0;

  // Deletes the owner's uploads behind these URL paths (an avatar that was just replaced) that
  // nothing uses any more; returns the deleted rows.
  virtual std::vector<UploadRecord> remove_if_unused(const std::string& owner_id,
                                                     const std::vector<std::string>& paths) = 0;

  // Deletes every upload created before `created_before` (ISO text) that nothing uses; returns
  // the deleted rows (the sweep).
  virtual std::vector<UploadRecord> remove_unused_before(const std::string& created_before) = 0;
};

}  // namespace karyana::store
