#include "media/tile_renderer.hpp"

#include <glib.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <mutex>
#include <stdexcept>
#include <tuple>
#include <vector>
#include <vips/vips8>

#include "media/vips_runtime.hpp"

namespace karyana::media {

using vips::VImage;

namespace {

// The fonts are installed system-wide and fontconfig finds them by family name, so text() is
// not given their files: libvips 8.14.1's text keeps the `fontfile` string as a hash-table key
// without copying it (the sanitizer runs flagged it; without `fontfile` they are clean and the
// pictures byte-identical). The files are only checked at start, so a missing package fails loudly.
constexpr const char* kEmojiFont = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf";
constexpr const char* kBoldFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
constexpr const char* kRegularFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

// Pango and fontconfig are not safe to drive from several render threads at once: a fresh seed
// still died now and then with glibc's 'malloc_consolidate(): unaligned fastbin chunk' right after
// it began, with the fontfile fix above in place. Every text() layout takes this lock and is
// rendered to memory inside it; the pixel work around the text still runs in parallel.
std::mutex& text_lock() {
  static std::mutex lock;
  return lock;
}

std::string pango_escape(const std::string& text) {
  std::string out;
  for (char ch : text) {
    switch (ch) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '\'':
        out += "&apos;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += ch;
    }
  }
  return out;
}

// Encodes to memory, then writes through a temporary name in the same folder and renames:
// readers (and other processes seeding the same cache) never see half a file.
void save_atomically(const VImage& image, const std::string& path) {
  namespace fs = std::filesystem;
  static std::atomic<unsigned> counter{0};
  fs::path target(path);
  std::string ext = target.extension().string();
  void* data = nullptr;
  size_t size = 0;
  image.write_to_buffer(ext.c_str(), &data, &size, VImage::option()->set("strip", true)->set("Q", 82));
  std::unique_ptr<void, decltype(&g_free)> owned(data, &g_free);

  fs::create_directories(target.parent_path());
  fs::path temp = target.parent_path() / ("." + target.stem().string() + ".tmp" + std::to_string(::getpid()) + "-" +
                                          std::to_string(counter++) + ext);
  std::FILE* file = std::fopen(temp.c_str(), "wb");
  if (!file) throw std::runtime_error("cannot write " + temp.string());
  bool ok = std::fwrite(data, 1, size, file) == size;
  ok = (std::fclose(file) == 0) && ok;
  if (!ok) {
    fs::remove(temp);
    throw std::runtime_error("cannot write " + temp.string());
  }
  fs::rename(temp, target);
}

// Plain pixel buffers: compositing a few layers by hand is much cheaper than building a
// vips pipeline per step (each runs its own small thread pool) for tiles this small.
struct Pixels {
  int width = 0, height = 0, bands = 3;
  std::vector<unsigned char> data;
};

Pixels to_pixels(const VImage& image) {
  Pixels p;
  p.width = image.width();
  p.height = image.height();
  p.bands = image.bands();
  size_t size = 0;
  void* raw = image.write_to_memory(&size);
  p.data.assign(static_cast<unsigned char*>(raw), static_cast<unsigned char*>(raw) + size);
  g_free(raw);
  return p;
}

// Lays `layer` (RGBA, or a 1-band coverage mask drawn in `ink`) over the RGB `base` at (x, y).
void blend(Pixels& base, const Pixels& layer, int x, int y, const unsigned char* ink = nullptr) {
  for (int row = 0; row < layer.height; ++row) {
    int by = y + row;
    if (by < 0 || by >= base.height) continue;
    for (int col = 0; col < layer.width; ++col) {
      int bx = x + col;
      if (bx < 0 || bx >= base.width) continue;
      const unsigned char* src = &layer.data[(static_cast<size_t>(row) * layer.width + col) * layer.bands];
      unsigned a = layer.bands == 4 ? src[3] : src[0];
      if (a == 0) continue;
      const unsigned char* colour = layer.bands == 4 ? src : ink;
      unsigned char* dst = &base.data[(static_cast<size_t>(by) * base.width + bx) * 3];
      for (int b = 0; b < 3; ++b) dst[b] = static_cast<unsigned char>((colour[b] * a + dst[b] * (255 - a) + 127) / 255);
    }
  }
}

// A vertical gradient from a light tint at the top to the colour at the bottom, with a pale
// disc where the emoji sits.
Pixels background(const Rgb& c, int w, int h, TileLayout layout) {
  Pixels p;
  p.width = w;
  p.height = h;
  p.data.resize(static_cast<size_t>(w) * h * 3);
  const double base[3] = {double(c.r), double(c.g), double(c.b)};
  double disc[3];
  for (int b = 0; b < 3; ++b) disc[b] = base[b] + (255 - base[b]) * 0.75;
  const int cx = layout == TileLayout::square ? w / 2 : static_cast<int>(w * 0.06 + h * 0.42);
  const int cy = layout == TileLayout::square ? static_cast<int>(h * 0.37) : h / 2;
  const int radius = layout == TileLayout::square ? static_cast<int>(w * 0.29) : static_cast<int>(h * 0.42);
  const long long r2 = static_cast<long long>(radius) * radius;
  for (int y = 0; y < h; ++y) {
    double t = h > 1 ? static_cast<double>(y) / (h - 1) : 0;
    unsigned char row[3];
    for (int b = 0; b < 3; ++b)
      row[b] = static_cast<unsigned char>(std::lround(base[b] + (255 - base[b]) * 0.55 * (1 - t)));
    for (int x = 0; x < w; ++x) {
      unsigned char* px = &p.data[(static_cast<size_t>(y) * w + x) * 3];
      long long dx = x - cx, dy = y - cy;
      bool inside = dx * dx + dy * dy <= r2;
      for (int b = 0; b < 3; ++b) px[b] = inside ? static_cast<unsigned char>(std::lround(disc[b])) : row[b];
    }
  }
  return p;
}

}  // namespace

struct TileRenderer::Impl {
  std::mutex mutex;
  std::map<std::pair<std::string, int>, std::shared_ptr<const Pixels>> emoji_cache;  // (emoji, box) → RGBA
  // Background with its emoji already laid on: products of one kind in one category share it.
  std::map<std::tuple<std::string, int, int, int, int, int, int>, std::shared_ptr<const Pixels>> scene_cache;

  // Looks up or builds a cached value; building happens outside the lock so threads drawing
  // different things do not wait for each other (a rare duplicate build is harmless).
  template <class Map, class Key, class Build>
  std::shared_ptr<const Pixels> cached(Map& map, const Key& key, Build build) {
    {
      std::lock_guard lock(mutex);
      if (auto it = map.find(key); it != map.end()) return it->second;
    }
    auto value = std::make_shared<const Pixels>(build());
    std::lock_guard lock(mutex);
    return map.emplace(key, value).first->second;
  }

  std::shared_ptr<const Pixels> emoji(const std::string& glyph, int box) {
    return cached(emoji_cache, std::make_pair(glyph, box), [&] {
      VImage drawn;
      {
        std::lock_guard lock(text_lock());
        drawn = VImage::text(glyph.c_str(),
                             VImage::option()->set("font", "Noto Color Emoji 200")->set("rgba", true)->set("dpi", 72))
                    .copy_memory();
      }
      if (drawn.bands() != 4) drawn = drawn.bandjoin_const({255});
      double scale = static_cast<double>(box) / std::max(drawn.width(), drawn.height());
      return to_pixels(drawn.resize(scale).cast(VIPS_FORMAT_UCHAR));
    });
  }

  std::shared_ptr<const Pixels> scene(const TileRequest& r) {
    auto key = std::make_tuple(r.emoji, int(r.background.r), int(r.background.g), int(r.background.b), r.width,
                               r.height, int(r.layout));
    return cached(scene_cache, key, [&] {
      const int w = r.width, h = r.height;
      Pixels out = background(r.background, w, h, r.layout);
      if (r.layout == TileLayout::square) {
        auto e = emoji(r.emoji, static_cast<int>(w * 0.46));
        blend(out, *e, (w - e->width) / 2, static_cast<int>(h * 0.37) - e->height / 2);
      } else {
        auto e = emoji(r.emoji, static_cast<int>(h * 0.62));
        int centre_x = static_cast<int>(w * 0.06 + h * 0.42);
        blend(out, *e, centre_x - e->width / 2, (h - e->height) / 2);
      }
      return out;
    });
  }
};

TileRenderer::TileRenderer() : impl_(std::make_unique<Impl>()) {
  ensure_vips_started();
  for (const char* font : {kEmojiFont, kBoldFont, kRegularFont})
    if (!std::filesystem::exists(font)) throw std::runtime_error(std::string("font not found: ") + font);
}

TileRenderer::~TileRenderer() = default;

namespace {

constexpr unsigned char kInk[3] = {38, 50, 56};  // dark slate

// Title (bold) and subtitle in one Pango layout: one text render per tile instead of two.
Pixels caption(const std::string& title, const std::string& subtitle, int title_pt, int subtitle_pt, int width) {
  std::string markup =
      "<span weight=\"bold\" size=\"" + std::to_string(title_pt * 1024) + "\">" + pango_escape(title) + "</span>";
  if (!subtitle.empty())
    markup += "\n<span size=\"" + std::to_string(subtitle_pt * 1024) + "\">" + pango_escape(subtitle) + "</span>";
  std::lock_guard lock(text_lock());
  return to_pixels(VImage::text(markup.c_str(), VImage::option()
                                                    ->set("font", "DejaVu Sans")
                                                    ->set("width", width)
                                                    ->set("align", VIPS_ALIGN_CENTRE)
                                                    ->set("dpi", 72)));
}

// Box-filter downscale by whole factors (600 → 200): a plain average, far cheaper than a
// vips pipeline for one small picture.
Pixels box_shrink(const Pixels& in, int fx, int fy) {
  Pixels out;
  out.width = in.width / fx;
  out.height = in.height / fy;
  out.data.resize(static_cast<size_t>(out.width) * out.height * 3);
  const unsigned area = static_cast<unsigned>(fx * fy);
  for (int y = 0; y < out.height; ++y)
    for (int x = 0; x < out.width; ++x)
      for (int b = 0; b < 3; ++b) {
        unsigned sum = 0;
        for (int dy = 0; dy < fy; ++dy)
          for (int dx = 0; dx < fx; ++dx)
            sum += in.data[(static_cast<size_t>(y * fy + dy) * in.width + (x * fx + dx)) * 3 + b];
        out.data[(static_cast<size_t>(y) * out.width + x) * 3 + b] =
            static_cast<unsigned char>((sum + area / 2) / area);
      }
  return out;
}

VImage as_image(Pixels& p) {
  return VImage::new_from_memory(p.data.data(), p.data.size(), p.width, p.height, 3, VIPS_FORMAT_UCHAR)
      .copy(VImage::option()->set("interpretation", VIPS_INTERPRETATION_sRGB));
}

}  // namespace

void TileRenderer::render(const TileRequest& r) {
  const int w = r.width, h = r.height;
  Pixels canvas = *impl_->scene(r);

  if (r.layout == TileLayout::square) {
    Pixels text = caption(r.title, r.subtitle, w / 19, w / 26, static_cast<int>(w * 0.88));
    int y = static_cast<int>(h * 0.70);
    if (y + text.height > h - h / 30) y = std::max(0, h - h / 30 - text.height);  // long names move up
    blend(canvas, text, (w - text.width) / 2, y, kInk);
  } else {
    int left = static_cast<int>(w * 0.06 + h * 0.95);
    int text_width = std::max(50, w - left - static_cast<int>(w * 0.05));
    Pixels text = caption(r.title, r.subtitle, std::max(10, h / 7), std::max(8, h / 12), text_width);
    blend(canvas, text, left + (text_width - text.width) / 2, std::max(0, (h - text.height) / 2), kInk);
  }

  save_atomically(as_image(canvas), r.out_path);
  if (!r.thumb_path.empty()) {
    bool integral = r.thumb_width > 0 && r.thumb_height > 0 && w % r.thumb_width == 0 && h % r.thumb_height == 0;
    if (integral) {
      Pixels thumb = box_shrink(canvas, w / r.thumb_width, h / r.thumb_height);
      save_atomically(as_image(thumb), r.thumb_path);
    } else {
      VImage thumb = as_image(canvas).resize(static_cast<double>(r.thumb_width) / w,
                                             VImage::option()->set("vscale", static_cast<double>(r.thumb_height) / h));
      save_atomically(thumb, r.thumb_path);
    }
  }
}

}  // namespace karyana::media
