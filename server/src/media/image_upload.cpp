#include "media/image_upload.hpp"

#include <algorithm>
#include <vips/vips8>

#include "media/vips_runtime.hpp"

namespace karyana::media {

namespace {

using vips::VImage;

// A libvips blob over the caller's bytes (not copied, not freed by libvips).
class Blob {
 public:
  explicit Blob(std::string_view bytes) : blob_(vips_blob_new(nullptr, bytes.data(), bytes.size())) {}
  ~Blob() { vips_area_unref(VIPS_AREA(blob_)); }
  Blob(const Blob&) = delete;
  Blob& operator=(const Blob&) = delete;
  VipsBlob* get() const { return blob_; }

 private:
  VipsBlob* blob_;
};

// Takes ownership of a blob libvips returned and copies it out.
std::string take(VipsBlob* blob) {
  std::size_t size = 0;
  const void* data = vips_blob_get(blob, &size);
  std::string out(static_cast<const char*>(data), size);
  vips_area_unref(VIPS_AREA(blob));
  return out;
}

// Opens the header with the format's own loader; pixels are decoded only when pulled.
VImage open_header(const Blob& blob, UploadFormat format) {
  auto options = VImage::option()->set("access", VIPS_ACCESS_SEQUENTIAL)->set("fail_on", VIPS_FAIL_ON_ERROR);
  return format == UploadFormat::png ? VImage::pngload_buffer(blob.get(), options)
                                     : VImage::jpegload_buffer(blob.get(), options);
}

std::string encode(const VImage& image, UploadFormat format) {
  // strip: no EXIF (GPS position, camera), XMP, ICC profile or comments in what we serve.
  if (format == UploadFormat::png)
    return take(image.pngsave_buffer(VImage::option()->set("strip", true)->set("compression", 6)));
  return take(image.jpegsave_buffer(VImage::option()->set("strip", true)->set("Q", 85)->set("optimize_coding", true)));
}

}  // namespace

std::optional<UploadFormat> sniff_upload_format(std::string_view bytes) {
  if (bytes.size() >= 8 && bytes.substr(0, 8) == std::string_view("\x89PNG\r\n\x1a\n", 8)) return UploadFormat::png;
  if (bytes.size() >= 3 && bytes.substr(0, 3) == std::string_view("\xff\xd8\xff", 3)) return UploadFormat::jpeg;
  return std::nullopt;
}

const char* upload_extension(UploadFormat format) { return format == UploadFormat::png ? ".png" : ".jpg"; }

UploadOutcome process_upload(std::string_view bytes, int thumb_size, const UploadLimits& limits, int phone_width) {
  UploadOutcome outcome;
  if (bytes.size() > limits.max_bytes) {
    outcome.error = UploadError::too_large;
    return outcome;
  }
  const auto format = sniff_upload_format(bytes);
  if (!format) {
    outcome.error = UploadError::not_image;
    return outcome;
  }
  thumb_size = std::clamp(thumb_size, 16, 1024);
  ensure_vips_started();
  Blob blob(bytes);
  try {
    {
      const VImage header = open_header(blob, *format);
      outcome.source_width = header.width();
      outcome.source_height = header.height();
    }
    const std::int64_t pixels = std::int64_t{outcome.source_width} * outcome.source_height;
    if (outcome.source_width > limits.max_side || outcome.source_height > limits.max_side ||
        pixels > limits.max_pixels) {
      outcome.error = UploadError::too_many_pixels;
      return outcome;
    }

    // thumbnail_buffer shrinks while decoding (JPEG), applies the EXIF orientation and
    // brings the colours to sRGB; the signature check above means the PNG or JPEG loader
    // is the one that reads the bytes.
    const int side = limits.max_stored_side;
    VImage image = VImage::thumbnail_buffer(blob.get(), side,
                                            VImage::option()
                                                ->set("height", side)
                                                ->set("size", VIPS_SIZE_DOWN)
                                                // thumbnail's own fail_on does not reach the
                                                // loader in libvips 8.14; the option string does.
                                                ->set("option_string", "fail_on=error"));
    if (image.interpretation() == VIPS_INTERPRETATION_CMYK) image = image.colourspace(VIPS_INTERPRETATION_sRGB);
    image = image.copy_memory();  // decoded once, used for both outputs

    ProcessedImage out;
    out.format = *format;
    out.width = image.width();
    out.height = image.height();
    out.image = encode(image, *format);
    const VImage thumb =
        image.thumbnail_image(thumb_size, VImage::option()->set("height", thumb_size)->set("size", VIPS_SIZE_DOWN));
    out.thumb = encode(thumb, *format);
    // The phone copy keeps the picture's shape: phone_width wide, however tall that makes it.
    if (phone_width > 0 && image.width() > phone_width)
      out.phone = encode(image.thumbnail_image(phone_width, VImage::option()->set("height", image.height())), *format);
    outcome.image = std::move(out);
    return outcome;
  } catch (const vips::VError&) {
    vips_error_clear();
    outcome.error = UploadError::unreadable;
    return outcome;
  }
}

}  // namespace karyana::media
