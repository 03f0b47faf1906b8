// Checks and re-encodes an uploaded picture with libvips. Only PNG and JPEG are accepted,
// recognised by their signature and then by decoding with that format's own loader (never
// by file name or content type, and never through libvips' other loaders). The dimensions
// are read from the header before any pixel is decoded, so an oversized picture (a
// "decompression bomb") is refused cheaply. The output keeps the format, has no metadata
// (EXIF, XMP, ICC and comments stripped, orientation applied), is at most
// max_stored_side pixels on its longer side, and comes with a thumbnail and, when asked and the
// picture is wider, a copy phone_width pixels wide (media/phone_variant.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace karyana::media {

struct UploadLimits {
  std::size_t max_bytes = std::size_t{5} * 1024 * 1024;  // the file itself
  // A phone's photo is 12 MP (4032 × 3024; 48/50 MP sensors save 12 MP by default), a camera's
  // 24 MP: enough for a profile picture or a product shot, and half the decoding work of before.
  std::int64_t max_pixels = 24'000'000;  // width × height from the header
  int max_side = 8192;                   // either dimension
  int max_stored_side = 2048;            // larger pictures are scaled down
};

enum class UploadFormat { png, jpeg };

enum class UploadError {
  none,
  not_image,        // not a PNG or JPEG signature
  too_large,        // more bytes than max_bytes
  too_many_pixels,  // header dimensions beyond max_pixels / max_side
  unreadable,       // a PNG/JPEG signature, but the loader failed (corrupt, truncated)
};

struct ProcessedImage {
  UploadFormat format = UploadFormat::png;
  int width = 0, height = 0;  // of the stored picture
  std::string image;          // encoded bytes
  std::string thumb;          // encoded bytes, within thumb_size × thumb_size
  std::string phone;          // encoded bytes, phone_width wide; empty when not asked or not narrower
};

struct UploadOutcome {
  UploadError error = UploadError::none;
  std::optional<ProcessedImage> image;  // when error == none
  int source_width = 0, source_height = 0;
};

// The format by signature; nullopt for anything else.
std::optional<UploadFormat> sniff_upload_format(std::string_view bytes);
// ".png" / ".jpg".
const char* upload_extension(UploadFormat format);

// Thread-safe. thumb_size is clamped to 16..1024. phone_width 0: no phone copy.
UploadOutcome process_upload(std::string_view bytes, int thumb_size, const UploadLimits& limits = {},
                             int phone_width = 0);

}  // namespace karyana::media
