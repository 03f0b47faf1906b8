// Pictures made in memory for the upload tests: real PNG/JPEG files drawn with libvips, and a
// hand-built PNG whose header claims 20000×20000 pixels (a "decompression bomb") in a few
// hundred bytes.
#pragma once

#include <cstdint>
#include <string>
#include <vips/vips8>

#include "media/vips_runtime.hpp"

namespace karyana::test {

inline std::string take_blob(VipsBlob* blob) {
  std::size_t size = 0;
  const void* data = vips_blob_get(blob, &size);
  std::string out(static_cast<const char*>(data), size);
  vips_area_unref(VIPS_AREA(blob));
  return out;
}

// A w×h three-band picture with a gradient (so it compresses like a photo, not like a blank).
inline vips::VImage gradient(int width, int height) {
  media::ensure_vips_started();
  auto x = vips::VImage::xyz(width, height);
  auto r = x.extract_band(0) * (255.0 / std::max(1, width));
  auto g = x.extract_band(1) * (255.0 / std::max(1, height));
  return r.bandjoin(g).bandjoin(r * 0.5 + 40).cast(VIPS_FORMAT_UCHAR);
}

inline std::string png_bytes(int width, int height) { return take_blob(gradient(width, height).pngsave_buffer()); }
inline std::string jpeg_bytes(int width, int height) { return take_blob(gradient(width, height).jpegsave_buffer()); }

inline std::uint32_t crc32(const std::string& bytes) {
  std::uint32_t crc = 0xFFFFFFFFu;
  for (unsigned char b : bytes) {
    crc ^= b;
    for (int k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
  }
  return ~crc;
}

inline std::string be32(std::uint32_t v) {
  return {static_cast<char>(v >> 24), static_cast<char>(v >> 16), static_cast<char>(v >> 8), static_cast<char>(v)};
}

inline std::string png_chunk(const std::string& type, const std::string& data) {
  return be32(static_cast<std::uint32_t>(data.size())) + type + data + be32(crc32(type + data));
}

// A valid PNG signature and IHDR for width×height 1-bit greyscale, then one row of pixel
// data in a stored zlib block and IEND: the header is sound, the image data is short.
inline std::string png_header_only(std::uint32_t width, std::uint32_t height) {
  std::string ihdr = be32(width) + be32(height) + std::string("\x01\x00\x00\x00\x00", 5);
  const std::size_t row = 1 + (width + 7) / 8;
  std::string raw(row, '\0');
  std::uint32_t a = 1, b = 0;  // adler-32
  for (unsigned char c : raw) a = (a + c) % 65521, b = (b + a) % 65521;
  std::string z = "\x78\x01";
  z += '\x01';
  z += static_cast<char>(row & 0xFF);
  z += static_cast<char>(row >> 8);
  z += static_cast<char>(~row & 0xFF);
  z += static_cast<char>((~row >> 8) & 0xFF);
  z += raw + be32((b << 16) | a);
  return std::string("\x89PNG\r\n\x1a\n", 8) + png_chunk("IHDR", ihdr) + png_chunk("IDAT", z) + png_chunk("IEND", "");
}

}  // namespace karyana::test
