#!/usr/bin/env bash
# Orders benchmark: addCartItem requests per second, then createOrderFromCart orders per second
# (orders waiting together share one durable COMMIT with synchronous=FULL: group commit), from many
# phone-confirmed customers at once, against the real binary on the demo store; afterwards the
# invariants are checked in the database (no stock below zero, no slot over its limit, no voucher
# over its limits, one stored order per acknowledged answer, starting stock = stock + live orders).
# The driver is Node (bench/orders.mjs): it needs per-customer tokens and carts, which wrk scripts
# cannot keep. The driver shares the machine's cores with the server.
# Usage: bash bench/orders.sh [seconds] [connections]   (defaults 10 s, 16; figures go to docs/benchmarks.md by hand)
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION="${1:-10}"
CONNECTIONS="${2:-16}"
BIN="${KARYANA_TEST_BIN:-build/server/karyana_testing}"  # the test hooks set the limits
PORT="${PORT:-18083}"
DATA="$(mktemp -d)"
trap 'kill $PID 2>/dev/null; wait $PID 2>/dev/null; rm -rf "$DATA"' EXIT
# Each customer places order after order, so the live orders limit is off (0) for the run; the
# customers register from distinct forwarded addresses (as the tests do), so the loopback proxy is trusted.
KARYANA_LOG_LEVEL=warn KARYANA_TEST_HOOKS=1 KARYANA_PORT=$PORT KARYANA_DATA_DIR="$DATA" "$BIN" serve \
  --set max_live_orders_per_customer=0 --trust-proxy 127.0.0.1 >"$DATA/server.log" 2>&1 &
PID=$!
for _ in $(seq 1 1800); do curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done
node bench/orders.mjs "http://127.0.0.1:$PORT" "$DATA" "$DURATION" "$CONNECTIONS" "$PID"
