#!/usr/bin/env bash
# On the GPU machine: the real workflow captures live (clock probe in observe mode, phase 1,
# phase 2, layer dedup, ncu) and profiles what it captured.
# Usage: live_workflow.sh BUDGET_S TARGET [TARGET...]; targets run in order while time is left,
# then bundles, records and logs are packed into $OUT.
set -uo pipefail
budget=$1; shift
start=$(date +%s)
mkdir -p /tmp/dw /tmp/bin
for f in .debs/*.deb; do dpkg -x "$f" /tmp/dw; done
export LD_LIBRARY_PATH=/tmp/dw/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-}
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl
export PYTHONPATH=/tmp/site PYTHONUNBUFFERED=1
# A symlink would lose the venv that holds torch: wrap the interpreter instead.
printf '#!/bin/sh\nexec %s "$@"\n' "$(command -v python3)" > /tmp/bin/python && chmod +x /tmp/bin/python
export PATH=/tmp/bin:$PATH
python -c "import torch, pandas, pyarrow, transformers; print('torch', torch.__version__, 'pandas', pandas.__version__, 'pyarrow', pyarrow.__version__)"
for target in "$@"; do
  left=$(( start + budget - $(date +%s) ))
  if [ "$left" -lt 60 ]; then echo "skipped $target: ${left} s left"; continue; fi
  t0=$(date +%s)
  timeout -s INT -k 10 "$left" python -m snakemake --cores 4 --config capture=live --keep-going -- "$target" \
    > "/tmp/snakemake_$(basename "$(dirname "$target")").log" 2>&1
  echo "$target: rc=$? in $(( $(date +%s) - t0 )) s"
done
for f in results/*/capture/*.json results/*/capture/validation/*.json; do
  [ -f "$f" ] && python -c "import json; r=json.load(open('$f')); print('$f', {k: r.get(k) for k in ('wall_s', 'kernels', 'passes')})"
done
grep -h -E "^Error|error:|Traceback" /tmp/snakemake_*.log | head -20
{ for f in results/*/logs/*.log /tmp/snakemake_*.log; do [ -s "$f" ] && { echo "== $f"; tail -15 "$f"; }; done; } > /tmp/logs.txt
tar czf "$OUT/run.tgz" /tmp/logs.txt results/captures results/*/capture/*.json results/*/capture/validation/*.json \
  results/*/profile.json results/*/replay_validation.json results/*/report.html 2>/dev/null
ls -la "$OUT"
