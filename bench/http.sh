#!/usr/bin/env bash
# HTTP load benchmark: { settings_str } over GraphQL vs a static file from the same server.
# Starts the real binary on a loopback port with a fresh data folder, 64 connections, 2 threads.
# Usage: bash bench/http.sh [seconds]   (figures go to docs/benchmarks.md by hand)
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION="${1:-10}"
BIN="${KARYANA_BIN:-build/server/karyana}"
PORT="${PORT:-18080}"
DATA="$(mktemp -d)"
trap 'kill $PID 2>/dev/null; wait $PID 2>/dev/null; rm -rf "$DATA"' EXIT
KARYANA_LOG_LEVEL=warn KARYANA_PORT=$PORT KARYANA_DATA_DIR="$DATA" "$BIN" serve >"$DATA/server.log" 2>&1 &
PID=$!
for _ in $(seq 1 200); do curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done
ASSET="$(cd web/dist && ls assets/*.js | head -1)"
echo "== GraphQL { settings_str }"
wrk -t2 -c64 -d"${DURATION}s" --latency -s bench/graphql_settings.lua "http://127.0.0.1:$PORT/graphql"
echo "== static file /$ASSET"
wrk -t2 -c64 -d"${DURATION}s" --latency "http://127.0.0.1:$PORT/$ASSET"
