// `karyana migrate` and `karyana seed` for main.cpp. Both print a one-line summary and
// return a process exit code (0 on success, 1 on failure with the reason on stderr).
#pragma once

#include <string>

namespace karyana::seed {

int run_migrate_command(const std::string& db_path);
// Migrates, then seeds. seed_cache: folder of reusable rendered images ("" = none/env).
int run_seed_command(const std::string& db_path, const std::string& media_dir, const std::string& seed_cache,
                     bool demo_staff);

}  // namespace karyana::seed
