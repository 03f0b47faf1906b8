#include "seed/commands.hpp"

#include <cstdio>
#include <exception>

#include "seed/demo_staff.hpp"
#include "seed/seed.hpp"
#include "store/stores.hpp"

namespace karyana::seed {

int run_migrate_command(const std::string& db_path) {
  try {
    const auto migrated = store::migrate_sqlite_store(db_path);
    std::printf("migrate: %d migration(s) applied, schema version %d (%s)\n", migrated.applied, migrated.schema_version,
                db_path.c_str());
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "migrate failed: %s\n", e.what());
    return 1;
  }
}

int run_seed_command(const std::string& db_path, const std::string& media_dir, const std::string& seed_cache,
                     bool demo_staff) {
  try {
    auto stores = store::open_sqlite_stores(db_path);  // migrated
    SeedOptions options;
    options.media_dir = media_dir;
    options.cache_dir = seed_cache;
    SeedReport r = seed(stores->seeding(), options);
    if (demo_staff) seed_demo_staff(stores->staff());
    std::printf(
        "seed: %d categories, %d products; images %d rendered, %d linked from cache, %d present "
        "(%.0f ms images, %.0f ms total)\n",
        r.categories, r.products, r.images_rendered, r.images_linked, r.images_present, r.images_ms, r.total_ms);
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "seed failed: %s\n", e.what());
    return 1;
  }
}

}  // namespace karyana::seed
