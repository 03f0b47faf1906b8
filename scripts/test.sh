#!/usr/bin/env bash
# Runs every test: C++ unit tests (CTest/GoogleTest), GraphQL conformance with graphql-js,
# integration tests against the real binary, web unit tests and the browser journeys.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT="$(pwd)"
bash scripts/install-deps.sh || exit 1
bash scripts/build.sh || exit 1

export KARYANA_BIN="$ROOT/build/server/karyana"
# The same server with the test hooks compiled in, for the tests that pass KARYANA_TEST_HOOKS=1.
export KARYANA_TEST_BIN="$ROOT/build/server/karyana_testing"
export GRAPHQL_VALIDATE_CLI="$ROOT/build/server/graphql_validate_cli"
export KARYANA_WEB_DIR="$ROOT/web/dist"
# Rendered demo images are cached between the many fresh data folders the tests create.
export KARYANA_SEED_CACHE="${KARYANA_SEED_CACHE:-$ROOT/build/seed-cache}"

passed=0; failed=0; failures=()
suite() {
  local name="$1"; shift
  echo "=== $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$name"); fi
}
suite "server layering" bash scripts/check-layers.sh
suite "C++ format" bash scripts/check-format.sh
# clang-tidy (.clang-tidy) over the covered folders; files unchanged since a passing run are skipped.
suite "C++ tidy" bash scripts/check-tidy.sh
suite "C++ unit tests" ctest --test-dir build/server --output-on-failure
# The client-input rooms' unit tests again under ASan + UBSan (build/asan, clang), then each
# libFuzzer target for 10 s from its committed corpus (docs/fuzzing.md).
suite "sanitizers and fuzzers" bash scripts/sanitize.sh --fuzz-seconds 10
[ -f server/tests/conformance/package.json ] && suite "GraphQL conformance" bash -c "cd server/tests/conformance && node --test"
[ -f server/tests/integration/package.json ] && suite "server integration" bash -c "cd server/tests/integration && node --test --test-concurrency=1"
[ -f web/package.json ] && suite "web lint and unit tests" bash -c "cd web && npm run lint --silent && npm test --silent"
[ -f e2e/package.json ] && suite "browser journeys" bash -c "cd e2e && npm test --silent"

echo
[ "${#failures[@]}" -gt 0 ] && echo "failed suites: ${failures[*]}"
echo "suites: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
