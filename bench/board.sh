#!/usr/bin/env bash
# Order board benchmark (issue 17): a fresh demo store gets ORDERS orders for tomorrow through the
# real placement API (many customers placing at once, 2–3 lines each, as bench/orders.sh does),
# then an owner made with `karyana staff add` asks for staffOrderBoard (the whole day, every
# field the console shows) REQUESTS times one after another, then from 8 connections at once,
# and for a search over the day; prints p50/p95/p99 latencies and checks that the board holds
# every order. The driver is Node (bench/board.mjs) and shares the machine's cores with the server.
# Usage: bash bench/board.sh [orders] [requests]   (defaults 2000, 200; figures go to docs/benchmarks.md by hand)
set -euo pipefail
cd "$(dirname "$0")/.."
ORDERS="${1:-2000}"
REQUESTS="${2:-200}"
BIN="${KARYANA_TEST_BIN:-build/server/karyana_testing}"  # the test hooks lift the slot limits and stock
export KARYANA_BIN="${KARYANA_BIN:-build/server/karyana}"  # `karyana staff add`
PORT="${PORT:-18085}"
DATA="$(mktemp -d)"
trap 'kill $PID 2>/dev/null; wait $PID 2>/dev/null; rm -rf "$DATA"' EXIT
# Each customer places many orders, so the live orders limit is off (0) for the run; the customers
# register from distinct forwarded addresses (as the tests do), so the loopback proxy is trusted.
KARYANA_LOG_LEVEL=warn KARYANA_TEST_HOOKS=1 KARYANA_PORT=$PORT KARYANA_DATA_DIR="$DATA" "$BIN" serve \
  --set max_live_orders_per_customer=0 --trust-proxy 127.0.0.1 >"$DATA/server.log" 2>&1 &
PID=$!
for _ in $(seq 1 1800); do curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done
node bench/board.mjs "http://127.0.0.1:$PORT" "$DATA" "$ORDERS" "$REQUESTS"
