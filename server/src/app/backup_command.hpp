// `karyana backup FILE [--force]` and `karyana restore FILE [--force]` for main.cpp (issue 20;
// docs/operations.md says when to use which). Each prints one line saying what it wrote and returns
// the process exit code: 0 done, 1 failed (the reason on stderr), 2 no FILE given.
#pragma once

#include "config/config.hpp"

namespace karyana::app {

int run_backup_command(const config::Config& c);
int run_restore_command(const config::Config& c);

}  // namespace karyana::app
