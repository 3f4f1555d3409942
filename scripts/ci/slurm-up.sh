#!/bin/sh
# Makes this machine (Debian 12, as root) a single-node Slurm cluster for Crucible's Slurm executor:
# installs slurm-wlm and munge when missing, writes /etc/slurm/slurm.conf for this host (one node with
# its CPUs and memory in two partitions, `debug` (the default) and `second` (typed worker pools), completed
# jobs kept visible for an hour: MinJobAge), starts munged as the munge user, slurmctld and slurmd
# without systemd when they are not running, and waits until the node is idle and `sbatch --wrap true`
# runs. Idempotent: run it again and it only checks. One line per step.
#
#   scripts/ci/slurm-up.sh          set up and start what is missing
#   SLURM_UP_QUIET=1 ...            the same, printing only errors
set -eu

say() { [ "${SLURM_UP_QUIET:-}" = 1 ] || echo "slurm-up: $*"; }
die() { echo "slurm-up: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || die "run me as root (slurmd and munged are system daemons)"

# 1. Packages.
missing=""
for pair in sbatch:slurm-client slurmctld:slurmctld slurmd:slurmd munged:munge; do
  command -v "${pair%%:*}" >/dev/null 2>&1 || [ -x "/usr/sbin/${pair%%:*}" ] || missing="$missing ${pair#*:}"
done
if [ -n "$missing" ]; then
  say "installing slurm-wlm munge (missing:$missing)"
  # shellcheck disable=SC2086
  if ! DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends slurm-wlm munge; then
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends slurm-wlm munge
  fi
else
  say "packages: slurm-wlm and munge are installed ($(dpkg-query -W -f '${Version}' slurm-client 2>/dev/null || echo "version unknown"))"
fi
PATH="/usr/sbin:/sbin:$PATH"

# 2. slurm.conf for this host: one node with what `slurmd -C` finds, NodeAddr 127.0.0.1.
host=$(hostname -s)
node=$(slurmd -C | head -n 1 | sed -e "s/^NodeName=[^ ]*/NodeName=$host NodeAddr=127.0.0.1/")
conf=/etc/slurm/slurm.conf
mkdir -p /etc/slurm /var/spool/slurmctld /var/spool/slurmd /var/log/slurm /run/slurm
want=$(mktemp)
trap 'rm -f "$want"' EXIT
cat >"$want" <<EOF
# Written by Crucible's scripts/ci/slurm-up.sh: a single-node cluster, no systemd, no accounting.
ClusterName=crucible
SlurmctldHost=$host(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
MpiDefault=none
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SwitchType=switch/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU_Memory
# Memory is scheduled: a task asks for its image's memory (--mem); one that names none gets 256 MiB per CPU.
DefMemPerCPU=256
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
ReturnToService=2
# Completed jobs stay in squeue and scontrol for an hour (no accounting: sacct has nothing).
MinJobAge=3600
MaxJobCount=100000
KillWait=5
SlurmctldTimeout=30
SlurmdTimeout=60
InactiveLimit=0
SchedulerType=sched/backfill
# Start queued batch jobs as soon as CPUs free up (the default waits up to 3 s between launches).
SchedulerParameters=batch_sched_delay=0,sched_min_interval=0
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldPidFile=/run/slurm/slurmctld.pid
SlurmdPidFile=/run/slurm/slurmd.pid
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
SlurmctldPort=6817
SlurmdPort=6818
$node State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
PartitionName=second Nodes=$host MaxTime=INFINITE State=UP
EOF
changed=0
if [ -f "$conf" ] && cmp -s "$want" "$conf"; then
  say "config: $conf is up to date (node $host)"
else
  if [ -f "$conf" ] && ! grep -q "scripts/ci/slurm-up.sh" "$conf"; then
    cp "$conf" "$conf.before-crucible"
    say "config: kept the previous $conf as $conf.before-crucible"
  fi
  cp "$want" "$conf"
  chmod 644 "$conf"
  changed=1
  say "config: wrote $conf (node $host)"
fi

running() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

# 3. munge: a key, its folders, the daemon as the munge user.
if [ ! -s /etc/munge/munge.key ]; then
  if command -v mungekey >/dev/null 2>&1; then mungekey --create --force; else
    dd if=/dev/urandom of=/etc/munge/munge.key bs=1 count=1024 2>/dev/null
  fi
  chown munge:munge /etc/munge/munge.key
  chmod 400 /etc/munge/munge.key
  say "munge: created a key"
fi
mkdir -p /run/munge /var/log/munge /var/lib/munge
chown munge:munge /run/munge /var/log/munge /var/lib/munge
chmod 755 /run/munge
if munge -n 2>/dev/null | unmunge >/dev/null 2>&1; then
  say "munge: munged answers"
else
  runuser -u munge -- /usr/sbin/munged
  for _ in $(seq 1 50); do munge -n 2>/dev/null | unmunge >/dev/null 2>&1 && break; sleep 0.1; done
  munge -n | unmunge >/dev/null || die "munged does not answer"
  say "munge: started munged"
fi

# 4. slurmctld and slurmd (restarted when the config changed).
if [ "$changed" = 1 ]; then
  for pidfile in /run/slurm/slurmd.pid /run/slurm/slurmctld.pid; do
    if running "$pidfile"; then
      kill "$(cat "$pidfile")"
      for _ in $(seq 1 100); do running "$pidfile" || break; sleep 0.1; done
      say "restart: stopped $(basename "$pidfile" .pid) for the new config"
    fi
  done
fi
if running /run/slurm/slurmctld.pid; then
  say "slurmctld: running (pid $(cat /run/slurm/slurmctld.pid))"
else
  slurmctld -i
  say "slurmctld: started"
fi
for _ in $(seq 1 100); do scontrol ping >/dev/null 2>&1 && break; sleep 0.1; done
scontrol ping >/dev/null 2>&1 || die "slurmctld does not answer (see /var/log/slurm/slurmctld.log)"
if running /run/slurm/slurmd.pid; then
  say "slurmd: running (pid $(cat /run/slurm/slurmd.pid))"
else
  [ -d /sys/fs/cgroup ] || die "slurmd needs /sys/fs/cgroup"
  slurmd
  say "slurmd: started"
fi

# 5. The node idle (resumed if an earlier run left it down or drained), then a real job.
state=""
for _ in $(seq 1 300); do
  state=$(sinfo -h -n "$host" -o %T 2>/dev/null | head -n 1)
  case "$state" in
  idle | mixed | allocated) break ;;
  down* | drain* | fail*) scontrol update NodeName="$host" State=RESUME >/dev/null 2>&1 || true ;;
  esac
  sleep 0.1
done
case "$state" in
idle | mixed | allocated) say "node: $host is $state" ;;
*) die "node $host is '$state' (see /var/log/slurm/slurmd.log)" ;;
esac
out=$(mktemp -d)
job=$(sbatch --parsable --job-name crucible-slurm-up --output "$out/out" --wrap "echo slurm-ok")
for _ in $(seq 1 600); do
  [ "$(squeue -h -t all -j "$job" -o %T 2>/dev/null)" = COMPLETED ] && break
  sleep 0.1
done
answer=$(cat "$out/out" 2>/dev/null || true)
rm -rf "$out"
[ "$answer" = slurm-ok ] || die "sbatch --wrap: job $job answered '$answer' ($(squeue -h -t all -j "$job" -o %T 2>&1))"
say "sbatch: job $job ran (Slurm is ready)"
