#!/usr/bin/env bash
# Home page Largest Contentful Paint on a throttled phone (issue 19): starts the real binary on a
# loopback port with a fresh data folder (the demo store) and the built web app (web/dist: run
# `npm run build` in web/ first), then bench/lcp.mjs loads the home page in Debian's Chromium with
# 4× CPU slowdown and a slow-4G network, a cold cache each run, and prints the median LCP.
# Usage: bash bench/lcp.sh [runs] [lighthouse|devtools-slow4g]   (defaults 5, lighthouse; figures go
# to docs/benchmarks.md by hand)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${1:-5}"
PROFILE="${2:-lighthouse}"
BIN="${KARYANA_BIN:-build/server/karyana}"
WEB="${KARYANA_WEB_DIR:-web/dist}"
PORT="${PORT:-18086}"
[ -f "$WEB/index.html" ] || { echo "web app not built at $WEB (cd web && npm run build)" >&2; exit 1; }
DATA="$(mktemp -d)"
trap 'kill $PID 2>/dev/null; wait $PID 2>/dev/null; rm -rf "$DATA"' EXIT
KARYANA_LOG_LEVEL=warn KARYANA_PORT=$PORT KARYANA_DATA_DIR="$DATA" KARYANA_WEB_DIR="$WEB" \
  KARYANA_SEED_CACHE="${KARYANA_SEED_CACHE:-build/seed-cache}" "$BIN" serve >"$DATA/server.log" 2>&1 &
PID=$!
for _ in $(seq 1 1800); do curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done
node bench/lcp.mjs "http://127.0.0.1:$PORT/" "$RUNS" "$PROFILE"
