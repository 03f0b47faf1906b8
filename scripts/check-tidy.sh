#!/usr/bin/env bash
# Runs clang-tidy (.clang-tidy: bugprone, performance, modernize) over the server's C++ files in the
# folders listed below; any finding fails it. Runs in the test command (scripts/test.sh).
#
#   scripts/check-tidy.sh              every covered file, results of unchanged files from the cache
#   scripts/check-tidy.sh FILE...      only these files (paths from the repository root)
#   KARYANA_TIDY_CACHE=0 ...           no cache (a cold run)
#   KARYANA_TIDY_FOLDERS="server/src/api server/tests/api" ...   other folders than COVERED
#
# clang-tidy parses each translation unit whole (Boost, GoogleTest…), some 5-10 s of CPU each, so a
# file that passed is remembered in ~/.cache/karyana-tidy under a hash of its preprocessed text
# (every header it includes, comments kept for NOLINT), the compile flags, .clang-tidy and the
# clang-tidy version: the next run only checks what changed. Findings are never cached.
#
# The compile commands come from build/tidy, configured (not built) with clang like build/asan.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$(pwd)"

# The folders checked. A folder joins once its findings are fixed (docs/decisions.md, "C++ checks").
COVERED=(
  server/src/graphql server/src/auth server/src/geo server/src/media server/src/notify server/src/config
  server/tests/graphql server/tests/auth server/tests/geo server/tests/media server/tests/notify
  server/tests/conformance server/tests/domain server/tests/store server/tests/search bench
  server/src/api server/src/domain server/src/http server/src/search server/src/seed server/src/store
  server/src/app server/src/test_hooks server/src/main.cpp server/tests/api server/tests/http
)

BUILD="$ROOT/build/tidy"
CC=clang CXX=clang++ cmake -S server -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_EXPORT_COMPILE_COMMANDS=ON >/dev/null

export TIDY_ROOT="$ROOT" TIDY_BUILD="$BUILD" TIDY_JOBS="${KARYANA_TIDY_JOBS:-$(nproc)}"
export TIDY_CACHE="${KARYANA_TIDY_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/karyana-tidy}"
export TIDY_COVERED="${KARYANA_TIDY_FOLDERS:-${COVERED[*]}}"
exec python3 - "$@" <<'PY'
import concurrent.futures, hashlib, json, os, re, shlex, subprocess, sys

root, build = os.environ["TIDY_ROOT"], os.environ["TIDY_BUILD"]
cache = os.environ["TIDY_CACHE"]
covered = os.environ["TIDY_COVERED"].split()
src_rooms = [c.split("/")[2] for c in covered if c.startswith("server/src/") and c.count("/") >= 2]
# Findings in headers count only for the covered rooms of server/src.
header_filter = "/server/src/(" + "|".join(src_rooms) + ")/"

def is_covered(rel):
    return any(rel == c or rel.startswith(c + "/") for c in covered)

entries = []
for e in json.load(open(os.path.join(build, "compile_commands.json"))):
    rel = os.path.relpath(e["file"], root)
    if is_covered(rel) and (not sys.argv[1:] or rel in sys.argv[1:]):
        entries.append((rel, e))
if sys.argv[1:] and len(entries) != len(set(sys.argv[1:])):
    known = {rel for rel, _ in entries}
    sys.exit("check-tidy: not a covered file of the build: " + " ".join(a for a in sys.argv[1:] if a not in known))

base = hashlib.sha256()
base.update(subprocess.run(["clang-tidy", "--version"], capture_output=True).stdout)
base.update(open(os.path.join(root, ".clang-tidy"), "rb").read())
base.update(header_filter.encode())

def preprocessed(e):
    args = shlex.split(e["command"])
    out, skip = [], False
    for a in args:
        if skip:
            skip = False
        elif a == "-o":
            skip = True
        elif a != "-c":
            out.append(a)
    r = subprocess.run(out + ["-E", "-P", "-C", "-o", "-"], cwd=e["directory"], capture_output=True)
    return r.stdout if r.returncode == 0 else None

def check(item):
    rel, e = item
    key = None
    if cache != "0":
        text = preprocessed(e)
        if text is not None:
            h = base.copy()
            # Paths (in __FILE__, the flags) without the checkout's folder: a clone elsewhere hits too.
            h.update(rel.encode()); h.update(e["command"].replace(root, "").encode())
            h.update(text.replace(root.encode(), b""))
            key = os.path.join(cache, h.hexdigest())
            if os.path.exists(key):
                return rel, True, "", True
    r = subprocess.run(["clang-tidy", "-p", build, "--quiet", "--header-filter=" + header_filter, e["file"]],
                       capture_output=True, text=True)
    noise = re.compile(r"^\d+ warnings? (and \d+ errors? )?generated\.$|^Suppressed \d+ warnings|^Use -header-filter|^Use -system-headers")
    report = r.stdout + "".join(l for l in r.stderr.splitlines(True) if not noise.match(l.strip()))
    if r.returncode == 0 and key:
        os.makedirs(cache, exist_ok=True)
        open(key, "w").close()
    return rel, r.returncode == 0, report, False

failed, cached = [], 0
with concurrent.futures.ThreadPoolExecutor(int(os.environ["TIDY_JOBS"])) as pool:
    for rel, ok, report, was_cached in pool.map(check, sorted(entries, key=lambda x: x[0])):
        cached += was_cached
        if not ok:
            failed.append(rel)
            sys.stdout.write(report.replace(root + "/", ""))
            sys.stdout.flush()
if failed:
    print(f"check-tidy: findings in {len(failed)} of {len(entries)} files: " + " ".join(failed), file=sys.stderr)
    sys.exit(1)
print(f"check-tidy: {len(entries)} files pass .clang-tidy ({cached} unchanged since a passing run)")
PY
