#!/usr/bin/env bash
# On the GPU machine, in one call: the doctor, then `snakemake --cores 1 profile_gpt2` captured
# live from scratch by the base revision and by this checkout, rule by rule
# (benchmarks/live_rules.py), whether the two bundles recorded the same, and the depth pair: the
# same live run of gpt2_depth48 (48 layers) against this checkout's gpt2 (12).
#
# Here, first (the carry holds the cp312 wheels, libdw for nsys and the base revision, ~0.5 MB;
# BASE: the revision to measure against, 4ae791d for the live path before the doctor and the
# timing phase as the check):
#   bash benchmarks/device/carry.sh
#   git archive --format=tar.gz -o .whl/base.tar.gz "$BASE" -- . \
#     ':!captures' ':!docs' ':!benchmarks/h200' ':!tests'
# Then on the device, carrying .whl and .debs: bash benchmarks/device/live_minute.sh
#
# Writes doctor.txt, before.txt/.json/.log, after.txt/.json/.log, same_bundle.txt, compare.txt,
# depth48.txt/.json/.log, depth.txt and summary.txt to /tmp/live, packed after each step into
# $OUT/live.tgz (the device returns at most 8 files), and summary.txt to $OUT too. Each step runs
# only while BUDGET_S (default 540) leaves it room; STEPS orders them (default "before after
# depth48": with little device time left, "after depth48 before" measures this checkout first;
# "imports" adds the import times of GPT-2's modules). Each run's rule logs are packed too.
set -uo pipefail
budget=${BUDGET_S:-540}
start=$(date +%s)
elapsed() { echo $(( $(date +%s) - start )); }
left() { echo $(( start + budget - $(date +%s) )); }
logs=/tmp/live && mkdir -p "$logs"
say() { echo "$*" | tee -a "$logs/summary.txt"; cp "$logs/summary.txt" "$OUT/"; }
pack() { tar -C "$logs" -czf "$OUT/live.tgz.part" . && mv "$OUT/live.tgz.part" "$OUT/live.tgz"; }

source benchmarks/device/device_env.sh
mkdir -p /tmp/base && tar -C /tmp/base -xzf .whl/base.tar.gz
say "setup done at $(elapsed) s on $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"

python -m snakemake --cores 1 doctor > "$logs/doctor.txt" 2>&1
say "doctor: rc=$? at $(elapsed) s"; grep -E '^(ok|fails|warns|skipped|capture|will|instead)' "$logs/doctor.txt" | tee -a "$logs/summary.txt"

# Both revisions start from the same warm state: torch's and transformers' files read once and
# their bytecode cached (the workflow's processes share one cache), each run's own results and
# clock probe cache removed (--fresh).
python -c "import torch, transformers; torch.ones(1, device='cuda')"

bench() {  # bench LABEL CHECKOUT TARGET CONFIG...
  local label=$1 checkout=$2 target=$3; shift 3
  if [ "$(left)" -lt 120 ]; then say "skipped $label: $(left) s left"; return 1; fi
  timeout -s INT -k 15 "$(left)" python benchmarks/live_rules.py "$target" --fresh "${target#profile_}" \
    --checkout "$checkout" --config capture=live "$@" --log "$logs/$label.log" --json "$logs/$label.json" \
    > "$logs/$label.txt" 2>&1
  local rc=$?
  cp -r "$checkout/results/${target#profile_}/logs" "$logs/$label-logs" 2>/dev/null
  say "$label: rc=$rc at $(elapsed) s: $(head -1 "$logs/$label.txt")"; pack
  return $rc
}

compare() {  # once both runs of gpt2 are in: their rules side by side, and their bundles
  python benchmarks/live_rules.py --compare "$logs/before.json" "$logs/after.json" > "$logs/compare.txt" 2>&1
  python benchmarks/live_rules.py --same-bundle /tmp/base/results/captures/gpt2 results/captures/gpt2 \
    > "$logs/same_bundle.txt" 2>&1
  say "same bundle before and after: rc=$? (0: the same)"; cat "$logs/compare.txt" >> "$logs/summary.txt"
}
depth() {  # the 48-layer gpt2 against this checkout's 12-layer run
  python benchmarks/live_rules.py --compare "$logs/after.json" "$logs/depth48.json" > "$logs/depth.txt" 2>&1
  python -c "import json; a, b = (json.load(open('$logs/' + n + '.json'))['wall_s'] for n in ('after', 'depth48')); print(f'depth pair: gpt2 (12 layers) {a:.1f} s, gpt2_depth48 (48 layers) {b:.1f} s, ratio {b / a:.2f}')" \
    | tee -a "$logs/summary.txt" "$logs/depth.txt"
}
imports() {  # what a phase's program pays to import GPT-2's modules, the workflow's bytecode cache warm
  python -c "from opprof.capture.phases import workload_env; import subprocess, sys; env = workload_env(); \
subprocess.run([sys.executable, '-P', '-X', 'importtime', '-c', 'import transformers.models.gpt2.modeling_gpt2'], env=env, check=False)" \
    2> "$logs/importtime.txt" >/dev/null
  sort -t'|' -k2 -n -r "$logs/importtime.txt" | head -25 > "$logs/importtime_top.txt"
  say "imports: the 25 costliest (cumulative us) in importtime_top.txt"; pack
}
for step in ${STEPS:-before after depth48}; do
  case $step in
    imports) imports ;;
    before) bench before /tmp/base profile_gpt2 ;;
    after) bench after . profile_gpt2 ;;
    depth48) bench depth48 . profile_gpt2_depth48 'workloads=[gpt2_depth48]' ;;
  esac
done
if [ -f "$logs/before.json" ] && [ -f "$logs/after.json" ]; then compare; fi
if [ -f "$logs/depth48.json" ] && [ -f "$logs/after.json" ]; then depth; fi
du -sh results/captures/* results/*/capture 2>/dev/null | tee "$logs/disk.txt"
say "done at $(elapsed) s"; pack
