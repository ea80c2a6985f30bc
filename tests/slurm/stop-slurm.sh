#!/usr/bin/env bash
# Stops what start-slurm.sh started, by the PIDs it recorded (reverse order: slurmd, slurmctld,
# munged), each TERM then KILL after 10 s, and puts back the /etc/slurm files it replaced.
# Safe to run twice or after a failed start.
SLURM_CI_DIR=${SLURM_CI_DIR:-/tmp/slurm-ci}
for d in slurmd slurmctld munged; do
  f="$SLURM_CI_DIR/$d.pid"
  [ -f "$f" ] || continue
  p=$(cat "$f")
  kill -TERM "$p" 2>/dev/null || true
  for _ in $(seq 40); do kill -0 "$p" 2>/dev/null || break; sleep 0.25; done
  kill -0 "$p" 2>/dev/null && kill -KILL "$p" 2>/dev/null
  rm -f "$f"
done
if [ -f "$SLURM_CI_DIR/etc-written" ]; then
  for f in slurm.conf gres.conf; do
    if [ -e "$SLURM_CI_DIR/etc-backup/$f" ]; then
      cp -p "$SLURM_CI_DIR/etc-backup/$f" "/etc/slurm/$f"
    else
      rm -f "/etc/slurm/$f"
    fi
  done
  rm -f "$SLURM_CI_DIR/etc-written"
fi
exit 0
