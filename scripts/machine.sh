#!/usr/bin/env bash
# What the tests need of this machine, installed from Debian's packages and started (idempotent: what is
# there already is left as it is). `.ci/run` runs each part as a step; `npm test` runs it whole
# (scripts/test-ready.mjs) when it finds a part missing and may install (root), else names this script.
#   bash scripts/machine.sh [packages|postgres|podman|slurm|registry|all]   (default: all)
set -euo pipefail

cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive

apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then
    apt-get update -q
    apt_updated=1
  fi
  apt-get install -y -q --no-install-recommends "$@"
}

system_packages() {
  if [ ! -x /usr/bin/chromium ]; then
    apt_install chromium fonts-dejavu-core
  fi
  # A Chinese font, so that the zh-CN screenshots show their text, not boxes.
  if ! fc-list :lang=zh 2>/dev/null | grep -q .; then
    apt_install fonts-wqy-microhei
  fi
  # The processor sandbox (gateway/src/executors/sandbox.ts).
  if [ ! -x /usr/bin/bwrap ]; then
    apt_install bubblewrap
  fi
  # Open Babel for the viewers' molecule conversions (gateway/src/domain/chem/obabel.ts).
  if [ ! -x /usr/bin/obabel ]; then
    apt_install openbabel
  fi
  # requests for Debian's python3, which runs docs/examples/python (tests/examples/python-example.test.ts).
  if ! /usr/bin/python3 -c "import requests" 2>/dev/null; then
    apt_install python3 python3-requests
  fi
  # venv, pip, setuptools and wheel of Debian's python3 install clients/python offline
  # (tests/examples/python-package.test.ts).
  if ! /usr/bin/python3 -m pip --version >/dev/null 2>&1 || ! /usr/bin/python3 -c "import setuptools, wheel" 2>/dev/null; then
    apt_install python3-venv python3-pip python3-setuptools python3-wheel
  fi
  # Debian's docker-compose (1.29, which reads the Compose Specification) checks docker-compose.yml:
  # this machine has the docker CLI without its compose plugin.
  if ! command -v docker-compose >/dev/null; then
    apt_install docker-compose
  fi
  # HAProxy in front of the fleet suite's gateways (tests/support/fleet.ts, deploy/haproxy.cfg).
  if [ ! -x /usr/sbin/haproxy ]; then
    apt_install haproxy
  fi
  # OpenLDAP's slapd and its tools: the LDAP sign-in tests start their own directory
  # (tests/support/ldap.ts); the package's own service is stopped, as the tests need none.
  if [ ! -x /usr/sbin/slapd ] || ! command -v ldapadd >/dev/null; then
    apt_install slapd ldap-utils
    (service slapd stop || pkill -x slapd || true) >/dev/null 2>&1
  fi
  if [ ! -d /etc/postgresql ] || [ -z "$(ls -A /etc/postgresql)" ]; then
    apt_install postgresql
    local version
    version=$(ls /etc/postgresql | sort -V | tail -n 1)
    # Local trust over loopback, as the test URL has no password.
    sed -i -E 's/^(host\s+all\s+all\s+127\.0\.0\.1\/32\s+)\S+/\1trust/' "/etc/postgresql/$version/main/pg_hba.conf"
  fi
}

postgres_up() {
  if ! pg_isready -q -h 127.0.0.1 -p 5432; then
    local version
    version=$(ls /etc/postgresql | sort -V | tail -n 1)
    pg_ctlcluster --skip-systemctl-redirect "$version" main start
  fi
  for _ in $(seq 1 30); do
    pg_isready -q -h 127.0.0.1 -p 5432 && break
    sleep 1
  done
  pg_isready -h 127.0.0.1 -p 5432
  if ! psql "postgres://postgres@127.0.0.1:5432/postgres" -Atc "SELECT 1 FROM pg_database WHERE datname = 'test'" | grep -q 1; then
    psql "postgres://postgres@127.0.0.1:5432/postgres" -c "CREATE DATABASE test"
  fi
}

part=${1:-all}
case "$part" in
packages) system_packages ;;
postgres) postgres_up ;;
podman) sh scripts/ci/podman-up.sh ;;
slurm) sh scripts/ci/slurm-up.sh ;;
registry) sh scripts/ci/registry-up.sh ;;
all)
  system_packages
  postgres_up
  sh scripts/ci/podman-up.sh
  sh scripts/ci/slurm-up.sh
  sh scripts/ci/registry-up.sh
  ;;
*)
  echo "machine.sh: no part '$part' (packages, postgres, podman, slurm, registry, all)" >&2
  exit 2
  ;;
esac
