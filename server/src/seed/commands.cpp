#include "seed/commands.hpp"

#include <cstdio>
#include <exception>

#include "seed/seed.hpp"
#include "store/migrations/migrations.hpp"
#include "store/sqlite/database.hpp"

namespace karyana::seed {

int run_migrate_command(const std::string& db_path) {
  try {
    store::sqlite::Database db(db_path);
    int ran = store::migrations::migrate(db);
    std::printf("migrate: %d migration(s) applied, schema version %d (%s)\n", ran,
                store::migrations::current_version(db), db_path.c_str());
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "migrate failed: %s\n", e.what());
    return 1;
  }
}

int run_seed_command(const std::string& db_path, const std::string& media_dir, const std::string& seed_cache) {
  try {
    store::sqlite::Database db(db_path);
    store::migrations::migrate(db);
    SeedOptions options;
    options.media_dir = media_dir;
    options.cache_dir = seed_cache;
    SeedReport r = seed(db, options);
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
