#!/usr/bin/env bash
# On the GPU machine: the memory phase (and, for bundles recorded without one, the timing phase)
# of the shipped bundles' workloads through the real workflow's capture rules, on the GPU; the
# files land in $OUT/phases.tgz for benchmarks/device/add_phases.py to add to captures/h200/.
# Usage: memory_phase.sh "NAME ..." "NAME ..."  (memory phase for the first list, timing for the second)
# The carried site (benchmarks/device/carry.sh) must fit beside the tree under the 64 MiB limit:
# this run reads no nsys export, so the SQLite driver's library may stay behind (its Python
# package is still imported by opprof.stages.capture).
set -uo pipefail
memory=$1; timing=${2:-}
start=$(date +%s)
source benchmarks/device/device_env.sh
python -c "import torch; print('torch', torch.__version__, torch.cuda.get_device_name(0))" | tee "$OUT/device.txt"
# A timing phase times the bundle's GPU: on another model it would be another program's step.
if ! grep -q H200 "$OUT/device.txt"; then echo "not an H200: no timing phase"; timing=""; fi
pack() {
  tar czf "$OUT/phases.tgz.part" $(ls results/captures/*/memory.json results/captures/*/memory_trace.json.gz \
    results/captures/*/timing.json results/*/capture/phase_memory.json results/*/capture/phase0_timing.json \
    results/*/logs/phase_memory.log results/*/logs/phase0_timing.log 2>/dev/null) && mv "$OUT/phases.tgz.part" "$OUT/phases.tgz"
}
# One workload at a time, packed after each: a call cut off keeps what finished.
for n in $(echo $memory $timing | tr ' ' '\n' | awk '!seen[$0]++'); do
  targets=""
  case " $memory " in *" $n "*) targets="results/captures/$n/memory.json results/captures/$n/memory_trace.json.gz";; esac
  case " $timing " in *" $n "*) targets="$targets results/captures/$n/timing.json";; esac
  if [ -z "$targets" ]; then continue; fi
  python -m snakemake --cores 4 --config capture=live --keep-going -- $targets >> "$OUT/snakemake.log" 2>&1
  echo "$n: rc=$? at $(( $(date +%s) - start )) s"
  pack
done
grep -h -B2 -A12 -E "Error|Traceback" results/*/logs/*.log 2>/dev/null | head -60
ls -la "$OUT"
