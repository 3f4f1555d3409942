#!/bin/sh
# Makes this machine (Debian 12, as root) serve an image registry on 127.0.0.1:5000 for
# CRUCIBLE_REGISTRY: Debian's `docker-registry` (the OCI distribution registry), plain http on
# loopback, deletes allowed (removing an image in the back office removes it from the registry), its
# storage and config in one folder (REGISTRY_DIR, default /var/tmp/crucible-registry). Idempotent:
# installs what is missing (and skopeo), starts the registry unless one already answers, and ends
# with a check of the API (`GET /v2/` answers 200).
set -eu

address=${REGISTRY_ADDRESS:-127.0.0.1:5000}
dir=${REGISTRY_DIR:-/var/tmp/crucible-registry}

missing=""
command -v docker-registry >/dev/null 2>&1 || missing="$missing docker-registry"
command -v skopeo >/dev/null 2>&1 || missing="$missing skopeo"
command -v curl >/dev/null 2>&1 || missing="$missing curl"
if [ -n "$missing" ]; then
  echo "registry-up: installing$missing"
  if [ ! -d /var/lib/apt/lists/partial ] || [ -z "$(ls /var/lib/apt/lists 2>/dev/null | grep -v partial | head -n 1)" ]; then
    apt-get update
  fi
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $missing
fi

answers() {
  [ "$(curl -s -o /dev/null -w '%{http_code}' "http://$address/v2/")" = 200 ]
}

if answers; then
  echo "registry-up: a registry already answers on $address"
  exit 0
fi

mkdir -p "$dir/storage"
cat >"$dir/config.yml" <<EOF
version: 0.1
log:
  level: warn
storage:
  filesystem:
    rootdirectory: $dir/storage
  delete:
    enabled: true
http:
  addr: $address
EOF
# Debian's package starts its own service only under systemd; here it runs in the background.
nohup docker-registry serve "$dir/config.yml" >"$dir/registry.log" 2>&1 &
echo $! >"$dir/registry.pid"
for _ in $(seq 1 50); do
  answers && break
  sleep 0.2
done
if ! answers; then
  echo "registry-up: the registry did not answer on $address; its log:" >&2
  cat "$dir/registry.log" >&2
  exit 1
fi
echo "registry-up: the registry answers on $address (storage $dir/storage, pid $(cat "$dir/registry.pid"))"
