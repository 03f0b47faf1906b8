#!/usr/bin/env bash
# Catalogue reads against the server's own static-file ceiling (issue 19), in one run: the real
# binary on a fresh store, then each job one after the other with wrk -t2 -c64 --latency, every
# answer checked by its Lua script. Prints requests/s, p50, p99, the ratio to the static asset, the
# issue's aim and met/missed, then the server's memory. Exits non-zero when any answer was bad.
# Usage: bash bench/compare.sh [seconds] [products] [--url URL] [--results FILE]
#   seconds   per job (default 10)
#   products  0 (default): the demo store the server seeds itself (~510 products); N: the demo
#             store grown by N generated products (`search_bench seed DIR N --no-images`)
#   --url URL      run the jobs against a store already serving the demo store at URL (e.g. an
#                  instance or nginx of scripts/cluster.sh: bench/instances.sh) instead of starting
#                  one; its memory is not printed
#   --results FILE also write one line per job, "job|requests/s|p50 ms|p99 ms|ok or bad"
# Figures go to docs/benchmarks.md by hand, with the load average printed here.
set -euo pipefail
cd "$(dirname "$0")/.."
TARGET=""
RESULTS_FILE=""
ARGS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --url) TARGET="${2%/}"; shift 2 ;;
    --results) RESULTS_FILE="$2"; shift 2 ;;
    *) ARGS+=("$1"); shift ;;
  esac
done
DURATION="${ARGS[0]:-10}"
PRODUCTS="${ARGS[1]:-0}"
BIN="${KARYANA_BIN:-build/server/karyana}"
SEED_BIN="${SEARCH_BENCH_BIN:-$(dirname "$BIN")/search_bench}"
WEB_DIR="${KARYANA_WEB_DIR:-$PWD/web/dist}"
PORT="${PORT:-18083}"
WORK="$(mktemp -d)"
PID=""
cleanup() {
  if [ -n "$PID" ]; then kill "$PID" 2>/dev/null || true; wait "$PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

[ -f "$WEB_DIR/index.html" ] || { echo "compare: no built web app in $WEB_DIR (cd web && npm run build)" >&2; exit 2; }
SCRIPTS=("$WEB_DIR"/assets/*.js)  # a glob, not ls | head: under pipefail head's early exit fails the pipe
ASSET="assets/${SCRIPTS[0]##*/}"

DATA="$WORK/data"
if [ -n "$TARGET" ]; then
  [ "$PRODUCTS" -eq 0 ] || { echo "compare: products and --url do not go together (the store at the URL is what it is)" >&2; exit 2; }
  BASE="$TARGET"
  curl -sf "$BASE/healthz" >/dev/null || { echo "compare: $BASE/healthz does not answer" >&2; exit 2; }
else
  if [ "$PRODUCTS" -gt 0 ]; then
    echo "== seeding the demo store plus $PRODUCTS generated products"
    "$SEED_BIN" seed "$DATA" "$PRODUCTS" --no-images >"$WORK/seed.log" 2>&1 || { cat "$WORK/seed.log" >&2; exit 2; }
  fi
  SEED_CACHE="${KARYANA_SEED_CACHE:-$PWD/build/seed-cache}"
  # Every connection comes from one loopback address: the per-client cap (64 by default) would answer
  # 503 to a job's first connections while the previous job's 64 are still closing.
  KARYANA_MAX_CONNECTIONS_PER_CLIENT=256 KARYANA_LOG_LEVEL=warn KARYANA_PORT=$PORT KARYANA_DATA_DIR="$DATA" KARYANA_WEB_DIR="$WEB_DIR" \
    KARYANA_SEED_CACHE="$SEED_CACHE" "$BIN" serve >"$WORK/server.log" 2>&1 &
  PID=$!
  for _ in $(seq 1 1200); do curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done
  curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null || { echo "compare: the server did not start" >&2; cat "$WORK/server.log" >&2; exit 2; }
  BASE="http://127.0.0.1:$PORT"
fi
curl -sf "$BASE/$ASSET" -o /dev/null || { echo "compare: $BASE/$ASSET does not answer" >&2; exit 2; }

# The second category page starts at the first page's endCursor.
AFTER="$(curl -s "$BASE/graphql" -H 'content-type: application/json' \
  -d '{"query":"{ client_productsQuery(first: 20, filter: \"{\\\"cat_slug\\\":\\\"dairy-eggs\\\"}\") { pageInfo { endCursor } } }"}' |
  sed -E 's/.*"endCursor":"([^"]+)".*/\1/')"
export AFTER

PRODUCT_COUNT="$(curl -s "$BASE/api/search/queries" -H 'content-type: application/json' \
  -d '{"requests":[{"indexName":"instant_search","params":{"query":"","hitsPerPage":0}}]}' |
  sed -E 's/.*"nbHits":([0-9]+).*/\1/')"
LOAD_BEFORE="$(cut -d' ' -f1-3 /proc/loadavg)"
echo "== $(date -u '+%Y-%m-%d %H:%M UTC'), $PRODUCT_COUNT searchable products, ${DURATION}s per job, load average $LOAD_BEFORE"
[ -z "$PID" ] || grep -E '^(VmRSS|VmHWM)' "/proc/$PID/status" | tr -s ' \t' ' ' | paste -sd ' ' | sed 's/^/server memory after start: /'

# job name | wrk script | QUERY for catalogue.lua | path | aim (ratio to static; -: none, shown for
# comparison: the instantsearch mix with every body new, so the route's answer cache never answers).
# The static asset runs first and last (the ceiling: the better of the two).
JOBS=(
  "static asset|bench/static.lua||/$ASSET|1"
  "{ settings_str }|bench/graphql_settings.lua||/graphql|0.75"
  "category page|bench/catalogue.lua|category|/graphql|0.40"
  "category next page|bench/catalogue.lua|category_next|/graphql|0.40"
  "home page|bench/catalogue.lua|home|/graphql|0.40"
  "product page|bench/catalogue.lua|product|/graphql|0.50"
  "keyword listing \"milk\"|bench/catalogue.lua|search|/graphql|0.25"
  "instantsearch mix|bench/search.lua||/api/search/queries|0.25"
  "instantsearch, all new|bench/search.lua|unique|/api/search/queries|-"
  "static asset, again|bench/static.lua||/$ASSET|1"
)
P99_AIM_MS=10

# One wrk output → "requests_per_s p50_ms p99_ms": latencies in us/ms/s/m, a k or M suffix on rates.
parse_wrk() {
  awk '
    function ms(v) {
      if (v ~ /us$/) return substr(v, 1, length(v) - 2) / 1000
      if (v ~ /ms$/) return substr(v, 1, length(v) - 2) + 0
      if (v ~ /m$/) return substr(v, 1, length(v) - 1) * 60000
      if (v ~ /s$/) return substr(v, 1, length(v) - 1) * 1000
      return v + 0
    }
    function count(v) {
      if (v ~ /[kK]$/) return substr(v, 1, length(v) - 1) * 1000
      if (v ~ /M$/) return substr(v, 1, length(v) - 1) * 1000000
      return v + 0
    }
    $1 == "50%" { p50 = ms($2) }
    $1 == "99%" { p99 = ms($2) }
    $1 == "Requests/sec:" { rps = count($2) }
    END { if (rps == "" || p50 == "" || p99 == "") exit 1; printf "%.2f %.3f %.3f\n", rps, p50, p99 }'
}

BAD=0
RESULTS=()
for job in "${JOBS[@]}"; do
  IFS='|' read -r name script query path aim <<<"$job"
  out="$WORK/wrk.out"
  echo "-- $name"
  sleep 1  # the previous job's connections close
  # --timeout 10s: a slow answer counts in the latencies (wrk's 2 s default drops it as a timeout).
  SEARCH_UNIQUE="$([ "$query" = unique ] && echo 1 || echo 0)" QUERY="$query" \
    wrk -t2 -c64 -d"${DURATION}s" --timeout 10s --latency -s "$script" "$BASE$path" >"$out" 2>&1 || true
  # Socket errors other than timeouts are bad answers; timeouts (over 10 s) are slow ones, noted.
  problems="$(grep -E 'BAD RESPONSE|Non-2xx|unknown QUERY|unable to connect|[Ee]rror' "$out" | grep -v 'Socket errors' || true)"
  if grep -qE 'Socket errors: connect [1-9]|Socket errors: .*(read|write) [1-9]' "$out"; then
    problems+=$'\n'"$(grep 'Socket errors' "$out")"
  fi
  if grep -qE 'timeout [1-9]' "$out"; then
    echo "!!!!!! $name: $(grep -oE 'timeout [0-9]+' "$out") requests got no answer within 10 s (not in the latencies)" >&2
  fi
  if [ -n "$problems" ]; then
    BAD=1
    echo "!!!!!! $name: BAD ANSWERS during the run:" >&2
    sed -n '1,5s/^/!!!!!!   /p' <<<"$problems" >&2
  fi
  if ! figures="$(parse_wrk <"$out")"; then
    BAD=1
    echo "!!!!!! $name: could not read wrk's output:" >&2
    sed 's/^/!!!!!!   /' "$out" >&2
    figures="0 0 0"
  fi
  RESULTS+=("$name|$figures|$aim|$([ -n "$problems" ] && echo bad || echo ok)")
done

echo
echo "== results ($PRODUCT_COUNT products, wrk -t2 -c64 -d${DURATION}s, load average $LOAD_BEFORE → $(cut -d' ' -f1-3 /proc/loadavg))"
# The ceiling is the better of the two static runs (first and last job): the load of whatever else
# runs on the machine moves during a run, and the better figure never flatters the ratios.
STATIC_RPS="$(printf '%s\n' "${RESULTS[@]}" | awk -F'|' '$3 == 1 { split($2, f, " "); if (f[1] > max) max = f[1] } END { print max + 0 }')"
printf '%-24s %12s %10s %10s %8s %18s %s\n' job "requests/s" p50 p99 "× static" aim verdict
for row in "${RESULTS[@]}"; do
  IFS='|' read -r name figures aim answers <<<"$row"
  read -r rps p50 p99 <<<"$figures"
  awk -v name="$name" -v rps="$rps" -v p50="$p50" -v p99="$p99" -v aim="$aim" -v base="$STATIC_RPS" \
    -v p99aim="$P99_AIM_MS" -v answers="$answers" 'BEGIN {
      ratio = base > 0 ? rps / base : 0
      if (aim == "-") {
        printf "%-24s %12.0f %8.2fms %8.2fms %8.3f %18s %s\n", name, rps, p50, p99, ratio, "-", answers == "ok" ? "-" : "(bad answers)"
        exit
      }
      if (aim == 1) ratio_ok = 1; else ratio_ok = (ratio + 1e-9 >= aim)  # the ceiling: only its p99
      met = (ratio_ok && p99 <= p99aim && answers == "ok")
      why = answers != "ok" ? "MISSED (bad answers)" : met ? "met" : "MISSED"
      if (answers == "ok" && !met) {
        if (!ratio_ok) why = why " (ratio)"
        if (p99 > p99aim) why = why " (p99)"
      }
      aimtext = aim == 1 ? "ceiling, p99<=" p99aim "ms" : ">=" aim ", p99<=" p99aim "ms"
      printf "%-24s %12.0f %8.2fms %8.2fms %8.3f %18s %s\n", name, rps, p50, p99, ratio, aimtext, why
    }'
done
if [ -n "$RESULTS_FILE" ]; then
  for row in "${RESULTS[@]}"; do
    IFS='|' read -r name figures aim answers <<<"$row"
    read -r rps p50 p99 <<<"$figures"
    echo "$name|$rps|$p50|$p99|$answers"
  done >"$RESULTS_FILE"
fi
echo
[ -z "$PID" ] || grep -E '^(VmRSS|VmHWM)' "/proc/$PID/status" | tr -s ' \t' ' ' | paste -sd ' ' | sed 's/^/server memory after the run: /'
if [ "$BAD" -ne 0 ]; then
  echo "!!!!!! SOME ANSWERS WERE BAD (see above): these figures measure errors, not the catalogue" >&2
  exit 1
fi
