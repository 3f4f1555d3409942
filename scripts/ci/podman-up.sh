#!/bin/sh
# Makes this machine (Debian 12, as root) run Crucible's container executor: podman with runc and
# fuse-overlayfs, busybox-static for the tests' image, mmdebstrap for Debian bases. Idempotent: only
# what is missing is installed. Nothing in /etc is changed: our settings are in
# gateway/containers/containers.conf, which every podman we spawn reads (CONTAINERS_CONF).
# Ends with a `podman run --rm` of a tiny image built FROM scratch, so a broken podman fails CI here.
set -eu

root=$(cd "$(dirname "$0")/../.." && pwd)
export CONTAINERS_CONF="$root/gateway/containers/containers.conf"

missing=""
for pair in podman:podman runc:runc newuidmap:uidmap slirp4netns:slirp4netns fuse-overlayfs:fuse-overlayfs \
  mmdebstrap:mmdebstrap tar:tar; do
  command -v "${pair%%:*}" >/dev/null 2>&1 || missing="$missing ${pair#*:}"
done
[ -x /bin/busybox ] || missing="$missing busybox-static"
if [ -n "$missing" ]; then
  echo "podman-up: installing$missing"
  if [ ! -d /var/lib/apt/lists/partial ] || [ -z "$(ls /var/lib/apt/lists 2>/dev/null | grep -v partial | head -n 1)" ]; then
    apt-get update
  fi
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $missing
fi

podman --version
podman info --format 'runtime={{.Host.OCIRuntime.Name}} cgroups={{.Host.CgroupManager}} storage={{.Store.GraphDriverName}}'
echo

# The tests' image (tests/fixtures/containers/busybox.Containerfile), built once and kept.
image=localhost/crucible-test-busybox:latest
if ! podman image exists "$image"; then
  context=$(mktemp -d)
  trap 'rm -rf "$context"' EXIT
  cp /bin/busybox "$context/busybox"
  podman build -q -f "$root/tests/fixtures/containers/busybox.Containerfile" -t "$image" "$context"
fi

# Podman asks for more open files and processes than many machines allow: ask for this shell's own.
files=$(awk '/^Max open files/ {print $5}' /proc/self/limits)
procs=$(awk '/^Max processes/ {print $4}' /proc/self/limits)
pidmax=$(cat /proc/sys/kernel/pid_max)
[ "$files" = unlimited ] && files=65536
[ "$files" -gt 65536 ] && files=65536
[ "$procs" = unlimited ] && procs=$pidmax
[ "$procs" -gt "$pidmax" ] && procs=$pidmax
answer=$(podman run --rm --network=none --ulimit "nofile=$files:$files" --ulimit "nproc=$procs:$procs" \
  "$image" /bin/sh -c 'echo container-ok')
[ "$answer" = container-ok ] || { echo "podman-up: the test container answered '$answer'" >&2; exit 1; }
echo "podman-up: podman runs containers here"
