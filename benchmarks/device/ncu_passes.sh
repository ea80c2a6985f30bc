#!/usr/bin/env bash
# On the GPU machine: what each metric of the chip's request costs in replay passes. ncu packs the
# counters of several metrics into one pass, so a metric's own pass count says little; what it
# adds is the passes of the whole request against the request without it. One kernel of the
# filter probe per ncu run; the table prints and lands in $OUT/passes.txt.
set -uo pipefail
NCU=${NCU:-/usr/local/cuda/bin/ncu}
chip=${CHIP:-gh100}
probe=benchmarks/device/ncu_filter_probe.py
names=$(python3 -c "from opprof.counters import requested_metric_names; print(' '.join(requested_metric_names('$chip')))")
passes() {
  "$NCU" --clock-control none --profile-from-start off --launch-count 1 --metrics "$1" --force-overwrite \
    -o /tmp/passes python3 "$probe" 2>&1 | grep -o '[0-9]* passes' | head -1
}
all=$(echo $names | tr ' ' ',')
echo "all $(echo $names | wc -w) names: $(passes "$all")" | tee "$OUT/passes.txt"
for name in $names; do
  rest=$(echo $names | tr ' ' '\n' | grep -v -x "$name" | paste -sd,)
  echo "$name: all but it $(passes "$rest")" | tee -a "$OUT/passes.txt"
done
# What a pass costs: wall time of 1 and of 12 profiled launches, with the whole request and with
# one single-pass metric; the differences over 11 launches are the cost of a profiled kernel.
wall() {
  local t0; t0=$(date +%s%N)
  "$NCU" --clock-control none --profile-from-start off --launch-count "$2" --metrics "$1" --force-overwrite \
    -o /tmp/cost python3 "$probe" > /dev/null 2>&1
  echo $(( ($(date +%s%N) - t0) / 1000000 ))
}
for request in "$all" gpu__time_duration.sum; do
  one=$(wall "$request" 1); twelve=$(wall "$request" 12)
  echo "cost of a profiled kernel, $(echo "$request" | tr ',' '\n' | wc -l) names: 1 launch $one ms, 12 launches $twelve ms: $(( (twelve - one) / 11 )) ms each" | tee -a "$OUT/passes.txt"
done
