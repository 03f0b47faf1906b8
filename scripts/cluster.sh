#!/usr/bin/env bash
# The store on several instances (issue 20), on this machine: a private PostgreSQL cluster, two
# `karyana serve` instances sharing its database and one media folder (each with a data folder of
# its own), and nginx in front of them (TLS-less, loopback): both instances as one upstream, the
# WebSocket upgrade for /graphql, X-Forwarded-For set and trusted by the instances. For trying the
# store the way production runs it, and as the template docs/operations.md "Several instances"
# explains.
#
#   scripts/cluster.sh [start] [options] [-- karyana serve options]   runs until Ctrl-C, then stops all
#   scripts/cluster.sh stop [--dir DIR]                               stops a cluster running in DIR
#
# Options:
#   --dir DIR              run folder (build/cluster): pg/ (PostgreSQL's data and socket), media/,
#                          instance-1/ and instance-2/ (data folders), nginx/ (config, logs), logs/;
#                          kept, so the next start finds the store again (delete it to start empty)
#   --port N               nginx's port on 127.0.0.1 (8080): the store's address
#   --instance-ports A,B   the instances' ports on 127.0.0.1 (8081,8082; 0: any free port); one
#                          port, A: one instance only (bench/instances.sh measures one and two)
#   --database-url URL     use this PostgreSQL database instead of the private cluster
#   --bin PATH             the karyana binary (KARYANA_BIN, else build/server/karyana)
#   --web-dir DIR          the built web app (KARYANA_WEB_DIR, else web/dist)
# Anything after `--` goes to both `karyana serve`s, e.g. `-- --demo-staff`. KARYANA_* variables
# (KARYANA_SEED_CACHE, KARYANA_MAIL_URL, ...) reach both instances as usual.
#
# The first instance seeds the demo store when the database is empty; the second starts once the first
# listens (two instances seeding one empty database at once would both draw and write the demo).
# Prints "cluster: ready at http://127.0.0.1:PORT" when everything serves.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$(pwd)"

usage() { sed -n 2,27p "$0" | sed 's/^# \{0,1\}//'; }

command="start"
case "${1:-}" in start | stop) command="$1"; shift ;; -h | --help) usage; exit 0 ;; esac
DIR="$ROOT/build/cluster"
PROXY_PORT=8080
INSTANCE_PORTS="8081,8082"
DATABASE_URL=""
BIN="${KARYANA_BIN:-$ROOT/build/server/karyana}"
WEB_DIR="${KARYANA_WEB_DIR:-$ROOT/web/dist}"
SERVE_ARGS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --dir) DIR="$2"; shift 2 ;;
    --port) PROXY_PORT="$2"; shift 2 ;;
    --instance-ports) INSTANCE_PORTS="$2"; shift 2 ;;
    --database-url) DATABASE_URL="$2"; shift 2 ;;
    --bin) BIN="$2"; shift 2 ;;
    --web-dir) WEB_DIR="$2"; shift 2 ;;
    --) shift; SERVE_ARGS=("$@"); break ;;
    -h | --help) usage; exit 0 ;;
    *) echo "cluster: unknown option $1 (--help lists them)" >&2; exit 2 ;;
  esac
done
mkdir -p "$DIR"
DIR="$(cd "$DIR" && pwd)"
IFS=',' read -r -a PORTS <<<"$INSTANCE_PORTS"
[ "${#PORTS[@]}" -eq 2 ] || [ "${#PORTS[@]}" -eq 1 ] || { echo "cluster: --instance-ports wants two ports, A,B (or one, A)" >&2; exit 2; }

PGDIR="$DIR/pg"        # data in pg/data, the unix socket in pg/ (no TCP)
PGPORT=5432            # names the socket file only
LOGS="$DIR/logs"
NGINX_DIR="$DIR/nginx"
SELF_PID="$DIR/cluster.pid"
say() { echo "cluster: $*"; }
# A process that runs (not a zombie its parent has not reaped yet: that one has stopped).
alive() {
  [ -n "${1:-}" ] && kill -0 "$1" 2>/dev/null && [ "$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -c1)" != Z ]
}

pg_bindir() {
  local dir
  dir="$(pg_config --bindir 2>/dev/null || true)"
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; return; fi
  if [ -x /usr/lib/postgresql/15/bin/initdb ]; then echo /usr/lib/postgresql/15/bin; return; fi
  echo "cluster: PostgreSQL's initdb is not installed (apt-get install postgresql; scripts/install-deps.sh does)" >&2
  exit 1
}
# PostgreSQL refuses to run as root: then its programs run as Debian's `postgres` user.
as_pg_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# ---- stop: a cluster started in DIR by another run of this script ---------------------------------
stop_leftovers() {  # what a run killed with SIGKILL left behind, from its pid files
  local f pid
  for f in "$NGINX_DIR/nginx.pid" "$DIR"/instance-*.pid; do
    [ -f "$f" ] || continue
    pid="$(cat "$f")"
    # Only if the pid is still ours (nginx, or a karyana serving from this folder), not a reused one.
    if alive "$pid" && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q -F -e "$NGINX_DIR/nginx.conf" -e "--data-dir $DIR/instance-"; then
      say "stopping pid $pid ($(basename "$f" .pid)), left from an earlier run"
      kill -TERM "$pid" 2>/dev/null || true
    fi
    rm -f "$f"
  done
  if [ -f "$PGDIR/data/postmaster.pid" ]; then
    as_pg_owner "$(pg_bindir)/pg_ctl" -D "$PGDIR/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
}
if [ "$command" = stop ]; then
  pid="$(cat "$SELF_PID" 2>/dev/null || true)"
  if alive "$pid"; then
    kill -TERM "$pid"
    for _ in $(seq 1 300); do alive "$pid" || break; sleep 0.1; done
    alive "$pid" && { echo "cluster: pid $pid did not stop within 30 s" >&2; exit 1; }
  fi
  stop_leftovers
  rm -f "$SELF_PID"
  say "stopped ($DIR)"
  exit 0
fi

# ---- start ----------------------------------------------------------------------------------------
if alive "$(cat "$SELF_PID" 2>/dev/null || true)"; then
  echo "cluster: already running in $DIR (pid $(cat "$SELF_PID")); scripts/cluster.sh stop --dir $DIR" >&2
  exit 1
fi
[ -x "$BIN" ] || { echo "cluster: $BIN is not built (bash scripts/build.sh)" >&2; exit 1; }
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || {
  echo "cluster: nginx is not installed (apt-get install nginx; scripts/install-deps.sh does)" >&2
  exit 1
}
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"
stop_leftovers
echo $$ >"$SELF_PID"
mkdir -p "$LOGS" "$DIR/media" "$NGINX_DIR"

INSTANCE_PIDS=()
NGINX_PID=""
PG_STARTED=0
stopping=0
# shellcheck disable=SC2317  # called from the traps
stop_all() {
  [ "$stopping" = 1 ] && return
  stopping=1
  trap '' INT TERM
  say "stopping"
  if alive "$NGINX_PID"; then kill -QUIT "$NGINX_PID" 2>/dev/null || true; fi  # graceful: open requests finish
  local pid
  for pid in "${INSTANCE_PIDS[@]}"; do if alive "$pid"; then kill -TERM "$pid" 2>/dev/null || true; fi; done
  for _ in $(seq 1 150); do
    local running=0
    for pid in "$NGINX_PID" "${INSTANCE_PIDS[@]}"; do alive "$pid" && running=1; done
    [ "$running" = 0 ] && break
    sleep 0.1
  done
  for pid in "$NGINX_PID" "${INSTANCE_PIDS[@]}"; do if alive "$pid"; then kill -KILL "$pid" 2>/dev/null || true; fi; done
  if [ "$PG_STARTED" = 1 ]; then
    as_pg_owner "$PG_BIN/pg_ctl" -D "$PGDIR/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -f "$DIR"/instance-*.pid "$SELF_PID"
  say "stopped"
}
trap 'stop_all; exit 130' INT
trap 'stop_all; exit 143' TERM
trap 'stop_all' EXIT

# PostgreSQL: a private cluster listening on a unix socket in pg/ only, and the store's database with
# byte-order text sorting (docs/operations.md "Running on PostgreSQL").
if [ -z "$DATABASE_URL" ]; then
  PG_BIN="$(pg_bindir)"
  mkdir -p "$PGDIR"
  if [ "$(id -u)" = 0 ]; then
    chown postgres: "$PGDIR"
    runuser -u postgres -- test -w "$PGDIR" || {
      echo "cluster: the postgres user cannot reach $PGDIR (a folder above it is closed to others): choose a --dir it can reach, e.g. under /tmp" >&2
      exit 1
    }
  fi
  if [ ! -f "$PGDIR/data/PG_VERSION" ]; then
    say "creating the PostgreSQL cluster in $PGDIR/data"
    as_pg_owner "$PG_BIN/initdb" -D "$PGDIR/data" -A trust -U postgres -E UTF8 --locale=C >"$LOGS/initdb.log" 2>&1 || {
      cat "$LOGS/initdb.log" >&2
      exit 1
    }
  fi
  # In a session of its own (as every process started here): a Ctrl-C in the terminal reaches this
  # script only, which stops everything in order. Its log is in pg/, which its owner can write. The
  # socket is its owner's only (trust authentication: anyone who can connect is the superuser).
  owner=()
  [ "$(id -u)" = 0 ] && owner=(runuser -u postgres --)
  setsid --wait "${owner[@]}" "$PG_BIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/postgresql.log" -w -t 60 \
    -o "-k $PGDIR -p $PGPORT -c listen_addresses='' -c unix_socket_permissions=0700 -c max_connections=60" start >/dev/null </dev/null || {
    tail -n 20 "$PGDIR/postgresql.log" >&2
    exit 1
  }
  PG_STARTED=1
  psql_() { psql -X -q -A -t -v ON_ERROR_STOP=1 -h "$PGDIR" -p "$PGPORT" -U postgres "$@"; }
  if [ -z "$(psql_ -d postgres -c "SELECT 1 FROM pg_database WHERE datname = 'karyana'")" ]; then
    psql_ -d postgres -c "CREATE DATABASE karyana TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'"
  fi
  DATABASE_URL="postgresql:///karyana?host=$PGDIR&port=$PGPORT&user=postgres"
  say "PostgreSQL: database karyana, socket in $PGDIR (log: $PGDIR/postgresql.log)"
fi

# Starts instance N on PORT and waits until it listens; sets STARTED_PORT to the port it listens on.
start_instance() {
  local n="$1" port="$2" log="$LOGS/instance-$1.log" data="$DIR/instance-$1"
  mkdir -p "$data"
  : >"$log"
  KARYANA_DATABASE_URL="$DATABASE_URL" setsid "$BIN" serve --host 127.0.0.1 --port "$port" \
    --data-dir "$data" --media-dir "$DIR/media" --web-dir "$WEB_DIR" --trust-proxy 127.0.0.1 \
    "${SERVE_ARGS[@]}" >>"$log" 2>&1 </dev/null &
  local pid=$!
  INSTANCE_PIDS+=("$pid")
  echo "$pid" >"$DIR/instance-$n.pid"
  local deadline=$((SECONDS + ${KARYANA_START_TIMEOUT_S:-300})) line=""
  while :; do
    line="$(grep -m1 -o 'listening on http://127\.0\.0\.1:[0-9]*' "$log" || true)"
    [ -n "$line" ] && break
    if ! alive "$pid"; then
      echo "cluster: instance $n exited during start; its log ($log) ends:" >&2
      tail -n 20 "$log" >&2
      exit 1
    fi
    if [ "$SECONDS" -gt "$deadline" ]; then echo "cluster: instance $n did not start; see $log" >&2; exit 1; fi
    sleep 0.1
  done
  STARTED_PORT="${line##*:}"
  say "instance $n: http://127.0.0.1:$STARTED_PORT (pid $pid, data $data, log $log)"
}
start_instance 1 "${PORTS[0]}"  # seeds an empty database
PORT_1="$STARTED_PORT"
UPSTREAMS="127.0.0.1:$PORT_1"
SECOND_UPSTREAM=""
if [ "${#PORTS[@]}" -eq 2 ]; then
  start_instance 2 "${PORTS[1]}"
  PORT_2="$STARTED_PORT"
  UPSTREAMS+=", 127.0.0.1:$PORT_2"
  SECOND_UPSTREAM="    server 127.0.0.1:$PORT_2 max_fails=1 fail_timeout=5s;"
fi

# nginx: generated here each start, from nothing in /etc. Request bodies up to the upload limit stay in
# memory and answers are not spooled to disk, so the worker (nobody, when started as root) writes no file.
mkdir -p "$NGINX_DIR/temp"
worker_user=""
[ "$(id -u)" = 0 ] && worker_user="user nobody nogroup;"
cat >"$NGINX_DIR/nginx.conf" <<EOF
# Generated by scripts/cluster.sh: the production template is docs/operations.md "Several instances".
$worker_user
worker_processes 1;
worker_shutdown_timeout 3s;  # a stop does not wait for open websockets
pid $NGINX_DIR/nginx.pid;
error_log $NGINX_DIR/error.log warn;
events { worker_connections 1024; }

http {
  access_log $NGINX_DIR/access.log;
  client_body_temp_path $NGINX_DIR/temp/body;
  proxy_temp_path $NGINX_DIR/temp/proxy;
  fastcgi_temp_path $NGINX_DIR/temp/fastcgi;
  uwsgi_temp_path $NGINX_DIR/temp/uwsgi;
  scgi_temp_path $NGINX_DIR/temp/scgi;

  upstream karyana {
    server 127.0.0.1:$PORT_1 max_fails=1 fail_timeout=5s;
$SECOND_UPSTREAM
    # No upstream keepalive: a pooled connection would stay counted against the client of its first
    # request by the instances' per-client connection cap (docs/security.md "Behind a TLS proxy").
  }

  # A WebSocket upgrade is passed on.
  map \$http_upgrade \$connection_upgrade {
    default upgrade;
    ''      close;
  }

  server {
    listen 127.0.0.1:$PROXY_PORT;
    # Uploads: the server takes pictures up to 6 MB (5 MB of picture and the form around it).
    client_max_body_size 8m;
    client_body_buffer_size 8m;
    proxy_max_temp_file_size 0;

    proxy_http_version 1.1;
    # The Host with its port (the Origin of a page on this port has it): the instances compare a
    # request's Origin with it (CORS, the websocket's Origin check).
    proxy_set_header Host \$http_host;
    proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto \$scheme;
    proxy_set_header Upgrade \$http_upgrade;
    proxy_set_header Connection \$connection_upgrade;
    # Only a connection refused or lost before an answer goes to the other instance; nginx never
    # sends a POST (an order) twice.
    proxy_next_upstream error timeout;

    location /graphql {
      proxy_pass http://karyana;
      # A subscription's socket is quiet between events; the server pings it every 60 s.
      proxy_read_timeout 120s;
      proxy_send_timeout 120s;
    }
    location / {
      proxy_pass http://karyana;
    }
  }
}
EOF
"$NGINX" -t -q -p "$NGINX_DIR" -c "$NGINX_DIR/nginx.conf" -e "$NGINX_DIR/error.log" || exit 1
setsid "$NGINX" -p "$NGINX_DIR" -c "$NGINX_DIR/nginx.conf" -e "$NGINX_DIR/error.log" -g 'daemon off;' \
  >>"$LOGS/nginx.log" 2>&1 </dev/null &
NGINX_PID=$!
for _ in $(seq 1 100); do
  [ -s "$NGINX_DIR/nginx.pid" ] && break
  alive "$NGINX_PID" || { echo "cluster: nginx did not start:" >&2; cat "$NGINX_DIR/error.log" "$LOGS/nginx.log" >&2; exit 1; }
  sleep 0.1
done
say "nginx: http://127.0.0.1:$PROXY_PORT -> $UPSTREAMS (config $NGINX_DIR/nginx.conf)"
say "ready at http://127.0.0.1:$PROXY_PORT (Ctrl-C or scripts/cluster.sh stop --dir $DIR stops everything)"

# Until a signal or nginx ends. An instance that dies is reported; the other keeps serving behind nginx.
while alive "$NGINX_PID"; do
  wait -n || true
  for i in "${!INSTANCE_PIDS[@]}"; do
    pid="${INSTANCE_PIDS[$i]}"
    if [ -n "$pid" ] && ! alive "$pid"; then
      say "instance $((i + 1)) (pid $pid) exited; see $LOGS/instance-$((i + 1)).log"
      INSTANCE_PIDS[i]=""
    fi
  done
done
say "nginx exited; see $NGINX_DIR/error.log"
exit 1
