// One demo store per test process (seeding renders images, so it is done once and shared by
// the tests that only read).
#pragma once

#include <memory>
#include <string>

#include "seed/seed.hpp"
#include "store/stores.hpp"
#include "temp_dir.hpp"

namespace karyana::test {

struct SeededStore {
  TempDir dir{"seeded"};
  std::string media_dir = dir.file("media");
  std::string cache_dir = dir.file("cache");
  std::unique_ptr<store::Stores> stores;
  seed::SeedReport first_report;
};

// Seeded through the image cache (cache_dir), so a later seed elsewhere can link from it.
// Destroyed at exit, which removes its folder.
inline SeededStore& seeded_store() {
  static SeededStore shared;
  static const bool seeded = [] {
    shared.stores = store::open_sqlite_stores(shared.dir.file("karyana.sqlite3"));
    seed::SeedOptions options;
    options.media_dir = shared.media_dir;
    options.cache_dir = shared.cache_dir;
    shared.first_report = seed::seed(shared.stores->seeding(), options);
    return true;
  }();
  (void)seeded;
  return shared;
}

}  // namespace karyana::test
