// Decodes an image file completely to check it is a real, readable picture.
#pragma once

#include <optional>
#include <string>

namespace karyana::media {

struct ImageInfo {
  int width = 0;
  int height = 0;
  int bands = 0;
  std::string loader;  // e.g. "jpegload", "pngload", "webpload"
};

// nullopt when the file is missing, not an image, or fails to decode.
std::optional<ImageInfo> probe_image(const std::string& path);

}  // namespace karyana::media
