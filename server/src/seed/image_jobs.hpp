// Drawing the demo images: each job is one picture plus its thumbnail, addressed by paths
// relative to the media folder. Jobs run on several threads; with a cache folder each picture
// is drawn once into the cache and hard-linked (or copied) into the media folder.
#pragma once

#include <string>
#include <vector>

#include "media/tile_renderer.hpp"

namespace karyana::seed {

struct ImageJob {
  media::TileRequest tile;  // out_path / thumb_path are filled in by produce_images
  std::string rel_path;     // e.g. "products/olpers-milk-1-litre.jpg"
  std::string rel_thumb;    // e.g. "products/thumbs/olpers-milk-1-litre.jpg"
};

struct ImageStats {
  int rendered = 0;
  int linked = 0;
  int present = 0;
};

// cache_dir "" = no cache. Throws the first error any job met.
ImageStats produce_images(const std::vector<ImageJob>& jobs, const std::string& media_dir, const std::string& cache_dir,
                          unsigned threads);

// The URL path the database records for a media-relative path ("/media/" + rel).
std::string media_url(const std::string& rel_path);

}  // namespace karyana::seed
