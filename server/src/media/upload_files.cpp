#include "media/upload_files.hpp"

#include <cctype>
#include <system_error>

namespace karyana::media {

namespace {

// One path segment we wrote ourselves: hex ids, '-', '.', letters; never empty, "." or "..",
// never hidden (temporary files start with '.').
bool plain_segment(std::string_view s) {
  if (s.empty() || s.front() == '.') return false;
  for (char ch : s)
    if (!(std::isalnum(static_cast<unsigned char>(ch)) || ch == '-' || ch == '.' || ch == '_')) return false;
  return true;
}

}  // namespace

std::string upload_url(std::string_view owner_id, std::string_view upload_id, std::string_view extension, bool thumb) {
  std::string url(kUploadsUrlPrefix);
  url.append(owner_id).append("/").append(upload_id);
  if (thumb) url.append("-thumb");
  return url.append(extension);
}

std::optional<std::filesystem::path> upload_file(const std::string& media_dir, std::string_view url_path) {
  if (media_dir.empty() || url_path.substr(0, kUploadsUrlPrefix.size()) != kUploadsUrlPrefix) return std::nullopt;
  auto rest = url_path.substr(kUploadsUrlPrefix.size());
  auto slash = rest.find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  auto owner = rest.substr(0, slash);
  auto name = rest.substr(slash + 1);
  if (!plain_segment(owner) || !plain_segment(name)) return std::nullopt;
  return std::filesystem::path(media_dir) / "uploads" / std::string(owner) / std::string(name);
}

std::error_code remove_upload_file(const std::string& media_dir, std::string_view url_path) {
  auto file = upload_file(media_dir, url_path);
  if (!file) return std::make_error_code(std::errc::invalid_argument);
  std::error_code ec;
  std::filesystem::remove(*file, ec);
  return ec;
}

}  // namespace karyana::media
