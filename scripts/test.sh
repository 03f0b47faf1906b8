#!/usr/bin/env bash
# Runs every test: C++ unit tests (CTest/GoogleTest), GraphQL conformance with graphql-js,
# integration tests against the real binary, web unit tests and the browser journeys.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT="$(pwd)"
bash scripts/install-deps.sh || exit 1
echo "--- dependencies installed after ${SECONDS}s"
bash scripts/build.sh || exit 1
echo "--- built after ${SECONDS}s"

export KARYANA_BIN="$ROOT/build/server/karyana"
# The same server with the test hooks compiled in, for the tests that pass KARYANA_TEST_HOOKS=1.
export KARYANA_TEST_BIN="$ROOT/build/server/karyana_testing"
export GRAPHQL_VALIDATE_CLI="$ROOT/build/server/graphql_validate_cli"
export KARYANA_WEB_DIR="$ROOT/web/dist"
# Rendered demo images are cached between the many fresh data folders the tests create.
export KARYANA_SEED_CACHE="${KARYANA_SEED_CACHE:-$ROOT/build/seed-cache}"

passed=0; failed=0; failures=()
record() {  # record NAME STATUS SECONDS
  echo "--- $1: $([ "$2" -eq 0 ] && echo passed || echo FAILED) in ${3}s"
  if [ "$2" -eq 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$1"); fi
}
slug_of() { echo "$1" | tr -c 'a-zA-Z0-9\n' '-'; }
suite() {  # suite NAME COMMAND...: runs it in the foreground; its output is kept for the failure digest
  local name="$1" start=$SECONDS status=0; shift
  echo "=== $name"
  "$@" 2>&1 | tee "$SIDE/$(slug_of "$name").log"
  status=${PIPESTATUS[0]}
  record "$name" "$status" $((SECONDS - start))
}
# CI shows only the end of a run, so the end says why each failed suite failed: its lines that name a
# failure, then its last lines (colours removed).
failure_digest() {
  local name log
  for name in "${failures[@]}"; do
    log="$SIDE/$(slug_of "$name").log"
    [ -f "$log" ] || continue
    echo "=== why '$name' failed (from $log)"
    sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E -i -m 40 'FAIL|✗|×|not ok|error|assert|expected|timed out' | cut -c1-300
    echo "--- its last lines:"
    sed 's/\x1b\[[0-9;]*m//g' "$log" | tail -n 40 | cut -c1-300
  done
}
# Suites that need no server of their own run beside the foreground ones, so the two cores stay busy and
# the whole run is shorter (issue 16: CI under 25 minutes). Their output is shown when they are collected.
#   - the CPU-bound C++ checks (tidy, the sanitized build, the fuzzers) at idle priority: they only get
#     what the foreground leaves, so no timed-out journey or integration test comes from them;
#   - the web lint and unit tests beside the server integration tests (which mostly wait on a server).
SIDE="$ROOT/build/background-suites"
rm -rf "$SIDE"; mkdir -p "$SIDE"
declare -A SIDE_PIDS=()
side_suite() {  # side_suite NAME PRIORITY-COMMAND... -- COMMAND...
  local name="$1" slug; shift
  local priority=()
  while [ "$1" != "--" ]; do priority+=("$1"); shift; done
  shift
  slug="$(slug_of "$name")"
  echo "=== $name (beside the others)"
  (start=$SECONDS; status=0; "${priority[@]}" "$@" > "$SIDE/$slug.log" 2>&1 || status=$?
   echo "$status|$((SECONDS - start))" > "$SIDE/$slug.result") &
  SIDE_PIDS["$name"]=$!
}
collect_suite() {  # collect_suite NAME: waits for it, shows its output and records it
  local name="$1" slug status seconds
  slug="$(slug_of "$name")"
  wait "${SIDE_PIDS[$name]}"
  IFS='|' read -r status seconds < "$SIDE/$slug.result" || { status=1; seconds=0; }
  echo "=== $name (output of the run beside the others)"
  cat "$SIDE/$slug.log"
  record "$name" "$status" "$seconds"
}

suite "server layering" bash scripts/check-layers.sh
suite "C++ format" bash scripts/check-format.sh
# clang-tidy (.clang-tidy) over the covered folders, then every library built with ASan + UBSan
# (build/asan, clang) and each libFuzzer target run for 10 s from its committed corpus
# (docs/fuzzing.md; the sanitized unit tests run by hand: scripts/sanitize.sh). One after the other,
# at idle priority beside every suite below; collected last.
side_suite "C++ tidy, sanitizers and fuzzers" chrt --idle 0 -- \
  bash -c "bash scripts/check-tidy.sh && bash scripts/sanitize.sh --no-unit --fuzz-seconds 10"
suite "C++ unit tests" ctest --test-dir build/server --output-on-failure
[ -f server/tests/conformance/package.json ] && suite "GraphQL conformance" bash -c "cd server/tests/conformance && node --test"
web_suite=0
if [ -f web/package.json ]; then
  side_suite "web lint and unit tests" nice -n 5 -- bash -c "cd web && npm run lint --silent && npm test --silent"
  web_suite=1
fi
[ -f server/tests/integration/package.json ] && suite "server integration" bash -c "cd server/tests/integration && node --test --test-concurrency=1"
# The same suite on PostgreSQL (issue 20): one private cluster for the run, a fresh database per server
# (server/tests/integration/with_postgres.mjs; the SQLite-only tests are listed in sqlite_only.mjs).
[ -f server/tests/integration/package.json ] && suite "server integration (PostgreSQL)" bash -c "cd server/tests/integration && node with_postgres.mjs node --test --test-concurrency=1"
[ "$web_suite" = 1 ] && collect_suite "web lint and unit tests"
[ -f e2e/package.json ] && suite "browser journeys" bash -c "cd e2e && npm test --silent"
collect_suite "C++ tidy, sanitizers and fuzzers"

echo
failure_digest
[ "${#failures[@]}" -gt 0 ] && echo "failed suites: ${failures[*]}"
echo "suites: $passed passed, $failed failed, in ${SECONDS}s"
[ "$failed" -eq 0 ]
