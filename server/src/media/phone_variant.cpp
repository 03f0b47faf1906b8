#include "media/phone_variant.hpp"

#include <cctype>
#include <system_error>

namespace karyana::media {

namespace {

constexpr std::string_view kMediaPrefix = "/media/";

// A path segment as the seed and the upload route write them: letters, digits, '-', '_', '.';
// never empty, never hidden (temporary files start with '.').
bool plain_segment(std::string_view s) {
  if (s.empty() || s.front() == '.') return false;
  for (char ch : s)
    if (!(std::isalnum(static_cast<unsigned char>(ch)) || ch == '-' || ch == '.' || ch == '_')) return false;
  return true;
}

}  // namespace

std::optional<std::string> phone_variant_url(std::string_view picture_url) {
  if (!picture_url.starts_with(kMediaPrefix)) return std::nullopt;
  const auto name_at = picture_url.rfind('/') + 1;
  const auto dot = picture_url.rfind('.');
  if (dot == std::string_view::npos || dot <= name_at) return std::nullopt;  // no extension, or a hidden name
  const auto extension = picture_url.substr(dot);
  for (char ch : extension.substr(1))
    if (!std::isalnum(static_cast<unsigned char>(ch))) return std::nullopt;
  std::string url(picture_url.substr(0, dot));
  return url.append("-phone").append(extension);
}

std::optional<std::filesystem::path> media_file(const std::string& media_dir, std::string_view url_path) {
  if (media_dir.empty() || !url_path.starts_with(kMediaPrefix)) return std::nullopt;
  std::filesystem::path file(media_dir);
  auto rest = url_path.substr(kMediaPrefix.size());
  while (true) {
    const auto slash = rest.find('/');
    const auto segment = rest.substr(0, slash);
    if (!plain_segment(segment)) return std::nullopt;
    file /= std::string(segment);
    if (slash == std::string_view::npos) return file;
    rest = rest.substr(slash + 1);
  }
}

std::optional<std::string> stored_phone_variant(const std::string& media_dir, std::string_view picture_url) {
  auto url = phone_variant_url(picture_url);
  if (!url) return std::nullopt;
  const auto file = media_file(media_dir, *url);
  std::error_code ec;
  if (!file || !std::filesystem::is_regular_file(*file, ec)) return std::nullopt;
  return url;
}

}  // namespace karyana::media
