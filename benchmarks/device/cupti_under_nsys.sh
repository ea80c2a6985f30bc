#!/usr/bin/env bash
# On the GPU machine: can CUPTI's range profiler count in a process that nsys traces (nsys injects
# a CUPTI of its own)? The capture harness's cupti phase for GPT-2, alone and under the nsys phase's
# command line, one after the other; wall times and what each counted, to $OUT/cupti_under_nsys.log.
# Carry .whl and .debs.
set -uo pipefail
mkdir -p /tmp/dw /tmp/site && for f in .debs/*.deb; do dpkg -x "$f" /tmp/dw; done
export LD_LIBRARY_PATH=/tmp/dw/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-}
tar -C /tmp/site -xJf .whl/site.tar.xz
export PYTHONPATH=$PWD:/tmp/site
nsys=/opt/nvidia/nsight-compute/2025.3.1/host/target-linux-x64/nsys
log=$OUT/cupti_under_nsys.log
settings() {
  python3 -c "from opprof.capture.spec import CaptureSettings, builtin_spec
print(CaptureSettings('cupti', builtin_spec('gpt2', 2, 2), trace='$1', ranges=234).to_env())"
}
run() {  # name, command...
  local name=$1; shift
  local t0; t0=$(date +%s.%N)
  OPPROF_CAPTURE=$(settings "/tmp/$name.json") "$@" > "/tmp/$name.out" 2>&1
  local rc=$?
  echo "$name: rc=$rc, $(python3 -c "print(round($(date +%s.%N) - $t0, 2))") s" | tee -a "$log"
  tr '\r' '\n' < "/tmp/$name.out" | grep -v -E '^\[1/1\]|^$' | tail -8 | tee -a "$log"
}
[ "${ONLY_NSYS:-no}" = yes ] || run alone python3 -P scripts/run_workload.py --device cuda
run under_nsys "$nsys" profile -t cuda,nvtx --sample=none --cpuctxsw=none --backtrace=none --force-overwrite true \
  -o /tmp/under_nsys python3 -P scripts/run_workload.py --device cuda
[ "${ONLY_NSYS:-no}" = yes ] || run alone_again python3 -P scripts/run_workload.py --device cuda
python3 - <<'PY' 2>&1 | tee -a "$log"
import json
import numpy as np
runs = {}
for name in ("alone", "under_nsys", "alone_again"):
    try:
        d = json.load(open(f"/tmp/{name}.json"))
    except OSError as exc:
        print(name, "wrote nothing:", exc)
        continue
    runs[name] = (d["metrics"], np.array(d["values"], dtype=float))
    print(name, {k: d[k] for k in ("passes", "runs", "dropped", "setup_s", "collect_s")}, "ranges", len(d["values"]))
if "alone" in runs:
    metrics, base = runs["alone"]
    for name in ("under_nsys", "alone_again"):
        if name not in runs or runs[name][1].shape != base.shape:
            continue
        apart = np.abs(runs[name][1] - base) / np.maximum(np.abs(base), 1e-9) * 100
        for i, m in enumerate(metrics):
            print(f"  {name} vs alone {m:66s} median {np.nanmedian(apart[:, i]):6.1f}% max {np.nanmax(apart[:, i]):6.1f}%")
PY
