#!/usr/bin/env bash
# Installs everything Karyana needs on Debian bookworm: the C++ toolchain and libraries,
# Chromium for the browser tests, wrk for benchmarks, and the npm packages (from the
# committed package-lock.json files). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi

PACKAGES=(
  build-essential cmake ninja-build ccache pkg-config git
  libboost1.81-dev libboost-json1.81-dev libboost-url1.81-dev tao-pegtl-dev
  libsqlite3-dev sqlite3 libpq-dev postgresql libsodium-dev libvips-dev libspdlog-dev libcurl4-openssl-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  clang libclang-rt-14-dev llvm  # the sanitizer and fuzzing build (scripts/sanitize.sh): libFuzzer, llvm-symbolizer
  clang-format clang-tidy  # the C++ style and defect checks (scripts/check-format.sh, scripts/check-tidy.sh)
  fonts-noto-color-emoji fonts-dejavu-core
  nodejs npm chromium wrk
  nginx  # the proxy in front of several instances (scripts/cluster.sh)
)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
# A machine that already has Node from elsewhere keeps it.
if command -v node >/dev/null && command -v npm >/dev/null; then
  missing=("${missing[@]/nodejs}"); missing=("${missing[@]/npm}")
fi
read -r -a missing <<<"${missing[*]:-}"
if [ "${#missing[@]}" -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

for dir in web e2e server/tests/integration server/tests/conformance; do
  if [ -f "$dir/package-lock.json" ]; then
    # Skip when node_modules matches the lock file already (npm writes this copy).
    if ! cmp -s "$dir/package-lock.json" "$dir/node_modules/.package-lock.json" 2>/dev/null; then
      (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
    fi
  fi
done
