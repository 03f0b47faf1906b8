#include "api/accounts/upload_cleanup.hpp"

#include <exception>

#include <spdlog/spdlog.h>

#include "media/phone_variant.hpp"
#include "media/upload_files.hpp"
#include "store/clock.hpp"

namespace karyana::api {

namespace {

void delete_file(const std::string& media_dir, const std::string& url_path) {
  if (auto ec = media::remove_upload_file(media_dir, url_path))
    spdlog::error("uploads: cannot delete the file of {}: {}", url_path, ec.message());
}

}  // namespace

void delete_upload_files(const std::string& media_dir, const std::vector<store::UploadRecord>& removed) {
  if (media_dir.empty()) return;  // tests without a media folder
  for (const auto& upload : removed) {
    delete_file(media_dir, upload.path);
    if (upload.thumb_path) delete_file(media_dir, *upload.thumb_path);
    // A staff picture's phone-sized copy, when it has one (a missing file is fine).
    if (auto phone = media::phone_variant_url(upload.path)) delete_file(media_dir, *phone);
  }
}

int sweep_unused_uploads(store::UploadStore& uploads, const std::string& media_dir, std::chrono::seconds grace,
                         std::chrono::system_clock::time_point now) {
  auto removed = uploads.remove_unused_before(store::to_iso(now - grace));
  delete_upload_files(media_dir, removed);
  if (!removed.empty()) spdlog::info("uploads: swept {} unused upload(s)", removed.size());
  return static_cast<int>(removed.size());
}

UploadSweeper::UploadSweeper(store::UploadStore& uploads, std::string media_dir, std::chrono::seconds interval,
                             std::chrono::seconds grace)
    : uploads_(uploads), media_dir_(std::move(media_dir)), interval_(interval), grace_(grace) {}

UploadSweeper::~UploadSweeper() { stop(); }

void UploadSweeper::start() {
  std::lock_guard lock(mutex_);
  if (worker_.joinable()) return;
  stopping_ = false;
  worker_ = std::thread([this] { run(); });
}

void UploadSweeper::stop() {
  {
    std::lock_guard lock(mutex_);
    if (!worker_.joinable()) return;
    stopping_ = true;
  }
  wakeup_.notify_all();
  worker_.join();
}

void UploadSweeper::run() {
  for (;;) {
    try {
      sweep_unused_uploads(uploads_, media_dir_, grace_);
    } catch (const std::exception& e) {
      // The store was busy or failing; the next sweep finds the same uploads.
      spdlog::error("uploads: sweep failed: {}", e.what());
    }
    std::unique_lock lock(mutex_);
    if (wakeup_.wait_for(lock, interval_, [this] { return stopping_; })) return;
  }
}

}  // namespace karyana::api
