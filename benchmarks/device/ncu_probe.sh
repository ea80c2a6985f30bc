#!/usr/bin/env bash
# On the GPU machine: the metric names of every chip ncu knows (ncu --query-metrics --chip, kept in
# the repository per chip as opprof/chips/<chip>.txt.gz), and how many replay passes the counter
# catalogue costs with every name variant against the names resolved for this GPU's chip. The
# summary prints; the files land in /tmp/probe and, packed, in $OUT/probe.tgz (the device tool
# returns at most 8 files).
set -uo pipefail
OUT_FINAL=$OUT
OUT=/tmp/probe && mkdir -p "$OUT/chips"
NCU=${NCU:-/usr/local/cuda/bin/ncu}
chip=${CHIP:-gh100}
probe=benchmarks/device/ncu_filter_probe.py
nvidia-smi --query-gpu=name,driver_version --format=csv | tee "$OUT/gpu.txt"
"$NCU" --version | tee -a "$OUT/gpu.txt"
"$NCU" --list-chips > "$OUT/chips.txt" 2>&1
for c in $(tr ', ' '\n\n' < "$OUT/chips.txt" | grep -E '^[a-z]+[0-9]+[a-z]?$'); do
  "$NCU" --query-metrics --chip "$c" --csv > "$OUT/chips/$c.csv" 2>&1
done
wc -l "$OUT"/chips/*.csv | tail -3
# Passes: every catalogue name against the names the workflow requests for the chip.
every=$(python3 -c "from opprof.counters import catalogue; print(','.join(sorted({n for c in catalogue() for n in c.names})))")
chosen=$(python3 -c "
import csv, sys
from opprof.counters import catalogue
listed = {row[0].strip() for row in csv.reader(open('$OUT/chips/$chip.csv')) if row}
pick = lambda c: next((n for n in c.names if n.split('.')[0] in listed), c.names[0])
print(','.join(sorted({pick(c) for c in catalogue()})))")
echo "every:  $every" > "$OUT/names.txt"
echo "chosen: $chosen" >> "$OUT/names.txt"
for variant in every chosen; do
  line=$([ "$variant" = every ] && echo "$every" || echo "$chosen")
  t0=$(date +%s%N)
  "$NCU" --clock-control none --profile-from-start off --launch-count 3 --metrics "$line" --force-overwrite \
    -o "/tmp/passes_$variant" python3 "$probe" > "$OUT/passes_$variant.log" 2>&1
  echo "== passes $variant ($(echo "$line" | tr ',' '\n' | wc -l) names): $(grep -o '[0-9]* passes' "$OUT/passes_$variant.log" | sort | uniq -c | tr '\n' ' ') in $(( ($(date +%s%N) - t0) / 1000000 )) ms"
  "$NCU" --import "/tmp/passes_$variant.ncu-rep" --csv --page raw > "$OUT/passes_$variant.csv" 2>&1
done
tar -C "$OUT" -czf "$OUT_FINAL/probe.tgz" . && ls -la "$OUT"
