#!/usr/bin/env bash
# On the GPU machine: what-if runs (opprof/capture/whatif.py) of the shipped bundles' workloads,
# each fix set in a process of its own, 30 timed steps each; one JSON per workload lands in
# $OUT/whatif_<name>.json for benchmarks/device/add_whatif.py to add to captures/h200/.
# Usage: whatif.sh "name:set,set,... name:set,..."   (a set is fixes joined by '+', 'baseline' for none)
# Carry .whlmin: orjson for the machine's cp312 (opprof.io writes with it), the one package the
# runner needs that the machine lacks; made here by unzipping its wheel into .whlmin/site
# (pip download --no-deps --python-version 3.12 --only-binary=:all: --platform manylinux_2_17_x86_64 orjson).
set -uo pipefail
start=$(date +%s)
export PYTHONPATH=$PWD/.whlmin/site:$PWD PYTHONUNBUFFERED=1
python3 -c "import torch; print('torch', torch.__version__, torch.cuda.get_device_name(0))" | tee "$OUT/device.txt"
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,driver_version --format=csv >> "$OUT/device.txt"
for item in $1; do
  name=${item%%:*}; sets=${item#*:}
  spec=$(python3 -c "from opprof.capture.spec import builtin_spec; print(builtin_spec('$name', 2, 2).to_json())")
  runs=()
  for set in ${sets//,/ }; do
    file=/tmp/whatif_${name}_${set//+/_}.json
    python3 -P scripts/whatif_run.py --spec "$spec" --fixes "$set" --steps 30 --run "$file" >> "$OUT/whatif.log" 2>&1
    echo "$name $set rc=$? at $(( $(date +%s) - start )) s" | tee -a "$OUT/whatif.log"
    runs+=("$file")
  done
  python3 - "$name" "$OUT/whatif_$name.json" "${runs[@]}" <<'PY'
import json, sys
name, out, *files = sys.argv[1:]
runs = [json.load(open(f)) for f in files if __import__("os").path.exists(f)]
json.dump({"format": "opprof-whatif-runs", "workload": name, "runs": runs}, open(out, "w"), indent=1, sort_keys=True)
PY
done
ls -la "$OUT"
