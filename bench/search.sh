#!/usr/bin/env bash
# HTTP load benchmark of faceted search, POST /api/search/queries (the batches in
# bench/search.lua), on the demo store and on a large store grown by `search_bench seed`.
# For each store: one connection (latency, the "server time" of one search) and 32
# connections (throughput). Figures go to docs/benchmarks.md by hand.
# Usage: bash bench/search.sh [seconds] [products]      (defaults: 10 s, 50000 products)
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION="${1:-10}"
PRODUCTS="${2:-50000}"
BIN="${KARYANA_BIN:-build/server/karyana}"
SEED_BIN="${SEARCH_BENCH_BIN:-$(dirname "$BIN")/search_bench}"
PORT="${PORT:-18082}"
WORK="$(mktemp -d)"
PID=""
cleanup() {
  if [ -n "$PID" ]; then kill "$PID" 2>/dev/null || true; wait "$PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

bench_store() {  # label, products
  local data="$WORK/$1"
  "$SEED_BIN" seed "$data" "$2" --no-images
  KARYANA_LOG_LEVEL=warn KARYANA_PORT=$PORT KARYANA_DATA_DIR="$data" "$BIN" serve >"$data/server.log" 2>&1 &
  PID=$!
  for _ in $(seq 1 300); do curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done
  echo "== $1: 1 connection (latency)"
  wrk -t1 -c1 -d"${DURATION}s" --latency -s bench/search.lua "http://127.0.0.1:$PORT/api/search/queries"
  echo "== $1: 32 connections (throughput)"
  wrk -t2 -c32 -d"${DURATION}s" --latency -s bench/search.lua "http://127.0.0.1:$PORT/api/search/queries"
  kill "$PID"; wait "$PID" 2>/dev/null || true; PID=""
}

bench_store demo 0
bench_store "large-$PRODUCTS" "$PRODUCTS"
echo "== in-process micro-benchmarks ($PRODUCTS products)"
KARYANA_BENCH_PRODUCTS="$PRODUCTS" "$SEED_BIN" --benchmark_min_time=1
