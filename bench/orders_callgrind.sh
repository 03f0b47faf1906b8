#!/usr/bin/env bash
# CPU of the orders benchmark's phases counted in instructions (valgrind --tool=callgrind), which
# stay repeatable on a loaded machine where wall-clock rates do not: the demo store is seeded by a
# plain run first, then the server runs under callgrind with instrumentation off and bench/orders.mjs
# (ORDERS_CALLGRIND=1) turns it on for each timed phase alone and dumps it under the phase's name.
# Prints each phase's instructions (all server threads: HTTP, GraphQL, store, commit); divide by the
# phase's count the driver prints. Callgrind runs the server about 50x slower, so counts are small.
# Usage: bash bench/orders_callgrind.sh [seconds] [connections] [placement customers]   (defaults 20, 8, 300)
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION="${1:-20}"
CONNECTIONS="${2:-8}"
CUSTOMERS="${3:-300}"
BIN="${KARYANA_TEST_BIN:-build/server/karyana_testing}"
PORT="${PORT:-18084}"
DATA="$(mktemp -d)"
OUT="${CALLGRIND_OUT:-$DATA/callgrind}"
mkdir -p "$OUT"
PID=
# The dumps stay in CALLGRIND_OUT when it is set (for callgrind_annotate); the data folder always goes.
trap 'if [[ -n "$PID" ]]; then kill $PID 2>/dev/null; wait $PID 2>/dev/null; fi; rm -rf "$DATA"' EXIT
run() {  # the server as bench/orders.sh starts it, behind "$@" (nothing, or valgrind and its options)
  KARYANA_LOG_LEVEL=warn KARYANA_TEST_HOOKS=1 KARYANA_PORT=$PORT KARYANA_DATA_DIR="$DATA" "$@" "$BIN" serve \
    --set max_live_orders_per_customer=0 --trust-proxy 127.0.0.1 >>"$DATA/server.log" 2>&1 &
  PID=$!
  for _ in $(seq 1 3000); do curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null && return; sleep 0.1; done
  echo "the server did not start"; exit 1
}
run  # seeds the demo store outside callgrind
kill "$PID"; wait "$PID" 2>/dev/null || true
run valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$OUT/callgrind.out.%p"
ORDERS_CALLGRIND=1 ORDERS_PLACEMENT_CUSTOMERS="$CUSTOMERS" \
  node bench/orders.mjs "http://127.0.0.1:$PORT" "$DATA" "$DURATION" "$CONNECTIONS" "$PID"
for f in "$OUT"/callgrind.out.*; do
  phase="$(sed -n 's/^desc: Trigger: Client Request: //p' "$f")"
  [[ -n "$phase" ]] || phase="$(sed -n 's/^desc: Trigger: //p' "$f")"
  echo "== callgrind $phase: $(sed -n 's/^totals: //p;s/^summary: //p' "$f" | head -1) instructions ($f)"
done
