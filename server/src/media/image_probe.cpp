#include "media/image_probe.hpp"

#include <vips/vips8>

#include "media/vips_runtime.hpp"

namespace karyana::media {

std::optional<ImageInfo> probe_image(const std::string& path) {
  ensure_vips_started();
  try {
    auto image = vips::VImage::new_from_file(path.c_str(), vips::VImage::option()->set("fail", true));
    // avg() pulls every pixel through the decoder, so a truncated file fails here.
    (void)image.avg();
    ImageInfo info;
    info.width = image.width();
    info.height = image.height();
    info.bands = image.bands();
    const char* loader = nullptr;
    if (image.get_typeof(VIPS_META_LOADER) != 0) loader = image.get_string(VIPS_META_LOADER);
    info.loader = loader ? loader : "";
    return info;
  } catch (const vips::VError&) {
    vips_error_clear();
    return std::nullopt;
  }
}

}  // namespace karyana::media
