#!/usr/bin/env bash
# A throwaway PostgreSQL server for the test run: installed with apt when missing, listening on
# loopback only, trust auth, data in a temporary folder. `start STATE` prints DATABASE_URL; `stop STATE` ends it.
# For outage drills (docs/database-outage.md, tests/fleet/outage.test.ts): `restart STATE` is what an operator's
# `pg_ctl restart -m fast` does; `down STATE` stops the server and keeps its data; `up STATE` starts it again,
# `up STATE local` on its Unix socket only (a maintenance window: no TCP client, Feira included, gets in).
set -euo pipefail

find_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && echo "$dir"
}

ensure_installed() {
  if [ -z "$(find_bin)" ] || [ ! -f "$(ls -d /usr/share/postgresql/*/extension 2>/dev/null | sort -V | tail -n 1)/unaccent.control" ]; then
    echo "Instalando PostgreSQL (apt-get)…" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq postgresql postgresql-contrib >&2
  fi
}

case "${1:-}" in
  start)
    ensure_installed
    bin=$(find_bin)
    dir=$(mktemp -d /tmp/feira-pg-XXXXXX)
    chown postgres:postgres "$dir"
    # process.stdout.write, not console.log: under FORCE_COLOR (Playwright sets it) console.log colours numbers.
    port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})")
    runuser -u postgres -- "$bin/initdb" -D "$dir/data" --auth=trust --username=postgres --encoding=UTF8 --locale=C.UTF-8 >/dev/null
    # In postgresql.conf, not on pg_ctl's command line, so that `up` after `down` starts the same server.
    cat >> "$dir/data/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$dir'
max_connections = 300
fsync = off
synchronous_commit = off
CONF
    runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w start >/dev/null
    echo "$dir" > "${2:-/tmp/feira-pg-current}"
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    state="${2:-/tmp/feira-pg-current}"
    [ -f "$state" ] || exit 0
    dir=$(cat "$state")
    bin=$(find_bin)
    runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    rm -rf "$dir" "$state"
    ;;
  restart|down|up)
    state="${2:-/tmp/feira-pg-current}"
    dir=$(cat "$state")
    bin=$(find_bin)
    case "$1" in
      restart) runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -m fast -w restart -l "$dir/server.log" >/dev/null ;;
      down) runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null ;;
      up)
        if [ "${3:-}" = local ]; then
          runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "-c listen_addresses=" start >/dev/null
        else
          runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w start >/dev/null
        fi
        ;;
    esac
    ;;
  *)
    echo "uso: $0 start|stop|restart|down|up [arquivo-de-estado] [local]" >&2
    exit 2
    ;;
esac
