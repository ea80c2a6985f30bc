#!/usr/bin/env bash
# On the GPU machine: what ncu's kernel filters select under --profile-from-start off (with
# ncu_filter_probe.py), the metric names of the chip (ncu --query-metrics, kept in the repository
# per chip), and how many replay passes the counter catalogue costs with every name variant
# against one name per counter resolved for the chip. The summary prints; the files land in
# /tmp/probe and, packed, in $OUT/probe.tgz (the device tool returns at most 8 files).
set -uo pipefail
OUT_FINAL=$OUT
OUT=/tmp/probe && mkdir -p "$OUT"
NCU=${NCU:-/usr/local/cuda/bin/ncu}
chip=${CHIP:-gh100}
probe=benchmarks/device/ncu_filter_probe.py
nvidia-smi --query-gpu=name,driver_version --format=csv | tee "$OUT/gpu.txt"
"$NCU" --version | tee -a "$OUT/gpu.txt"
"$NCU" --query-metrics --chip "$chip" --csv > "$OUT/metrics_${chip}_base.csv"
wc -l "$OUT"/metrics_*.csv
listed() { "$NCU" --import "$1" --csv --page raw --metrics launch__grid_size,gpu__time_duration.sum 2>&1; }
run() {
  local tag=$1; shift
  "$NCU" --clock-control none --profile-from-start off --metrics gpu__time_duration.sum,launch__grid_size \
    --force-overwrite -o "/tmp/$tag" "$@" python3 "$probe" > "$OUT/filter_$tag.log" 2>&1
  listed "/tmp/$tag.ncu-rep" > "$OUT/filter_$tag.csv"
  echo "== $tag ($*): $(($(wc -l < "$OUT/filter_$tag.csv") - 2)) kernels"
  python3 - "$OUT/filter_$tag.csv" <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))[1:]
for r in rows:
    name = r.get("Kernel Name", "")
    op = "add" if "Add" in name or "add" in name else ("mul" if "Mul" in name or "mul" in name else name[:60])
    print(f"  id {r.get('ID')}: {op} grid {r.get('launch__grid_size')}")
PY
}
run all
run per_config_first --filter-mode per-launch-config --launch-count 1
run per_config_second --filter-mode per-launch-config --launch-skip 1 --launch-count 1
run global_skip2_count3 --launch-skip 2 --launch-count 3
run range2 --range-filter :2:
# Passes: every catalogue name against one name per counter, the first the chip lists.
python3 - "$OUT/metrics_${chip}_base.csv" > "$OUT/names.txt" <<'PY'
import csv, sys
from opprof.counters import catalogue
listed = set()
for path in sys.argv[1:]:
    for row in csv.reader(open(path)):
        if row:
            listed.add(row[0].strip())
every = sorted({n for c in catalogue() for n in c.names})
def present(name):
    base = name.split(".")[0]
    return name in listed or base in listed
chosen = sorted({next((n for n in c.names if present(n)), c.names[0]) for c in catalogue()})
print(",".join(every))
print(",".join(chosen))
for c in catalogue():
    print("#", c.name, [(n, present(n)) for n in c.names], file=sys.stderr)
PY
for variant in every chosen; do
  line=$([ "$variant" = every ] && sed -n 1p "$OUT/names.txt" || sed -n 2p "$OUT/names.txt")
  t0=$(date +%s%N)
  "$NCU" --clock-control none --profile-from-start off --launch-count 3 --metrics "$line" --force-overwrite \
    -o "/tmp/passes_$variant" python3 "$probe" > "$OUT/passes_$variant.log" 2>&1
  echo "== passes $variant: $(grep -o '[0-9]* passes' "$OUT/passes_$variant.log" | sort | uniq -c | tr '\n' ' ') in $(( ($(date +%s%N) - t0) / 1000000 )) ms"
  "$NCU" --import "/tmp/passes_$variant.ncu-rep" --csv --page raw > "$OUT/passes_$variant.csv" 2>&1
done
tar -C "$OUT" -czf "$OUT_FINAL/probe.tgz" . && ls -la "$OUT"
