#!/usr/bin/env bash
# Catalogue load benchmark: category pages, search, product page, home page and offer over
# GraphQL against the demo store. Starts the real binary on a loopback port with a fresh data
# folder. Each query runs twice: one connection (latency: the median is the server time plus
# the loopback round trip) and 16 connections on 2 threads (throughput).
# Usage: bash bench/catalogue.sh [seconds]   (figures go to docs/benchmarks.md by hand)
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION="${1:-10}"
BIN="${KARYANA_BIN:-build/server/karyana}"
PORT="${PORT:-18081}"
DATA="$(mktemp -d)"
trap 'kill $PID 2>/dev/null; wait $PID 2>/dev/null; rm -rf "$DATA"' EXIT
KARYANA_LOG_LEVEL=warn KARYANA_PORT=$PORT KARYANA_DATA_DIR="$DATA" "$BIN" serve >"$DATA/server.log" 2>&1 &
PID=$!
for _ in $(seq 1 600); do curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done
URL="http://127.0.0.1:$PORT/graphql"

# The second page starts at the first page's endCursor.
AFTER="$(curl -s "$URL" -H 'content-type: application/json' \
  -d '{"query":"{ client_productsQuery(first: 20, filter: \"{\\\"cat_slug\\\":\\\"dairy-eggs\\\"}\") { pageInfo { endCursor } } }"}' |
  sed -E 's/.*"endCursor":"([^"]+)".*/\1/')"
export AFTER

for QUERY in category category_next search product home offer; do
  export QUERY
  echo "== $QUERY: 1 connection"
  wrk -t1 -c1 -d"${DURATION}s" --latency -s bench/catalogue.lua "$URL" | grep -E "BAD|Latency  |50%|90%|99%|Requests/sec"
  echo "== $QUERY: 16 connections, 2 threads"
  wrk -t2 -c16 -d"${DURATION}s" --latency -s bench/catalogue.lua "$URL" | grep -E "BAD|50%|99%|Requests/sec"
done
