#!/usr/bin/env bash
# Product CSV import benchmark (issue 18): a store grown to PRODUCTS products by `search_bench seed`
# (the demo's ~510 and generated ones), an owner made with `karyana staff add`; bench/csv_import.mjs
# exports, then times the preview and the apply of a ROWS-row re-price file (price and stock of
# every row change). The driver is Node and shares the machine's cores with the server.
# Usage: bash bench/csv_import.sh [rows] [rounds] [products]   (defaults 1000, 5, 2000; figures go
# to docs/benchmarks.md by hand)
set -euo pipefail
cd "$(dirname "$0")/.."
ROWS="${1:-1000}"
ROUNDS="${2:-5}"
PRODUCTS="${3:-2000}"
export KARYANA_BIN="${KARYANA_BIN:-build/server/karyana}"  # `karyana staff add`
SEED_BIN="${SEARCH_BENCH_BIN:-$(dirname "$KARYANA_BIN")/search_bench}"
PORT="${PORT:-18086}"
DATA="$(mktemp -d)"
PID=""
trap 'if [ -n "$PID" ]; then kill $PID 2>/dev/null; wait $PID 2>/dev/null; fi; rm -rf "$DATA"' EXIT
"$SEED_BIN" seed "$DATA" "$PRODUCTS" --no-images >/dev/null
KARYANA_LOG_LEVEL=warn KARYANA_PORT=$PORT KARYANA_DATA_DIR="$DATA" "$KARYANA_BIN" serve >"$DATA/server.log" 2>&1 &
PID=$!
for _ in $(seq 1 1800); do curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done
node bench/csv_import.mjs "http://127.0.0.1:$PORT" "$DATA" "$ROWS" "$ROUNDS"
