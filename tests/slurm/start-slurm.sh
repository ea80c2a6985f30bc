#!/usr/bin/env bash
# Starts a real single-node Slurm (munged, slurmctld, slurmd; Debian's slurm-wlm, no slurmdbd) for
# tests/test_slurm.py, after ../shared/slurm-ci.md (the recipe verified on this kind of machine).
# Writes each daemon's PID to $SLURM_CI_DIR/<daemon>.pid; stop-slurm.sh stops exactly those and
# restores any /etc/slurm files this script replaced. Every wait is bounded.
set -euo pipefail
SLURM_CI_DIR=${SLURM_CI_DIR:-/tmp/slurm-ci}
NODE=$(hostname -s)
CPUS=${SLURM_CI_CPUS:-$(nproc)}
MEM_MB=${SLURM_CI_MEM_MB:-8000}

if ! command -v slurmctld >/dev/null; then
  timeout 300 apt-get update -qq
  DEBIAN_FRONTEND=noninteractive timeout 600 apt-get install -y -qq --no-install-recommends slurm-wlm munge >/dev/null
fi
if pgrep -x slurmctld >/dev/null || pgrep -x slurmd >/dev/null; then
  echo "a slurmctld or slurmd already runs here; not replacing its configuration" >&2
  exit 3
fi

mkdir -p "$SLURM_CI_DIR"/{state,spool,log,etc-backup} /run/munge /etc/slurm
chown munge:munge /run/munge
[ -s /etc/munge/munge.key ] || mungekey --create --keyfile=/etc/munge/munge.key
chown munge:munge /etc/munge/munge.key
chmod 600 /etc/munge/munge.key

for f in slurm.conf gres.conf; do
  [ -e "/etc/slurm/$f" ] && cp -p "/etc/slurm/$f" "$SLURM_CI_DIR/etc-backup/$f"
done
touch "$SLURM_CI_DIR/etc-written"

# The slurm-jobstep plugin drops SLURM_CONF before its nested srun, so the configuration must be at
# the compiled-in default path. No cgroup.conf: linuxproc/none work without cgroups (gVisor).
# Two partitions on the one node, named as in profiles/slurm/partitions.yaml, so the real cluster
# profile's partition choice is exercised unchanged. MinJobAge keeps finished jobs visible to
# squeue (the CI profile's status command) and scontrol (the test's evidence) for 5 minutes.
cat >/etc/slurm/slurm.conf <<CONF
ClusterName=ci
SlurmctldHost=${NODE}(127.0.0.1)
SlurmUser=root
MailProg=/bin/true
AuthType=auth/munge
StateSaveLocation=${SLURM_CI_DIR}/state
SlurmdSpoolDir=${SLURM_CI_DIR}/spool
SlurmctldPidFile=${SLURM_CI_DIR}/slurmctld.pidfile
SlurmdPidFile=${SLURM_CI_DIR}/slurmd.pidfile
SlurmctldLogFile=${SLURM_CI_DIR}/log/slurmctld.log
SlurmdLogFile=${SLURM_CI_DIR}/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
MpiDefault=none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
ReturnToService=2
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
MinJobAge=300
GresTypes=gpu
NodeName=${NODE} NodeAddr=127.0.0.1 CPUs=${CPUS} RealMemory=${MEM_MB} Gres=gpu:1 State=UNKNOWN
PartitionName=cpu Nodes=ALL Default=YES MaxTime=INFINITE State=UP
PartitionName=gpu Nodes=ALL MaxTime=INFINITE State=UP
CONF
# One fake GPU, so --gpus=1 / --gres=gpu:1 jobs schedule (Slurm sets CUDA_VISIBLE_DEVICES=0).
cat >/etc/slurm/gres.conf <<CONF
AutoDetect=off
NodeName=${NODE} Name=gpu File=/dev/null
CONF

# A munged that already answers (a developer machine) is used as it is and left running.
if ! (munge -n | unmunge) >/dev/null 2>&1; then
  # setpriv execs munged itself, so $! is munged's PID (runuser would leave its own PID there).
  setpriv --reuid=munge --regid=munge --init-groups /usr/sbin/munged --foreground \
    >"$SLURM_CI_DIR/log/munged.out" 2>&1 &
  echo $! >"$SLURM_CI_DIR/munged.pid"
  for _ in $(seq 50); do (munge -n | unmunge) >/dev/null 2>&1 && break; sleep 0.2; done
fi

slurmctld -D >"$SLURM_CI_DIR/log/slurmctld.out" 2>&1 &
echo $! >"$SLURM_CI_DIR/slurmctld.pid"
slurmd -D >"$SLURM_CI_DIR/log/slurmd.out" 2>&1 &
echo $! >"$SLURM_CI_DIR/slurmd.pid"

for _ in $(seq 150); do
  [ "$(timeout 5 sinfo -h -p cpu -o %t 2>/dev/null)" = "idle" ] && exit 0
  sleep 0.2
done
echo "slurm did not come up within 30 s" >&2
tail -n 20 "$SLURM_CI_DIR"/log/*.out "$SLURM_CI_DIR"/log/*.log >&2 || true
exit 1
