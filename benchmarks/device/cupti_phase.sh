#!/usr/bin/env bash
# On the GPU machine: the capture harness's cupti phase (opprof/capture/cupti.py) for GPT-2, its
# training step and the LSTM, each a process of its own as rule cupti_counters runs it, its counter
# data sized to the kernels of one iteration (what the nsys window gives the rule); wall time and
# peak resident memory, what it wrote, summarised, and the files gzipped into $OUT. Carry
# .whl/site.tar.xz (benchmarks/device/carry.sh).
set -uo pipefail
mkdir -p /tmp/site && tar -C /tmp/site -xJf .whl/site.tar.xz
export PYTHONPATH=$PWD:/tmp/site${PYTHONPATH:+:$PYTHONPATH}
log=$OUT/cupti_phase.log
for pair in gpt2:234 gpt2_train:830 lstm_sequence_encoder:791; do
  w=${pair%%:*} ranges=${pair##*:}
  settings=$(python3 -c "from opprof.capture.spec import CaptureSettings, builtin_spec
print(CaptureSettings('cupti', builtin_spec('$w', 2, 2), trace='/tmp/$w.cupti.json', ranges=$ranges).to_env())")
  OPPROF_CAPTURE=$settings /usr/bin/time -f "$w cupti phase: %e s wall, %M KB" python3 -P scripts/run_workload.py \
    --device cuda 2>&1 | tail -4 | tee -a "$log"
  python3 - "$w" <<'PY' 2>&1 | tee -a "$log"
import json, sys
d = json.load(open(f"/tmp/{sys.argv[1]}.cupti.json"))
keys = ("chip", "passes", "runs", "dropped", "setup_s", "collect_s")
print(sys.argv[1], {k: d[k] for k in keys}, "ranges", len(d["values"]), "metrics", len(d["metrics"]))
ctas, warps = d["metrics"].index("sm__ctas_launched.sum"), d["metrics"].index("smsp__warps_launched.sum")
print("  first ranges (CTAs, warps):", [(r[ctas], r[warps]) for r in d["values"][:6]])
PY
  gzip -c "/tmp/$w.cupti.json" > "$OUT/$w.cupti.json.gz"
done
