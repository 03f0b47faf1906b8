#!/usr/bin/env bash
# The AddressSanitizer + UndefinedBehaviorSanitizer build (docs/fuzzing.md): configures
# build/asan with clang, builds the libFuzzer targets and the unit tests of the rooms that read
# what a client sends (graphql, http, search, api), runs those tests under the sanitizers, then
# each fuzzer for a short time from its committed corpus.
#
#   scripts/sanitize.sh                      those unit tests + every fuzzer for 20 s
#   scripts/sanitize.sh --all-unit           every unit test binary under the sanitizers
#   scripts/sanitize.sh --fuzz-seconds 60    longer fuzzing (0: none)
#   scripts/sanitize.sh --no-unit            skip the unit tests
#   scripts/sanitize.sh --integration        also the integration tests against build/asan/karyana
#
# Builds go through /tmp/karyana-cpp.lock (the machine's cores are shared).
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT="$(pwd)"
BUILD="$ROOT/build/asan"
FUZZ_SECONDS=20
UNIT=1
# The client-input rooms' tests; the fuzzers link every library, so all of them are compiled anyway.
UNIT_TESTS='^(graphql_tests|http_tests|search_tests|api_tests)$'
INTEGRATION=0
while [ $# -gt 0 ]; do
  case "$1" in
    --fuzz-seconds) FUZZ_SECONDS="$2"; shift 2 ;;
    --no-unit) UNIT=0; shift ;;
    --all-unit) UNIT_TESTS='.'; shift ;;
    --integration) INTEGRATION=1; shift ;;
    *) echo "sanitize.sh: unknown option $1" >&2; exit 2 ;;
  esac
done

# Sanitizer reports stop the run (abort_on_error: a nonzero exit that CTest and node see).
# Leaks inside libvips/glib/fontconfig at exit are suppressed by name only (fuzz/lsan.supp).
export ASAN_OPTIONS="abort_on_error=1:detect_leaks=1:detect_stack_use_after_return=1:strict_string_checks=1:check_initialization_order=1:${ASAN_OPTIONS_EXTRA:-}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export LSAN_OPTIONS="suppressions=$ROOT/server/fuzz/lsan.supp:print_suppressions=0"
export VIPS_WARNING=0  # libvips warns on every broken picture a fuzzer sends

configure() {
  CC=clang CXX=clang++ cmake -S server -B "$BUILD" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" \
    -DKARYANA_SANITIZE=ON -DKARYANA_FUZZ=ON >/dev/null
}
build() { flock /tmp/karyana-cpp.lock cmake --build "$BUILD" --target "$@"; }

configure || exit 1
targets=(fuzzers)
if [ "$UNIT" = 1 ]; then
  # The unit test binaries are the tests CTest knows.
  while read -r name; do targets+=("$name"); done < <(ctest --test-dir "$BUILD" -N -R "$UNIT_TESTS" | sed -n 's/^ *Test *#[0-9]*: //p')
fi
[ "$INTEGRATION" = 1 ] && targets+=(karyana karyana_testing)
build "${targets[@]}" || exit 1

failed=0
if [ "$UNIT" = 1 ]; then
  echo "=== unit tests under ASan + UBSan"
  ctest --test-dir "$BUILD" -R "$UNIT_TESTS" --output-on-failure || failed=1
fi

if [ "$FUZZ_SECONDS" != 0 ]; then
  for fuzzer in "$BUILD"/fuzz/fuzz_*; do
    name="$(basename "$fuzzer")"; name="${name#fuzz_}"
    echo "=== fuzzer $name for ${FUZZ_SECONDS}s"
    # New inputs go to a scratch folder; the committed corpus is only read.
    work="$BUILD/fuzz-work/$name"; mkdir -p "$work" "$BUILD/fuzz-artifacts"
    dict=(); [ -f "server/fuzz/$name.dict" ] && dict=("-dict=server/fuzz/$name.dict")
    if ! "$fuzzer" "$work" "server/fuzz/corpus/$name" "${dict[@]}" -max_total_time="$FUZZ_SECONDS" \
        -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$BUILD/fuzz-artifacts/$name-" \
        > "$BUILD/fuzz-work/$name.log" 2>&1; then
      tail -n 80 "$BUILD/fuzz-work/$name.log"
      failed=1
    else
      grep -E '^stat::number_of_executed_units|^Done' "$BUILD/fuzz-work/$name.log"
    fi
  done
fi

if [ "$INTEGRATION" = 1 ]; then
  echo "=== integration tests against the sanitized karyana"
  # The tests stop each server they start and do not read its exit code, so the servers write
  # their reports (a leak at exit included) to files that are checked afterwards.
  reports="$BUILD/sanitizer-reports"; rm -rf "$reports"; mkdir -p "$reports"
  (cd server/tests/integration &&
    ASAN_OPTIONS="$ASAN_OPTIONS:log_path=$reports/asan" UBSAN_OPTIONS="$UBSAN_OPTIONS:log_path=$reports/ubsan" \
    KARYANA_BIN="$BUILD/karyana" KARYANA_WEB_DIR="${KARYANA_WEB_DIR:-$ROOT/web/dist}" \
    KARYANA_SEED_CACHE="${KARYANA_SEED_CACHE:-$ROOT/build/seed-cache}" \
    node --test --test-concurrency=1) || failed=1
  if [ -n "$(ls -A "$reports")" ]; then
    echo "sanitizer reports from the servers:"; cat "$reports"/*; failed=1
  fi
fi
exit "$failed"
