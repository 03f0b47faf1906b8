// Draws picture tiles with libvips: an emoji (from Noto Color Emoji) on a soft coloured
// background with a caption, saved as a JPEG (or WebP, by the file extension) plus an optional
// thumbnail. Used for the demo store's product, category and banner images.
//
// Fonts: /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf (Debian fonts-noto-color-emoji,
// SIL Open Font License 1.1) and DejaVu Sans (fonts-dejavu-core, a free licence). The emoji
// drawings are Google's Noto Emoji, also under the OFL/Apache licences.
#pragma once

#include <memory>
#include <string>

namespace karyana::media {

struct Rgb {
  unsigned char r = 240, g = 240, b = 240;
};

enum class TileLayout {
  square,  // emoji centred above the caption (products)
  banner,  // emoji on the left, caption on the right (banners, category headers)
};

struct TileRequest {
  std::string emoji;     // one emoji, UTF-8
  std::string title;     // caption, bold (plain text; escaped for Pango here)
  std::string subtitle;  // second caption line ("" for none)
  Rgb background;
  TileLayout layout = TileLayout::square;
  int width = 600, height = 600;
  std::string out_path;  // written atomically (temp file + rename)
  int thumb_width = 200, thumb_height = 200;
  std::string thumb_path;  // "" for no thumbnail
};

class TileRenderer {
 public:
  // Throws std::runtime_error when libvips cannot start or a font file is missing.
  TileRenderer();
  ~TileRenderer();
  TileRenderer(const TileRenderer&) = delete;
  TileRenderer& operator=(const TileRenderer&) = delete;

  // Thread-safe. Each distinct emoji (at each size) and background is drawn once and reused.
  void render(const TileRequest& request);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace karyana::media
