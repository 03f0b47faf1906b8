#!/usr/bin/env bash
# One store, three ways (issue 20): the same jobs against (1) one instance on SQLite, (2) one instance
# on PostgreSQL, (3) two instances on PostgreSQL behind nginx, each on a fresh demo store:
#   - bench/compare.sh's catalogue jobs (the static asset, { settings_str }, category pages, home page,
#     product page, keyword listing, the instantsearch mixes; wrk -t2 -c64, every answer checked by
#     its Lua script): on SQLite compare.sh starts its own server; on PostgreSQL it runs with --url
#     against the instance (2) or nginx (3) that scripts/cluster.sh started (with one instance, then
#     two) — through nginx the static asset is the proxy's own ceiling;
#   - bench/orders.mjs's order phases (addCartItem, the loop addCartItem + createOrderFromCart, and
#     createOrderFromCart alone on carts filled beforehand), followed each time by its invariant check
#     (stock, slots, vouchers, one stored order per acknowledged answer): on SQLite through
#     bench/orders.sh (sqlite3 on the file), on PostgreSQL with psql on the cluster's database.
# Then one table: each job's requests/s (orders/s) and p99 in the three set-ups.
# Every set-up runs one copy of the karyana_testing binary taken at the start (the server with the
# test hooks compiled in, which the order phases need; they are off for the catalogue on SQLite), so
# a build by someone else during the run does not mix two builds. Exits non-zero when any answer
# was bad or an invariant failed.
#
# Usage: bash bench/instances.sh [seconds] [connections]
#   seconds      per job and per order phase (default 10)
#   connections  the order phases' connections (default 16, as bench/orders.sh)
# Env: INSTANCES_PORT (first of the ports used, default 18300: +0 SQLite, +1 nginx, +2 and +3 the
# instances); KARYANA_TEST_BIN (default build/server/karyana_testing); KARYANA_WEB_DIR.
# Needs wrk, node, sqlite3, PostgreSQL's programs and nginx (scripts/install-deps.sh). Figures go to
# docs/benchmarks.md "Several instances" by hand, with the load average and commit printed here.
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION="${1:-10}"
CONNECTIONS="${2:-16}"
BASE_PORT="${INSTANCES_PORT:-18300}"
SOURCE_BIN="${KARYANA_TEST_BIN:-build/server/karyana_testing}"
export KARYANA_WEB_DIR="${KARYANA_WEB_DIR:-$PWD/web/dist}"
export KARYANA_SEED_CACHE="${KARYANA_SEED_CACHE:-$PWD/build/seed-cache}"
[ -x "$SOURCE_BIN" ] || { echo "instances: $SOURCE_BIN is not built (bash scripts/build.sh)" >&2; exit 2; }

# Under /tmp and open to others: as root, PostgreSQL runs as `postgres` and must reach its folder.
WORK="$(mktemp -d /tmp/karyana-instances.XXXXXX)"
chmod 755 "$WORK"
CLUSTER_PID=""
CLUSTER_DIR=""
stop_cluster() {
  [ -n "$CLUSTER_PID" ] || return 0
  bash scripts/cluster.sh stop --dir "$CLUSTER_DIR" >/dev/null 2>&1 || true
  wait "$CLUSTER_PID" 2>/dev/null || true
  CLUSTER_PID=""
}
cleanup() {
  stop_cluster
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

BIN="$WORK/karyana_testing"
cp "$SOURCE_BIN" "$BIN"
COMMIT="$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- server 2>/dev/null || echo ' + uncommitted server changes')"
LOAD_START="$(cut -d' ' -f1-3 /proc/loadavg)"
echo "== $(date -u '+%Y-%m-%d %H:%M UTC'), commit $COMMIT, ${DURATION}s per job, $(nproc) cores, load average $LOAD_START"

BAD=0
# The order phases of bench/orders.mjs's output → "name|rate|p99|ok", one line per phase.
parse_orders() {
  awk '
    /^== addCartItem:/ { name = "addCartItem" }
    /^== createOrderFromCart \(orders placed/ { name = "order loop (add + place)" }
    /^== createOrderFromCart alone/ { name = "createOrderFromCart alone" }
    /\/sec / && name != "" { rate = $2 }
    /latency ms/ && name != "" { for (i = 1; i <= NF; i++) if ($i == "p99") p99 = $(i + 1); print name "|" rate "|" p99 "|ok"; name = "" }'
}

# One set-up's orders: its output in $WORK/$1.orders, the phases in $WORK/$1.orders.txt.
record_orders() {
  local setup="$1" status="$2"
  if [ "$status" -ne 0 ] || ! grep -q '^== invariants hold' "$WORK/$setup.orders"; then
    BAD=1
    echo "!!!!!! $setup: the order phases failed (exit $status):" >&2
    tail -n 15 "$WORK/$setup.orders" | sed 's/^/!!!!!!   /' >&2
  fi
  parse_orders <"$WORK/$setup.orders" >"$WORK/$setup.orders.txt"
  # A failed invariant check ends the driver: the phases it reached are kept, marked bad.
  if [ "$status" -ne 0 ]; then sed -i 's/|ok$/|bad/' "$WORK/$setup.orders.txt"; fi
  sed -n '/^==/p;/\/sec/p;/latency ms/p;/CPU ms/p;/refusals/p' "$WORK/$setup.orders"
}

# ---- (1) one instance on SQLite: compare.sh and orders.sh start their own ------------------------------
echo
echo "==== SQLite, one instance"
status=0
PORT=$BASE_PORT KARYANA_BIN="$BIN" bash bench/compare.sh "$DURATION" --results "$WORK/sqlite1.txt" || status=$?
[ "$status" -eq 0 ] || BAD=1
status=0
PORT=$BASE_PORT KARYANA_TEST_BIN="$BIN" bash bench/orders.sh "$DURATION" "$CONNECTIONS" >"$WORK/sqlite1.orders" 2>&1 || status=$?
record_orders sqlite1 "$status"

# ---- (2) and (3): scripts/cluster.sh with one instance, then two, each on a fresh cluster --------------
# Test hooks on (the order phases set stock and slot limits through them), no live orders limit, the
# per-client connection cap raised as compare.sh does (every wrk connection comes from 127.0.0.1).
run_cluster() {
  local setup="$1" ports="$2" target="$3"
  echo
  echo "==== PostgreSQL, $setup (scripts/cluster.sh --instance-ports $ports)"
  CLUSTER_DIR="$WORK/$setup"
  KARYANA_TEST_HOOKS=1 KARYANA_MAX_CONNECTIONS_PER_CLIENT=256 KARYANA_LOG_LEVEL=warn \
    bash scripts/cluster.sh --dir "$CLUSTER_DIR" --port $((BASE_PORT + 1)) --instance-ports "$ports" --bin "$BIN" \
    -- --set max_live_orders_per_customer=0 >"$WORK/$setup.cluster.log" 2>&1 &
  CLUSTER_PID=$!
  local deadline=$((SECONDS + 600))
  until grep -q 'cluster: ready at' "$WORK/$setup.cluster.log"; do
    if ! kill -0 "$CLUSTER_PID" 2>/dev/null || [ "$SECONDS" -gt "$deadline" ]; then
      echo "instances: scripts/cluster.sh did not start:" >&2
      cat "$WORK/$setup.cluster.log" >&2
      exit 2
    fi
    sleep 0.5
  done
  sed 's/^/   /' "$WORK/$setup.cluster.log"
  local url="http://127.0.0.1:$target" status=0
  bash bench/compare.sh "$DURATION" --url "$url" --results "$WORK/$setup.txt" || status=$?
  [ "$status" -eq 0 ] || BAD=1
  local dirs="" pids="" f
  for f in "$CLUSTER_DIR"/instance-*.pid; do
    dirs+="${dirs:+,}${f%.pid}"
    pids+="${pids:+,}$(cat "$f")"
  done
  status=0
  KARYANA_TEST_DATABASE=postgres KARYANA_TEST_PG_SOCKET="$CLUSTER_DIR/pg" ORDERS_PG_DATABASE=karyana \
    node bench/orders.mjs "$url" "$dirs" "$DURATION" "$CONNECTIONS" "$pids" >"$WORK/$setup.orders" 2>&1 || status=$?
  record_orders "$setup" "$status"
  stop_cluster
}
run_cluster pg1 "$((BASE_PORT + 2))" "$((BASE_PORT + 2))"                      # straight to the instance
run_cluster pg2 "$((BASE_PORT + 2)),$((BASE_PORT + 3))" "$((BASE_PORT + 1))"  # through nginx

# ---- the table ----------------------------------------------------------------------------------------
echo
echo "== results: ${DURATION}s per job, catalogue wrk -t2 -c64, orders $CONNECTIONS connections; commit $COMMIT;" \
  "load average $LOAD_START → $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-26s %21s %21s %21s\n' "" "SQLite, 1 instance" "PostgreSQL, 1" "PostgreSQL, 2 + nginx"
printf '%-26s %10s %10s %10s %10s %10s %10s\n' job "req/s" p99 "req/s" p99 "req/s" p99
for f in sqlite1 pg1 pg2; do cat "$WORK/$f.txt" "$WORK/$f.orders.txt" >"$WORK/$f.all" 2>/dev/null || true; done
# Rows in the order of the SQLite run (the same job list everywhere); "bad" marks bad answers.
cut -d'|' -f1 "$WORK/sqlite1.all" | while IFS= read -r job; do
  line="$(printf '%-26s' "$job")"
  for f in sqlite1 pg1 pg2; do
    cell="$(awk -F'|' -v job="$job" '$1 == job {
        p99 = $(NF - 1) + 0
        printf "%10.0f %7.*fms%s", $2, (p99 < 10 ? 2 : p99 < 100 ? 1 : 0), p99, ($NF == "ok" ? " " : "!")
        found = 1 }
      END { if (!found) printf "%10s %9s ", "-", "-" }' "$WORK/$f.all")"
    line+=" $cell"
  done
  echo "$line"
done
echo "(requests/s; for the order phases orders/s — the loop counts orders, each after its addCartItem;"
echo " ! after a p99: bad answers or a failed invariant check in that job)"
if [ "$BAD" -ne 0 ]; then
  echo "!!!!!! SOME ANSWERS WERE BAD OR AN INVARIANT FAILED (see above)" >&2
  exit 1
fi
