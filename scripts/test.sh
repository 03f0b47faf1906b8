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
suite() {
  local name="$1" start=$SECONDS status=0; shift
  echo "=== $name"
  "$@" || status=$?
  record "$name" "$status" $((SECONDS - start))
}
# CPU-bound checks that need nothing but the sources run niced beside the suites that mostly wait on
# a server or a socket (integration runs one server at a time), so the two cores stay busy and the
# whole run is shorter (issue 16: CI under 25 minutes). Their output is shown when they finish.
BACKGROUND="$ROOT/build/background-suites"
rm -rf "$BACKGROUND"; mkdir -p "$BACKGROUND"
background_suite() {
  local name="$1" slug; shift
  slug="$(echo "$name" | tr -c 'a-zA-Z0-9\n' '-')"
  echo "=== $name (in the background)"
  (start=$SECONDS; status=0; nice -n 10 "$@" > "$BACKGROUND/$slug.log" 2>&1 || status=$?
   echo "$name|$status|$((SECONDS - start))" > "$BACKGROUND/$slug.result") &
}
collect_background() {
  wait
  for result in "$BACKGROUND"/*.result; do
    [ -e "$result" ] || continue
    IFS='|' read -r name status seconds < "$result"
    echo "=== $name (output of the background run)"
    cat "${result%.result}.log"
    record "$name" "$status" "$seconds"
  done
}

suite "server layering" bash scripts/check-layers.sh
suite "C++ format" bash scripts/check-format.sh
# clang-tidy (.clang-tidy) over the covered folders, then every library built with ASan + UBSan
# (build/asan, clang) and each libFuzzer target run for 10 s from its committed corpus
# (docs/fuzzing.md; the sanitized unit tests run by hand: scripts/sanitize.sh). One after the other,
# beside the suites below.
background_suite "C++ tidy, sanitizers and fuzzers" bash -c "bash scripts/check-tidy.sh && bash scripts/sanitize.sh --no-unit --fuzz-seconds 10"
suite "C++ unit tests" ctest --test-dir build/server --output-on-failure
[ -f server/tests/conformance/package.json ] && suite "GraphQL conformance" bash -c "cd server/tests/conformance && node --test"
[ -f server/tests/integration/package.json ] && suite "server integration" bash -c "cd server/tests/integration && node --test --test-concurrency=1"
[ -f web/package.json ] && suite "web lint and unit tests" bash -c "cd web && npm run lint --silent && npm test --silent"
# The browser journeys time out on a starved core; they run once the background checks are done.
collect_background
[ -f e2e/package.json ] && suite "browser journeys" bash -c "cd e2e && npm test --silent"

echo
[ "${#failures[@]}" -gt 0 ] && echo "failed suites: ${failures[*]}"
echo "suites: $passed passed, $failed failed, in ${SECONDS}s"
[ "$failed" -eq 0 ]
