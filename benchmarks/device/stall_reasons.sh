#!/usr/bin/env bash
# On the GPU machine, one device call: sdpa_attention captured again live by the real workflow,
# whose ncu group "all" now asks for ncu's warp states (counters.yaml stall_*: the
# WarpStateStats section's smsp__average_warps_issue_stalled_<reason>_per_issue_active.ratio) beside
# the counters the shipped bundle has; then profiled and reported. The shipped bundle's fp32
# attention kernel (fmha_cutlassF_f32, 168 registers) is low-occupancy and its aten::add
# latency-bound: with this capture both findings name what their warps wait on.
# Carry the git-ignored .whl and .debs that benchmarks/device/carry.sh builds here first.
# Lands in $OUT: the new bundle (bundle.tgz: results/captures/sdpa_attention, for
# captures/h100/sdpa_attention), its profile.json and report.html, stall.txt (the passes ncu made,
# each stall counter's status, the findings that name stall reasons, CUPTI's passes for the same
# request), snakemake.log.
set -uo pipefail
name=${NAME:-sdpa_attention}
start=$(date +%s)
source benchmarks/device/device_env.sh
python -c "import torch; print('torch', torch.__version__, torch.cuda.get_device_name(0))" | tee "$OUT/device.txt"
timeout -s INT -k 15 "${TIMEOUT_S:-540}" python -m snakemake --cores 4 --config capture=live --keep-going -- \
  "results/$name/profile.json" "results/$name/report.html" > "$OUT/snakemake.log" 2>&1
echo "snakemake rc=$? at $(( $(date +%s) - start )) s" | tee "$OUT/stall.txt"
tar czf "$OUT/bundle.tgz" results/captures/"$name" 2>/dev/null
cp "results/$name/profile.json" "results/$name/report.html" "$OUT/" 2>/dev/null
python - "$name" >> "$OUT/stall.txt" 2>&1 <<'EOF'
import json, sys

name = sys.argv[1]
manifest = json.load(open(f"results/captures/{name}/capture.json"))
print("ncu passes:", [(f["group"], f.get("passes")) for f in manifest["files"]["ncu"]])
profile = json.load(open(f"results/{name}/profile.json"))
for counter in profile["counters"]:
    if counter["name"].startswith(("stall_", "occupancy_limit_")):
        print(counter["name"], [(r["status"], r["reason"]) for r in counter["resolution"]])
for finding in profile["signals"]:
    if finding["rule"] in ("latency_bound", "low_occupancy"):
        print(finding["operator"], finding["rule"], "|", finding["evidence"])
EOF
# gpt2_train's counters come from CUPTI's range profiler, which now asks for the warp states too:
# whether it takes them, and the passes they add (host-side only, no kernel runs).
PYTHONPATH=$PWD:$PYTHONPATH timeout 60 python benchmarks/device/cupti_counters_probe.py passes >> "$OUT/stall.txt" 2>&1
grep -h -B2 -A12 -E "Error|Traceback" results/*/logs/*.log 2>/dev/null | head -60 >> "$OUT/stall.txt"
cat "$OUT/stall.txt"
