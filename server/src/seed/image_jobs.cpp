#include "seed/image_jobs.hpp"

#include <unistd.h>
#include <atomic>
#include <exception>
#include <filesystem>
#include <mutex>
#include <thread>

namespace karyana::seed {

namespace fs = std::filesystem;

namespace {

// Bump when the drawing changes, so old cached pictures are not reused.
constexpr const char* kCacheVersion = "v1";

// Puts `from` at `to`: a hard link when both are on one file system, else a copy. Goes
// through a temporary name so a concurrent reader never sees a partial file.
void link_or_copy(const fs::path& from, const fs::path& to) {
  fs::create_directories(to.parent_path());
  fs::path temp = to.parent_path() / ("." + to.filename().string() + ".link" + std::to_string(::getpid()) + "-" +
                                      std::to_string(std::hash<std::thread::id>{}(std::this_thread::get_id())));
  std::error_code ec;
  fs::remove(temp, ec);
  fs::create_hard_link(from, temp, ec);
  if (ec) fs::copy_file(from, temp, fs::copy_options::overwrite_existing);
  fs::rename(temp, to);
}

}  // namespace

std::string media_url(const std::string& rel_path) { return "/media/" + rel_path; }

ImageStats produce_images(const std::vector<ImageJob>& jobs, const std::string& media_dir, const std::string& cache_dir,
                          unsigned threads) {
  ImageStats stats;
  if (jobs.empty()) return stats;
  media::TileRenderer renderer;
  const fs::path media_root(media_dir);
  const fs::path cache_root = cache_dir.empty() ? fs::path() : fs::path(cache_dir) / kCacheVersion;

  std::atomic<size_t> next{0};
  std::atomic<int> rendered{0}, linked{0}, present{0};
  std::mutex error_mutex;
  std::exception_ptr first_error;

  auto work = [&] {
    for (size_t i; (i = next++) < jobs.size();) {
      try {
        const ImageJob& job = jobs[i];
        fs::path main = media_root / job.rel_path;
        fs::path thumb = media_root / job.rel_thumb;
        if (fs::exists(main) && (job.rel_thumb.empty() || fs::exists(thumb))) {
          ++present;
          continue;
        }
        media::TileRequest tile = job.tile;
        if (cache_root.empty()) {
          tile.out_path = main.string();
          tile.thumb_path = job.rel_thumb.empty() ? "" : thumb.string();
          renderer.render(tile);
          ++rendered;
          continue;
        }
        fs::path cached_main = cache_root / job.rel_path;
        fs::path cached_thumb = cache_root / job.rel_thumb;
        if (!fs::exists(cached_main) || (!job.rel_thumb.empty() && !fs::exists(cached_thumb))) {
          tile.out_path = cached_main.string();
          tile.thumb_path = job.rel_thumb.empty() ? "" : cached_thumb.string();
          renderer.render(tile);
          ++rendered;
        } else {
          ++linked;
        }
        link_or_copy(cached_main, main);
        if (!job.rel_thumb.empty()) link_or_copy(cached_thumb, thumb);
      } catch (...) {
        std::lock_guard lock(error_mutex);
        if (!first_error) first_error = std::current_exception();
        next = jobs.size();  // stop the others early
      }
    }
  };

  unsigned count = threads ? threads : std::max(1u, std::thread::hardware_concurrency());
  count = std::min<unsigned>(count, static_cast<unsigned>(jobs.size()));
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < count; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  if (first_error) std::rethrow_exception(first_error);
  stats.rendered = rendered;
  stats.linked = linked;
  stats.present = present;
  return stats;
}

}  // namespace karyana::seed
