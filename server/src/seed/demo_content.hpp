// The demo store's content: settings, home page banners and product lists, the last-minute
// offer, pages, delivery slots, the service area and gazetteer, vouchers.
#pragma once

#include <string>
#include <vector>

#include "seed/demo_catalogue.hpp"
#include "seed/image_jobs.hpp"

namespace karyana::seed {

struct DemoBanner {
  std::string key, title;
  int width, height;
  struct Item {
    std::string id, title, img, thumb, url;
  };
  std::vector<Item> items;
};

struct DemoContent {
  std::vector<DemoBanner> banners;                // top-slider, top-banner, mid-banner, bottom-banner
  std::vector<std::string> featured_product_ids;  // home list featured-products
  std::vector<std::string> top_product_ids;       // home list top-products
  std::vector<std::string> last_min_product_ids;  // offer last-min
  std::vector<ImageJob> images;                   // banner pictures
};

DemoContent build_demo_content(const DemoCatalogue& catalogue);

// Inserts everything of DemoContent plus settings, pages, slots, zone, places and vouchers
// (existing rows are kept as they are), inside the writer's transaction.
void write_content(store::SeedWriter& w, const DemoContent& content);

// 'HH:MM' local → 'HH:MM' UTC for a fixed offset in minutes (Asia/Karachi: +300, no DST).
std::string local_to_utc_time(const std::string& hhmm, int utc_offset_minutes);

}  // namespace karyana::seed
