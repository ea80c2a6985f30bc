#!/usr/bin/env bash
# On the GPU machine: the real workflow captures live (clock probe in observe mode, phase 1,
# phase 2, layer dedup, ncu) and profiles what it captured.
# Usage: [EXTRA_CONFIG="key=value ..."] [EXTRA_CONFIGFILES="file ..."] live_workflow.sh BUDGET_S
# "TARGET [TARGET...]" ...; each argument is one snakemake run, in order while time is left;
# EXTRA_CONFIG adds --config values (e.g. workloads=[gpt2_train_compiled] for a workload without a
# recorded bundle), EXTRA_CONFIGFILES config files over config/config.yaml (nested values).
# Everything lands in $OUT as it happens (the device tool returns only what is under $OUT when a
# call is cut off): snakemake's output, a tarball of rule logs and phase records refreshed every
# 15 s, and after each target the bundles, profiles and validation reports; each phase's wall
# time and kernel count are printed at the end, then the start-up cost of a workload process
# (STARTUP_COST=no leaves it out).
set -uo pipefail
budget=$1; shift
start=$(date +%s)
elapsed() { echo $(( $(date +%s) - start )); }
mkdir -p /tmp/dw /tmp/bin
for f in .debs/*.deb; do dpkg -x "$f" /tmp/dw; done
export LD_LIBRARY_PATH=/tmp/dw/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-}
mkdir -p /tmp/site && tar -C /tmp/site -xJf .whl/site.tar.xz
export PYTHONPATH=/tmp/site PYTHONUNBUFFERED=1
# A symlink would lose the venv that holds torch: wrap the interpreter instead.
printf '#!/bin/sh\nexec %s "$@"\n' "$(command -v python3)" > /tmp/bin/python && chmod +x /tmp/bin/python
export PATH=/tmp/bin:$PATH
python -c "import torch, pandas, pyarrow, transformers; print('torch', torch.__version__, 'pandas', pandas.__version__, 'pyarrow', pyarrow.__version__)"
echo "setup done at $(elapsed) s"

records() { ls results/*/capture/*.json results/*/rank*/capture/*.json results/*/capture/validation/*.json 2>/dev/null; }
pack_progress() {
  tar czf "$OUT/progress.tgz.part" $(ls -d results/*/logs results/*/rank*/logs results/logs 2>/dev/null) $(records) 2>/dev/null
  mv "$OUT/progress.tgz.part" "$OUT/progress.tgz"
}
( while sleep 15; do pack_progress; done ) &
monitor=$!

for target in "$@"; do
  left=$(( start + budget - $(date +%s) ))
  if [ "$left" -lt 60 ]; then echo "skipped $target: ${left} s left"; continue; fi
  t0=$(date +%s)
  echo "=== $target (at $(elapsed) s, ${left} s left)" >> "$OUT/snakemake.log"
  timeout -s INT -k 15 "$left" python -m snakemake --cores 4 --configfile config/config.yaml ${EXTRA_CONFIGFILES:-} \
    --config capture=live ${EXTRA_CONFIG:-} --keep-going -- $target \
    >> "$OUT/snakemake.log" 2>&1
  echo "$target: rc=$? in $(( $(date +%s) - t0 )) s (at $(elapsed) s)"
  pkill -9 -f ncu; pkill -9 -f nsys
  tar czf "$OUT/results.tgz.part" results/captures $(ls results/*/profile.json results/*/rank*/profile.json results/*/ranks*.json results/*/replay_validation.json \
    results/*/tables/window.parquet results/*/capture/validation/*.csv.gz 2>/dev/null) && mv "$OUT/results.tgz.part" "$OUT/results.tgz"
done
kill "$monitor"; pack_progress
for f in $(records); do
  python -c "import json; r=json.load(open('$f')); print('$f', {k: r.get(k) for k in ('wall_s', 'kernels', 'passes')})"
done
if [ "${STARTUP_COST:-yes}" = yes ]; then python benchmarks/device/startup_cost.py | tee "$OUT/startup_cost.txt"; fi
grep -h -B2 -A8 -E "^Error|error:|Traceback" results/*/logs/*.log 2>/dev/null | head -60
ls -la "$OUT"
