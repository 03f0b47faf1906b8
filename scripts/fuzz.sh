#!/usr/bin/env bash
# One libFuzzer target for a long run (docs/fuzzing.md), from build/asan (scripts/sanitize.sh
# builds it). New inputs collect in build/asan/fuzz-work/TARGET; the committed seeds in
# server/fuzz/corpus/TARGET are only read; a crash is written to build/asan/fuzz-artifacts/.
#
#   scripts/fuzz.sh graphql_parser -runs=10000000
#   scripts/fuzz.sh http_request -max_total_time=3600
#   scripts/fuzz.sh graphql_parser build/asan/fuzz-artifacts/graphql_parser-crash-…   (replay)
#
# Targets: graphql_parser graphql_execution http_request multipart_form search_request ws_protocol
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT="$(pwd)"
BUILD="$ROOT/build/asan"
if [ $# -lt 1 ]; then sed -n 2,10p "$0"; exit 2; fi
name="$1"; shift
fuzzer="$BUILD/fuzz/fuzz_$name"
[ -x "$fuzzer" ] || { echo "fuzz.sh: $fuzzer not built (run scripts/sanitize.sh --no-unit --fuzz-seconds 0)" >&2; exit 2; }

export ASAN_OPTIONS="abort_on_error=1:detect_leaks=1:detect_stack_use_after_return=1:strict_string_checks=1:${ASAN_OPTIONS_EXTRA:-}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export LSAN_OPTIONS="suppressions=$ROOT/server/fuzz/lsan.supp:print_suppressions=0"
export VIPS_WARNING=0  # libvips warns on every broken picture a fuzzer sends

dict=(); [ -f "server/fuzz/$name.dict" ] && dict=("-dict=server/fuzz/$name.dict")
# A file argument replays it instead of fuzzing.
for arg in "$@"; do
  if [ -f "$arg" ]; then exec "$fuzzer" "${dict[@]}" "$@"; fi
done
work="$BUILD/fuzz-work/$name"
mkdir -p "$work" "$BUILD/fuzz-artifacts"
exec nice -n 10 "$fuzzer" "$work" "server/fuzz/corpus/$name" "${dict[@]}" -timeout=10 -rss_limit_mb=4096 \
  -print_final_stats=1 -artifact_prefix="$BUILD/fuzz-artifacts/$name-" "$@"
