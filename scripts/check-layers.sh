#!/usr/bin/env bash
# Checks the server's include graph against its design (../shared/ARCHITECTURE.md): requests flow
# http → graphql → api → domain → store, and a room of server/src/ may include only the rooms
# listed for it below. CMake links whole libraries, so it cannot see a header-only crossing (say
# domain/ including a store/ header); this check can. It also keeps SQLite inside store/: no
# other file (main.cpp included) may include sqlite3.h or store/sqlite/, or name sqlite3_* or
# the store::sqlite namespace (issue 16: a second database engine plugs in behind store/); and
# the same for PostgreSQL: libpq-fe.h, store/postgres/, PQ*() calls, the store::postgres namespace.
set -uo pipefail
cd "$(dirname "$0")/../server/src"

# room → the rooms it may include (itself always).
declare -A allowed=(
  [domain]=""
  [metrics]=""  # counters anyone may count through (GET /metrics); it includes no other room
  [graphql]=""
  [config]=""
  [media]=""
  [store]="domain metrics"
  [auth]="store domain config"
  [notify]="store domain metrics"
  [search]="store domain"
  [geo]="store domain"
  [seed]="store domain media"
  [http]="graphql metrics"
  [api]="graphql store domain auth notify media search geo config metrics"
  # The top rooms: the route table main.cpp and the fuzzers share, and the test-only routes.
  [app]="http graphql api store domain auth notify media search geo config seed metrics"
  [test_hooks]="app http graphql api store domain auth notify media search geo config metrics"
)

failures=0
for dir in */; do
  room="${dir%/}"
  if [[ -z "${allowed[$room]+set}" ]]; then
    echo "check-layers: server/src/$room/ is a new room: add it to scripts/check-layers.sh"
    failures=$((failures + 1))
    continue
  fi
  while IFS=: read -r file line target; do
    to="${target%%/*}"
    [[ "$to" == "$room" ]] && continue
    [[ " ${allowed[$room]} " == *" $to "* ]] && continue
    [[ -d "$to" ]] || continue  # a system header such as <sodium.h>, or a generated one
    echo "check-layers: server/src/$file:$line: $room/ may not include $to/ (\"$target\")"
    failures=$((failures + 1))
  done < <(grep -rnoE '^#include "[^"]+"' "$room" | sed -E 's/#include "([^"]+)"/\1/')
done

while IFS=: read -r file line _; do
  [[ "$file" == store/* ]] && continue
  echo "check-layers: server/src/$file:$line uses SQLite outside store/ (reach it through a store interface)"
  failures=$((failures + 1))
done < <(grep -rnE '#include [<"](sqlite3\.h|store/sqlite/)|\bsqlite3_[a-z_]+|\bsqlite3\b *[*&]|\bsqlite::' \
  --include='*.cpp' --include='*.hpp' --include='*.h' --include='*.in' . | sed 's|^\./||' | sort)

# The same for PostgreSQL (issue 20): libpq and store/postgres/ stay inside store/.
while IFS=: read -r file line _; do
  [[ "$file" == store/* ]] && continue
  echo "check-layers: server/src/$file:$line uses PostgreSQL outside store/ (reach it through a store interface)"
  failures=$((failures + 1))
done < <(grep -rnE '#include [<"](libpq-fe\.h|postgresql/|store/postgres/)|\bPQ[a-z][A-Za-z]+ *\(|\bPG(conn|result|notify)\b|\bpostgres::' \
  --include='*.cpp' --include='*.hpp' --include='*.h' --include='*.in' . | sed 's|^\./||' | sort)

# domain/ holds the business rules over plain values: no JSON and no SQL (issue 16).
while IFS=: read -r file line _; do
  echo "check-layers: server/src/$file:$line: domain/ may not use JSON or SQLite (map to plain structs in api/ or store/)"
  failures=$((failures + 1))
done < <(grep -rniE 'boost/json|boost::json|sqlite' domain)

if [[ $failures -gt 0 ]]; then
  echo "check-layers: $failures problem(s)"
  exit 1
fi
echo "check-layers: the include graph follows the design"
