#!/usr/bin/env bash
# Checks every C++ file in git against .clang-format (Google style, 120 columns). With --fix,
# rewrites them instead. Runs in the test command, so a misformatted file fails the build.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.hpp' '*.h' '*.cpp.in')
if [ "${1:-}" = "--fix" ]; then
  clang-format -i "${files[@]}"
  exit 0
fi
if ! clang-format --dry-run --Werror "${files[@]}"; then
  echo "check-format: run 'bash scripts/check-format.sh --fix' to apply .clang-format" >&2
  exit 1
fi
echo "check-format: ${#files[@]} files follow .clang-format"
