#!/bin/sh
# The Crucible fleet on this one machine, as separate machines would run it (docs/deploy.md):
#   - HAProxy (Debian's haproxy, our deploy/haproxy.cfg, not the system service) on 127.0.0.1:8080,
#     round robin over two gateways with health checks on /healthz;
#   - two gateways (gateway/src/main.ts) on 127.0.0.1:8081 and :8082, no scheduler of their own;
#   - two workers (`crucible worker`, gateway/src/worker.ts), each with its own podman storage root,
#     sandbox and Slurm-free work folders, as two machines would have;
#   - all of them on one PostgreSQL database and one data folder (blobs);
#   - Debian's docker-registry on 127.0.0.1:5000 (scripts/ci/registry-up.sh when present) as
#     CRUCIBLE_REGISTRY, and the single-node Slurm (scripts/ci/slurm-up.sh) that the workers submit to.
#
#   scripts/fleet-up.sh            start what is not running (idempotent); prints the address
#   scripts/fleet-up.sh restart    rolling restart of the gateways, one after the other (no request lost)
#   scripts/fleet-down.sh          stop everything this script started
#
# Settings (environment): FLEET_DIR (/var/tmp/crucible-fleet: logs, pids, the data folder, the workers'
# own folders), FLEET_PORT (8080), FLEET_GATEWAY_PORTS ("8081 8082"), FLEET_DATABASE_URL
# (postgres://postgres@127.0.0.1:5432/crucible_fleet, created when missing), FLEET_REGISTRY (1: start
# and use the registry), FLEET_BUILD (1: build the web client when it is missing), FLEET_SLURM (1 when run as root: set up Slurm and let the workers submit to it),
# CRUCIBLE_ADMIN_PASSWORD (the first administrator's, used on an empty database only; otherwise one is
# generated and kept in FLEET_DIR/admin-password, mode 0600). Any other CRUCIBLE_* setting in the environment reaches every process.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
dir=${FLEET_DIR:-/var/tmp/crucible-fleet}
port=${FLEET_PORT:-8080}
gateway_ports=${FLEET_GATEWAY_PORTS:-"8081 8082"}
database_url=${FLEET_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/crucible_fleet}
stats=127.0.0.1:${FLEET_STATS_PORT:-8404}
drain=${CRUCIBLE_DRAIN_SECONDS:-3}
run="$dir/run"
data="$dir/data"

say() { echo "fleet-up: $*"; }
die() { echo "fleet-up: $*" >&2; exit 1; }

alive() { [ -f "$run/$1.pid" ] && kill -0 "$(cat "$run/$1.pid")" 2>/dev/null; }

healthy() { curl -fs -o /dev/null "http://127.0.0.1:$1/healthz"; }

# running_and NAME COMMAND...: COMMAND's answer while NAME's process lives; the end if it died.
running_and() {
  name=$1
  shift
  alive "$name" || die "$name exited; the end of $dir/$name.log:
$(tail -n 5 "$dir/$name.log" 2>/dev/null)"
  "$@"
}

# What HAProxy thinks of gateway gwN: UP, DOWN, or a transition.
lb_state() {
  curl -fs "http://$stats/stats;csv" | awk -F, -v s="$1" '$1 == "gateways" && $2 == s { print $18 }'
}

wait_for() { # what, tries (0.2 s each), command...
  what=$1 tries=$2
  shift 2
  i=0
  until "$@"; do
    i=$((i + 1))
    [ "$i" -lt "$tries" ] || die "timed out waiting for $what"
    sleep 0.2
  done
}

# Settings every process shares: one database, one data folder.
common_env() {
  export DATABASE_URL="$database_url" CRUCIBLE_DATA_DIR="$data" CRUCIBLE_DRAIN_SECONDS="$drain"
  # Warnings and errors only: at info every health check (two a second) is a log line.
  export LOG_LEVEL="${LOG_LEVEL:-warn}" CRUCIBLE_ADMIN_PASSWORD="$admin_password"
  [ "${FLEET_REGISTRY:-1}" = 1 ] && export CRUCIBLE_REGISTRY="${CRUCIBLE_REGISTRY:-127.0.0.1:5000}"
  return 0
}

start_gateway() { # n
  n=$1
  gport=$(echo "$gateway_ports" | cut -d' ' -f"$n")
  if alive "gateway$n" && healthy "$gport"; then
    say "gateway $n answers on 127.0.0.1:$gport"
    return 0
  fi
  (
    common_env
    # Behind the balancer: the client's address from X-Forwarded-For (option forwardfor); tasks run
    # in the workers.
    export PORT="$gport" HOST=127.0.0.1 CRUCIBLE_SCHEDULER=false CRUCIBLE_TRUST_PROXY=true
    cd "$root"
    exec nohup node --import tsx gateway/src/main.ts >>"$dir/gateway$n.log" 2>&1
  ) &
  echo $! >"$run/gateway$n.pid"
  # A first boot migrates and seeds the database: it can take a minute on a busy machine.
  wait_for "gateway $n on :$gport (see $dir/gateway$n.log)" 1500 running_and "gateway$n" healthy "$gport"
  say "gateway $n answers on 127.0.0.1:$gport (pid $(cat "$run/gateway$n.pid"))"
}

start_worker() { # n
  n=$1
  if alive "worker$n"; then
    say "worker $n runs (pid $(cat "$run/worker$n.pid"))"
    return 0
  fi
  own="$dir/worker$n"
  mkdir -p "$own/containers/graphroot" "$own/containers/runroot" "$own/sandbox"
  # The sandbox folder must be reachable by nobody (processors run as nobody in bubblewrap).
  chmod 755 "$dir" "$own" "$own/sandbox"
  # Its own podman storage, as on a machine of its own: images it lacks come from the registry.
  cat >"$own/containers/storage.conf" <<EOF
[storage]
driver = "overlay"
graphroot = "$own/containers/graphroot"
runroot = "$own/containers/runroot"
EOF
  (
    common_env
    export CONTAINERS_STORAGE_CONF="$own/containers/storage.conf" CRUCIBLE_SANDBOX_DIR="$own/sandbox"
    command -v podman >/dev/null 2>&1 || export CRUCIBLE_PODMAN=false
    if [ "$slurm" = 1 ]; then
      # Slurm work folders must be seen by every Slurm node: here the one node sees the data folder.
      export CRUCIBLE_SLURM=true CRUCIBLE_SLURM_WORK_DIR="$data/slurm"
    fi
    cd "$root"
    exec nohup node --import tsx gateway/src/worker.ts >>"$dir/worker$n.log" 2>&1
  ) &
  echo $! >"$run/worker$n.pid"
  wait_for "worker $n (see $dir/worker$n.log)" 600 running_and "worker$n" grep -qs "worker info: ready:" "$dir/worker$n.log"
  say "worker $n: $(grep "worker info: ready:" "$dir/worker$n.log" | tail -n 1 | sed 's/.*ready: //')"
}

start_balancer() {
  if alive haproxy && curl -fs -o /dev/null "http://$stats/stats"; then
    say "HAProxy answers on 127.0.0.1:$port"
    return 0
  fi
  (
    export CRUCIBLE_LB_BIND="127.0.0.1:$port" CRUCIBLE_LB_STATS_BIND="$stats" CRUCIBLE_LB_CHECK_MS=1000
    export CRUCIBLE_LB_GATEWAY1="127.0.0.1:$(echo "$gateway_ports" | cut -d' ' -f1)"
    export CRUCIBLE_LB_GATEWAY2="127.0.0.1:$(echo "$gateway_ports" | cut -d' ' -f2)"
    exec nohup haproxy -db -f "$root/deploy/haproxy.cfg" >>"$dir/haproxy.log" 2>&1
  ) &
  echo $! >"$run/haproxy.pid"
  wait_for "HAProxy to see both gateways UP (see $dir/haproxy.log)" 150 running_and haproxy both_up
  say "HAProxy answers on 127.0.0.1:$port (stats: http://$stats/stats)"
}

both_up() { [ "$(lb_state gw1)" = UP ] && [ "$(lb_state gw2)" = UP ]; }
gw_up() { [ "$(lb_state "gw$1")" = UP ]; }
gone() { ! kill -0 "$1" 2>/dev/null; }

# A rolling restart: each gateway drains (SIGTERM: /healthz 503 first, the balancer takes it out), exits
# and starts again; the next one goes only when the balancer sees this one UP again.
restart_gateways() {
  for n in 1 2; do
    if alive "gateway$n"; then
      pid=$(cat "$run/gateway$n.pid")
      say "gateway $n: SIGTERM (drains ${drain} s)"
      kill -TERM "$pid"
      wait_for "gateway $n to exit" 600 gone "$pid"
    fi
    start_gateway "$n"
    wait_for "HAProxy to see gateway $n UP" 150 gw_up "$n"
  done
  say "rolling restart done"
}

mkdir -p "$run" "$data"
if [ -z "${CRUCIBLE_ADMIN_PASSWORD:-}" ] && [ ! -f "$dir/admin-password" ]; then
  # 19 characters: the password rules want 8 to 20 with a digit, a lower and an upper case letter and
  # another character.
  (umask 077 && printf 'Fleet#9%s\n' "$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')" >"$dir/admin-password")
fi
admin_password=${CRUCIBLE_ADMIN_PASSWORD:-$(cat "$dir/admin-password")}
command -v node >/dev/null 2>&1 || die "node is needed (20.19 or later)"
command -v curl >/dev/null 2>&1 || die "curl is needed"
[ -d "$root/node_modules" ] || die "run npm ci in $root first"

if [ "${1:-up}" = restart ]; then
  restart_gateways
  exit 0
fi

# 1. HAProxy from Debian, run with our config (the package's own service stays off).
if ! command -v haproxy >/dev/null 2>&1; then
  [ "$(id -u)" = 0 ] || die "install haproxy (apt-get install -y haproxy)"
  say "installing haproxy"
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends haproxy ||
    { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends haproxy; }
fi

# 2. PostgreSQL: the one database of the fleet (the first gateway migrates it).
server_url=$(echo "$database_url" | sed -E 's#/[^/?]+(\?.*)?$#/postgres#')
db_name=$(echo "$database_url" | sed -E 's#^.*/([^/?]+)(\?.*)?$#\1#')
psql "$server_url" -Atc "select 1" >/dev/null 2>&1 || die "PostgreSQL does not answer at $server_url"
if [ "$(psql "$server_url" -Atc "select 1 from pg_database where datname = '$db_name'")" != 1 ]; then
  psql "$server_url" -qc "create database \"$db_name\"" >/dev/null
  say "created database $db_name"
fi

# 3. The image registry (CRUCIBLE_REGISTRY).
if [ "${FLEET_REGISTRY:-1}" = 1 ]; then
  if [ -x "$root/scripts/ci/registry-up.sh" ] || [ -f "$root/scripts/ci/registry-up.sh" ]; then
    sh "$root/scripts/ci/registry-up.sh"
  elif curl -fs -o /dev/null http://127.0.0.1:5000/v2/; then
    say "a registry answers on 127.0.0.1:5000"
  else
    command -v docker-registry >/dev/null 2>&1 || die "install docker-registry (apt-get install -y docker-registry)"
    mkdir -p "$dir/registry"
    printf 'version: 0.1\nstorage:\n  filesystem:\n    rootdirectory: %s\n  delete:\n    enabled: true\nhttp:\n  addr: 127.0.0.1:5000\n' \
      "$dir/registry" >"$dir/registry.yml"
    nohup docker-registry serve "$dir/registry.yml" >>"$dir/registry.log" 2>&1 &
    echo $! >"$run/registry.pid"
    wait_for "the registry on 127.0.0.1:5000" 100 curl -fs -o /dev/null http://127.0.0.1:5000/v2/
    say "the registry answers on 127.0.0.1:5000"
  fi
fi

# 4. Slurm, single node.
slurm=0
if [ "${FLEET_SLURM:-1}" = 1 ] && [ "$(id -u)" = 0 ]; then
  SLURM_UP_QUIET=1 sh "$root/scripts/ci/slurm-up.sh" && slurm=1
  [ "$slurm" = 1 ] && say "Slurm: $(sinfo -h -o '%P %t' | tr '\n' ' ')"
fi

# 5. The web client, once for both gateways.
if [ "${FLEET_BUILD:-1}" = 1 ] && [ ! -f "$root/web/dist/index.html" ]; then
  say "building the web client (npm run build)"
  (cd "$root" && npm run build >"$dir/build.log" 2>&1) || die "the build failed: see $dir/build.log"
fi

# 6. Gateways (the first one alone: it migrates and seeds), workers, then the balancer.
start_gateway 1
start_gateway 2
start_worker 1
start_worker 2
start_balancer
say "the fleet answers on http://127.0.0.1:$port (logs and pids in $dir)"
[ -n "${CRUCIBLE_ADMIN_PASSWORD:-}" ] || say "the administrator admin's password (on a new database): $dir/admin-password"
