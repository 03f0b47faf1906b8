#!/usr/bin/env bash
# /healthz latency during a burst of slow requests (issue 15): a fresh server, then rounds of
# concurrent REST sign-ins and registerClient mutations (each an Argon2id run) from distinct
# forwarded addresses (the loopback proxy is trusted, so each counts as its own client), while a
# loop measures /healthz (p50/p95/max), compared with /healthz on the idle server.
# The probes come from one address (the driver's), so the per-client connection cap is off: a
# stalled server makes the probes open many connections, which would otherwise be refused.
# The driver is Node (bench/healthz_burst.mjs) and shares the machine's cores with the server.
# Usage: bash bench/healthz_burst.sh [rounds] [per round]   (defaults 3, 16; figures go to docs/benchmarks.md by hand)
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS="${1:-3}"
PER_ROUND="${2:-16}"
BIN="${KARYANA_BIN:-build/server/karyana}"
PORT="${PORT:-18084}"
DATA="$(mktemp -d)"
trap 'kill $PID 2>/dev/null; wait $PID 2>/dev/null; rm -rf "$DATA"' EXIT
KARYANA_LOG_LEVEL=warn KARYANA_PORT=$PORT KARYANA_DATA_DIR="$DATA" "$BIN" serve --trust-proxy 127.0.0.1 \
  --max-connections-per-client 0 >"$DATA/server.log" 2>&1 &
PID=$!
for _ in $(seq 1 1800); do curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done
node bench/healthz_burst.mjs "http://127.0.0.1:$PORT" "$ROUNDS" "$PER_ROUND"
