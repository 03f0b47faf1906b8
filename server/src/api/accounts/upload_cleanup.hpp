// Uploaded files leave the disk with their rows: a deleted upload, a replaced avatar, and the
// uploads nobody used (the sweep). The store decides which rows go (in one transaction with the
// check that nothing uses them); this deletes the files of the rows it hands back.
//
//   UploadSweeper sweeper(stores.uploads(), media_dir);
//   sweeper.start();   // a sweep at once, then one every sweep_interval
//   ...
//   sweeper.stop();    // joins
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "store/upload_store.hpp"

namespace karyana::api {

// How long an upload may stay unused before the sweep deletes it. A customer uploads a picture
// first and saves it as the avatar afterwards (or leaves the form open for a while); a day is far
// longer than that, and short enough that abandoned files do not pile up.
inline constexpr std::chrono::hours kUnusedUploadGrace{24};
// How often the server sweeps; any value well under the grace period keeps the delay small.
inline constexpr std::chrono::hours kUploadSweepInterval{1};

// Deletes the picture and thumbnail files of removed upload rows (a missing file is fine;
// other failures are logged and do not throw).
void delete_upload_files(const std::string& media_dir, const std::vector<store::UploadRecord>& removed);

// One sweep: deletes the uploads created before now - grace that nothing uses, rows and files.
// Returns how many uploads went.
int sweep_unused_uploads(store::UploadStore& uploads, const std::string& media_dir, std::chrono::seconds grace,
                         std::chrono::system_clock::time_point now = std::chrono::system_clock::now());

class UploadSweeper {
 public:
  UploadSweeper(store::UploadStore& uploads, std::string media_dir,
                std::chrono::seconds interval = kUploadSweepInterval, std::chrono::seconds grace = kUnusedUploadGrace);
  ~UploadSweeper();  // stop()
  UploadSweeper(const UploadSweeper&) = delete;
  UploadSweeper& operator=(const UploadSweeper&) = delete;

  // Starts the thread: a sweep at once (uploads left from before a restart), then every interval.
  void start();
  void stop();

 private:
  void run();

  store::UploadStore& uploads_;
  std::string media_dir_;
  std::chrono::seconds interval_;
  std::chrono::seconds grace_;
  std::mutex mutex_;
  std::condition_variable wakeup_;
  bool stopping_ = false;
  std::thread worker_;
};

}  // namespace karyana::api
