#!/usr/bin/env bash
# On the GPU machine: what one kernel costs ncu's kernel replay, against what the process holds.
# replay_cost_probe.py times its own launch loop (12 launches of one kernel, all profiled), so the
# figure is the replay's alone, without the process start. Each case with the chip's whole request
# (several passes: memory saved before the first, restored before the others) and with one name
# (one pass: no save). Lines land in $OUT/replay_cost.txt.
set -uo pipefail
NCU=${NCU:-/usr/local/cuda/bin/ncu}
log=$OUT/replay_cost.txt
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
all=$(python3 -c "from opprof.counters import requested_metric_names; print(','.join(requested_metric_names('gh100')))")
say() { echo "$*" | tee -a "$log"; }
case_() {
  local label=$1 metrics=$2; shift 2
  local out
  out=$("$NCU" --clock-control none --profile-from-start off --force-overwrite -o /tmp/replay_cost --metrics "$metrics" \
    env ${PROBE_ENV:-} python3 benchmarks/device/replay_cost_probe.py --launches 12 "$@" 2>&1)
  say "$label: $(echo "$out" | grep -o '[0-9]* passes' | sort | uniq -c | tr -s ' ' | tr '\n' ' ')| $(echo "$out" | grep '^probe:')"
  echo "$out" | grep -i -E 'error|warn' | head -3
}
say "no ncu: $(python3 benchmarks/device/replay_cost_probe.py --api driver --launches 12) / $(python3 benchmarks/device/replay_cost_probe.py --api torch --launches 12)"
for api in driver torch; do
  case_ "$api, one name" gpu__time_duration.sum --api "$api"
  case_ "$api, request" "$all" --api "$api"
  case_ "$api, request, again" "$all" --api "$api"
  case_ "$api, request, 4 GiB held" "$all" --api "$api" --hold-gib 4
  case_ "$api, request, 32 GiB held" "$all" --api "$api" --hold-gib 32
done
PROBE_ENV=CUDA_MODULE_LOADING=EAGER case_ "torch, request, CUDA_MODULE_LOADING=EAGER" "$all" --api torch
case_ "driver, request, 80 GiB held (no room for the save on the device)" "$all" --api driver --hold-gib 80
