#!/usr/bin/env bash
# On the GPU machine, in one call: the doctor, then `snakemake --cores 1 profile_gpt2` captured
# live from scratch by the base revision and by this checkout, rule by rule
# (benchmarks/live_rules.py), whether the two bundles recorded the same, and the depth pair: the
# same live run of gpt2_depth48 (48 layers) against this checkout's gpt2 (12).
#
# Here, first (the carry holds the cp312 wheels, libdw for nsys and the base revision, ~0.5 MB):
#   bash benchmarks/device/carry.sh
#   git archive --format=tar.gz -o .whl/base.tar.gz "$(git merge-base HEAD main)" -- . \
#     ':!captures' ':!docs' ':!benchmarks/h200' ':!tests'
# Then on the device, carrying .whl and .debs: bash benchmarks/device/live_minute.sh
#
# Writes to $OUT as it goes: doctor.txt, before.txt/.json/.log, after.txt/.json/.log,
# same_bundle.txt, compare.txt, depth48.txt/.json/.log, depth.txt; summary.txt at the end.
# Each step runs only while BUDGET_S (default 540) leaves it room.
set -uo pipefail
budget=${BUDGET_S:-540}
start=$(date +%s)
elapsed() { echo $(( $(date +%s) - start )); }
left() { echo $(( start + budget - $(date +%s) )); }
say() { echo "$*" | tee -a "$OUT/summary.txt"; }

source benchmarks/device/device_env.sh
mkdir -p /tmp/base && tar -C /tmp/base -xzf .whl/base.tar.gz
say "setup done at $(elapsed) s on $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"

python -m snakemake --cores 1 doctor > "$OUT/doctor.txt" 2>&1
say "doctor: rc=$? at $(elapsed) s"; grep -E '^(ok|fails|warns|skipped|capture|will|instead)' "$OUT/doctor.txt" | tee -a "$OUT/summary.txt"

# Both revisions start from the same warm state: torch's and transformers' files read once and
# their bytecode cached (the workflow's processes share one cache), each run's own results and
# clock probe cache removed (--fresh).
python -c "import torch, transformers; torch.ones(1, device='cuda')"

bench() {  # bench LABEL CHECKOUT TARGET CONFIG...
  local label=$1 checkout=$2 target=$3; shift 3
  if [ "$(left)" -lt 120 ]; then say "skipped $label: $(left) s left"; return 1; fi
  timeout -s INT -k 15 "$(left)" python benchmarks/live_rules.py "$target" --fresh "${target#profile_}" \
    --checkout "$checkout" --config capture=live "$@" --log "$OUT/$label.log" --json "$OUT/$label.json" \
    > "$OUT/$label.txt" 2>&1
  local rc=$?
  say "$label: rc=$rc at $(elapsed) s: $(head -1 "$OUT/$label.txt")"
  return $rc
}

bench before /tmp/base profile_gpt2
bench after . profile_gpt2
if [ -f "$OUT/before.json" ] && [ -f "$OUT/after.json" ]; then
  python benchmarks/live_rules.py --compare "$OUT/before.json" "$OUT/after.json" > "$OUT/compare.txt" 2>&1
  python benchmarks/live_rules.py --same-bundle /tmp/base/results/captures/gpt2 results/captures/gpt2 \
    > "$OUT/same_bundle.txt" 2>&1
  say "same bundle before and after: rc=$? (0: the same)"; cat "$OUT/compare.txt" >> "$OUT/summary.txt"
fi
if bench depth48 . profile_gpt2_depth48 'workloads=[gpt2_depth48]' && [ -f "$OUT/after.json" ]; then
  python benchmarks/live_rules.py --compare "$OUT/after.json" "$OUT/depth48.json" > "$OUT/depth.txt" 2>&1
  python -c "import json; a, b = (json.load(open('$OUT/' + n + '.json'))['wall_s'] for n in ('after', 'depth48')); print(f'depth pair: gpt2 (12 layers) {a:.1f} s, gpt2_depth48 (48 layers) {b:.1f} s, ratio {b / a:.2f}')" \
    | tee -a "$OUT/summary.txt" "$OUT/depth.txt"
fi
du -sh results/captures/* results/*/capture 2>/dev/null | tee "$OUT/disk.txt"
say "done at $(elapsed) s"
