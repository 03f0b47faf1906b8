// A wide picture's phone-sized copy (issue 19): a phone's slide slot is ~720 px wide at its pixel
// density, where the half-size thumbnail is too small and the full picture (1200+ px) twice the bytes.
// The copy is kPhoneWidth pixels wide and lives beside the picture by name: "<stem>-phone<ext>"
// (/media/banners/top-slider-1.jpg → /media/banners/top-slider-1-phone.jpg, an upload's
// /media/uploads/<owner>/<id>.jpg → …/<id>-phone.jpg). Pictures not wider than kPhoneWidth and
// pictures stored before it existed have none; the web then offers the thumbnail and the picture.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace karyana::media {

// 412 CSS px (a common phone) × 1.75–1.94 device pixel ratio.
inline constexpr int kPhoneWidth = 800;

// The copy's URL for a picture's URL under /media/; nullopt for any other URL (another site, no
// file extension, a query string).
std::optional<std::string> phone_variant_url(std::string_view picture_url);

// The file behind a URL path under /media/ (<media dir>/<rest>): nullopt for other paths, empty,
// "." or ".." segments, hidden names or characters we never write.
std::optional<std::filesystem::path> media_file(const std::string& media_dir, std::string_view url_path);

// The copy's URL when its file is on disk, else nullopt (an empty media_dir: nullopt).
std::optional<std::string> stored_phone_variant(const std::string& media_dir, std::string_view picture_url);

}  // namespace karyana::media
