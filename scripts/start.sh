#!/usr/bin/env bash
# One command from a fresh Debian bookworm machine to a running store with demo data:
# installs what is needed, builds, and starts `karyana serve` on the embedded SQLite database.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
# --demo-staff: one staff account per role for the operator console at /admin (README, "Operating").
exec build/server/karyana serve --demo-staff "$@"
