// The demo store: categories, 500+ products with locally rendered pictures, home page
// banners and lists, the last-minute offer, content pages, delivery slots, the Sahiwal service
// area and gazetteer, vouchers and settings, written through store::SeedStore. Seeding is
// idempotent: stable ids and slugs, and the store keeps rows that exist, so a second run adds nothing and never
// overwrites changes made since (stock, settings); images that already exist are not drawn again.
#pragma once

#include <string>

namespace karyana::store {
class SeedStore;
}

namespace karyana::seed {

struct SeedOptions {
  std::string media_dir;  // images go to <media_dir>/products, /categories, /banners
  // Folder of rendered images reused between seeds (linked into media_dir). "" reads the
  // KARYANA_SEED_CACHE environment variable; "none" disables the cache.
  std::string cache_dir;
  bool images = true;    // false: data only (image paths are still recorded)
  unsigned threads = 0;  // image rendering threads; 0 = one per core
};

struct SeedReport {
  int categories = 0;       // categories defined by the demo (inserted or already there)
  int products = 0;         // products defined by the demo
  int images_rendered = 0;  // pictures drawn by this run (cache misses)
  int images_linked = 0;    // pictures linked or copied from the cache
  int images_present = 0;   // pictures already in media_dir
  double images_ms = 0;     // wall time of the image work
  double total_ms = 0;      // wall time of the whole seed
};

// Seeds the store (stores->seeding(); migrated) and renders the images. Throws on failure;
// the data part is one transaction, so a failed seed leaves no half-written rows.
SeedReport seed(store::SeedStore& store, const SeedOptions& options);

// True when the demo (or any catalogue) is already present: there is at least one product.
bool is_seeded(store::SeedStore& store);

}  // namespace karyana::seed
