#!/usr/bin/env bash
# Checks the server's include graph against its design (../shared/ARCHITECTURE.md): requests flow
# http → graphql → api → domain → store, and a room of server/src/ may include only the rooms
# listed for it below. CMake links whole libraries, so it cannot see a header-only crossing (say
# domain/ including a store/ header); this check can. It also keeps SQLite inside store/: the
# files still reading it elsewhere are listed and may only shrink (issue 16 moves them).
set -uo pipefail
cd "$(dirname "$0")/../server/src"

# room → the rooms it may include (itself always).
declare -A allowed=(
  [domain]=""
  [graphql]=""
  [config]=""
  [media]=""
  [store]="domain"
  [auth]="store domain config"
  [notify]="store domain"
  [search]="store domain"
  [geo]="store domain"
  [seed]="store domain media"
  [http]="graphql"
  [api]="graphql store domain auth notify media search geo config"
)
# Outside store/, these files still use SQLite directly; no file may join them.
sqlite_debt=(
  api/checkout/checkout_test_hook.cpp main.cpp
  search/hit_rows.cpp search/instantsearch.cpp search/product_search.cpp search/product_search.hpp
  search/snapshot.cpp seed/catalogue_writer.cpp seed/commands.cpp seed/demo_content.cpp seed/seed.cpp
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

while IFS= read -r file; do
  [[ "$file" == store/* ]] && continue
  [[ " ${sqlite_debt[*]} " == *" $file "* ]] && continue
  echo "check-layers: server/src/$file uses SQLite outside store/ (reach it through a store interface)"
  failures=$((failures + 1))
done < <(grep -rlE '#include [<"](sqlite3\.h|store/sqlite/)' --include='*.cpp' --include='*.hpp' . | sed 's|^\./||' | sort)

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
