#!/usr/bin/env bash
# On the GPU machine: where GPT-2's ncu phase spends its wall time (the workflow's command: 23
# kernels, the chip's request, a report then imported to CSV), against what no replay setting can
# remove: the program alone (timing phase) and the program under ncu profiling no kernel; then the
# same phase with ncu writing the CSV as it profiles (no report to import) and with ncu injected
# into the program's own process only. Each phase's import times (python -X importtime) and the
# harness's "built in / ran in" line show how the wall time splits. Lines land in
# $OUT/gpt2_ncu_floor.txt as they come, the CSVs and import times in $OUT.
set -uo pipefail
NCU=${NCU:-/usr/local/cuda/bin/ncu}
log=$OUT/gpt2_ncu_floor.txt
mkdir -p /tmp/site && tar -C /tmp/site -xJf .whl/site.tar.xz  # what the harness imports and the machine lacks
export PYTHONPATH=$PWD:/tmp/site
# The capture phases' environment: bytecode kept (opprof.cli.use_bytecode_cache).
unset PYTHONDONTWRITEBYTECODE
export PYTHONPYCACHEPREFIX=/tmp/opprof-pycache
all=$(python3 -c "from opprof.counters import requested_metric_names; print(','.join(requested_metric_names('gh100')))")
say() { echo "$*" | tee -a "$log"; }
ms() { local t0; t0=$(date +%s%N); "$@" > /tmp/last.log 2>&1; echo $(( ($(date +%s%N) - t0) / 1000000 )); }
# Seconds of the imports that took longest (python -X importtime lines on stderr, cumulative).
imports() { grep '^import time:' "$1" | sort -t'|' -k2 -n | tail -4 | awk -F'|' '{printf "%s %.2f s;", $3, $2/1e6}'; }

mkdir -p /tmp/gpt2 && cp benchmarks/h200/gpt2/scope.json /tmp/gpt2/scope.json
settings() { python3 benchmarks/device/gpt2_settings.py "$1"; }
program=(python3 -X importtime -P scripts/run_workload.py --device cuda)
timing=$(settings timing)
ncu=$(settings ncu)
for n in 1 2; do  # the first fills the bytecode cache
  wall=$(OPPROF_CAPTURE=$timing ms "${program[@]}")
  cp /tmp/last.log "$OUT/importtime_timing_$n.txt"
  say "timing phase ($n): $wall ms; $(grep -h '^opprof:' /tmp/last.log); $(imports /tmp/last.log)"
done
phase() {
  local label=$1; shift
  local wall
  wall=$(OPPROF_CAPTURE=$ncu ms "$NCU" --clock-control none --replay-mode kernel --profile-from-start off \
    --metrics "$all" --print-kernel-base mangled "$@" "${program[@]}")
  cp /tmp/last.log "$OUT/importtime_$label.txt"
  say "ncu phase, $label: $wall ms; $(grep -c '^==PROF== Profiling' /tmp/last.log) kernels profiled;" \
    "$(grep -h '^opprof:' /tmp/last.log); $(imports /tmp/last.log)"
}
phase no_kernel --kernel-name 'regex:^no_such_kernel$' --force-overwrite -o /tmp/gpt2/none
phase workflow --force-overwrite -o /tmp/gpt2/workflow
say "ncu --import to CSV: $(ms "$NCU" --import /tmp/gpt2/workflow.ncu-rep --csv --page raw --print-kernel-base mangled) ms"
cp /tmp/last.log "$OUT/workflow.csv"
phase csv_while_profiling --csv --page raw --log-file /tmp/gpt2/direct.csv
cp /tmp/gpt2/direct.csv "$OUT/direct.csv"
phase application_only --target-processes application-only --force-overwrite -o /tmp/gpt2/app
phase csv_application_only --target-processes application-only --csv --page raw --log-file /tmp/gpt2/direct_app.csv
say "CSV rows (header and units included): import $(grep -c . "$OUT/workflow.csv"), while profiling $(grep -c . "$OUT/direct.csv")"
