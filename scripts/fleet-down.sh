#!/bin/sh
# Stops what scripts/fleet-up.sh started, balancer first: SIGTERM (gateways drain, workers hand their
# running tasks back to the queue), SIGKILL after 60 s. PostgreSQL, Slurm and a registry started by
# scripts/ci/registry-up.sh are this machine's services and keep running.
#
#   scripts/fleet-down.sh            stop the processes; the data folder and the database stay
#   FLEET_PURGE=1 scripts/fleet-down.sh   also remove FLEET_DIR and drop the fleet's database
set -eu

dir=${FLEET_DIR:-/var/tmp/crucible-fleet}
database_url=${FLEET_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/crucible_fleet}
run="$dir/run"

for name in haproxy gateway1 gateway2 worker1 worker2 registry; do
  [ -f "$run/$name.pid" ] || continue
  pid=$(cat "$run/$name.pid")
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid"
    i=0
    while kill -0 "$pid" 2>/dev/null && [ "$i" -lt 300 ]; do
      sleep 0.2
      i=$((i + 1))
    done
    if kill -0 "$pid" 2>/dev/null; then
      echo "fleet-down: $name (pid $pid) did not stop in 60 s: SIGKILL"
      kill -KILL "$pid"
    fi
    echo "fleet-down: $name stopped"
  fi
  rm -f "$run/$name.pid"
done

if [ "${FLEET_PURGE:-0}" = 1 ]; then
  server_url=$(echo "$database_url" | sed -E 's#/[^/?]+(\?.*)?$#/postgres#')
  db_name=$(echo "$database_url" | sed -E 's#^.*/([^/?]+)(\?.*)?$#\1#')
  psql "$server_url" -qc "drop database if exists \"$db_name\" with (force)" >/dev/null
  rm -rf "$dir"
  echo "fleet-down: removed $dir and the database $db_name"
fi
