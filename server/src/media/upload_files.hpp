// Where an uploaded picture lives on disk, and its removal. Uploads are served under
// /media/uploads/<owner id>/<upload id>[-thumb].png|jpg; the folder is <media dir>/uploads/….
// Only paths of exactly that shape map to a file, so a stored path can never reach outside the
// uploads folder.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>

namespace karyana::media {

inline constexpr std::string_view kUploadsUrlPrefix = "/media/uploads/";

// "/media/uploads/<owner>/<id>.png" and the thumbnail's "/media/uploads/<owner>/<id>-thumb.png".
std::string upload_url(std::string_view owner_id, std::string_view upload_id, std::string_view extension,
                       bool thumb = false);

// The file behind an upload URL path: <media dir>/uploads/<owner>/<name>; nullopt when the
// path is not an upload's (another prefix, more or fewer segments, "." or "..", a hidden name).
std::optional<std::filesystem::path> upload_file(const std::string& media_dir, std::string_view url_path);

// Deletes the file behind an upload URL path; a missing file is fine. The error is
// invalid_argument when the path is not an upload's, else the file system's.
std::error_code remove_upload_file(const std::string& media_dir, std::string_view url_path);

}  // namespace karyana::media
