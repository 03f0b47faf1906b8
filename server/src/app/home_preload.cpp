#include "app/home_preload.hpp"

#include <cstdint>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>

#include <spdlog/spdlog.h>

#include "http/preload_link.hpp"

namespace karyana::app {

namespace {

constexpr const char* kHomeKey = "home";  // homeSettings.ts HOME_PAGE_KEY

// The last header built and the catalogue version it was read under.
struct KeptLink {
  std::mutex mutex;
  std::optional<std::uint64_t> version;
  std::string link;
};

http::HeaderList as_headers(const std::string& link) {
  if (link.empty()) return {};
  return {{"Link", link}};
}

}  // namespace

std::string first_slide_link(const store::PageSettings& home) {
  for (const auto& slot : home.banners) {
    // page_settings_json leaves unpublished groups out; bannerByKey takes the first slot of the key.
    if (slot.banner.status != "published" || slot.key != kSliderKey) continue;
    const auto& group = slot.banner;
    for (const auto& item : group.items) {
      if (item.img.empty()) continue;  // bannerByKey skips items without a picture
      return http::image_preload_link(item.img, item.thumb, group.width > 0 ? group.width : 1200, kSlideSizes);
    }
    return {};
  }
  return {};
}

std::function<http::HeaderList()> home_preload_headers(store::Stores& stores) {
  auto kept = std::make_shared<KeptLink>();
  return [&stores, kept]() -> http::HeaderList {
    const std::uint64_t version = stores.catalogue_version().current();  // BEFORE reading
    {
      std::lock_guard lock(kept->mutex);
      if (kept->version == version) return as_headers(kept->link);
    }
    std::string link;
    try {
      if (auto home = stores.content().page_settings_by_key(kHomeKey)) link = first_slide_link(*home);
    } catch (const std::exception& e) {
      // The page is served without the hint rather than failed.
      spdlog::warn("home page preload: {}", e.what());
      return {};
    }
    {
      std::lock_guard lock(kept->mutex);
      if (!kept->version || *kept->version <= version) {
        kept->version = version;
        kept->link = link;
      }
    }
    return as_headers(link);
  };
}

}  // namespace karyana::app
