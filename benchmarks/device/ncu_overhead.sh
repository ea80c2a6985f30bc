#!/usr/bin/env bash
# On the GPU machine: where an ncu replay's time goes. Per profiled kernel (the filter probe's
# launches: 12 against 1 in one ncu run each) with the chip's whole request, without
# sm__throughput, and with ncu's rule engine and cache flush off; what is left of a run once its
# kernels are taken off (ncu with no kernel profiled against the plain program); which metric of
# the request without sm__throughput still adds passes; and GPT-2's ncu phase as the workflow runs
# it (23 kernels) under each request, beside the plain program. Lines land in $OUT/overhead.txt,
# the GPT-2 CSVs in $OUT/gpt2_csv.tgz.
set -uo pipefail
NCU=${NCU:-/usr/local/cuda/bin/ncu}
probe=benchmarks/device/ncu_filter_probe.py
log=$OUT/overhead.txt
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
all=$(python3 -c "from opprof.counters import requested_metric_names; print(','.join(requested_metric_names('gh100')))")
nosm=$(echo "$all" | tr , '\n' | grep -v '^sm__throughput' | paste -sd,)
ms() { local t0; t0=$(date +%s%N); "$@" > /tmp/last.log 2>&1; echo $(( ($(date +%s%N) - t0) / 1000000 )); }
say() { echo "$*" | tee -a "$log"; }
ncu_probe() { "$NCU" --clock-control none --profile-from-start off --force-overwrite -o /tmp/cost "$@" python3 "$probe"; }

say "plain probe program: $(ms python3 "$probe") ms"
say "ncu, no kernel profiled: $(ms ncu_probe --kernel-name regex:^no_such_kernel$ --metrics gpu__time_duration.sum) ms"
cost() {
  local label=$1 metrics=$2; shift 2
  local one passes twelve
  one=$(ms ncu_probe --launch-count 1 --metrics "$metrics" "$@")
  passes=$(grep -o '[0-9]* passes' /tmp/last.log | head -1)
  twelve=$(ms ncu_probe --launch-count 12 --metrics "$metrics" "$@")
  say "$label: $passes; 1 launch $one ms, 12 launches $twelve ms: $(( (twelve - one) / 11 )) ms per kernel"
}
cost "request (20 names)" "$all"
cost "request, --apply-rules no" "$all" --apply-rules no
cost "request, --cache-control none" "$all" --cache-control none
cost "request without sm__throughput" "$nosm"
cost "without sm__throughput, --apply-rules no" "$nosm" --apply-rules no
cost "one name" gpu__time_duration.sum
cost "one name, --apply-rules no" gpu__time_duration.sum --apply-rules no

# GPT-2's ncu phase: the recorded command's settings, this checkout's harness.
mkdir -p /tmp/gpt2 && cp benchmarks/h200/gpt2/scope.json /tmp/gpt2/scope.json
settings() { python3 benchmarks/device/gpt2_settings.py "$1"; }
program=(python3 -P scripts/run_workload.py --device cuda)
timing=$(settings timing)
ncu=$(settings ncu)
for n in 1 2; do
  say "gpt2 program, timing phase ($n): $(OPPROF_CAPTURE=$timing ms "${program[@]}") ms; $(grep -h '^opprof:' /tmp/last.log)"
done
gpt2() {
  local label=$1 metrics=$2 count=$3; shift 3
  local wall
  wall=$(OPPROF_CAPTURE=$ncu ms "$NCU" --clock-control none --replay-mode kernel --profile-from-start off \
    --launch-skip 0 --launch-count "$count" --metrics "$metrics" "$@" --print-kernel-base mangled --force-overwrite \
    -o "/tmp/gpt2/$label" "${program[@]}")
  say "gpt2 ncu phase, $label ($count kernels): $(grep -o '[0-9]* passes' /tmp/last.log | sort | uniq -c | tr '\n' ' ')$wall ms; $(grep -h '^opprof:' /tmp/last.log)"
  "$NCU" --import "/tmp/gpt2/$label.ncu-rep" --csv --page raw --print-kernel-base mangled > "/tmp/gpt2/$label.csv" 2>&1
}
gpt2 request "$all" 23
gpt2 request_rules_off "$all" 23 --apply-rules no
gpt2 without_sm "$nosm" 23
gpt2 without_sm_rules_off "$nosm" 23 --apply-rules no
gpt2 one_kernel_one_name gpu__time_duration.sum 1
tar -C /tmp/gpt2 -czf "$OUT/gpt2_csv.tgz" $(cd /tmp/gpt2 && ls *.csv)

# What each name of the request without sm__throughput adds (one probe launch per run).
say "without sm__throughput, all names: $(ncu_probe --launch-count 1 --metrics "$nosm" 2>&1 | grep -o '[0-9]* passes' | head -1)"
for name in $(echo "$nosm" | tr , ' '); do
  rest=$(echo "$nosm" | tr , '\n' | grep -v -x "$name" | paste -sd,)
  say "  $name: all but it $(ncu_probe --launch-count 1 --metrics "$rest" 2>&1 | grep -o '[0-9]* passes' | head -1)"
done
