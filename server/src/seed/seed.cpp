#include "seed/seed.hpp"

#include <chrono>
#include <cstdlib>
#include <future>
#include <stdexcept>

#include "seed/demo_catalogue.hpp"
#include "seed/demo_content.hpp"
#include "seed/image_jobs.hpp"
#include "store/seed_writer.hpp"

namespace karyana::seed {

namespace {

double ms_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

std::string resolve_cache_dir(const std::string& configured) {
  if (configured == "none") return "";
  if (!configured.empty()) return configured;
  const char* env = std::getenv("KARYANA_SEED_CACHE");
  return env ? env : "";
}

}  // namespace

SeedReport seed(store::SeedStore& store, const SeedOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  SeedReport report;
  DemoCatalogue catalogue = build_demo_catalogue();
  DemoContent content = build_demo_content(catalogue);
  report.categories = static_cast<int>(catalogue.categories.size());
  report.products = static_cast<int>(catalogue.products.size());

  std::vector<ImageJob> jobs;
  if (options.images) {
    if (options.media_dir.empty()) throw std::invalid_argument("seed: media_dir is required for images");
    jobs = catalogue.images;
    jobs.insert(jobs.end(), content.images.begin(), content.images.end());
  }
  // Images draw on worker threads while this thread writes the rows.
  const std::string cache_dir = resolve_cache_dir(options.cache_dir);
  auto images = std::async(std::launch::async, [&] {
    const auto images_start = std::chrono::steady_clock::now();
    ImageStats stats = produce_images(jobs, options.media_dir, cache_dir, options.threads);
    return std::make_pair(stats, ms_since(images_start));
  });

  std::exception_ptr data_error;
  try {
    store.write([&](store::SeedWriter& w) {
      write_catalogue(w, catalogue);
      write_content(w, content);
    });
  } catch (...) {
    data_error = std::current_exception();
  }
  auto [stats, images_ms] = images.get();  // rethrows an image error
  if (data_error) std::rethrow_exception(data_error);

  report.images_rendered = stats.rendered;
  report.images_linked = stats.linked;
  report.images_present = stats.present;
  report.images_ms = images_ms;
  report.total_ms = ms_since(start);
  return report;
}

bool is_seeded(store::SeedStore& store) { return store.has_products(); }

}  // namespace karyana::seed
