#!/usr/bin/env bash
# Builds the server (build/server/karyana and the test binaries) and the web app (web/dist).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_TYPE="${KARYANA_BUILD_TYPE:-RelWithDebInfo}"
# -Werror: a compiler warning fails the build (and so the test command). -g1: line tables and
# function names for backtraces and perf, without the full variable info that makes the Boost-heavy
# files compile a good deal slower (issue 16: CI time).
cmake -S server -B build/server -G Ninja -DCMAKE_BUILD_TYPE="$BUILD_TYPE" -DKARYANA_WERROR=ON \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" >/dev/null
# The web app builds beside the server: its type check and bundling are mostly one thread, so they
# fill the gaps the C++ build leaves (links, the last long files) instead of waiting for it.
web=0
if [ -f web/package.json ]; then
  (cd web && npm run build --silent) &
  web=$!
fi
server_status=0
cmake --build build/server || server_status=$?
web_status=0
[ "$web" != 0 ] && { wait "$web" || web_status=$?; }
[ "$server_status" -eq 0 ] && [ "$web_status" -eq 0 ]
